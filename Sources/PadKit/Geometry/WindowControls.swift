import Foundation

/// iPadOS 26's window controls: close, minimize and the tiling menu, three buttons in the top
/// leading corner of a window that is not full screen ("Elevate the design of your iPad app" and
/// "Make your UIKit app more flexible", WWDC25). Navigation bars and toolbars make room for them
/// by themselves; other views ask for the corner's region (UIKit's `UIView.LayoutRegion` with a
/// corner adaptation, SwiftUI's `containerCornerInsets`). They do not add to the safe area
/// (``Placement/safeArea(os:)``).
public enum WindowControls {
    /// The corner region the controls cover, in points. **[UNMEASURED]**: Apple gives no number;
    /// PadKit takes three 12-pt buttons 8 pt apart with 14-pt margins (about what the WWDC25
    /// sessions' screenshots show) and draws that region. docs/choices.md says how to change it.
    public static let regionSize = CGSize(width: 80, height: 36)

    /// The strip the controls take at the top of a window whose app asks for the minimal style
    /// (``WindowingControlStyle/minimal``): **[UNCONFIRMED]** the region's height, 36 pt. A field
    /// report says `.minimal` "reserves a compact strip for the controls above" the content
    /// (NTUT-NPC/tattoo pull request 457) without a number.
    ///
    /// Developers who keep content clear of the controls in the default style reserve **40 pt**
    /// from the window's top (iebb/mithka's `iPadWindowControlsTopInset = 40`; OpenZCine pull
    /// request 91 "floors the top inset to 40pt on iPad + iOS 26"), measured from the window's edge
    /// in floating windows whose own top inset is about 10 pt ("~10pt in floating windows while the
    /// controls need ~40pt", iebb/mithka pull request 68). That is a clearance (margin, controls and
    /// a gap), not the controls' height, so ``regionSize`` keeps 36 (`docs/choices.md`).
    public static let minimalStripHeight: Double = regionSize.height

    /// Whether a window in `placement` on `osVersion` has the controls: an iPadOS 26 window (a
    /// tile, a free-form window, the smallest window, the resizable Slide Over, the full-screen
    /// compatibility window), never a
    /// full-screen app, a classic Split View share or an iPhone app's compatibility window.
    public static func shown(in placement: Placement, osVersion: OSVersion) -> Bool {
        guard OSRelease.windowControls.isIncluded(in: osVersion), placement.device.family == .iPad else { return false }
        switch placement.mode.kind {
        case .tile, .freeform, .smallestWindow, .resizableSlideOver, .fullScreenCompatibility: return true
        case .full, .splitViewShare, .slideOver, .iPhoneCompatibility: return false
        }
    }

    /// The controls' region in the window's coordinates (its top-leading corner, ``regionSize``)
    /// when the window shows them and the app sees them through layout regions, else `nil`: no
    /// controls (``shown(in:osVersion:)``), or an app in the compatibility design
    /// (``Placement/hostsCompatibilityDesign``), whose controls sit in the taller top safe area
    /// instead (``compatibilityBandHeight``) and are invisible to its layout regions.
    ///
    /// - Parameter rightToLeft: the controls sit in the top-*leading* corner, the right one for a
    ///   right-to-left interface.
    public static func frame(in placement: Placement, osVersion: OSVersion, rightToLeft: Bool = false) -> CGRect? {
        guard shown(in: placement, osVersion: osVersion), !hiddenFromLayoutRegions(in: placement) else { return nil }
        let x = rightToLeft ? placement.window.size.width - regionSize.width : 0
        return CGRect(origin: CGPoint(x: x, y: 0), size: regionSize)
    }

    /// Whether the app in `placement`'s window cannot see the controls through its layout
    /// regions: an app in the compatibility design (``Placement/hostsCompatibilityDesign``), whose
    /// controls sit in the taller top safe area (``compatibilityBandHeight``), and every app in
    /// iPadOS 26's scaled full-screen compatibility window (``WindowMode/fullScreenCompatibility``),
    /// whose scene keeps the screen's size and "cannot even detect that it is windowed": its layout
    /// regions report no controls (OpenZCine pull request 91, iPadOS 26.2 simulator).
    public static func hiddenFromLayoutRegions(in placement: Placement) -> Bool {
        placement.hostsCompatibilityDesign || placement.mode == .fullScreenCompatibility
    }

    /// The top safe-area inset of a window with controls whose app runs in the compatibility
    /// design: **32 pt**, a band the controls sit in. Measured on an iPadOS 26.2 simulator: a
    /// windowed app in a compatibility canvas with the status bar shown "yields a 32pt top inset
    /// containing" the controls, while its layout regions see no controls (OpenZCine pull request
    /// 91). WWDC25 "Make your UIKit app more flexible" and "Elevate the design of your iPad app"
    /// describe the taller top safe area without a number. `--measurements` replaces it.
    public static let compatibilityBandHeight: Double = 32

    /// Whether an app lays out in iPadOS 26's **compatibility design** (the window controls get
    /// the taller top safe area, ``compatibilityBandHeight``) rather than with layout regions:
    /// built with an SDK older than iOS 26, or with the iOS 26 SDK and `UIDesignRequiresCompatibility`
    /// set. The iOS 27 SDK ignores the key (Apple Developer Forums thread 832710), so an app
    /// built with it never is. An unknown SDK (`nil`, an app description without `"sdk"`) counts as
    /// the SDK of the OS the app runs on, which has layout regions: PadKit's answers for apps that
    /// say nothing stay those of a current app (`docs/choices.md`). The design itself is
    /// ``InterfaceDesign``'s answer, which the bar heights follow too.
    public static func usesCompatibilityDesign(build: AppBuild, osVersion: OSVersion) -> Bool {
        OSRelease.windowControls.isIncluded(in: osVersion) && InterfaceDesign.resolved(os: osVersion, build: build) == .classic
    }
}
