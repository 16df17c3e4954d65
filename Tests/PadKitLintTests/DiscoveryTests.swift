import Foundation
import Testing
@testable import PadKitLint

@Suite("File discovery")
struct DiscoveryTests {
    static let pitfall = "let w = UIScreen.main.bounds.width\n"

    @Test(
        "skips build, dependency and vendored folders",
        arguments: [
            ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "SourcePackages", "node_modules",
            "Vendor", "vendor", "ThirdParty", "third_party",
        ])
    func skips(_ folder: String) throws {
        let directory = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(directory) }
        try LintHarness.write([("App/A.swift", Self.pitfall), ("App/\(folder)/Lib/B.swift", Self.pitfall)], under: directory)
        let report = try Linter.lint(paths: [directory.path], root: directory.path)
        #expect(report.findings.map(\.path) == ["App/A.swift"])
    }

    @Test func picksSwiftFilesAndInfoPlistsOnly() throws {
        let directory = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(directory) }
        try LintHarness.write(
            [
                ("A.swift", ""), ("Info.plist", "<plist><dict/></plist>"), ("App-Info.plist", "<plist><dict/></plist>"),
                ("Settings.plist", "not read"), ("README.md", "not read"), ("B.swift.orig", "not read"),
            ], under: directory)
        let discovery = try FileDiscovery.discover(paths: [directory.path], root: directory.path, configuration: .standard)
        #expect(discovery.files.map(\.displayPath) == ["A.swift", "App-Info.plist", "Info.plist"])
        #expect(discovery.files.map(\.kind) == [.swift, .infoPlist, .infoPlist])
    }

    @Test func doesNotFollowLinkedFoldersSoCyclesEnd() throws {
        let directory = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(directory) }
        try LintHarness.write([("App/A.swift", Self.pitfall)], under: directory)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("App/Loop").path, withDestinationPath: directory.appendingPathComponent("App").path)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("Mirror").path, withDestinationPath: directory.appendingPathComponent("App").path)
        let report = try Linter.lint(paths: [directory.path], root: directory.path)
        #expect(report.findings.map(\.path) == ["App/A.swift"])
    }

    @Test func lintsEachFileOnceWhenPathsOverlap() throws {
        let directory = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(directory) }
        try LintHarness.write([("App/A.swift", Self.pitfall)], under: directory)
        let report = try Linter.lint(paths: [directory.path, directory.appendingPathComponent("App/A.swift").path], root: directory.path)
        #expect(report.fileCount == 1)
        #expect(report.findings.count == 1)
    }

    @Test func excludedPathsAreNeverLinted() throws {
        let directory = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(directory) }
        try LintHarness.write(
            [("App/A.swift", Self.pitfall), ("App/Generated/B.swift", Self.pitfall), ("App/C.pb.swift", Self.pitfall)], under: directory)
        let configuration = LintConfiguration(
            disabledRules: [], severities: [], excludedPaths: [PathPattern("Generated"), PathPattern("*.pb.swift")])
        let report = try Linter.lint(
            paths: [directory.path, directory.appendingPathComponent("App/C.pb.swift").path],
            root: directory.path, configuration: configuration)
        #expect(report.findings.map(\.path) == ["App/A.swift"])
    }

    @Test func pathsOutsideTheRootStayAbsolute() {
        #expect(FileDiscovery.displayPath("/a/b/C.swift", root: "/a") == "b/C.swift")
        #expect(FileDiscovery.displayPath("/ab/C.swift", root: "/a") == "/ab/C.swift")
        #expect(FileDiscovery.displayPath("/a", root: "/a") == ".")
    }

    @Test func columnsCountUTF8AndUTF16Separately() {
        let prefix = "let 名前 = \"日本\"; let w = "
        let findings = LintHarness.findings(in: prefix + "UIScreen.main.bounds.width\n")
        #expect(findings.map(\.column) == [prefix.utf8.count + 1])
        #expect(findings.map(\.utf16Column) == [prefix.utf16.count + 1])
    }
}
