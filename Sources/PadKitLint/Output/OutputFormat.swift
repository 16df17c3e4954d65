/// How findings are printed.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// `path:line:column: severity: message [rule-id]`, then a summary grouped by rule.
    case text
    /// One JSON document: findings and counts.
    case json
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…,line=…::message`): annotations on the
    /// pull request's diff.
    case github

    /// Whether paths are printed relative to the repository's top folder (the nearest folder above
    /// the linted paths that holds `.git`) unless `--root` is given: the formats whose findings
    /// GitHub attaches to a pull request's files, workflow annotations and SARIF.
    public var annotatesRepositoryFiles: Bool {
        self == .github || self == .sarif
    }

    /// Renders `report` in this format. The bytes depend only on the report.
    public func render(_ report: LintReport) -> String {
        switch self {
        case .text: return TextFormatter.render(report)
        case .json: return JSONFormatter.render(report)
        case .sarif: return SARIFFormatter.render(report)
        case .github: return GitHubFormatter.render(report)
        }
    }
}
