import Foundation

extension Placement {
    /// The window's safe-area insets on the newest OS PadKit models (``OSVersion/latest``):
    /// `UIWindow.safeAreaInsets` for this device, orientation and window mode.
    public var safeAreaInsets: EdgeInsets { safeArea.insets }

    /// The window's safe area on ``OSVersion/latest``, with its provenance.
    public var safeArea: SafeArea { safeArea(os: .latest) }

    /// The window's safe area on `os`, with its provenance: a measured one (``measuredSafeArea``)
    /// when the placement carries it, else:
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
    /// - **Free-form windows and tiles** (Stage Manager, iPadOS 26): a window the size of the
    ///   screen gets the full-screen insets; a smaller one gets none (rule
    ///   `freeform-window-safe-area`). iPadOS 26's window controls are not part of
    ///   `safeAreaInsets`: developers measuring windowed apps report "The controls do not contribute
    ///   to the safe area" (tauri-apps/tauri#15521), "iPadOS reports no left inset there but still
    ///   draws the control" (OpenDraft#66), and a top inset of 0 in a window (OpenZCine PR 91,
    ///   iPadOS 26.2 simulator); UIKit reports the controls through `UIView.LayoutRegion` with
    ///   corner adaptation. No measurement of a smaller native window reporting the display's
    ///   insets was found (`docs/choices.md`).
    /// - **The compatibility design** (``hostsCompatibilityDesign``: an app built before the
    ///   iOS 26 SDK, or with `UIDesignRequiresCompatibility`): in a window that shows the controls,
    ///   the top inset is at least ``WindowControls/compatibilityBandHeight``, the band the
    ///   controls sit in (rule `compatibility-top-band`).
    /// - **The minimal window-control style** (``WindowingControlStyle/minimal``): in a window that
    ///   shows the controls, the top inset is at least ``WindowControls/minimalStripHeight``, the
    ///   strip the controls take above the content (rule `minimal-window-controls`).
    /// - **The scaled full-screen compatibility window** (``WindowMode/fullScreenCompatibility``,
    ///   ``FullScreenCompatibility``): the full screen's insets with the same 32-pt top band. It
    ///   is where the band was measured: an app with `UIRequiresFullScreen` and fixed
    ///   orientations, windowed on an iPadOS 26.2 simulator, "runs it as a scaled full-screen
    ///   compatibility canvas" whose `scene.screen.bounds == scene.bounds`, and "UIStatusBarHidden=false
    ///   yields a 32pt top inset containing" the controls (OpenZCine PR 91; with the status bar
    ///   hidden the top inset is 0, which PadKit does not model).
    public func safeArea(os: OSVersion) -> SafeArea {
        if let measuredSafeArea { return measuredSafeArea }
        let derived = statusBarApplied(to: derivedSafeArea(os: os), os: os)
        if windowingControlStyle == .minimal, WindowControls.shown(in: self, osVersion: os),
            !WindowControls.hiddenFromLayoutRegions(in: self)
        {
            var insets = derived.insets
            insets.top = max(insets.top, WindowControls.minimalStripHeight)
            return SafeArea(insets: insets, provenance: .derived("minimal-window-controls", from: ["tattoo#457"]))
        }
        guard hostsCompatibilityDesign, WindowControls.shown(in: self, osVersion: os) else { return derived }
        var insets = derived.insets
        insets.top = max(insets.top, statusBarTop(WindowControls.compatibilityBandHeight, os: os))
        return SafeArea(insets: insets, provenance: .derived("compatibility-top-band", from: ["OpenZCine#91"]))
    }

