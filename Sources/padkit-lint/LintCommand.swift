import ArgumentParser
import Foundation
import PadKitLint

/// `padkit-lint [lint] PATH...`, the default subcommand: parses the command line and hands it to
/// ``LintCLI``, where the command lives.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find the iPad-adaptation pitfalls in an app's Swift sources and Info.plist files.",
        discussion: """
            Exit status: 0 when no finding is at or above --fail-on, 1 when one is, 2 on a usage or \
            I/O error (including a file that could not be read; the rest is still linted).
            """
    )

    @Argument(help: "Files and folders to lint (default: the current folder).")
    var paths: [String] = []

    @Option(help: "Output format: text, json, sarif or github (workflow annotations).")
    var format: OutputFormat = .text

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a finding is at least this severe: note, warning, error or never.")
    var failOn: FailThreshold = .error

    @Option(help: "Configuration file (default: .padkit-lint.yml in the root).")
    var config: String?

    @Option(
        help:
            """
            Project folder that output paths and excludes are relative to (default: the nearest folder above the paths with a \
            .padkit-lint.yml, else the single folder given, else the current folder).
            """
    )
    var root: String?

    @Option(help: "Worker threads (default: every core).")
    var jobs: Int?

    @Option(help: "Baseline file: findings it lists are not reported, so only new ones fail the run.")
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: "Write every finding of this run to a baseline file (the run then exits 0 unless a file could not be read).")
    var writeBaseline: String?

    @Flag(name: .customLong("absolute-paths"), help: "Print absolute paths, as build logs need.")
    var absolutePaths = false

    @Flag(name: .customLong("rules"), help: "List the rules and exit.")
    var listRules = false

    @Flag(help: "Apply the fixes that are mechanical and safe (exit 0 when all were applied, 2 when a file could not be fixed).")
    var fix = false

    @Flag(name: .customLong("dry-run"), help: "With --fix: print the fixes as a unified diff and change nothing.")
    var dryRun = false

    @Flag(
        name: .customLong("info-plist-resolved"),
        help:
            """
            The Info.plist files given are an app target's, resolved with the keys Xcode generates from its build settings (`padkit lint \
            --project` passes it): missing keys are warnings, not notes.
            """
    )
    var infoPlistResolved = false

    @Option(
        name: .customLong("resolved-folder"),
        help:
            """
            With --info-plist-resolved: the folder the resolved Info.plist was written under at its path in the project; findings name \
            that path.
            """
    )
    var resolvedFolder: String?

    @Option(
        name: .customLong("features-output"),
        help: "Also write the iPad features the sources adopt (as `padkit-lint features` prints them) to this file, from the same parse.")
    var featuresOutput: String?

    func run() throws {
        var options = LintOptions(
            paths: paths,
            format: format,
            failOn: failOn,
            configurationPath: config,
            root: root,
            jobs: jobs,
            listRules: listRules,
            workingDirectory: FileManager.default.currentDirectoryPath
        )
        options.baselinePath = baseline
        options.writeBaselinePath = writeBaseline
        options.absolutePaths = absolutePaths
        options.fix = fix
        options.dryRun = dryRun
        options.infoPlistsResolved = infoPlistResolved
        options.resolvedInfoPlistFolder = resolvedFolder
        options.featuresOutputPath = featuresOutput
        let outcome = LintCLI.run(options)
        FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
        FileHandle.standardError.write(Data(outcome.standardError.utf8))
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }
}
