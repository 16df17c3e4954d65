import Foundation
import Testing
@testable import PadKitLint

@Suite("GitHub format, JSON help and rule pages")
struct FormatsAndDocumentationTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func githubAnnotationsAreEscaped() {
        let report = LintReport(
            findings: [
                Finding(
                    ruleID: "screen-bounds-layout", severity: .warning, message: "50% of it, a: b\nnext", path: "Sources/A, B.swift",
                    line: 3, column: 9),
                Finding(ruleID: "fixed-navigation-index", severity: .note, message: "index", path: "Sources/Nav.swift", line: 2, column: 5),
            ], fileCount: 2, unreadableCount: 0)
        let lines = OutputFormat.github.render(report).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines[0].hasPrefix(
                "::warning file=Sources/A%2C B.swift,line=3,col=9,title=screen-bounds-layout::50%25 of it, a: b%0Anext. Fix: "))
        #expect(lines[1].hasPrefix("::notice file=Sources/Nav.swift,line=2,col=5,title=fixed-navigation-index::index. Fix: "))
    }

    @Test func jsonFindingsCarryTheRulesHelp() throws {
        let findings = LintHarness.findings(in: "let w = UIScreen.main.bounds.width\n")
        let json = OutputFormat.json.render(LintReport(findings: findings, fileCount: 1, unreadableCount: 0))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let first = try #require((document["findings"] as? [[String: Any]])?.first)
        #expect(first["help"] as? String == Rule.screenBoundsLayout.fix)
        #expect(first["why"] as? String == Rule.screenBoundsLayout.why)
        #expect(first["documentation"] as? String == "docs/lint/screen-bounds-layout.md")
        #expect((first["fingerprint"] as? String)?.count == 16)
    }

    @Test("every rule has a page, and SARIF points at it", arguments: Rule.all.map(\.id))
    func rulePage(_ id: String) throws {
        let rule = try #require(Rule.named(id))
        let page = Self.repository.appendingPathComponent(rule.documentationPath)
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.hasPrefix("# `\(id)`"))
        for heading in ["## What it finds", "## Why it matters", "## Flagged", "## Not flagged", "## How to fix"] {
            #expect(text.contains(heading), "\(id): \(heading)")
        }
        let sarif = OutputFormat.sarif.render(LintReport(findings: [], fileCount: 0, unreadableCount: 0))
        #expect(sarif.contains("\"helpUri\" : \"docs/lint/\(id).md\""))
    }

    @Test("texts speak to an iOS developer on their own", arguments: Rule.all.map(\.id))
    func noInternalTags(_ id: String) throws {
        let rule = try #require(Rule.named(id))
        for text in [rule.message, rule.why, rule.fix] {
            // Spelled in pieces so that searching the sources for these paths finds only real uses.
            for tag in ["[DOC", "[H1", "[2nd]", "[BR ", "Seed ", "seed 0", "refer" + "ence/", ".." + "/shared"] {
                #expect(!text.contains(tag), "\(id): \(tag)")
            }
            // No untranslated quotes: every character is Latin, punctuation or a symbol.
            #expect(!text.unicodeScalars.contains { $0.value >= 0x2E80 && $0.value <= 0x9FFF }, "\(id)")
        }
    }

    @Test func unparsableFilesAreWarningsByDefault() {
        #expect(Rule.unparsableFile.defaultSeverity == .warning)
        let findings = LintHarness.findings(in: "let x = (\n")
        #expect(findings.map(\.severity) == [.warning])
        let raised = try? LintConfiguration.parse(yaml: "severity:\n  unparsable-file: error", path: "c.yml")
        #expect(LintHarness.findings(in: "let x = (\n", configuration: raised ?? .standard).map(\.severity) == [.error])
    }
}
