import Foundation
import SnapshotSupport
import Testing
@testable import PadKitLint

/// The rule walk skips code that holds none of the words a rule reacts to (``TriggerWords``).
/// Skipping must never change a finding: the sample app, the idiom wrappers and mutated sources
/// are linted with and without it and must give the same findings. The seed is fixed and printed.
@Suite("Skipping untriggered code")
struct TriggerSkippingTests {
    static let seed: UInt64 = 20_261_124

    /// Every Swift file of the sample app, with its path relative to the app.
    static func sampleApp() throws -> [(String, String)] {
        let root = URL(fileURLWithPath: Fixtures.sampleApp)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [(String, String)] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files.append((path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    static func findings(_ files: [(String, String)], skipping: Bool) -> [Finding] {
        SwiftFileLinter.lintModule(
            files.map { ($0.0, Array($0.1.utf8)) }, settings: RuleSettings(.standard),
            target: LintHarness.multitaskingApp, skipsUntriggered: skipping
        ).flatMap(\.findings)
    }

    @Test func theSampleAppAndTheIdiomWrappersGiveTheSameFindings() throws {
        let files = try Self.sampleApp() + IdiomWrapperTests.wrappers.map { ($0.name, $0.source) }
        #expect(files.count > 4)
        let skipped = Self.findings(files, skipping: true)
        #expect(!skipped.isEmpty)
        #expect(skipped == Self.findings(files, skipping: false))
    }

    @Test func mutatedSourcesGiveTheSameFindings() throws {
        print("TriggerSkippingTests seed: \(Self.seed)")
        var random = SplitMix64(seed: Self.seed)
        let files = try Self.sampleApp()
        for round in 0..<120 {
            let mutated = LintHarness.mutated(files[round % files.count].1, maximumEdits: 8, random: &random)
            let module = [(files[round % files.count].0, mutated)] + IdiomWrapperTests.wrappers.map { ($0.name, $0.source) }
            #expect(Self.findings(module, skipping: true) == Self.findings(module, skipping: false), "round \(round)")
        }
    }

    @Test(
        "words are found as whole runs, next to any other byte, and a division outside comment markers",
        arguments: [
            ("let r = view.bounds", [13]),
            ("let r = view.nativeBounds", [13]),
            ("let r = view.boundsX", []),
            ("é·bounds", [4]),
            ("// a comment\nlet half = width / 2", [30]),
            ("/* block */ x", []),
        ])
    func offsets(_ text: String, _ expected: [Int]) {
        #expect(TriggerWords(moduleWords: []).offsets(in: Array(text.utf8)).offsets == expected, "\(text)")
    }

    @Test func moduleWordsAreTriggers() {
        let words = TriggerWords(moduleWords: ["isTablet"])
        #expect(words.offsets(in: Array("if Layout.isTablet {".utf8)).offsets == [10])
        #expect(TriggerWords(moduleWords: []).offsets(in: Array("if Layout.isTablet {".utf8)).offsets.isEmpty)
        #expect(words.offsets(in: Array("// padkit-lint:disable all".utf8)).mentionsSuppression)
    }
}
