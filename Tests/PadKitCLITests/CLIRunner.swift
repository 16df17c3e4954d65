import Foundation
import ArgumentParser
@testable import PadKitCLI

/// Runs a `padkit` command line in-process and returns what it would print.
enum CLIRunner {
    struct UnknownCommand: Error {}

    /// The path of a constraint system in `Layout/` beside this file.
    static func layoutPath(_ name: String, testFile: String = #filePath) -> String {
        URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Layout/\(name).json").path
    }

    /// The path of a scenario file in `Scenarios/` beside this file, or in the repository's
    /// `Examples/Scenarios/` (the scenarios the README runs).
    static func scenarioPath(_ name: String, testFile: String = #filePath) -> String {
        path("Scenarios/\(name).json", testFile: testFile)
    }

    /// The path of an app description (or Info.plist) in `Apps/` beside this file, or in the
    /// repository's `Examples/Apps/` (the descriptions the README uses).
    static func appPath(_ name: String, testFile: String = #filePath) -> String {
        path("Apps/\(name)", testFile: testFile)
    }

    /// `relative` beside this file when it is there, else under the repository's `Examples/`.
    private static func path(_ relative: String, testFile: String) -> String {
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        let beside = folder.appendingPathComponent(relative).path
        if FileManager.default.fileExists(atPath: beside) { return beside }
        return folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/\(relative)").path
    }

    /// The `Apps/` folder's absolute path, which outputs that print paths start with.
    static func appsFolder(testFile: String = #filePath) -> String {
        URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Apps").path
    }

    static func render(_ arguments: [String]) throws -> String {
        let command = try PadKitCommand.parseAsRoot(arguments)
        switch command {
        case let devices as DevicesCommand: return devices.render()
        case let matrix as MatrixCommand: return try matrix.render()
        case let traits as TraitsCommand: return try traits.render()
        case let simulate as SimulateCommand: return try simulate.simulateAndRender().1
        case let solve as LayoutCommand.Solve: return try solve.render()
        case let screens as LayoutCommand.Screens: return try screens.render()
        case let check as AppCheckCommand: return try check.render()
        case let initialise as AppInitCommand: return try initialise.render()
        case let list as AppListCommand: return list.render()
        case let export as ExportCommand.JSON: return try export.render()
        case let export as ExportCommand.SnapshotTesting: return try export.render()
        case let audit as AuditCommand: return audit.render(try audit.audit())
        default: throw UnknownCommand()
        }
    }
}
