import Foundation
import PackagePlugin

/// `swift package padkit-lint [--target NAME ...] [padkit-lint options]`: lints the package's
/// source targets' Swift files (all targets, or those named) with `padkit-lint`, paths printed from the
/// package's root. Other arguments go to `padkit-lint` unchanged (`--format sarif`,
/// `--baseline FILE`, `--fail-on warning`, `--fix`, `--fix --dry-run`); its exit status becomes the
/// command's. `--fix` writes the package's sources: run it as `swift package
/// --allow-writing-to-package-directory padkit-lint --fix` where SwiftPM sandboxes plugins.
@main
struct PadKitLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }
        guard !folders.isEmpty else {
            Diagnostics.error("padkit-lint: no source targets to lint")
            return
        }
        let tool = try context.tool(named: "padkit-lint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["--root", context.package.directoryURL.path] + extractor.remainingArguments + folders
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("padkit-lint exited with status \(process.terminationStatus)")
            throw PadKitLintFailure(status: process.terminationStatus)
        }
    }
}

/// The linter's non-zero exit status, so `swift package padkit-lint` fails a CI step.
struct PadKitLintFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "padkit-lint exited with status \(status)" }
}
