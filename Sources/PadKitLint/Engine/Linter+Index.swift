import Foundation

extension Linter {
    /// Reads and parses the Swift files under `paths` once and returns their module-wide index,
    /// without running any rule: what tools that read an app's code (`padkit-lint app-root`)
    /// start from. Unreadable and unparsable files are left out.
    ///
    /// - Throws: ``LintError`` when a path does not exist or `jobs` is not positive.
    public static func index(
        paths: [String], root: String, configuration: LintConfiguration = .standard,
        jobs: Int? = nil
    ) throws(LintError) -> ModuleIndex {
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        guard workers >= 1 else { throw .invalidJobCount(workers) }
        let discovery = try FileDiscovery.discover(paths: paths, root: root, configuration: configuration)
        let settings = RuleSettings(configuration)
        let files = discovery.files.filter { $0.kind == .swift }
        let prepared = parallelMap(count: files.count, workers: workers) { prepare(files[$0], settings: settings) }
        return ModuleIndex.build(from: prepared.compactMap { if case .swift(let parse) = $0 { return parse } else { return nil } })
    }
}
