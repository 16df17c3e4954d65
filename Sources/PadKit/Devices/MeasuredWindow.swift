/// One measured window of a screen: a Split View share or Slide Over in one orientation, as the
/// sources in `docs/sources.md` § Provenance keys reported it.
///
/// PadKit's geometry rules must reproduce every measured window exactly; the tests check that.
/// Where a measurement exists, its provenance (rather than the rule's) is what PadKit reports.
public struct MeasuredWindow: Sendable, Hashable {
    /// Whether the measurement is for landscape (`false`: portrait).
    public let isLandscape: Bool
    /// The measured mode.
    public let mode: WindowMode
    /// The window width in points.
    public let width: Double
    /// The window height in points, or `nil` where only the width was measured.
    public let height: Double?
    /// The horizontal size class the window had.
    public let horizontalSizeClass: UserInterfaceSizeClass
    /// Who measured it (`docs/sources.md` § Provenance keys keys).
    public let sources: [String]

    /// Makes a measured window.
    public init(
        landscape: Bool, mode: WindowMode, width: Double, height: Double? = nil,
        horizontalSizeClass: UserInterfaceSizeClass, sources: [String]
    ) {
        self.isLandscape = landscape
        self.mode = mode
        self.width = width
        self.height = height
        self.horizontalSizeClass = horizontalSizeClass
        self.sources = sources
    }
}
