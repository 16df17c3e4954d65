/// A criterion's verdict: `pass`, `fail`, `notApplicable` (the app cannot have what the criterion
/// asks: an iPad-only app and the iPhone Duo), or `unknown` (PadKit cannot see: a producer that did
/// not run, a file that did not parse). An unknown is never a pass: it holds the grade below its tier.
public enum AuditStatus: String, Sendable, Hashable, CaseIterable {
    case pass
    case fail
    case notApplicable
    case unknown

    /// How good a status is, for `--expect`: a status fell when its rank went down. A fail is the
    /// worst; unknown and notApplicable sit between (neither proves the criterion holds).
    public var rank: Int {
        switch self {
        case .pass: return 3
        case .notApplicable: return 2
        case .unknown: return 1
        case .fail: return 0
        }
    }
}
