import Foundation
import PadKit
import PadKitParallel
import SwiftParser
import SwiftSyntax

/// Runs the rules over files: discovery, then every file on every core (one worker thread per
/// core, each taking the next unlinted file), then one sorted report.
public enum Linter {
    /// The stack of each worker thread: parsing and walking recurse once per nesting level, and
    /// 256 levels (``SwiftFileLinter/maximumNestingLevel``) need more than a default secondary
    /// thread's 512 KiB. Only the pages actually touched are committed.
    public static let workerStackSize = 64 << 20

    /// Lints `paths` (absolute or relative to the working directory).
    ///
    /// - Parameters:
    ///   - paths: files and folders to lint.
    ///   - root: the folder paths are printed relative to and excludes are matched against.
    ///   - configuration: disabled rules, severities, excludes.
    ///   - jobs: worker threads; `nil` uses every active processor.
    /// - Throws: ``LintError`` when a path does not exist or `jobs` is not positive.
    /// - Complexity: each file is read and parsed once; rules run in one walk of its tree.
    ///   - collectingFeatures: also walk every parsed tree for the iPad features the app adopts
    ///     (``FeatureReport``, ``LintReport/features``), so `padkit audit` parses the sources once.
    public static func lint(
        paths: [String], root: String, configuration: LintConfiguration = .standard,
        jobs: Int? = nil, collectingFeatures: Bool = false
    ) throws(LintError) -> LintReport {
        let clock = ContinuousClock()
        let start = clock.now
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        guard workers >= 1 else { throw .invalidJobCount(workers) }
        let discovery = try FileDiscovery.discover(paths: paths, root: root, configuration: configuration)
        let settings = RuleSettings(configuration)
        let files = discovery.files
        // Phase 1: read and parse every file once, recording its declarations.
        let prepared = parallelMap(count: files.count, workers: workers) { prepare(files[$0], settings: settings) }
        // The module index and the targets, from what phase 1 found, in file order.
        let index = ModuleIndex.build(from: prepared.compactMap { if case .swift(let parse) = $0 { return parse } else { return nil } })
        let targets = TargetMap(prepared.compactMap { if case .plist(_, let target) = $0 { return target } else { return nil } })
        let entries = AppEntryPoints(index)
        // Phase 2: the rule walk, every file seeing the whole index.
        let outcomes = parallelMap(count: files.count, workers: workers) { position -> FileOutcome in
            switch prepared[position] {
            case .finished(let outcome): return outcome
            case .objectiveC(let outcome, let path):
                return targets.target(for: path)?.isIPhoneOnly == true ? ObjectiveCLinter.inPhoneIdiom(outcome) : outcome
            case .plist(let outcome, let target): return entries.judged(outcome, target: target, oneTarget: settings.infoPlistsResolved)
            case .swift(.finished(let outcome)): return outcome
            case .swift(.parsed(let file)):
                return SwiftFileLinter.lint(file, settings: settings, index: index, target: targets.target(for: file.path))
            }
        }
        var findings: [Finding] = []
        var fixes: [FileFix] = []
        var statistics = LintStatistics()
        var unreadable = 0
        for outcome in outcomes {
            findings += outcome.findings
            if let fix = outcome.fix { fixes.append(fix) }
            statistics.parse += outcome.parseDuration
            statistics.index += outcome.indexDuration
            statistics.rules += outcome.ruleDuration
            if !outcome.wasRead { unreadable += 1 }
        }
        for directory in discovery.unreadableDirectories {
            unreadable += 1
            findings += unreadableFinding(path: directory.displayPath, reason: "folder: \(directory.reason)", settings: settings)
        }
        statistics.wall = clock.now - start
        var report = LintReport(findings: findings, fileCount: files.count, unreadableCount: unreadable, statistics: statistics)
        report.objectiveCFileCount = files.filter { $0.kind == .objectiveC }.count
        report.fixes = fixes
        if collectingFeatures {
            let found = parallelMap(count: files.count, workers: workers) { position -> [FeatureAdoption] in
                switch prepared[position] {
                case .swift(.parsed(let file)): return FeatureReport.adoptions(in: file.tree, path: file.path)
                case .plist: return FeatureReport.infoPlistAdoptions(ofFile: files[position])
                default: return []
                }
            }
            report.features = FeatureReport(adoptions: found.flatMap { $0 }, fileCount: files.filter { $0.kind != .objectiveC }.count)
        }
        return report
    }

