/// A navigation controller's bar: the top controller's title, and a back button titled after the
/// controller below it when the stack is deeper than one (UIKit's default back button title).
/// A controller without a title leaves the bar's title empty, and the back button pointing at it
/// says `Back` (Apple's `UINavigationItem.title` documentation: for the item second from the top,
/// a nil title makes the system use the string "Back" for the back button).
public struct NavigationBarPicture: Sendable, Hashable {
    /// UIKit's back button title for the controller below the top, whose title is `below`.
    public static func backButtonTitle(below: String) -> String {
        below.isEmpty ? "Back" : below
    }

    /// The top controller's title.
    public let title: String
    /// The back button's title; `nil` at the root.
    public let backTitle: String?
    /// The stack's titles, root first.
    public let stack: [String]
    /// The navigation controller's own top safe-area inset (the status bar where its view meets
    /// it): the bar sits below it, as in UIKit.
    public let topInset: Double
    /// The bar's height in points (``PadKit/SystemBarMetrics``, as the twin adds it to the
    /// children's safe area).
    public let height: Double

    public init(title: String, backTitle: String?, stack: [String], topInset: Double, height: Double) {
        self.title = title
        self.backTitle = backTitle
        self.stack = stack
        self.topInset = topInset
        self.height = height
    }
}
