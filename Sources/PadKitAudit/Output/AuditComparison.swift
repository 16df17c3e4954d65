import Foundation
import PadJSON

/// `padkit audit --expect FILE`: the audit against one `--record` wrote. Something fell when a
/// criterion's status went down (``AuditStatus/rank``: pass, notApplicable, unknown, fail) or the
/// grade did (a tier became a worse one or none); each fall is reported with the criterion's
/// evidence now, which names the key, line or window that changed.
public struct AuditComparison: Sendable {
    /// A criterion whose status fell, or the grade.
    public struct Fall: Sendable {
        /// The criterion's id, or `grade`.
        public let id: String
        /// The status (or grade) recorded.
        public let was: String
        /// The status (or grade) now.
        public let now: String
        /// What the audit says now: the evidence and windows of the criterion.
        public let evidence: [String]
    }

    /// What fell, grade first, then criteria in the registry's order.
    public let falls: [Fall]
    /// Criteria whose status rose, as `id: was -> now`.
    public let rises: [String]

    /// Compares `audit` with the recorded audit `data` (from `file`).
    ///
    /// - Throws: ``AuditInputError/unreadableExpectation(file:problem:)`` when `data` is not a
    ///   recorded audit, ``AuditInputError/incomparable(file:reason:)`` when it is of another app or OS.
    public init(expected data: Data, file: String, audit: Audit) throws {
        let value: JSONValue
        do { value = try JSONValue(jsonData: data) } catch {
            throw AuditInputError.unreadableExpectation(file: file, problem: "not JSON (\(error))")
        }
        guard case .string(let app)? = value["app"], case .string(let os)? = value["osVersion"],
            case .array(let criteria)? = value["criteria"],
            let tierValue = value["tier"]
        else { throw AuditInputError.unreadableExpectation(file: file, problem: "$ lacks app, osVersion, tier or criteria") }
        guard app == audit.app else { throw AuditInputError.incomparable(file: file, reason: "it audits \(app), this audits \(audit.app)") }
        guard os == audit.osVersion.description else {
            throw AuditInputError.incomparable(file: file, reason: "it is for iOS \(os), this for iOS \(audit.osVersion)")
        }
        var recordedTier: Int?
        switch tierValue {
        case .null: recordedTier = nil
        case .number(let number): recordedTier = Int(number)
        default: throw AuditInputError.unreadableExpectation(file: file, problem: "$.tier is neither a number nor null")
        }
        var recorded: [String: AuditStatus] = [:]
        for (index, item) in criteria.enumerated() {
            guard case .string(let id)? = item["id"], case .string(let text)? = item["status"], let status = AuditStatus(rawValue: text)
            else {
                throw AuditInputError.unreadableExpectation(file: file, problem: "$.criteria[\(index)] lacks an id or a known status")
            }
            recorded[id] = status
        }
        var falls: [Fall] = []
        var rises: [String] = []
        let nowTier = audit.tier?.rawValue
        // A grade falls when it is lost, or becomes a higher-numbered (worse) tier.
        let gradeFell = recordedTier.map { was in nowTier.map { $0 > was } ?? true } ?? false
        if gradeFell {
            falls.append(
                Fall(
                    id: "grade", was: recordedTier.map { "tier \($0)" } ?? "none", now: nowTier.map { "tier \($0)" } ?? "none",
                    evidence: audit.holdingBack.map { "\($0.criterion.id) \($0.verdict.status.rawValue)" }))
        }
        for result in audit.results {
            guard let was = recorded[result.criterion.id] else { continue }
            let now = result.verdict.status
            if now.rank < was.rank {
                let evidence =
                    (audit.windowText(result).map { [$0] } ?? [])
                    + result.verdict.evidence.map { ($0.source.map { "\($0): " } ?? "") + $0.message }
                falls.append(Fall(id: result.criterion.id, was: was.rawValue, now: now.rawValue, evidence: evidence))
            } else if now.rank > was.rank {
                rises.append("\(result.criterion.id): \(was.rawValue) -> \(now.rawValue)")
            }
        }
        self.falls = falls
        self.rises = rises
    }

    /// What the check prints: each fall with its evidence, then the rises, then a verdict line.
    public var text: String {
        var lines: [String] = []
        for fall in falls {
            lines.append("FELL \(fall.id): \(fall.was) -> \(fall.now)")
            lines += fall.evidence.map { "    \($0)" }
        }
        lines += rises.map { "rose \($0)" }
        lines.append(falls.isEmpty ? "nothing fell" : "\(falls.count) fell")
        return lines.joined(separator: "\n") + "\n"
    }
}
