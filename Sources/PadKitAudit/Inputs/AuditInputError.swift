/// Input the audit cannot use: a producer's output that is not what it documents, an
/// expectation that cannot be compared. The CLI exits 2 with the message.
public enum AuditInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A producer (`padkit-lint`, `padkit-lint features`) printed what its contract does not allow.
    case unreadableProducerOutput(producer: String, problem: String)
    /// `--expect FILE` is not an audit `--record` wrote.
    case unreadableExpectation(file: String, problem: String)
    /// The expectation is of another app or OS version.
    case incomparable(file: String, reason: String)

    public var description: String {
        switch self {
        case .unreadableProducerOutput(let producer, let problem): return "\(producer) printed output the audit cannot read: \(problem)"
        case .unreadableExpectation(let file, let problem): return "\(file): not an audit written by --record: \(problem)"
        case .incomparable(let file, let reason): return "\(file) cannot be compared with this audit: \(reason)"
        }
    }
}
