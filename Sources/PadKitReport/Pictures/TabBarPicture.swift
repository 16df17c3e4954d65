/// A tab bar controller's bar: one item per tab, the selected one marked.
public struct TabBarPicture: Sendable, Hashable {
    /// The items' titles, in order.
    public let items: [String]
    /// The selected tab.
    public let selectedIndex: Int
    /// The bar's height in points (``PadKit/BarMetrics``), above the bottom safe-area inset.
    public let height: Double
    /// Whether the tabs sit at the top (iPadOS 18, regular width) instead of at the bottom.
    public let isAtTop: Bool

    public init(items: [String], selectedIndex: Int, height: Double, isAtTop: Bool) {
        self.items = items
        self.selectedIndex = selectedIndex
        self.height = height
        self.isAtTop = isAtTop
    }
}
