import PadKit

/// Seed 001's WeChat-style split, as PadKit's `AdaptiveSplitViewController` builds it: a tab bar
/// in the primary column, a placeholder at the root of the detail column, the detail stack folded
/// onto the primary stack while the split is narrower than ``compactWidthThreshold``.
public struct AdaptiveSplitDescription: Sendable, Hashable {
    /// The tabs of the primary column's tab bar.
    public var tabs: [ControllerDescription]
    /// The detail column's root; `nil`: a plain controller titled "Placeholder".
    public var placeholder: ControllerDescription?
    /// Below this width the split is forced compact (seed 001: 1000 pt).
    public var compactWidthThreshold: Double?
    /// `preferredPrimaryColumnWidthFraction` (seed 001: 1.0, capped by the maximum).
    public var primaryColumnWidthFraction: Double?
    /// `maximumPrimaryColumnWidth` (seed 001: 380 pt).
    public var maximumPrimaryColumnWidth: Double?
    /// `preferredDisplayMode` (seed 001: `oneBesideSecondary`).
    public var preferredDisplayMode: SplitDisplayMode?

    /// Makes an adaptive split description from its parts; what is not given takes its default.
    public init(
        tabs: [ControllerDescription], placeholder: ControllerDescription? = nil, compactWidthThreshold: Double? = nil,
        primaryColumnWidthFraction: Double? = nil, maximumPrimaryColumnWidth: Double? = nil, preferredDisplayMode: SplitDisplayMode? = nil
    ) {
        self.tabs = tabs
        self.placeholder = placeholder
        self.compactWidthThreshold = compactWidthThreshold
        self.primaryColumnWidthFraction = primaryColumnWidthFraction
        self.maximumPrimaryColumnWidth = maximumPrimaryColumnWidth
        self.preferredDisplayMode = preferredDisplayMode
    }

    /// The keys, in the order above.
    public static let keys = [
        "tabs", "placeholder", "compactWidthThreshold", "primaryColumnWidthFraction", "maximumPrimaryColumnWidth",
        "preferredDisplayMode",
    ]
}
