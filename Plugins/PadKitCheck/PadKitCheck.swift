import Foundation
import PackagePlugin

/// `swift package padkit-check [--project PATH | --app FILE] [--expectation FILE] [--baseline FILE]
/// [--record] [padkit matrix options]`: the iPad-adaptation check of docs/ci.md as one command,
/// for teams that keep their tools in a Swift package.
///
/// 1. `padkit-lint` on the app's folder with the lint baseline (`.padkit/lint-baseline.json`
///    unless `--baseline` names another; skipped when the file does not exist), so only new
///    findings fail;
/// 2. `padkit matrix --expect` with the recorded expectation (`.padkit/expectation.json` unless
///    `--expectation` names another): exit 1 when the app's placements changed.
///
/// `--record` writes the expectation instead (and the baseline with `padkit-lint
/// --write-baseline`), which needs the package-directory write permission the command asks for.
/// Other arguments go to `padkit matrix` unchanged (`--format github`, `--app-changes-only`,
/// `--pictures DIR`). Paths are relative to the package's folder.
@main
struct PadKitCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let root = context.package.directoryURL
        let expectation = extractor.extractOption(named: "expectation").last ?? ".padkit/expectation.json"
        let baseline = extractor.extractOption(named: "baseline").last ?? ".padkit/lint-baseline.json"
        let recording = extractor.extractFlag(named: "record") > 0
        let projects = extractor.extractOption(named: "project")
        let apps = extractor.extractOption(named: "app")
        guard projects.count + apps.count == 1, let app = (projects + apps).first else {
            Diagnostics.error("padkit-check: give the app as --project App.xcodeproj or --app description.json")
            throw PadKitCheckFailure(tool: "padkit-check", status: 2)
        }
        let appOption = projects.isEmpty ? "--app" : "--project"
        // The linted folder: the project's folder, or the description's.
        let appURL = URL(fileURLWithPath: app, relativeTo: root)
        let lintFolder = appURL.deletingLastPathComponent().path
        if recording {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: expectation, relativeTo: root).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try run(context.tool(named: "padkit-lint").url, ["--root", root.path, "--write-baseline", baseline, lintFolder], in: root)
            try run(context.tool(named: "padkit").url, ["matrix", appOption, app, "--record", expectation] + extractor.remainingArguments, in: root)
            return
        }
        var failures: [PadKitCheckFailure] = []
        if FileManager.default.fileExists(atPath: URL(fileURLWithPath: baseline, relativeTo: root).path) {
            do { try run(context.tool(named: "padkit-lint").url, ["--root", root.path, "--baseline", baseline, lintFolder], in: root) } catch let failure as PadKitCheckFailure { failures.append(failure) }
        }
        do {
            try run(context.tool(named: "padkit").url, ["matrix", appOption, app, "--expect", expectation] + extractor.remainingArguments, in: root)
        } catch let failure as PadKitCheckFailure {
            failures.append(failure)
        }
        if let failure = failures.first { throw failure }
    }

    /// Runs a tool in `folder`; its non-zero exit becomes a ``PadKitCheckFailure``.
    private func run(_ tool: URL, _ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            let failure = PadKitCheckFailure(tool: tool.lastPathComponent, status: process.terminationStatus)
            Diagnostics.error(failure.description)
            throw failure
        }
    }
}

/// A tool's non-zero exit status, so `swift package padkit-check` fails a CI step.
struct PadKitCheckFailure: Error, CustomStringConvertible {
    let tool: String
    let status: Int32
    var description: String {
        tool == "padkit" && status == 1 ? "padkit matrix: the app's iPad placements changed (exit 1); see above, or record the new expectation with --record"
            : "\(tool) exited with status \(status)"
    }
}
