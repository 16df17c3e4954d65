import Foundation
import PadKit
import PadKitReport
import SnapshotSupport
import Testing

@testable import PadKitAudit

/// Every output of one audit (the `reader` fixture: a phone-style navigation stack, an
/// unanchored popover, a small button, an idiom lint finding, two features) against its golden,
/// and the comparison of `--expect`.
@Suite struct AuditOutputTests {
    static let audit: Audit? = try? Audit(CriterionFixtureTests.inputs("reader"))

    @Test(arguments: ["text", "markdown", "json", "sarif", "github", "html"])
    func outputMatchesGolden(_ format: String) throws {
        let audit = try #require(Self.audit)
        let output: String
        switch format {
        case "text": output = audit.text
        case "markdown": output = audit.markdown
        case "json": output = audit.jsonValue.prettyText
        case "sarif": output = audit.sarif
        case "github": output = audit.githubAnnotations
        default: output = AuditPage(audit: audit).html
        }
        let name =
            "reader."
            + ["text": "txt", "markdown": "md", "json": "json", "sarif": "sarif.json", "github": "github" + ".txt", "html": "html"][
                format, default: format]
        let outcome = Golden.compare(output, named: name)
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let again = try Audit(CriterionFixtureTests.inputs("reader"))
        #expect(again.jsonValue.prettyText == Self.audit?.jsonValue.prettyText)
        #expect(AuditPage(audit: again).html == Self.audit.map { AuditPage(audit: $0).html })
    }

    @Test func theJSONKeepsTheContractsKeys() throws {
        let json = try #require(Self.audit?.jsonValue)
        guard case .object(let pairs) = json else { Issue.record("not an object"); return }
        #expect(pairs.map(\.0) == ["app", "osVersion", "tier", "tiers", "criteria"])
        guard case .array(let criteria)? = json["criteria"], case .object(let first)? = criteria.first else {
            Issue.record("no criteria"); return
        }
        #expect(first.map(\.0) == ["id", "tier", "status", "title", "reference", "evidence", "windows", "fix"])
    }

    @Test func expectReportsWhatFellWithItsEvidence() throws {
        let audit = try #require(Self.audit)
        // Recorded when every criterion passed and the grade was 1: now the grade and several statuses fell.
        var recorded = audit.jsonValue
        if case .object(var pairs) = recorded {
            pairs = pairs.map { key, value in
                if key == "tier" { return (key, .number(1)) }
                if key == "criteria", case .array(let items) = value {
                    return (
                        key,
                        .array(
                            items.map { item in
                                guard case .object(let fields) = item else { return item }
                                return .object(fields.map { $0.0 == "status" ? ($0.0, .string("pass")) : $0 })
                            })
                    )
                }
                return (key, value)
            }
            recorded = .object(pairs)
        }
        let comparison = try AuditComparison(expected: Data(recorded.prettyText.utf8), file: "audit.json", audit: audit)
        #expect(comparison.falls.first?.id == "grade")
        let regular = try #require(comparison.falls.first { $0.id == "regular-width-layout" })
        #expect(regular.was == "pass" && regular.now == "fail")
        #expect(regular.evidence.contains { $0.contains("Reader/SceneDelegate.swift:12") })
        let same = try AuditComparison(expected: Data(audit.jsonValue.prettyText.utf8), file: "audit.json", audit: audit)
        #expect(same.falls.isEmpty && same.rises.isEmpty)
    }

    @Test func expectRefusesAnotherAppOrNoAudit() throws {
        let audit = try #require(Self.audit)
        #expect(throws: AuditInputError.self) { try AuditComparison(expected: Data("[]".utf8), file: "x.json", audit: audit) }
        let other = audit.jsonValue.prettyText.replacingOccurrences(of: "\"app\": \"Reader\"", with: "\"app\": \"Other\"")
        #expect(throws: AuditInputError.self) { try AuditComparison(expected: Data(other.utf8), file: "x.json", audit: audit) }
    }
}
