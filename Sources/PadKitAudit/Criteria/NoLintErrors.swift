/// No lint errors: the linter's errors are code UIKit stops honouring or that breaks in a window
/// (docs/lint/); each rule cites its source.
enum NoLintErrors: CriterionDefinition {
    static let criterion = AuditCriterion(
        id: "no-lint-errors", tier: .runsInEveryWindow, title: "No padkit-lint errors", reference: "padkit-lint rules (docs/lint/)",
        fix: "Fix each error as its rule page in docs/lint/ says.",
        examples: (fails: "lint-error", nearMiss: "lint-warning-only"))

    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        let rules = inputs.lint.value.map { Array(Set($0.findings.map(\.ruleID))).sorted() } ?? []
        return inputs.lintVerdict(rules: rules, severities: ["error"], windows: inputs.allWindows, passMessage: "no lint errors")
    }
}
