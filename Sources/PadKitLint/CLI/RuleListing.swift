/// The `--rules` listing: every rule with its severity, message, why and fix.
enum RuleListing {
    static func render(_ rules: [Rule]) -> String {
        var lines: [String] = []
        for rule in rules {
            lines.append(
                """
                \(rule.id) (\(rule.defaultSeverity.rawValue), \
                \(rule.input == .infoPlist ? "Info.plist" : rule.input == .swiftSource ? "Swift" : "any file"))
                """
            )
            lines.append("  \(rule.message)")
            lines.append("  why: \(rule.why)")
            lines.append("  fix: \(rule.fix)")
            lines.append("")
        }
        lines.append(
            """
            \(rules.count) rules. Suppress with `// padkit-lint:disable:next-line <rule-id>` or `// padkit-lint:disable <rule-id>` (to \
            the end of the file or `// padkit-lint:enable <rule-id>`); configure in .padkit-lint.yml.
            """
        )
        return lines.joined(separator: "\n") + "\n"
    }
}
