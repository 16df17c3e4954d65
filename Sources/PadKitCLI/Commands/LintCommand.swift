import ArgumentParser
import Foundation

/// `padkit lint`: runs the separate `padkit-lint` executable with the same arguments.
///
/// The linter depends on swift-syntax, which takes minutes to build; keeping it out of `padkit`
/// keeps `swift run padkit matrix` quick. This command finds `padkit-lint` beside the running
/// `padkit` (SwiftPM puts every product of a package in one folder), passes every argument through
/// unchanged, lets it use this process's standard input, output and error, and exits with its
/// status. Exit status 2 and build instructions when it is not there.
public struct LintCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find iPad-adaptation pitfalls in Swift sources and Info.plist files (runs padkit-lint).",
        discussion: "All arguments are passed to padkit-lint; run `padkit lint --rules` for the rules and `padkit-lint --help` for the options.",
        helpNames: []
    )

    /// Everything after `lint`, including options, for `padkit-lint` to parse.
    @Argument(parsing: .captureForPassthrough, help: "Arguments for padkit-lint, e.g. `Sources --format sarif`.")
    public var arguments: [String] = []

    public init() {}

    /// The linter's exit status when it cannot be started (its own usage-error status).
    static let notFoundExitStatus: Int32 = 2

    public func run() throws {
        guard let linter = Self.linterExecutable() else {
            let message = """
            padkit lint: the padkit-lint executable was not found next to padkit.
            Build it with `swift build --product padkit-lint` (add `-c release` if padkit is a release build), \
            or run `swift run padkit-lint \(arguments.joined(separator: " "))`.

            """
            FileHandle.standardError.write(Data(message.utf8))
            throw ExitCode(Self.notFoundExitStatus)
        }
        let process = Process()
        process.executableURL = linter
        process.arguments = arguments
        // Standard input, output and error are inherited: findings stream straight to the terminal or pipe.
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("padkit lint: could not start \(linter.path): \(error.localizedDescription)\n".utf8))
            throw ExitCode(Self.notFoundExitStatus)
        }
        process.waitUntilExit()
        switch process.terminationReason {
        case .exit:
            throw ExitCode(process.terminationStatus)
        case .uncaughtSignal:
            // The shell convention for a child killed by a signal.
            throw ExitCode(128 + process.terminationStatus)
        @unknown default:
            throw ExitCode(process.terminationStatus)
        }
    }

    /// `padkit-lint` in the folder of the running executable, if it is there and executable.
    static func linterExecutable() -> URL? {
        guard let current = currentExecutable() else { return nil }
        let candidate = current.deletingLastPathComponent().appendingPathComponent("padkit-lint")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }

    /// The running executable with symbolic links resolved: `/proc/self/exe` on Linux, else the
    /// bundle's executable, else `argv[0]` (searched in `PATH` when it has no `/`).
    static func currentExecutable() -> URL? {
        let fileManager = FileManager.default
        if let target = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: target)
        }
        if let url = Bundle.main.executableURL {
            return url.resolvingSymlinksInPath()
        }
        guard let first = CommandLine.arguments.first, !first.isEmpty else { return nil }
        if first.contains("/") {
            return URL(fileURLWithPath: first, relativeTo: URL(fileURLWithPath: fileManager.currentDirectoryPath))
                .standardizedFileURL.resolvingSymlinksInPath()
        }
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in searchPath.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(first)
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate.resolvingSymlinksInPath() }
        }
        return nil
    }
}
