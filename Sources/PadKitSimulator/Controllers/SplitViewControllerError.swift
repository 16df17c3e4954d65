import PadKit

/// Misuse of a split view controller that UIKit rejects.
public enum SplitViewControllerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `init(style:)` with `.unspecified`.
    case unspecifiedStyle
    /// A classic split view takes one or two controllers, a column-style one up to three.
    case wrongControllerCount(Int)
    /// A column-style API on a classic split view, or a column the style does not have.
    case unsupportedColumn(SplitColumn, style: SplitViewControllerStyle)
    /// A tab bar controller in the primary or supplementary column (`setViewController(_:for:)` documentation).
    case tabBarControllerInSidebar(SplitColumn)

    /// The message, naming the bad value and what was expected.
    public var description: String {
        switch self {
        case .unspecifiedStyle: return "init(style:) requires doubleColumn or tripleColumn; use init() for a classic split view"
        case .wrongControllerCount(let count):
            return "a split view controller takes 1 or 2 view controllers (up to 3 in column style), not \(count)"
        case .unsupportedColumn(let column, let style): return "the \(column) column is not available on a \(style) split view controller"
        case .tabBarControllerInSidebar(let column): return "a UITabBarController is not allowed in the \(column) column"
        }
    }
}
