/// `UISplitViewController.Column` (iOS 14): primary 0, supplementary 1 (triple column only),
/// secondary 2, compact 3 (the controller shown instead of the column stack when collapsed).
public enum SplitColumn: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case primary = 0
    case supplementary = 1
    case secondary = 2
    case compact = 3

    public var description: String {
        switch self {
        case .primary: return "primary"
        case .supplementary: return "supplementary"
        case .secondary: return "secondary"
        case .compact: return "compact"
        }
    }

    /// Parses a case name.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.description == name }) else { return nil }
        self = match
    }
}
