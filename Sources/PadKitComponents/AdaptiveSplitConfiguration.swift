import PadKit

/// The knobs of ``AdaptiveSplitViewController``, with seed 001's values as defaults.
public struct AdaptiveSplitConfiguration: Sendable, Hashable {
    /// Below this width (points) the content is forced horizontally compact, so the split view
    /// collapses to one stack (seed 001: 1000 pt: "如果 view 的宽度小于1000,我们就认为是紧凑型").
    public var compactWidthThreshold: Double = 1000
    /// `preferredPrimaryColumnWidthFraction` (seed 001: 1.0, so the maximum decides).
    public var primaryColumnWidthFraction: Double = 1.0
    /// `maximumPrimaryColumnWidth` (seed 001: 380).
    public var maximumPrimaryColumnWidth: Double = 380
    /// `preferredDisplayMode` (seed 001: `.oneBesideSecondary`).
    public var preferredDisplayMode: SplitDisplayMode = .oneBesideSecondary

    /// The configuration seed 001 uses.
    public init() {}

    /// Seed 001's configuration.
    public static let seed001 = AdaptiveSplitConfiguration()
}
