import Foundation

/// The rules that give Split View and Slide Over window sizes on iPadOS 9–18, where no
/// measurement exists (`docs/sources.md` § Screens and Split View windows).
///
/// Every measured device obeys them: the tests check each measured window in ``Screen`` against
/// these rules. iPadOS 26.0 replaced fixed Split View with resizable windows (use
/// ``WindowMode/window(width:height:)`` for those); 26.1 brought back a resizable Slide Over.
public enum SplitViewGeometry {
    /// The divider between two Split View panes, in points. On every measured device
    /// `twoThirds + oneThird + 10 == width` and `2 * half + 10 == width` (`docs/sources.md` § Conventions).
    public static let dividerWidth: Double = 10

    /// The narrow pane on small screens (9.7"/10.2"/10.5" in both orientations, and portrait on
    /// the 11"-class and mini 6).
    public static let narrowPaneWidth: Double = 320

    /// The narrow pane on large screens: landscape on screens at least ``wideNarrowPaneLandscapeWidth``
    /// wide, portrait on screens at least ``wideNarrowPanePortraitHeight`` tall.
    public static let wideNarrowPaneWidth: Double = 375

    /// The landscape width from which the narrow pane is 375 pt (mini 6 at 1133 is the smallest
    /// measured; 10.5" at 1112 is 320).
    public static let wideNarrowPaneLandscapeWidth: Double = 1133

    /// The portrait height from which the narrow pane is 375 pt (12.9" at 1366 is; 11" at 1194
    /// is not). 9.7" landscape and 12.9" portrait are both 1024 wide with different narrow panes,
    /// so no width-only rule works for the 1/3 pane (`docs/sources.md` § Screens and Split View windows).
    public static let wideNarrowPanePortraitHeight: Double = 1366

    /// How much shorter than the screen a Slide Over window is, top and bottom together.
    ///
    /// HACK-2018 measured `height - 40` on iOS 12 (9.7" and 10.5"); SGL0V measured the full screen
    /// height on iOS 9. PadKit follows the newer measurement; set nothing else silently: this
    /// constant is the documented choice (`docs/choices.md`).
    public static let slideOverHeightReduction: Double = 40

    /// The width of the narrow (1/3) pane for a screen of `screenSize` in the given orientation.
    /// This and the two functions below are the rule PadKit's provenance calls `split-view-rule`.
    public static func oneThirdWidth(screenSize: CGSize, landscape: Bool) -> Double {
        let wide =
            landscape
            ? Double(screenSize.width) >= wideNarrowPaneLandscapeWidth
            : Double(screenSize.height) >= wideNarrowPanePortraitHeight
        return wide ? wideNarrowPaneWidth : narrowPaneWidth
    }

    /// The width of the wide (2/3) pane: the screen minus the narrow pane and the divider.
    public static func twoThirdsWidth(screenSize: CGSize, landscape: Bool) -> Double {
        Double(screenSize.width) - oneThirdWidth(screenSize: screenSize, landscape: landscape) - dividerWidth
    }

    /// The width of each half pane: `(width - 10) / 2`. On the mini 6 this is 561.5 pt, which is
    /// pixel-aligned at @2x but not measured (the panes could be 561/562).
    public static func halfWidth(screenSize: CGSize) -> Double {
        (Double(screenSize.width) - dividerWidth) / 2
    }

    /// The Slide Over window (provenance `slide-over-rule`; `slide-over-height-rule` where only the
    /// width was measured): as wide as the narrow pane of that orientation ("slide over uses the
    /// smallest split", SST#205; low confidence on 11"-class iPads) and ``slideOverHeightReduction``
    /// shorter than the screen.
    public static func slideOverSize(screenSize: CGSize, landscape: Bool) -> CGSize {
        CGSize(
            width: oneThirdWidth(screenSize: screenSize, landscape: landscape),
            height: Double(screenSize.height) - slideOverHeightReduction
        )
    }
}
