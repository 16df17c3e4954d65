/// `UISplitViewController.Column` (iOS 14): primary 0, supplementary 1 (triple column only),
/// secondary 2, compact 3 (the controller shown instead of the column stack when collapsed).
public enum SplitColumn: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `UISplitViewController.Column.primary`.
    case primary = 0
    /// `UISplitViewController.Column.supplementary`.
    case supplementary = 1
    /// `UISplitViewController.Column.secondary`.
    case secondary = 2
    /// `UISplitViewController.Column.compact`.
    case compact = 3

    /// The value as PadKit writes it in tables, traces and JSON.
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
