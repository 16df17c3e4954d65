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
        splitViewPaneWidth: 469, provenance: .measured("DUOKIT", "RETROCART", "MELON"))
}
