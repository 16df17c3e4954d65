import Foundation
import Yams

/// The contents of `.padkit-lint.yml`: rules to turn off, severities to change, paths to skip.
///
/// ```yaml
/// disabled_rules:
///   - fixed-navigation-index
/// severity:
///   screen-bounds-layout: error
/// exclude:
///   - Generated
///   - Sources/Legacy/**
/// ```
///
/// Unknown keys, rule identifiers and severities are errors, never ignored: a typo in a
/// configuration that silently did nothing would be a lint result nobody can trust.
public struct LintConfiguration: Equatable, Sendable {
    /// The file name looked up in the lint root.
    public static let fileName = ".padkit-lint.yml"

    /// Rules that do not run, sorted.
    public var disabledRules: [String]
    /// Rules whose severity differs from their default, sorted by rule id.
    public var severities: [(ruleID: String, severity: Severity)]
    /// Paths not linted.
    public var excludedPaths: [PathPattern]
    /// The Info.plist files given are an app target's, resolved with the keys Xcode generates
    /// from its build settings (`padkit lint --project`): their findings are not capped at notes.
    public var infoPlistsResolved = false
    /// The folder a resolved Info.plist was written under at its project path (`padkit lint
    /// --project` writes it there): files under it are named by that path, as the project names
    /// them, not by where the copy is.
    public var resolvedInfoPlistFolder: String?

    /// A configuration that changes nothing.
    public static let standard = LintConfiguration(disabledRules: [], severities: [], excludedPaths: [])

    /// Creates a configuration.
    public init(disabledRules: [String], severities: [(ruleID: String, severity: Severity)], excludedPaths: [PathPattern]) {
        self.disabledRules = disabledRules.sorted()
        self.severities = severities.sorted { $0.ruleID < $1.ruleID }
        self.excludedPaths = excludedPaths
    }

    /// Equal when the same rules are disabled, changed to the same severities, and the same paths excluded.
    public static func == (lhs: LintConfiguration, rhs: LintConfiguration) -> Bool {
        lhs.disabledRules == rhs.disabledRules
            && lhs.severities.map(\.ruleID) == rhs.severities.map(\.ruleID)
            && lhs.severities.map(\.severity) == rhs.severities.map(\.severity)
            && lhs.excludedPaths == rhs.excludedPaths && lhs.infoPlistsResolved == rhs.infoPlistsResolved
            && lhs.resolvedInfoPlistFolder == rhs.resolvedInfoPlistFolder
    }

    /// Whether `path` (relative to the lint root) is excluded.
    public func isExcluded(_ path: String) -> Bool {
        excludedPaths.contains { $0.matches(path) }
    }

    /// Reads and parses the configuration file at `path`.
    ///
    /// - Throws: ``ConfigurationError``.
    public static func load(contentsOf path: String) throws(ConfigurationError) -> LintConfiguration {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: path, reason: "not UTF-8 text")
        }
        return try parse(yaml: text, path: path)
    }

    /// Parses configuration text; `path` is only used in error messages.
    ///
    /// - Throws: ``ConfigurationError``.
    public static func parse(yaml: String, path: String) throws(ConfigurationError) -> LintConfiguration {
        try ConfigurationSyntaxGuard.check(yaml, path: path)
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw .malformedYAML(path: path, reason: String(describing: error).split(separator: "\n").first.map(String.init) ?? "\(error)")
        }
        guard let root else { return .standard }
        guard let mapping = root.mapping else { throw .notAMapping(path: path) }
        var disabled: [String] = []
        var severities: [(ruleID: String, severity: Severity)] = []
        var excluded: [PathPattern] = []
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let line = keyNode.mark?.line ?? 1
            switch key {
            case "disabled_rules":
                for item in try strings(value, key: key, path: path) {
                    guard Rule.named(item.text) != nil else { throw .unknownRule(path: path, ruleID: item.text, line: item.line) }
                    disabled.append(item.text)
                }
            case "severity":
                guard let levels = value.mapping else {
                    throw .wrongType(
                        path: path, key: key, expected: "a mapping from rule id to note, warning or error", line: value.mark?.line ?? line)
                }
                for (ruleNode, levelNode) in levels {
                    let ruleID = ruleNode.string ?? ""
                    let ruleLine = ruleNode.mark?.line ?? line
                    guard Rule.named(ruleID) != nil else { throw .unknownRule(path: path, ruleID: ruleID, line: ruleLine) }
                    guard let text = levelNode.scalar?.string, let severity = Severity(rawValue: text) else {
                        throw .invalidSeverity(
                            path: path, value: levelNode.scalar?.string ?? "(not a scalar)", line: levelNode.mark?.line ?? ruleLine)
                    }
                    severities.append((ruleID, severity))
                }
            case "exclude":
                excluded = try strings(value, key: key, path: path).map { PathPattern($0.text) }
            default:
                throw .unknownKey(path: path, key: key, line: line)
            }
        }
        return LintConfiguration(disabledRules: disabled, severities: severities, excludedPaths: excluded)
    }

    /// A list of strings (or one string, read as a list of one).
    private static func strings(_ node: Node, key: String, path: String) throws(ConfigurationError) -> [(text: String, line: Int)] {
        if let scalar = node.scalar {
            return [(scalar.string, node.mark?.line ?? 1)]
        }
        guard let sequence = node.sequence else {
            throw .wrongType(path: path, key: key, expected: "a list of strings", line: node.mark?.line ?? 1)
        }
        var result: [(text: String, line: Int)] = []
        for item in sequence {
            guard let scalar = item.scalar else {
                throw .wrongType(path: path, key: key, expected: "a list of strings", line: item.mark?.line ?? 1)
            }
            result.append((scalar.string, item.mark?.line ?? 1))
        }
        return result
    }
}
