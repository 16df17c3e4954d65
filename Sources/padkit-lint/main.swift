import ArgumentParser
import Foundation
import PadKitLint

/// `padkit-lint`: parses the command line and hands it to ``LintCLI``, where the command lives.
struct PadKitLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "padkit-lint",
        abstract: "Find the iPad-adaptation pitfalls in an app's Swift sources and Info.plist files.",
        discussion: """
        Exit status: 0 when no finding is at or above --fail-on, 1 when one is, 2 on a usage or \
        I/O error (including a file that could not be read; the rest is still linted).
        """
    )

    @Argument(help: "Files and folders to lint (default: the current folder).")
    var paths: [String] = []

    @Option(help: "Output format: text, json, sarif or github (workflow annotations).")
    var format: String = OutputFormat.text.rawValue

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a finding is at least this severe: note, warning, error or never.")
    var failOn: String = FailThreshold.error.rawValue

    @Option(help: "Configuration file (default: .padkit-lint.yml in the root).")
    var config: String?

    @Option(help: "Project folder that output paths and excludes are relative to (default: the nearest folder above the paths with a .padkit-lint.yml, else the single folder given, else the current folder).")
    var root: String?

    @Option(help: "Worker threads (default: every core).")
    var jobs: Int?

    @Option(help: "Baseline file: findings it lists are not reported, so only new ones fail the run.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Write every finding of this run to a baseline file (the run then exits 0 unless a file could not be read).")
    var writeBaseline: String?

    @Flag(name: .customLong("absolute-paths"), help: "Print absolute paths, as build logs need.")
    var absolutePaths = false

    @Flag(name: .customLong("rules"), help: "List the rules and exit.")
    var listRules = false

    func validate() throws {
        guard OutputFormat(rawValue: format) != nil else {
            throw ValidationError("invalid --format '\(format)'; expected text, json, sarif or github")
        }
        guard FailThreshold(rawValue: failOn) != nil else {
            throw ValidationError("invalid --fail-on '\(failOn)'; expected note, warning, error or never")
        }
    }

    func run() throws {
        var options = LintOptions(
            paths: paths,
            format: OutputFormat(rawValue: format) ?? .text,
            failOn: FailThreshold(rawValue: failOn) ?? .error,
            configurationPath: config,
            root: root,
            jobs: jobs,
            listRules: listRules,
            workingDirectory: FileManager.default.currentDirectoryPath
        )
        options.baselinePath = baseline
        options.writeBaselinePath = writeBaseline
        options.absolutePaths = absolutePaths
        let outcome = LintCLI.run(options)
        FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
        FileHandle.standardError.write(Data(outcome.standardError.utf8))
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }
}

// `padkit-lint app-root …` reads an app's root controller instead of linting.
if CommandLine.arguments.dropFirst().first == "app-root" {
    AppRootCommand.main(Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// Usage errors exit with 2 (the linter's documented status), not ArgumentParser's 64.
do {
    var command = try PadKitLintCommand.parseAsRoot()
    try command.run()
} catch let exit as ExitCode {
    PadKitLintCommand.exit(withError: exit)
} catch {
    if PadKitLintCommand.exitCode(for: error) == .success {
        PadKitLintCommand.exit(withError: error)
    }
    FileHandle.standardError.write(Data((PadKitLintCommand.fullMessage(for: error) + "\n").utf8))
    PadKitLintCommand.exit(withError: ExitCode(LintCLI.usageExitStatus))
}
