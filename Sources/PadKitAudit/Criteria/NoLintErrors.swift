/// No lint errors: the linter's errors are code UIKit stops honouring or that breaks in a window
/// (docs/lint/); each rule cites its source.
enum NoLintErrors {
    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        let rules = inputs.lint.value.map { Array(Set($0.findings.map(\.ruleID))).sorted() } ?? []
        return inputs.lintVerdict(rules: rules, severities: ["error"], windows: inputs.allWindows, passMessage: "no lint errors")
    }
}
