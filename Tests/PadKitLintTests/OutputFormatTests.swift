import Foundation
import SnapshotSupport
import Testing
@testable import PadKitLint

@Suite("Output formats")
struct OutputFormatTests {
    static let report = LintReport(
        findings: [
            Finding(
                ruleID: "screen-bounds-layout", severity: .warning, message: "screen", path: "Sources/Ünïcode Folder/Feed.swift", line: 3,
                column: 14, utf16Column: 10),
            Finding(
                ruleID: "popover-without-anchor", severity: .error, message: "popover", path: "Sources/Share.swift", line: 12, column: 9),
            Finding(ruleID: "fixed-navigation-index", severity: .note, message: "index", path: "Sources/Share.swift", line: 2, column: 5),
            Finding(ruleID: "unreadable-file", severity: .error, message: "unreadable", path: "/elsewhere/Info.plist", line: 1, column: 1),
        ],
        fileCount: 3,
        unreadableCount: 1
    )

    @Test(
        "renders the same bytes as the golden",
        arguments: [
            (OutputFormat.text, "report.txt"), (.json, "report.json"), (.sarif, "report.sarif.json"),
        ])
    func golden(_ format: OutputFormat, _ name: String) {
        let comparison = Golden.compare(format.render(Self.report), named: name)
        #expect(comparison.failureMessage == nil, "\(comparison.failureMessage ?? "")")
    }

    @Test func sortsFindingsByPathLineAndColumn() {
        #expect(
            Self.report.findings.map { "\($0.path):\($0.line)" } == [
                "/elsewhere/Info.plist:1", "Sources/Share.swift:2", "Sources/Share.swift:12", "Sources/Ünïcode Folder/Feed.swift:3",
            ])
    }

    @Test func textSaysWhenThereIsNothingToFix() {
        #expect(OutputFormat.text.render(LintReport(findings: [], fileCount: 1, unreadableCount: 0)) == "No findings in 1 file.\n")
        #expect(OutputFormat.text.render(LintReport(findings: [], fileCount: 0, unreadableCount: 0)) == "No findings in 0 files.\n")
    }

    @Test func textLinesAreCompilerStyle() {
        let first = OutputFormat.text.render(Self.report).split(separator: "\n").first.map(String.init)
        #expect(first == "/elsewhere/Info.plist:1:1: error: unreadable [unreadable-file]")
    }

    @Test func jsonIsValidAndCountsBySeverity() throws {
        let object = try JSONSerialization.jsonObject(with: Data(OutputFormat.json.render(Self.report).utf8)) as? [String: Any]
        let counts = object?["counts"] as? [String: Int]
        #expect(counts == ["error": 2, "warning": 1, "note": 1])
        #expect((object?["findings"] as? [[String: Any]])?.count == 4)
        #expect(object?["unreadableCount"] as? Int == 1)
    }

    @Test func sarifURIsArePercentEncodedAndAbsolutePathsAreFileURIs() {
        #expect(SARIFFormatter.uri(for: "Sources/Ünïcode Folder/Feed.swift") == "Sources/%C3%9Cn%C3%AFcode%20Folder/Feed.swift")
        let sarif = OutputFormat.sarif.render(Self.report)
        #expect(sarif.contains("\"uri\" : \"file:///elsewhere/Info.plist\""))
    }
}
