import Foundation

/// The displays of the catalog's devices with more than one (``Device/displays``).
///
/// iPhone Duo's values are read off the Xcode 27.1 iPhone Duo simulator by developers; Apple
/// publishes no point sizes, scales or insets for it (`docs/sources.md` § iPhone Duo). Keys:
/// `DUOPROBE` (outer portrait bounds, scale and insets), `RETROCART` (outer landscape and inner
/// upside-down insets), `DUOKIT` (inner insets, the fold and the strip), `MELON` (inner sizes).
extension Display {
    /// iPhone Duo's outer display, used while the device is closed.
    ///
    /// The vertical bar's strip is 84 pt on the right in portrait and follows the camera when the
    /// device turns: right in `.landscapeLeft`, left in `.landscapeRight` (`RETROCART`: "the column
    /// moves with the hardware"); the home indicator is 34 pt and there is no top inset, as the
    /// status bar is in the strip. No Home button, so no upside-down portrait.
    public static let iPhoneDuoOuter = Display(
        id: .outer, screen: .iPhoneDuoOuter, diagonal: 5.4, postures: [.closed], sizeClasses: .compactWidthInEveryOrientation,
        supportedInterfaceOrientations: .allButUpsideDown, honoursSupportedOrientations: true,
        orientations: [
            DisplayOrientation(orientation: .portrait, insets: EdgeInsets(bottom: 34, right: 84), verticalBarSide: .right),
            DisplayOrientation(orientation: .landscapeLeft, insets: EdgeInsets(bottom: 34, right: 84), verticalBarSide: .right),
            DisplayOrientation(orientation: .landscapeRight, insets: EdgeInsets(left: 84, bottom: 34), verticalBarSide: .left),
        ],
        regions: [
            // "The outer front-facing camera is in the corner and is always visible" (HIG); measured
            // in portrait (`DUOPROBE`, `DUOKIT`), turned with the hardware in landscape
            // (**[UNCONFIRMED]**: no one published it there; the strip follows the camera, `RETROCART`).
            DisplayRegion(
                kind: .occlusion, identifier: "outerCamera", frame: CGRect(x: 399.667, y: 29.333, width: 37, height: 37),
                measuredIn: .portrait, rotatesWithHardware: true, activity: .always, provenance: .measured("DUOPROBE", "DUOKIT"))
        ],
        provenance: .measured("DUOPROBE", "RETROCART"))

    /// iPhone Duo's inner display, used while the device is partially or fully open.
    ///
    /// Regular in both size classes in every orientation; takes all four orientations and does not
    /// honour the app's (``honoursSupportedOrientations``). In landscape (the hinge vertical, the
    /// pose of a device opened as held) the strip stays on the right in both rotations ("in both
    /// landscape rotations the system keeps the strip and the status cluster on the right",
    /// `DUOKIT`); in portrait the bars stay horizontal and the status bar takes 82 pt at the top
    /// (`RETROCART`, `DUOKIT`). Split View of two apps side by side, "a fixed 50/50 split"
    /// (tech talk 111466 as summarised by developers; MacRumors, 11 September 2026), offered in
    /// landscape, each pane 469 pt wide as a Flutter package reports it (`DUOFOLD`):
    /// **[UNCONFIRMED]**, `docs/choices.md` § iPhone Duo.
    public static let iPhoneDuoInner = Display(
        id: .inner, screen: .iPhoneDuoInner, diagonal: 7.6, downsample: 1878.0 / 2007.0, postures: [.fullyOpen, .partiallyOpen],
        sizeClasses: .regularInEveryOrientation, supportedInterfaceOrientations: .all, honoursSupportedOrientations: false,
        orientations: [
            DisplayOrientation(orientation: .portrait, insets: EdgeInsets(top: 82, bottom: 34), verticalBarSide: nil),
            DisplayOrientation(orientation: .portraitUpsideDown, insets: EdgeInsets(top: 82, bottom: 34), verticalBarSide: nil),
            DisplayOrientation(orientation: .landscapeLeft, insets: EdgeInsets(bottom: 34, right: 84), verticalBarSide: .right),
            DisplayOrientation(orientation: .landscapeRight, insets: EdgeInsets(bottom: 34, right: 84), verticalBarSide: .right),
        ],
        splitViewPaneWidth: 469,
        regions: [
            // The fold: a 40-pt band, its 20-pt margins included, centred on the 951-pt axis
            // (455.5 to 495.5), across the display in either orientation (`DUOKIT`, `MELON`),
            // active only while partially open.
            DisplayRegion(
                kind: .division, identifier: "fold", frame: CGRect(x: 0, y: 455.5, width: 669, height: 40), measuredIn: .portrait,
                rotatesWithHardware: true, margins: 20, activity: .inPostures([.partiallyOpen]), provenance: .measured("DUOKIT", "MELON")),
            // The camera behind the display, "only present when the camera is active" (HIG): about
            // 58 x 37 pt, measured open in landscape only (`DUOCAM`), so not given in the other
            // orientations (**[UNCONFIRMED]**).
            DisplayRegion(
                kind: .occlusion, identifier: "innerCamera", frame: CGRect(x: 677.3, y: 21, width: 58, height: 37),
                measuredIn: .landscapeRight,
                rotatesWithHardware: false, activity: .whileCameraActive, provenance: .measured("DUOCAM")),
        ],
        provenance: .measured("DUOKIT", "RETROCART", "MELON"))
}
