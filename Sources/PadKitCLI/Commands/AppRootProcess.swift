import Foundation
import PadKitApps

/// Runs `padkit-lint app-root DIR... --format json` the way `padkit lint` runs the linter (the
/// executable beside `padkit`), and reads its report.
///
/// The root a Swift app builds in code is read by swift-syntax, which `padkit` does not build.
/// When the linter is not there, or is a build without the `app-root` command (it refuses the
/// command line with its usage status, 2), the report says so in `unresolved` and has no root;
/// any other failure is an error.
enum AppRootProcess {
    static func run(_ paths: [String]) throws(ProjectReadingError) -> AppRootDescription {
        guard let linter = LintCommand.linterExecutable() else {
            // Said at once on standard error, so the user knows before reading the description why
            // its root may be a placeholder; the description's `unresolved` says it too.
            FileHandle.standardError.write(
                Data(
                    """
                    padkit: padkit-lint is not built, so the root your Swift code sets is not read.
                    Build it once with: \(buildCommand)

                    """.utf8))
            return unavailable("padkit-lint was not found next to padkit (build it with `\(buildCommand)`)")
        }
        let process = Process()
        process.executableURL = linter
        process.arguments = ["app-root", "--format", "json", "--"] + paths
        let output = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-app-root-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        guard let errorHandle = try? FileHandle(forWritingTo: errorFile) else {
            throw .appRootFailed(reason: "cannot create \(errorFile.path) for its error output")
        }
        process.standardOutput = output
        process.standardError = errorHandle
        do {
            try process.run()
        } catch {
            throw .appRootFailed(reason: "could not start \(linter.path): \(error.localizedDescription)")
        }
        // Standard output is read to its end before waiting, so a large report cannot block the child.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errorHandle.close()
        let errors = FileManager.default.contents(atPath: errorFile.path) ?? Data()
        let message = String(decoding: errors, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        if process.terminationReason == .exit && process.terminationStatus == LintCommand.notFoundExitStatus {
            return unavailable(
                "padkit-lint refused `app-root` (exit 2\(message.isEmpty ? "" : ": \(message)")): this padkit-lint has no app-root command")
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw .appRootFailed(reason: "exit status \(process.terminationStatus)\(message.isEmpty ? "" : ": \(message)")")
        }
        do {
            return try AppRootDescription(json: data)
        } catch {
            // Only ever a ProjectReadingError (a plain-`throws` initializer, see its documentation).
            throw error as? ProjectReadingError ?? .appRootFailed(reason: "\(error)")
        }
    }

    /// The command that builds `padkit-lint` beside this `padkit` (a release build beside a release build).
    static var buildCommand: String {
        let release = LintCommand.currentExecutable()?.path.contains("/release/") ?? false
        return release ? "swift build -c release --product padkit-lint" : "swift build --product padkit-lint"
    }

    private static func unavailable(_ reason: String) -> AppRootDescription {
        AppRootDescription(root: nil, unresolved: [UnresolvedItem(path: "root", reason: "\(reason); a root set in code was not read")])
    }
}
