import ArgumentParser
import Foundation
import PadKitLint

/// `padkit-lint`: `lint` (the default subcommand, so `padkit-lint Sources` lints) and `app-root`.
struct PadKitLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "padkit-lint",
        abstract:
            """
            Find the iPad-adaptation pitfalls in an app's sources, or read the root view controller it builds, or list the iPad features \
            it adopts.
            """,
        subcommands: [LintCommand.self, AppRootCommand.self, FeaturesCommand.self],
        defaultSubcommand: LintCommand.self
    )
}

// Usage errors exit with 2 (the linter's documented status), not ArgumentParser's 64; errors of
// a run keep their status (a lint run's 1 or 2, app-root's 1).
var command: ParsableCommand
do {
    command = try PadKitLintCommand.parseAsRoot()
} catch {
    if PadKitLintCommand.exitCode(for: error) == .success {
        PadKitLintCommand.exit(withError: error)
    }
    FileHandle.standardError.write(Data((PadKitLintCommand.fullMessage(for: error) + "\n").utf8))
    PadKitLintCommand.exit(withError: ExitCode(LintCLI.usageExitStatus))
}
do {
    try command.run()
} catch {
    PadKitLintCommand.exit(withError: error)
}
