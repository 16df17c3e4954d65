import Foundation

/// iPadOS 26's window controls: close, minimize and the tiling menu, three buttons in the top
/// leading corner of a window that is not full screen ("Elevate the design of your iPad app" and
/// "Make your UIKit app more flexible", WWDC25). Navigation bars and toolbars make room for them
/// by themselves; other views ask for the corner's region (UIKit's `UIView.LayoutRegion` with a
/// corner adaptation, SwiftUI's `containerCornerInsets`). They do not add to the safe area
/// (``Placement/safeArea(os:)``).
public enum WindowControls {
    /// The first release with window controls.
    public static let firstRelease = OSVersion(26)

    /// The corner region the controls cover, in points. **[UNMEASURED]**: Apple gives no number;
    /// PadKit takes three 12-pt buttons 8 pt apart with 14-pt margins (about what the WWDC25
    /// sessions' screenshots show) and draws that region. docs/choices.md says how to change it.
    public static let regionSize = CGSize(width: 80, height: 36)

    /// Whether a window in `placement` on `osVersion` has the controls: an iPadOS 26 window (a
    /// tile, a free-form window, the smallest window, the resizable Slide Over, the full-screen
    /// compatibility window), never a
    /// full-screen app, a classic Split View share or an iPhone app's compatibility window.
    public static func shown(in placement: Placement, osVersion: OSVersion) -> Bool {
        guard osVersion >= firstRelease, placement.device.family == .iPad else { return false }
        let mode = placement.mode
        return mode.tile != nil || mode.freeformSize != nil || mode == .windowMinimum || mode.isResizableSlideOver
            || mode == .fullScreenCompatibility
    }
}
