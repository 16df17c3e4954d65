extension Rule {
    /// A file that could not be read.
    public static let unreadableFile = Rule(
        id: "unreadable-file",
        defaultSeverity: .error,
        input: .anyFile,
        message: "file could not be read, so it was not linted",
        why:
            """
            A lint run that silently skipped a file would report a clean result it cannot stand behind. The run continues with the other \
            files and exits with status 2.
            """,
        fix:
            "Check the file's permissions, encoding (UTF-8) and, for a symbolic link, its target; or exclude the path in .padkit-lint.yml.",
        triggerWords: [],
        examples: RuleExamples(
            flagged: [],
            nearMisses: []
        )
    )
}

/// ``Rule/unreadableFile``, reported by the linter itself (no Swift check).
enum UnreadableFile: RuleDefinition {
    static let rule = Rule.unreadableFile
}
