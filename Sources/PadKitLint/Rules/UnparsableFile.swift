extension Rule {
    /// A file that could not be parsed.
    public static let unparsableFile = Rule(
        id: "unparsable-file",
        defaultSeverity: .warning,
        input: .anyFile,
        message: "file could not be parsed; findings in it may be incomplete",
        why:
            """
            SwiftParser recovers from syntax errors, but rules cannot stand behind what they see past one; a property list that does not \
            parse is not read at all. A warning by default: a template or a file outside every target must not fail a run by itself.
            """,
        fix: "Fix the syntax error (the file does not compile either) or exclude the path in .padkit-lint.yml.",
        triggerWords: [],
        examples: RuleExamples(
            flagged: [
                RuleExample(
                    #"""
                    ↓let x = (
                    """#)
            ],
            nearMisses: [
                RuleExample(
                    #"""
                    let x = (1)
                    """#)
            ]
        )
    )
}

/// ``Rule/unparsableFile``, reported by the linter itself (no Swift check).
enum UnparsableFile: RuleDefinition {
    static let rule = Rule.unparsableFile
}
