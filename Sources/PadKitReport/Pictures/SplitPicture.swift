/// A split view controller's state: collapsed or expanded, and when expanded its display mode and
/// the columns on screen with their widths (PadKit's ``PadKit/SplitLayout``).
public struct SplitPicture: Sendable, Hashable {
    /// `classic`, `doubleColumn` or `tripleColumn`.
    public let style: String
    /// Whether the split view shows one stack.
    public let isCollapsed: Bool
    /// The display mode in effect.
    public let displayMode: String
    /// The split behaviour in effect.
    public let splitBehavior: String
    /// `primaryColumnWidth`.
    public let primaryColumnWidth: Double
    /// `supplementaryColumnWidth`.
    public let supplementaryColumnWidth: Double
    /// The secondary column's width.
    public let secondaryColumnWidth: Double
    /// The columns on screen, leading to trailing (empty when collapsed).
    public let visibleColumns: [String]

    public init(
        style: String, isCollapsed: Bool, displayMode: String, splitBehavior: String, primaryColumnWidth: Double,
        supplementaryColumnWidth: Double, secondaryColumnWidth: Double, visibleColumns: [String]
    ) {
        self.style = style
        self.isCollapsed = isCollapsed
        self.displayMode = displayMode
        self.splitBehavior = splitBehavior
        self.primaryColumnWidth = primaryColumnWidth
        self.supplementaryColumnWidth = supplementaryColumnWidth
        self.secondaryColumnWidth = secondaryColumnWidth
        self.visibleColumns = visibleColumns
    }
}
