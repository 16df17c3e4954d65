import PadKit

/// A tab bar controller's tabs as the twin laid them out (``PadKit/TabBarLayout``): a bar at the
/// bottom of its view, iPadOS 18's floating bar at the top (in the navigation bar's row when the
/// selected tab shows one), or the `.tabSidebar` mode's sidebar at the leading edge.
public struct TabBarPicture: Sendable, Hashable {
    /// The items' titles, in order.
    public let items: [String]
    /// The selected tab.
    public let selectedIndex: Int
    /// Where the tabs are.
    public let layout: TabBarLayout
    /// The tab bar controller's own bottom safe-area inset (the home indicator where its view
    /// meets it): the bottom bar sits above it, as in UIKit.
    public let bottomInset: Double
    /// The tab bar controller's own top safe-area inset (the status bar): the floating bar sits
    /// below it.
    public let topInset: Double
    /// The bar's height in points: the bottom bar's (``PadKit/SystemBarMetrics``), the floating
    /// bar's inset (``PadKit/TabBarLayout/floatingTabBarInset``), or the sidebar's width
    /// (``PadKit/TabBarLayout/sidebarWidth``), as the twin adds it to the selected child's safe area.
    public let height: Double
    /// Whether the bar is hidden (`isTabBarHidden`); a hidden bar is not drawn.
    public let isHidden: Bool

    public init(
        items: [String], selectedIndex: Int, layout: TabBarLayout = .bottom, bottomInset: Double, topInset: Double = 0,
        height: Double, isHidden: Bool = false
    ) {
        self.items = items
        self.selectedIndex = selectedIndex
        self.layout = layout
        self.bottomInset = bottomInset
        self.topInset = topInset
        self.height = height
        self.isHidden = isHidden
    }
}
