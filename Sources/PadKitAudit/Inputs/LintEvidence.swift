import Foundation
import PadJSON

/// The findings of `padkit-lint --format json`, read from its JSON (the contract
/// `Sources/PadKitLint/Output/JSONFormatter.swift` documents): what the lint criteria judge.
public struct LintEvidence: Sendable, Hashable {
    /// One finding.
    public struct Finding: Sendable, Hashable {
        /// The rule's id, e.g. `idiom-for-layout`.
        public var ruleID: String
        /// `error`, `warning` or `note`.
        public var severity: String
        /// `path:line`.
        public var source: String
        /// The rule's message.
        public var message: String

        /// Makes a finding.
        public init(ruleID: String, severity: String, source: String, message: String) {
            self.ruleID = ruleID
            self.severity = severity
            self.source = source
            self.message = message
        }
    }

    /// The findings, in the linter's order.
    public var findings: [Finding]
    /// How many files the linter read.
    public var fileCount: Int

    /// Makes evidence from findings.
    public init(findings: [Finding], fileCount: Int) {
        self.findings = findings
        self.fileCount = fileCount
    }

    /// Reads the linter's JSON report.
    ///
    /// - Throws: ``AuditInputError/unreadableProducerOutput(producer:problem:)`` naming the JSON path of what is missing.
    public init(json data: Data) throws {
        let report = try ProducerReport.read(
            data, producer: "padkit-lint", key: "findings", fields: "ruleID, path, line, severity or message"
        ) { item -> Finding? in
            guard case .string(let rule)? = item["ruleID"], case .string(let path)? = item["path"],
                case .number(let line)? = item["line"], case .string(let severity)? = item["severity"],
                case .string(let message)? = item["message"]
            else { return nil }
            return Finding(ruleID: rule, severity: severity, source: "\(path):\(Int(line))", message: message)
        }
        self.init(findings: report.items, fileCount: report.fileCount)
    }

    /// The findings of the rules `ids`.
    func findings(of ids: [String]) -> [Finding] { findings.filter { ids.contains($0.ruleID) } }
}
