import Foundation
import PadKit

/// The JSON format: a stable document for scripts.
///
/// ```json
/// { "counts": { "error": 1, "note": 0, "warning": 2 }, "fileCount": 14,
///   "findings": [ { "column": 21, "documentation": "docs/lint/screen-bounds-layout.md",
///                   "fingerprint": "…", "help": "what to write instead", "line": 12, "message": "...",
///                   "path": "Sources/Feed.swift", "ruleID": "screen-bounds-layout",
///                   "severity": "warning", "why": "…" } ],
///   "tool": { "name": "padkit-lint", "version": "0.1.0" }, "unreadableCount": 0 }
/// ```
///
/// Keys are sorted so the bytes never depend on dictionary order.
enum JSONFormatter {
    private struct Document: Encodable {
        struct Tool: Encodable { let name: String; let version: String }
        struct Item: Encodable {
            let path: String
            let line: Int
            let column: Int
            let severity: Severity
            let ruleID: String
            let message: String
            /// The rule's fix: what to write instead.
            let help: String
            /// Why the rule matters.
            let why: String
            /// The rule's page in the repository.
            let documentation: String
            /// What `--baseline` matches.
            let fingerprint: String
        }
        let tool: Tool
        let fileCount: Int
        let unreadableCount: Int
        let counts: [String: Int]
        /// Findings left out because the baseline lists them.
        let baselinedCount: Int
        let findings: [Item]
    }

    static func render(_ report: LintReport) -> String {
        var counts: [String: Int] = [:]
        for severity in Severity.allCases { counts[severity.rawValue] = report.count(of: severity) }
        let document = Document(
            tool: .init(name: LintTool.name, version: LintTool.version),
            fileCount: report.fileCount,
            unreadableCount: report.unreadableCount,
            counts: counts,
            baselinedCount: report.baselinedCount,
            findings: report.findings.map { finding in
                let rule = Rule.named(finding.ruleID)
                return .init(
                    path: finding.path, line: finding.line, column: finding.column, severity: finding.severity,
                    ruleID: finding.ruleID, message: finding.message, help: rule?.fix ?? "", why: rule?.why ?? "",
                    documentation: rule?.documentationPath ?? "", fingerprint: finding.fingerprint)
            }
        )
        return StableJSON.encode(document)
    }
}

/// The linter's JSON files (report, SARIF log, baseline): sorted keys, written by PadKit's one
/// JSON writer in its ``JSONStyle/expanded`` layout (the bytes `JSONEncoder` gave with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`, which tools and checked-in
/// baselines already read), ending in a newline.
enum StableJSON {
    static func encode(_ value: some Encodable) -> String {
        guard let json = try? JSONValueEncoder(sortedKeys: true).encode(value) else {
            // Encoding plain strings and integers cannot fail; keep the output well-formed anyway.
            return "{}\n"
        }
        return json.text(.expanded) + "\n"
    }
}
