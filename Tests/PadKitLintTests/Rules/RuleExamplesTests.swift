import Foundation
import Testing
@testable import PadKitLint

/// Every rule's own examples (``Rule/examples``): each flagged example is flagged once, at its
/// `↓` marker, also when the walk reacts to the rule's own ``Rule/triggerWords`` only; each near
/// miss is not flagged.
@Suite("Rule examples and trigger words")
struct RuleExamplesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: Rule
        let example: RuleExample
        let number: Int
        var testDescription: String { "\(rule.id) #\(number)" }
    }

    static func cases(_ examples: KeyPath<RuleExamples, [RuleExample]>) -> [Case] {
        Rule.all.flatMap { rule in rule.examples[keyPath: examples].enumerated().map { Case(rule: rule, example: $1, number: $0 + 1) } }
    }

    /// The findings of `example`'s rule, with every rule's trigger words or only `ruleWords`.
    static func findings(_ testCase: Case, ruleWords: [String]? = nil) -> [Finding] {
        let source = testCase.example.source
        let all: [Finding]
        switch testCase.rule.input {
        case .infoPlist:
            all = LintHarness.plistFindings(source)
        case .swiftSource, .anyFile:
            let target = testCase.example.setting == .multitaskingApp ? LintHarness.multitaskingApp : nil
            all = SwiftFileLinter.lintModule(
                [("Example.swift", Array(source.utf8))], settings: RuleSettings(.standard),
                target: target, ruleWords: ruleWords
            ).flatMap(\.findings)
        }
        return all.filter { $0.ruleID == testCase.rule.id }
    }

    @Test("flagged examples are flagged once, at the marker", arguments: cases(\.flagged))
    func flagged(_ testCase: Case) {
        let findings = Self.findings(testCase)
        #expect(findings.count == 1, "\(testCase.example.source)")
        if let marked = testCase.example.markedLocation, let finding = findings.first {
            #expect(finding.line == marked.line, "\(testCase.example.source)")
            if testCase.rule.input == .swiftSource { #expect(finding.column == marked.column, "\(testCase.example.source)") }
        }
    }

    @Test("a rule's trigger words let its flagged examples through", arguments: cases(\.flagged).filter { $0.rule.input == .swiftSource })
    func triggerWords(_ testCase: Case) {
        #expect(Self.findings(testCase, ruleWords: testCase.rule.triggerWords).count == 1, "\(testCase.example.source)")
    }

    @Test(
        "without its trigger words a rule's examples are skipped: the words are what lets them through",
        arguments: cases(\.flagged).filter { $0.rule.input == .swiftSource })
    func triggerWordsAreNeeded(_ testCase: Case) {
        #expect(Self.findings(testCase, ruleWords: []).isEmpty, "\(testCase.example.source)")
    }

    @Test("near misses are not flagged", arguments: cases(\.nearMisses))
    func nearMisses(_ testCase: Case) {
        #expect(Self.findings(testCase).isEmpty, "\(testCase.example.source)")
    }

    @Test(
        "every Swift rule has flagged examples and near misses, and trigger words",
        arguments: Rule.all.filter { $0.input == .swiftSource }.map(\.id))
    func everySwiftRuleCarriesItsProof(_ id: String) throws {
        let rule = try #require(Rule.named(id))
        #expect(!rule.examples.flagged.isEmpty)
        #expect(!rule.examples.nearMisses.isEmpty)
        #expect(!rule.triggerWords.isEmpty)
    }

    @Test func theRegistryHoldsEachRuleOnce() {
        #expect(Set(Rule.all.map(\.id)).count == Rule.all.count)
        #expect(RuleRegistry.definitions.count == Rule.all.count)
    }
}
