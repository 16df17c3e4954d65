/// What was wrong with a `.padkit-lint.yml`, with the file and line, so the user can fix it.
///
/// Every case is a usage error: `padkit-lint` prints it and exits with status 2 before linting.
public enum ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The text is not YAML.
    case malformedYAML(path: String, reason: String)
    /// The document is not a mapping of keys to values.
    case notAMapping(path: String)
    /// A top-level key the linter does not know (a typo would otherwise be silently ignored).
    case unknownKey(path: String, key: String, line: Int)
    /// A rule identifier that no rule has.
    case unknownRule(path: String, ruleID: String, line: Int)
    /// A severity other than `note`, `warning` or `error`.
    case invalidSeverity(path: String, value: String, line: Int)
    /// A value of the wrong shape, e.g. a string where a list was expected.
    case wrongType(path: String, key: String, expected: String, line: Int)
    /// YAML the configuration has no use for and that makes parsing blow up (``ConfigurationSyntaxGuard``).
    case unsupportedYAML(path: String, feature: String, line: Int)

    /// The message printed by `padkit-lint`, starting with the file (and line).
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): cannot read configuration: \(reason)"
        case .malformedYAML(let path, let reason):
            return "\(path): not valid YAML: \(reason)"
        case .notAMapping(let path):
            return "\(path): expected a mapping with the keys disabled_rules, severity, exclude"
        case .unknownKey(let path, let key, let line):
            return "\(path):\(line): unknown key '\(key)'; expected disabled_rules, severity or exclude"
        case .unknownRule(let path, let ruleID, let line):
            return "\(path):\(line): unknown rule '\(ruleID)'; `padkit-lint --rules` lists them"
        case .invalidSeverity(let path, let value, let line):
            return "\(path):\(line): invalid severity '\(value)'; expected note, warning or error"
        case .wrongType(let path, let key, let expected, let line):
            return "\(path):\(line): '\(key)' must be \(expected)"
        case .unsupportedYAML(let path, let feature, let line):
            return "\(path):\(line): \(feature) is not supported in a padkit-lint configuration; use plain keys, scalars and lists"
        }
    }
}
