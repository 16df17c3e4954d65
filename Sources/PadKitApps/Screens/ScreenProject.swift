import Foundation

/// The Interface Builder files an app target builds: its Copy Bundle Resources phase's
/// storyboards and XIBs (`padkit layout screens --project P [--target T]`).
public enum ScreenProject {
    /// Each file's path on disk and as output names it (relative to the project's folder), in
    /// the build phase's order.
    ///
    /// - Throws: ``ProjectReadingError`` when the project or target cannot be read.
    public static func interfaceFiles(
        project path: String, target: String?, limits: ReadingLimits = ReadingLimits()
    )
        throws(ProjectReadingError) -> [(path: String, displayPath: String)]
    {
        do {
            let project = try XcodeProject(path: ProjectLocation.resolve(path), limits: limits)
            let base = project.directory
            let display = { (file: String) in AppProjectReader.relative(file, to: base) }
            var filesRead = 0
            let app = try ProjectTarget(
                project: project, target: target, configuration: nil, limits: limits, displayPath: display,
                filesRead: &filesRead)
            return app.files(phase: "PBXResourcesBuildPhase", extensions: ["storyboard", "xib"], limits: limits).map { ($0, display($0)) }
        } catch {
            throw error as? ProjectReadingError ?? .unreadableFile(file: path)
        }
    }

    /// Every storyboard and XIB below `folder`, sorted (what `screens-bench`, the benchmarks and
    /// the real-app property test read).
    public static func interfaceFiles(in folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var found: [String] = []
        while let next = enumerator?.nextObject() as? String {
            if next.hasSuffix(".storyboard") || next.hasSuffix(".xib") { found.append("\(folder)/\(next)") }
        }
        return found.sorted()
    }
}
