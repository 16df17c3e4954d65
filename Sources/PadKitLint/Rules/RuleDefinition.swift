/// A rule and its checks, declared together in `Rules/<RuleName>.swift` and listed once in
/// ``RuleRegistry``.
protocol RuleDefinition: Sendable {
    /// The rule: identity, severity, texts, trigger words and examples.
    static var rule: Rule { get }
    /// What the Swift rule walk calls for this rule; empty for rules that read other files
    /// (`Info.plist`, or files that could not be read or parsed), which the linter reports itself.
    static var checks: NodeChecks { get }
}

extension RuleDefinition {
    static var checks: NodeChecks { NodeChecks() }
}