    /// The floor a lint run is measured against: the same discovery, reading and parsing of every
    /// Swift file on the same workers, and nothing else (no index, no rules). Returns the elapsed time.
    ///
    /// - Parameter retainingTrees: keep every tree until all files are parsed, as the linter must
    ///   for its module index, instead of dropping each one as soon as it is built (which lets the
    ///   next parse reuse the same memory). The difference is the cost of holding a whole module's
    ///   trees at once; `lint-bench` prints both floors.
    public static func parseFloor(
        paths: [String], root: String, jobs: Int? = nil, retainingTrees: Bool = false
    ) throws(LintError) -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        guard workers >= 1 else { throw .invalidJobCount(workers) }
        let files = try FileDiscovery.discover(paths: paths, root: root, configuration: .standard).files
        let trees = parallelMap(count: files.count, workers: workers) { position -> SourceFileSyntax? in
            guard files[position].kind == .swift, case .success(let bytes) = read(files[position].absolutePath) else { return nil }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: SwiftFileLinter.maximumNestingLevel) }
            return retainingTrees ? tree : nil
        }
        let elapsed = clock.now - start
        withExtendedLifetime(trees) {}
        return elapsed
    }

    /// A file after phase 1.
    enum Prepared: Sendable {
        /// A Swift file, parsed (or finished: too deep to parse).
        case swift(SwiftFileLinter.Parse)
        /// A property list, linted, with what it says about its target.
        case plist(FileOutcome, AppTarget?)
        /// An Objective-C file, linted, with its path for its target (phase 2 needs the targets).
        case objectiveC(FileOutcome, path: String)
        /// A file that could not be read.
        case finished(FileOutcome)
    }

    /// Reads and parses one file, turning a failed read into an `unreadable-file` finding.
    static func prepare(_ file: SourceFile, settings: RuleSettings) -> Prepared {
        let bytes: [UInt8]
        switch read(file.absolutePath) {
        case .success(let data): bytes = data
        case .failure(let reason): return .finished(unreadable(file, reason: reason, settings: settings))
        }
        switch file.kind {
        case .swift:
            guard String(validating: bytes, as: UTF8.self) != nil else {
                return .finished(unreadable(file, reason: "not valid UTF-8 text", settings: settings))
            }
            return .swift(SwiftFileLinter.parse(source: bytes, path: file.displayPath, settings: settings))
        case .infoPlist:
            let clock = ContinuousClock()
            let start = clock.now
            let data = Data(bytes)
            var outcome = InfoPlistLinter.lint(
                data: data, path: file.displayPath, settings: settings, generatedKeysResolved: settings.infoPlistsResolved)
            let target = InfoPlistLinter.target(data: data, path: file.displayPath, resolvedApp: settings.infoPlistsResolved)
            outcome.ruleDuration = clock.now - start
            return .plist(outcome, target)
        case .objectiveC:
            let clock = ContinuousClock()
            let start = clock.now
            var outcome = ObjectiveCLinter.lint(source: String(decoding: bytes, as: UTF8.self), path: file.displayPath, settings: settings)
            outcome.ruleDuration = clock.now - start
            return .objectiveC(outcome, path: file.displayPath)
        }
    }

    /// `body(0..<count)` on `workers` threads with the linter's large stacks, results in index order.
    static func parallelMap<T: Sendable>(count: Int, workers: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        Parallel.map(count: count, workers: workers, stackSize: workerStackSize, body)
    }

    static func unreadable(_ file: SourceFile, reason: String, settings: RuleSettings) -> FileOutcome {
        FileOutcome(findings: unreadableFinding(path: file.displayPath, reason: reason, settings: settings), wasRead: false)
    }

    /// The `unreadable-file` finding for what at `path` could not be read, and `reason`; none
    /// when the rule is turned off.
    private static func unreadableFinding(path: String, reason: String, settings: RuleSettings) -> [Finding] {
        guard let severity = settings.severity(of: .unreadableFile) else { return [] }
        return [
            Finding(
                ruleID: Rule.unreadableFile.id, severity: severity, message: "\(Rule.unreadableFile.message) (\(reason))",
                path: path, line: 1, column: 1)
        ]
    }

    private enum ReadResult {
        case success([UInt8])
        case failure(String)
    }

    /// Reads a whole file, with the system's reason when it cannot.
    private static func read(_ path: String) -> ReadResult {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            let data = try handle.readToEnd() ?? Data()
            return .success([UInt8](data))
        } catch {
            return .failure(LintError.reason(for: error))
        }
    }
}
