import Foundation
import Testing

/// The SwiftPM plugins on the fixture package in `Fixtures/.PluginPackage`.
///
/// Building the fixture builds PadKit's linter (swift-syntax) a second time in the fixture's own
/// build folder, minutes of work, so these run only with `PADKIT_PLUGIN_TESTS=1`
/// (`PADKIT_PLUGIN_TESTS=1 swift test --filter PluginTests`); CI sets it.
@Suite("SwiftPM plugins", .serialized, .enabled(if: ProcessInfo.processInfo.environment["PADKIT_PLUGIN_TESTS"] == "1"))
struct PluginTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/.PluginPackage").path

    static func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theCommandPluginLintsThePackageAndFailsOnFindings() throws {
        let run = try Self.swift(["package", "--package-path", Self.package, "padkit-lint", "--fail-on", "warning"])
        #expect(run.status != 0)
        #expect(run.output.contains("Sources/Gallery/Gallery.swift:13:17: warning:"), "\(run.output)")
        #expect(run.output.contains("[screen-bounds-layout]"))
        let quiet = try Self.swift(["package", "--package-path", Self.package, "padkit-lint", "--fail-on", "never"])
        #expect(quiet.status == 0, "\(quiet.output)")
    }

    @Test func theBuildToolPluginPrintsFindingsAsDiagnostics() throws {
        let run = try Self.swift(["build", "--package-path", Self.package, "--target", "Gallery"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("/Sources/Gallery/Gallery.swift:13:17: warning:"), "\(run.output)")
    }
}
