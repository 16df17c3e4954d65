import Foundation
import SnapshotSupport
import Testing
@testable import PadKitLint

/// Mutated sources (characters deleted, duplicated, swapped at random) must never crash the
/// linter, and every finding must point inside the file. The seed is fixed and printed so a
/// failure can be replayed.
@Suite("Random inputs")
struct RandomInputTests {
    /// SplitMix64, so the sequence is the same on every platform.
    typealias Generator = SplitMix64

    static let seed: UInt64 = 20_261_122

    static func sampleSources() throws -> [String] {
        let root = URL(fileURLWithPath: Fixtures.sampleApp)
        let paths = [
            "App/Feed/FeedViewController.swift", "App/Share/ShareCoordinator.swift",
            "App/Player/PlayerViewController.swift", "App/Extensions/UIViewController+Rotation.swift",
        ]
        return try paths.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
    }

    @Test func mutatedSourcesNeverCrashAndFindingsStayInsideTheFile() throws {
        print("RandomInputTests seed: \(Self.seed)")
        var random = Generator(seed: Self.seed)
        let sources = try Self.sampleSources()
        for round in 0..<200 {
            let source = LintHarness.mutated(sources[round % sources.count], maximumEdits: 6, random: &random)
            let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
            let findings = LintHarness.findings(in: source)
            for finding in findings {
                #expect(finding.line >= 1 && finding.line <= lineCount, "round \(round): \(finding)")
                #expect(finding.column >= 1 && finding.utf16Column >= 1, "round \(round): \(finding)")
                #expect(Rule.named(finding.ruleID) != nil)
            }
            #expect(LintHarness.findings(in: source) == findings, "round \(round) is not deterministic")
        }
    }

    @Test func disablingEveryRuleSilencesEverySwiftFinding() throws {
        for source in try Self.sampleSources() {
            #expect(LintHarness.findings(in: "// padkit-lint:disable all\n" + source).isEmpty)
        }
    }
}
