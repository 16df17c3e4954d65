/// `UISplitViewController.Style`: unspecified 0 (classic), doubleColumn 1, tripleColumn 2
/// (`UISplitViewController.h`, iOS 14).
///
/// Any creation path other than `init(style:)` gives a *classic* split view (`.unspecified`),
/// which "doesn't respond to any of the column-style APIs".
public enum SplitViewControllerStyle: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `UISplitViewController.Style.unspecified`.
    case unspecified = 0
    /// `UISplitViewController.Style.doubleColumn`.
    case doubleColumn = 1
    /// `UISplitViewController.Style.tripleColumn`.
    case tripleColumn = 2

    /// Whether this is a column-style split view (iOS 14 APIs apply).
    public var isColumnStyle: Bool { self != .unspecified }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String {
        switch self {
        case .unspecified: return "classic"
        case .doubleColumn: return "doubleColumn"
        case .tripleColumn: return "tripleColumn"
        }
    }
}
