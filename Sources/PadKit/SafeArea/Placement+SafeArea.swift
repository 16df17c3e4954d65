import Foundation

extension Placement {
    /// The window's safe-area insets on the newest OS PadKit models (``OSVersion/latest``):
    /// `UIWindow.safeAreaInsets` for this device, orientation and window mode.
    public var safeAreaInsets: EdgeInsets { safeArea.insets }

    /// The window's safe area on ``OSVersion/latest``, with its provenance.
    public var safeArea: SafeArea { safeArea(os: .latest) }

    /// The window's safe area on `os`, with its provenance.
    ///
    /// - **Full screen**: the device's status bar, sensor housing and home indicator
    ///   (``DeviceSafeArea``).
    /// - **Split View**: the same as full screen. Both panes span the screen's height, so each
    ///   window has the status bar above it and the home indicator below it, and neither reaches
    ///   a side housing (swift-snapshot-testing's Split View presets, measured in SST#205, give
    ///   every share of the 10.5" and 11" the full-screen insets: `top: 20` and
    ///   `top: 24, bottom: 20`).
    /// - **Slide Over**: the window floats below the status bar (it is 20 pt lower than the
    ///   screen's top, HACK-2018), so its top inset is 0; the home indicator of a Home-button-less
    ///   iPad stays below it, as the grabber that switches Slide Over apps is drawn there
    ///   (**[UNCONFIRMED]**: no source measured a Slide Over safe area; rule
    ///   `slide-over-safe-area`).
    /// - **Free-form windows** (Stage Manager, iPadOS 26): a window the size of the screen gets
    ///   the full-screen insets; a smaller one floats clear of the status bar and home indicator
    ///   and gets none (**[UNCONFIRMED]**, rule `freeform-window-safe-area`). iPadOS 26's window
    ///   controls are not part of `safeAreaInsets`; UIKit reports them through
    ///   `UIView.LayoutRegion` with corner adaptation.
    public func safeArea(os: OSVersion) -> SafeArea {
        let data = DeviceSafeArea.of(device)
        let full = data.fullScreenInsets(family: device.family, orientation: orientation, os: os)
        if mode == .full { return SafeArea(insets: full, provenance: data.provenance) }
        if mode.isSplitViewShare {
            let provenance: Provenance = data.provenance.sources.contains("SST") && data.provenance.kind == .measured
                ? .measured("SST", "SST#205")
                : .derived("split-view-safe-area", from: data.provenance.sources)
            return SafeArea(insets: full, provenance: provenance)
        }
        if mode.isIPhoneCompatibility {
            // The emulated 4.7-inch (or 3.5-inch) iPhone's status bar: cropped on the iPad's
            // screen, but the app still lays out around it (its navigation bar ends 64 pt down,
            // hacknicity, "How iPhone-only Apps Appear on iPad"); an iPhone hides the status bar
            // in landscape (compact height).
            let top = orientation.isLandscape ? 0 : CompatibilityMode.croppedStatusBarHeight
            return SafeArea(insets: EdgeInsets(top: top), provenance: .measured("hacknicity-iphone-only-apps-on-ipad"))
        }
        if mode.isSlideOver {
            return SafeArea(insets: EdgeInsets(bottom: data.homeIndicator), provenance: .derived("slide-over-safe-area"))
        }
        if window.size == screenSize {
            return SafeArea(insets: full, provenance: .derived("freeform-window-safe-area", from: data.provenance.sources))
        }
        return SafeArea(insets: .zero, provenance: .derived("freeform-window-safe-area"))
    }
}
