/// The configuration resolved per rule: whether it runs and at which severity.
struct RuleSettings: Sendable {
    private let disabled: Set<String>
    private let overrides: [String: Severity]
    /// ``LintConfiguration/infoPlistsResolved``.
    let infoPlistsResolved: Bool

    init(_ configuration: LintConfiguration) {
        infoPlistsResolved = configuration.infoPlistsResolved
        disabled = Set(configuration.disabledRules)
        var overrides: [String: Severity] = [:]
        for entry in configuration.severities { overrides[entry.ruleID] = entry.severity }
        self.overrides = overrides
    }

    func isEnabled(_ rule: Rule) -> Bool {
        !disabled.contains(rule.id)
    }

    /// The severity findings of `rule` get, or `nil` when the rule is disabled.
    func severity(of rule: Rule) -> Severity? {
        guard isEnabled(rule) else { return nil }
        return overrides[rule.id] ?? rule.defaultSeverity
    }
}
