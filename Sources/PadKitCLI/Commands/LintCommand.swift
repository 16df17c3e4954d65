import ArgumentParser
import Foundation
import PadKit
import PadKitApps

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
        discussion: """
            All arguments are passed to padkit-lint; run `padkit lint --rules` for the rules and `padkit-lint --help` for the options. \
            With --project P [--target T] [--configuration C], the project is read as `padkit app init --project` reads it and \
            padkit-lint is handed the app target's Swift files and its Info.plist with the keys Xcode generates from the build settings.
            """,
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
        var arguments = arguments
        var resolvedFolder: URL?
        defer { if let resolvedFolder { try? FileManager.default.removeItem(at: resolvedFolder) } }
        if let project = Self.extractProjectOptions(&arguments) {
            let (extra, folder) = try Self.projectArguments(project)
            arguments += extra
            resolvedFolder = folder
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

    /// `--project`, `--target` and `--configuration` (with `=` or a separate value), taken out of
    /// the arguments; `nil` without `--project`.
    static func extractProjectOptions(_ arguments: inout [String]) -> (project: String, target: String?, configuration: String?)? {
        var values: [String: String] = [:]
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if let name = ["--project", "--target", "--configuration"].first(where: { argument == $0 || argument.hasPrefix($0 + "=") }) {
                if argument.hasPrefix(name + "=") {
                    values[name] = String(argument.dropFirst(name.count + 1))
                } else if index + 1 < arguments.count {
                    values[name] = arguments[index + 1]
                    index += 1
                }
            } else {
                kept.append(argument)
            }
            index += 1
        }
        guard let project = values["--project"] else { return nil }
        arguments = kept
        return (project, values["--target"], values["--configuration"])
    }

    /// What `--project` adds to padkit-lint's arguments: the project's folder as the root, the
    /// flag that says the Info.plist is resolved, the target's Swift files, and the resolved
    /// Info.plist written under a temporary folder (removed after the run) at its own path.
    static func projectArguments(_ options: (project: String, target: String?, configuration: String?)) throws -> ([String], URL) {
        let inputs: ProjectLintInputs
        do {
            inputs = try AppProjectReader().lintInputs(
                project: options.project, target: options.target, configuration: options.configuration)
        } catch {
            FileHandle.standardError.write(Data("padkit lint: \(error.description)\n".utf8))
            throw ExitCode(notFoundExitStatus)
        }
        for item in inputs.unresolved {
            FileHandle.standardError.write(Data("padkit lint: not read: \(item.text)\n".utf8))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-lint-project-\(UUID().uuidString)")
        let plist = folder.appendingPathComponent(inputs.infoPlistName)
        do {
            try FileManager.default.createDirectory(at: plist.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try PropertyListSerialization.data(fromPropertyList: propertyList(inputs.infoPlist), format: .xml, options: 0)
            try data.write(to: plist)
        } catch {
            FileHandle.standardError.write(
                Data("padkit lint: could not write the resolved Info.plist to \(plist.path): \(error.localizedDescription)\n".utf8))
            throw ExitCode(notFoundExitStatus)
        }
        return (
            ["--root", inputs.projectDirectory, "--info-plist-resolved", "--resolved-folder", folder.path] + inputs.swiftPaths
                + inputs.objectiveCPaths + [
                    plist.path
                ], folder
        )
    }

    /// A JSON value as a property list object (whole numbers as integers, as Info.plists write them).
    static func propertyList(_ value: JSONValue) -> Any {
        switch value {
        case .object(let pairs): return Dictionary(pairs.map { ($0.0, propertyList($0.1)) }, uniquingKeysWith: { first, _ in first })
        case .array(let items): return items.map(propertyList)
        case .string(let text): return text
        case .number(let number): return number.rounded() == number && abs(number) < 1e15 ? Int(number) as Any : number
        case .bool(let flag): return flag
        case .null: return ""
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
