import Foundation

/// The `padkit-lint` command, minus argument parsing: options in, exit status and text out.
///
/// Kept in the library so tests run it in-process; `main.swift` only parses arguments.
///
/// Exit status:
/// - `0`: no finding at or above `--fail-on`;
/// - `1`: at least one finding at or above `--fail-on`;
/// - `2`: a usage or I/O error: a path that does not exist, a bad configuration, or a file or
///   folder that could not be read (the run still lints everything else and prints the report).
public enum LintCLI {
    /// What a run printed and how it ended.
    public struct Outcome: Equatable, Sendable {
        /// 0, 1 (findings at or above `--fail-on`) or 2 (usage or I/O error).
        public var exitStatus: Int32
        /// The report in the chosen format, or the rule listing.
        public var standardOutput: String
        /// Errors and the unreadable-files notice.
        public var standardError: String
    }

    /// Exit status for findings at or above `--fail-on`.
    public static let findingsExitStatus: Int32 = 1
    /// Exit status for usage and I/O errors.
    public static let usageExitStatus: Int32 = 2

    /// Runs the command.
    public static func run(_ options: LintOptions) -> Outcome {
        if options.listRules {
            return Outcome(exitStatus: 0, standardOutput: RuleListing.render(Rule.all), standardError: "")
        }
        let paths = (options.paths.isEmpty ? ["."] : options.paths).map { absolute($0, in: options.workingDirectory) }
        let root =
            options.root.map { absolute($0, in: options.workingDirectory) }
            ?? defaultRoot(for: paths, workingDirectory: absolute(".", in: options.workingDirectory))
        var configuration: LintConfiguration
        do {
            configuration = try loadConfiguration(options, root: root)
            configuration.infoPlistsResolved = options.infoPlistsResolved
            configuration.resolvedInfoPlistFolder = options.resolvedInfoPlistFolder
        } catch {
            return failure(LintError.configuration(error).description)
        }
        if options.dryRun && !options.fix {
            return failure("--dry-run only goes with --fix")
        }
        var report: LintReport
        do throws(LintError) {
            report = try Linter.lint(
                paths: paths, root: root, configuration: configuration, jobs: options.jobs,
                collectingFeatures: options.featuresOutputPath != nil)
            if let path = options.featuresOutputPath, let features = report.features {
                do {
                    try Data(features.json.utf8).write(to: URL(fileURLWithPath: absolute(path, in: options.workingDirectory)))
                } catch {
                    return failure("cannot write --features-output \(path): \(error.localizedDescription)")
                }
            }
            if let path = options.writeBaselinePath {
                let file = absolute(path, in: options.workingDirectory)
                do {
                    try Data(Baseline(report).encoded().utf8).write(to: URL(fileURLWithPath: file))
                } catch {
                    throw .baseline(path: path, reason: LintError.reason(for: error))
                }
            }
            if let path = options.baselinePath {
                report = report.excluding(try Baseline.load(contentsOf: absolute(path, in: options.workingDirectory)))
            }
        } catch {
            return failure(error.description)
        }
        if options.fix { return fix(report, root: root, dryRun: options.dryRun) }
        if options.absolutePaths {
            report = report.withAbsolutePaths(root: root)
        } else if options.root == nil, options.format.annotatesRepositoryFiles,
            let repository = repositoryRoot(for: paths), repository != root
        {
            report = report.withPaths(relativeTo: repository, root: root)
        }
        // Writing a baseline accepts every finding: the run succeeds unless a file could not be read.
        let fails = options.writeBaselinePath == nil && report.findings.contains { options.failOn.fails($0.severity) }
        var status: Int32 = fails ? findingsExitStatus : 0
        var standardError = ""
        if report.unreadableCount > 0 {
            status = usageExitStatus
            standardError =
                """
                padkit-lint: \(report.unreadableCount) file\(report.unreadableCount == 1 ? "" : "s") could not be read; see \
                unreadable-file findings\n
                """
        }
        return Outcome(exitStatus: status, standardOutput: options.format.render(report), standardError: standardError)
    }

