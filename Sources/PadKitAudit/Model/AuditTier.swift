/// The tiers, numbered as Android numbers its adaptive app quality tiers ("Tier 3 — Large screen
/// ready ... Tier 2 — Large screen optimized ... Tier 1 — Large screen differentiated",
/// developer.android.com/docs/quality-guidelines/large-screen-app-quality): 3 is the floor, 1 the best.
public enum AuditTier: Int, Sendable, Hashable, CaseIterable, Comparable {
    case differentiated = 1
    case adapts = 2
    case runsInEveryWindow = 3

    /// The tier's name as every output prints it.
    public var name: String {
        switch self {
        case .runsInEveryWindow: return "Runs in every window"
        case .adapts: return "Adapts"
        case .differentiated: return "Differentiated"
        }
    }

    /// From the floor up: 3, 2, 1.
    public static let fromFloor: [AuditTier] = [.runsInEveryWindow, .adapts, .differentiated]

    public static func < (lhs: AuditTier, rhs: AuditTier) -> Bool { lhs.rawValue < rhs.rawValue }
}
