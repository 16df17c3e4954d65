import Foundation
import PackagePlugin

/// Lints a target's Swift files on every build that changes them: findings appear in the build
/// log as `path:line:column: warning: ...` lines (absolute paths), which Xcode and editors show as
/// diagnostics. The build never fails because of a finding (`--fail-on never`); use the command
/// plugin or `padkit-lint` in CI for that.
///
/// A build command needs an output to run: the command writes an empty Swift file (a comment) into
/// the plugin's work directory, which the target compiles like any generated source.
@main
struct PadKitLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "padkit-lint")
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("PadKitLint+\(target.name).swift")
        // $0 the linter, $1 the stamp, $2 the package's root, then the target's Swift files.
        let script = "tool=\"$0\"; stamp=\"$1\"; root=\"$2\"; shift 2; \"$tool\" --absolute-paths --fail-on never --root \"$root\" \"$@\"; echo '// Linted by padkit-lint.' > \"$stamp\""
        return [.buildCommand(
            displayName: "padkit-lint \(target.name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, tool.url.path, stamp.path, context.package.directoryURL.path] + inputs.map(\.path),
            inputFiles: inputs + [tool.url],
            outputFiles: [stamp]
        )]
    }
}