    /// `--fix`: applies the run's mechanical fixes (``Fixer``), or with `--dry-run` prints them as
    /// a unified diff. Exit status 0 when every fix was applied, 2 when a file could not be fixed
    /// (named on standard error, left as it was) or could not be read.
    private static func fix(_ report: LintReport, root: String, dryRun: Bool) -> Outcome {
        let fixed = Fixer.apply(report.fixes, root: root, dryRun: dryRun)
        var standardError = fixed.failures.map { "padkit-lint: could not fix \($0.path): \($0.reason)\n" }.joined()
        if report.unreadableCount > 0 {
            standardError += "padkit-lint: \(report.unreadableCount) file\(report.unreadableCount == 1 ? "" : "s") could not be read\n"
        }
        let findings = fixed.fixed.reduce(0) { $0 + $1.findings }
        let summary =
            """
            \(dryRun ? "would fix" : "fixed") \(findings) finding\(findings == 1 ? "" : "s") in \(fixed.fixed.count) \
            file\(fixed.fixed.count == 1 ? "" : "s")\n
            """
        let standardOutput = dryRun ? fixed.diff : fixed.fixed.map { "fixed \($0.path) (\($0.findings))\n" }.joined() + summary
        let status = fixed.failures.isEmpty && report.unreadableCount == 0 ? 0 : usageExitStatus
        return Outcome(exitStatus: status, standardOutput: standardOutput, standardError: dryRun ? standardError + summary : standardError)
    }

    private static func failure(_ message: String) -> Outcome {
        Outcome(exitStatus: usageExitStatus, standardOutput: "", standardError: "padkit-lint: error: \(message)\n")
    }

    private static func loadConfiguration(_ options: LintOptions, root: String) throws(ConfigurationError) -> LintConfiguration {
        if let explicit = options.configurationPath {
            return try LintConfiguration.load(contentsOf: absolute(explicit, in: options.workingDirectory))
        }
        let implicit = (root as NSString).appendingPathComponent(LintConfiguration.fileName)
        guard FileManager.default.fileExists(atPath: implicit) else { return .standard }
        return try LintConfiguration.load(contentsOf: implicit)
    }

    /// `path` made absolute against `directory` and standardised (no `.`, `..`, trailing `/`).
    static func absolute(_ path: String, in directory: String) -> String {
        // `URL.standardized` removes `.` and `..` without resolving symbolic links, so a linked
        // folder keeps the name the user gave it.
        let base = URL(fileURLWithPath: directory, isDirectory: true)
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: path, relativeTo: base)
        let standardized = url.standardized.path
        return standardized.count > 1 && standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized
    }

    /// The project root when `--root` is not given: the nearest folder at or above the paths
    /// that holds a `.padkit-lint.yml` (not looking past a `.git` checkout's top), else the single
    /// folder given (or the folder of the single file), else the working directory.
    ///
    /// So `padkit-lint Sources` run from a project that keeps its configuration at the top finds
    /// that configuration, and prints paths from the project root as the configuration's
    /// `exclude` patterns are written.
    static func defaultRoot(for paths: [String], workingDirectory: String) -> String {
        let start: String
        if paths.count == 1 {
            start = isDirectory(paths[0]) ? paths[0] : (paths[0] as NSString).deletingLastPathComponent
        } else {
            start = workingDirectory
        }
        var directory = start
        let fileManager = FileManager.default
        while true {
            if fileManager.fileExists(atPath: (directory as NSString).appendingPathComponent(LintConfiguration.fileName)) {
                return directory
            }
            let parent = (directory as NSString).deletingLastPathComponent
            if fileManager.fileExists(atPath: (directory as NSString).appendingPathComponent(".git")) || parent == directory
                || parent.isEmpty
            {
                break
            }
            directory = parent
        }
        return paths.count == 1 ? start : workingDirectory
    }

    /// The repository the linted paths are in: the nearest folder at or above their common
    /// folder that holds `.git` (a folder, or a file in a worktree or submodule); `nil` outside one.
    ///
    /// GitHub attaches an annotation (`--format github`, or a SARIF upload) to a pull request's
    /// file only when its path is relative to the repository's top, whichever folder was linted.
    static func repositoryRoot(for paths: [String]) -> String? {
        guard var common = paths.first.map({ isDirectory($0) ? $0 : ($0 as NSString).deletingLastPathComponent }) else { return nil }
        for path in paths.dropFirst() {
            while common != "/" && !(path == common || path.hasPrefix(common + "/")) {
                common = (common as NSString).deletingLastPathComponent
            }
        }
        var directory = common
        while true {
            if FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent(".git")) { return directory }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory || parent.isEmpty { return nil }
            directory = parent
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
