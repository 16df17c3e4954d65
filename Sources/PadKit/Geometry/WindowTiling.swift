import Foundation

/// The rule `window-tiling-rule`: the size of each iPadOS 26 tile, derived from the screen.
///
/// iPadOS 26's window controls offer halves (left and right, top and bottom), thirds (landscape)
/// and quarters ("Move to left side … Move to top half … Arrange all open apps to take up a third
/// of the screen each … Move apps to each of the four corners", press coverage of iPadOS 26 in
/// `docs/sources.md` § iPadOS 26 windowing); thirds in landscape become halves in portrait. Tiled
/// windows leave "a small gap with a draggable area in between". No one has published measured
/// tile sizes, so PadKit derives them from the screen in the orientation: tiles fill the screen
/// edge to edge and from top to bottom, with ``gap`` between neighbours, and each size is rounded
/// down to a whole point (the remainder goes to the gaps). Every constant is a documented choice
/// in `docs/choices.md`; measurements (`--measurements`) replace derived sizes.
public enum WindowTiling {
    /// The space between two tiled windows, in points: **[UNCONFIRMED]**; PadKit uses the 10-pt
    /// divider measured between classic Split View panes (``SplitViewGeometry/dividerWidth``).
    public static let gap: Double = SplitViewGeometry.dividerWidth

    /// The rule's name in provenance.
    public static let rule = "window-tiling-rule"

    /// The size of `tile` on a screen of `screenSize` (already in the orientation).
    public static func size(of tile: WindowTile, screenSize: CGSize) -> CGSize {
        let width = Double(screenSize.width), height = Double(screenSize.height)
        let half = ((width - gap) / 2).rounded(.down)
        let halfHeight = ((height - gap) / 2).rounded(.down)
        switch tile {
        case .halfLeading, .halfTrailing: return CGSize(width: half, height: height)
        case .halfTop, .halfBottom: return CGSize(width: width, height: halfHeight)
        case .thirdLeading, .thirdMiddle, .thirdTrailing: return CGSize(width: ((width - 2 * gap) / 3).rounded(.down), height: height)
        case .quarter: return CGSize(width: half, height: halfHeight)
        }
    }
}