    /// The safe area every app gets, before the compatibility band.
    private func derivedSafeArea(os: OSVersion) -> SafeArea {
        if let display = device.display { return displaySafeArea(display) }
        let data = DeviceSafeArea.of(device)
        let full = data.fullScreenInsets(family: device.family, orientation: orientation, os: os)
        switch mode.kind {
        case .full:
            return SafeArea(insets: full, provenance: fullScreenProvenance(data, os: os))
        case .splitViewShare:
            let provenance: Provenance =
                data.provenance.sources.contains("SST") && data.provenance.kind == .measured
                ? .measured("SST", "SST#205")
                : .derived("split-view-safe-area", from: data.provenance.sources)
            return SafeArea(insets: full, provenance: provenance)
        case .iPhoneCompatibility:
            // The emulated 4.7-inch (or 3.5-inch) iPhone's status bar: cropped on the iPad's
            // screen, but the app still lays out around it (its navigation bar ends 64 pt down,
            // hacknicity, "How iPhone-only Apps Appear on iPad"); an iPhone hides the status bar
            // in landscape (compact height).
            let top = orientation.isLandscape ? 0 : CompatibilityMode.croppedStatusBarHeight
            return SafeArea(insets: EdgeInsets(top: top), provenance: .measured("hacknicity-iphone-only-apps-on-ipad"))
        case .slideOver, .resizableSlideOver:
            return SafeArea(
                insets: EdgeInsets(bottom: data.homeIndicator(family: device.family, os: os)), provenance: .derived("slide-over-safe-area"))
        case .fullScreenCompatibility:
            // The scaled canvas of an app that opts out of multitasking, measured on an iPadOS
            // 26.2 simulator (OpenZCine#91): with the status bar shown its top inset is 32 pt,
            // a band that holds the window controls; the scene is the screen's size.
            var insets = full
            insets.top = max(full.top, WindowControls.compatibilityBandHeight)
            return SafeArea(insets: insets, provenance: .derived("compatibility-top-band", from: ["OpenZCine#91"]))
        case .tile, .freeform, .smallestWindow:
            // A window the size of the screen has the screen's insets; a smaller one has none
            // (``freeform-window-safe-area``).
            if window.size == screenSize {
                return SafeArea(insets: full, provenance: .derived("freeform-window-safe-area", from: data.provenance.sources))
            }
            return SafeArea(insets: .zero, provenance: .derived("freeform-window-safe-area"))
        }
    }

    /// Where a full-screen window's insets come from: the device's measurements, or from iPadOS 26
    /// on an iPad without a Home button the 26.2 probe behind ``DeviceSafeArea/tallPadStatusBar``
    /// (rule `ipados-26-pad-insets`).
    private func fullScreenProvenance(_ data: DeviceSafeArea, os: OSVersion) -> Provenance {
        guard data.hasTallPadBand(family: device.family, os: os) else { return data.provenance }
        return .derived("ipados-26-pad-insets", from: ["IPAD26-PROBE"])
    }

    /// `safeArea` with the app's status bar applied to its top (``StatusBarAppearance``); the same
    /// value when the status bar changes nothing.
    private func statusBarApplied(to safeArea: SafeArea, os: OSVersion) -> SafeArea {
        let top = statusBarTop(safeArea.insets.top, os: os)
        guard top != safeArea.insets.top else { return safeArea }
        var insets = safeArea.insets
        insets.top = top
        return SafeArea(insets: insets, provenance: .derived("status-bar-hidden", from: ["flutter#175520", "firefox-ios#29549"]))
    }

    /// A top inset of `top` (a status bar's, or a band holding it) as the app's status bar leaves it.
    private func statusBarTop(_ top: Double, os: OSVersion) -> Double {
        let housing = device.family == .iPhone && DeviceSafeArea.of(device).hasSensorHousing && !mode.isIPhoneCompatibility
        return statusBar.top(top, hasSensorHousing: housing, os: os)
    }

    /// The safe area of a window on a display of a device with several (iPhone Duo):
    ///
    /// - **Full screen**: the display's row for the orientation (``DisplayOrientation/insets``):
    ///   the vertical bar's strip on its side, the home indicator, and in the inner display's
    ///   portrait the status bar at the top.
    /// - **A Split View pane**: the strip on the pane's outer edge ("each one places controls along
    ///   its outer edge", HIG; PadKit's pane is the left one) and the home indicator (rule
    ///   `duo-split-view-safe-area`, **[UNCONFIRMED]**: no one measured a pane's insets).
    /// - **An app built before the 27.1 SDK** (``keepsHorizontalBars``): its window stops short of
    ///   the strip, so only the home indicator (rule `pre-vertical-bar-sdk-window`,
    ///   **[UNCONFIRMED]**).
    private func displaySafeArea(_ display: Display) -> SafeArea {
        let home = display.facts(in: orientation)?.insets.bottom ?? 0
        if keepsHorizontalBars {
            return SafeArea(insets: EdgeInsets(bottom: home), provenance: .derived("pre-vertical-bar-sdk-window", from: ["RETROCART"]))
        }
        if case .splitViewShare = mode.kind {
            return SafeArea(
                insets: EdgeInsets(left: VerticalBars.stripWidth(on: display), bottom: home),
                provenance: .derived("duo-split-view-safe-area", from: display.provenance.sources))
        }
        return SafeArea(insets: display.facts(in: orientation)?.insets ?? EdgeInsets(), provenance: display.provenance)
    }
}
