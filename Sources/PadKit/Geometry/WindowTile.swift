/// A tile of iPadOS 26's window tiling (Windowed Apps and Stage Manager): where the window
/// controls' tiling menu, a flick to an edge, or Globe-Control-arrow puts a window.
///
/// Sizes: ``WindowTiling``. Thirds exist only in landscape ("thirds in landscape become halves in
/// portrait"); the four quarters have one size, so PadKit lists one.
public enum WindowTile: String, Sendable, Hashable, CaseIterable {
    /// The leading half.
    case halfLeading = "tile_half_leading"
    /// The trailing half.
    case halfTrailing = "tile_half_trailing"
    /// The top half.
    case halfTop = "tile_half_top"
    /// The bottom half.
    case halfBottom = "tile_half_bottom"
    /// The leading third (landscape).
    case thirdLeading = "tile_third_leading"
    /// The middle third (landscape).
    case thirdMiddle = "tile_third_middle"
    /// The trailing third (landscape).
    case thirdTrailing = "tile_third_trailing"
    /// A quarter of the screen (any corner).
    case quarter = "tile_quarter"

    /// Whether the tile exists in this orientation (thirds only in landscape).
    public func isOffered(landscape: Bool) -> Bool {
        switch self {
        case .thirdLeading, .thirdMiddle, .thirdTrailing: return landscape
        default: return true
        }
    }

    /// Whether the tile touches the screen's top edge, where the status bar is.
    public var touchesTop: Bool { self != .halfBottom }
    /// Whether the tile touches the screen's bottom edge, where the home indicator is.
    public var touchesBottom: Bool { self != .halfTop && self != .quarter }
}
