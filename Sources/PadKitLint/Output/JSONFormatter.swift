import Foundation

/// The JSON format: a stable document for scripts.
///
/// ```json
/// { "counts": { "error": 1, "note": 0, "warning": 2 }, "fileCount": 14,
///   "findings": [ { "column": 21, "line": 12, "message": "...", "path": "Sources/Feed.swift",
///                   "ruleID": "screen-bounds-layout", "severity": "warning" } ],
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
        }
        let tool: Tool
        let fileCount: Int
        let unreadableCount: Int
        let counts: [String: Int]
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
            findings: report.findings.map {
                .init(path: $0.path, line: $0.line, column: $0.column, severity: $0.severity, ruleID: $0.ruleID, message: $0.message)
            }
        )
        return StableJSON.encode(document)
    }
}

/// Pretty-printed JSON with sorted keys and unescaped slashes, ending in a newline.
enum StableJSON {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else {
            // Encoding plain strings and integers cannot fail; keep the output well-formed anyway.
            return "{}\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
