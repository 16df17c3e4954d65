/// What a criterion's check found: its status, the evidence, and the windows (indices into
/// ``AuditInputs/windows``) where it fails.
public struct CriterionVerdict: Sendable, Hashable {
    /// The status.
    public var status: AuditStatus
    /// The facts it rests on, at least one.
    public var evidence: [AuditEvidence]
    /// The windows it fails in, ascending indices into ``AuditInputs/windows``; empty unless `fail`.
    public var affectedWindows: [Int]

    /// Makes a verdict; `affectedWindows` is sorted and de-duplicated.
    public init(status: AuditStatus, evidence: [AuditEvidence], affectedWindows: [Int] = []) {
        self.status = status
        self.evidence = evidence
        self.affectedWindows = Array(Set(affectedWindows)).sorted()
    }

    /// A pass resting on `evidence`.
    static func pass(_ evidence: [AuditEvidence]) -> CriterionVerdict { CriterionVerdict(status: .pass, evidence: evidence) }

    /// An unknown: what PadKit could not see, and why.
    static func unknown(_ message: String, source: String? = nil) -> CriterionVerdict {
        CriterionVerdict(status: .unknown, evidence: [AuditEvidence(source: source, message: message)])
    }

    /// Not applicable to this app, and why.
    static func notApplicable(_ message: String, source: String? = nil) -> CriterionVerdict {
        CriterionVerdict(status: .notApplicable, evidence: [AuditEvidence(source: source, message: message)])
    }
}
