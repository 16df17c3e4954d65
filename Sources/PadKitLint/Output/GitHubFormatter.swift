import Foundation

/// GitHub Actions workflow commands: one `::error` / `::warning` / `::notice` line per finding,
/// which the Actions runner turns into annotations on the changed lines of a pull request.
///
/// ```
/// ::warning file=App/Feed.swift,line=12,col=21,title=screen-bounds-layout::the screen's bounds are …
/// ```
///
/// Values are escaped as the runner expects: `%`, carriage return and line feed everywhere, and
/// also `:` and `,` in the properties. Notes become `notice`, GitHub's lowest level.
enum GitHubFormatter {
    static func render(_ report: LintReport) -> String {
        var lines: [String] = []
        for finding in report.findings {
            let command: String
            switch finding.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let properties = [
                "file=\(escapeProperty(finding.path))", "line=\(finding.line)", "col=\(finding.column)",
                "title=\(escapeProperty(finding.ruleID))",
            ].joined(separator: ",")
            let help = Rule.named(finding.ruleID).map { " Fix: \($0.fix)" } ?? ""
            lines.append("::\(command) \(properties)::\(escapeData(finding.message + "." + help))")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Escapes a message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
