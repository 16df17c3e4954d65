/// A tab bar controller's bar: one item per tab, the selected one marked, at the bottom of its
/// view. (iPadOS 18 shows a regular-width tab bar at the top; PadKit's ``PadKit/SystemBarMetrics``
/// keeps it at the bottom, and so does the picture.)
public struct TabBarPicture: Sendable, Hashable {
    /// The items' titles, in order.
    public let items: [String]
    /// The selected tab.
    public let selectedIndex: Int
    /// The bar's height in points (``PadKit/SystemBarMetrics``), above the bottom safe-area inset.
    public let height: Double

    public init(items: [String], selectedIndex: Int, height: Double) {
        self.items = items
        self.selectedIndex = selectedIndex
        self.height = height
    }
}
