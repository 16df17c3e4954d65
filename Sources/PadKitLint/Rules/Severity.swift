/// How serious a finding is, in the order a build log ranks them.
///
/// The three levels are SARIF 2.1.0's `result.level` values (`note`, `warning`, `error`), so a
/// finding keeps its meaning in every output format. `--fail-on` compares against this order.
public enum Severity: String, CaseIterable, Comparable, Sendable, Codable {
    /// Worth knowing; never a bug on its own.
    case note
    /// Code that breaks when the window is not the screen, or is resized; fix before shipping.
    case warning
    /// Code that crashes or silently does nothing on current iPadOS.
    case error

    /// The rank used by `Comparable`: note < warning < error.
    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    /// Orders severities from least to most serious.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }
}
