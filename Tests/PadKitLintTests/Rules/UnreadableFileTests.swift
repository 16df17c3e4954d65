import Foundation
import Testing
@testable import PadKitLint

/// Files that cannot be read or parsed are reported, never skipped, and never stop the run.
@Suite("Unreadable and unparsable files")
struct UnreadableFileTests {
    @Test func reportsEveryBadFileAndLintsTheRest() throws {
        let directory = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(directory) }
        try LintHarness.write(
            [
                ("A/Good.swift", "let w = UIScreen.main.bounds.width\n"),
                ("A/Broken.swift", "func f( {\n"),
                ("B/Info.plist", "<plist><dict><key>x</key></plist>"),
            ], under: directory)
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(to: directory.appendingPathComponent("A/Latin1.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("A/Dangling.swift").path,
            withDestinationPath: directory.appendingPathComponent("missing/Nowhere.swift").path)
        let outcome = LintCLI.run(LintOptions(paths: ["."], workingDirectory: directory.path))
        #expect(outcome.exitStatus == 2)
        #expect(outcome.standardError == "padkit-lint: 2 files could not be read; see unreadable-file findings\n")
        #expect(
            outcome.standardOutput == """
                A/Broken.swift:1:9: warning: file could not be parsed; findings in it may be incomplete (expected ')') [unparsable-file]
                A/Dangling.swift:1:1: error: file could not be read, so it was not linted (No such file or directory) [unreadable-file]
                A/Good.swift:1:9: warning: the screen's bounds are the whole screen, not this window; sizes taken from them are wrong in Split View, Slide Over, Stage Manager and a presented sheet [screen-bounds-layout]
                A/Latin1.swift:1:1: error: file could not be read, so it was not linted (not valid UTF-8 text) [unreadable-file]
                B/Info.plist:1:1: warning: file could not be parsed; findings in it may be incomplete (not a property list: Value missing for key inside <dict> at line 1) [unparsable-file]

                Summary:
                  error    unreadable-file       2
                  warning  screen-bounds-layout  1
                  warning  unparsable-file       2
                5 findings (2 errors, 3 warnings) in 5 files.

                """)
    }

    @Test(
        "unparsable Swift is reported at the first error, with rules still run",
        arguments: [
            ("let x = (\n", 1, 10, "expected an expression"),
            ("class A {\n  func f() {}\n", 2, 14, "expected '}'"),
            ("let w = UIScreen.main.bounds.width }\n", 1, 36, "unexpected code '}'"),
        ])
    func unparsableSwift(_ source: String, _ line: Int, _ column: Int, _ detail: String) {
        let findings = LintHarness.findings(in: source).filter { $0.ruleID == "unparsable-file" }
        #expect(findings.count == 1)
        #expect(findings.first.map { [$0.line, $0.column] } == [line, column])
        #expect(findings.first?.message.hasSuffix("(\(detail))") == true, "\(findings.first?.message ?? "")")
    }

    @Test func deeplyNestedValidCodeIsNotUnparsable() throws {
        // Deeper than SwiftParser's debug-build default of 20 levels.
        let depth = 60
        let source = "let value = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
        let directory = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(directory) }
        try LintHarness.write([("Deep.swift", source)], under: directory)
        let report = try Linter.lint(paths: [directory.path], root: directory.path)
        #expect(report.fileCount == 1)
        #expect(report.findings.isEmpty)
    }

    @Test func rulesStillRunInAFileWithASyntaxError() {
        let ids = LintHarness.findings(in: "let w = UIScreen.main.bounds.width }\n").map(\.ruleID)
        #expect(ids == ["screen-bounds-layout", "unparsable-file"])
    }
}

@Suite("Nesting SwiftParser cannot handle")
struct DeepNestingTests {
    @Test("deeply nested brackets are reported as unparsable, quickly, never parsed", arguments: [20, 1000, 20000])
    func deepBrackets(depth: Int) throws {
        let source = "let ok = [[1]]\nlet x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let scan = try #require(NestingScan.tooDeep(Array(source.utf8)))
        #expect(scan.detail.contains("levels of '['"))
        let outcome = SwiftFileLinter.lint(source: Array(source.utf8), path: "Deep.swift", settings: RuleSettings(.standard))
        #expect(outcome.findings.count == 1)
        #expect(outcome.findings.first?.ruleID == "unparsable-file")
        #expect(outcome.findings.first?.message.contains("at line 2") == true)
    }

    @Test("brackets in comments and strings, and ordinary nesting, do not count")
    func ordinaryCode() {
        let deepInComment = "// " + String(repeating: "[", count: 50) + "\n/* " + String(repeating: "[", count: 50) + " */\n"
        let deepInString =
            "let s = \"" + String(repeating: "[", count: 50) + "\"\nlet t = \"\"\"\n" + String(repeating: "[", count: 50) + "\n\"\"\"\n"
        let nested = "let m: [[String: [Int]]] = [[\"a\": [1, 2]]]\nfunc f() { if true { g([h({ [1] }())]) } }\n"
        for source in [deepInComment, deepInString, nested] {
            #expect(NestingScan.tooDeep(Array(source.utf8)) == nil, "\(source)")
        }
    }
}
