/// A tab bar controller's bar: one item per tab, the selected one marked, at the bottom of its
/// view. (iPadOS 18 shows a regular-width tab bar at the top; PadKit's ``PadKit/SystemBarMetrics``
/// keeps it at the bottom, and so does the picture.)
public struct TabBarPicture: Sendable, Hashable {
    /// The items' titles, in order.
    public let items: [String]
    /// The selected tab.
    public let selectedIndex: Int
    /// The tab bar controller's own bottom safe-area inset (the home indicator where its view
    /// meets it): the bar sits above it, as in UIKit.
    public let bottomInset: Double
    /// The bar's height in points (``PadKit/SystemBarMetrics``, as the twin adds it to the
    /// selected child's safe area).
    public let height: Double

    public init(items: [String], selectedIndex: Int, bottomInset: Double, height: Double) {
        self.items = items
        self.selectedIndex = selectedIndex
        self.bottomInset = bottomInset
        self.height = height
    }
}
