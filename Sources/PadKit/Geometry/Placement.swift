import Foundation

/// Where an app runs: a device, an interface orientation and a window mode.
///
/// A placement is validated when it is made, so every `Placement` has a window that can exist;
/// its ``window`` gives the size and provenance.
public struct Placement: Sendable, Hashable, CustomStringConvertible {
    /// The device (set outside `init` only by ``ResolvedWindow/launchIdentity``).
    public internal(set) var device: Device
    /// The interface orientation.
    public let orientation: InterfaceOrientation
    /// The window mode.
    public let mode: WindowMode
    /// The window's size and where it comes from.
    public internal(set) var window: WindowGeometry
    /// A measured safe area that replaces the derived one (``Measurements``); `nil` otherwise.
    public private(set) var measuredSafeArea: SafeArea?
    /// Whether an iPhone-only app runs in this iPad window as a resizable iPhone app (iPadOS 27,
    /// ``OSRelease/resizableIPhoneApps``): the window is the iPad's, the traits an
    /// iPhone's (``traitCollection(rule:appearance:)``). `false` for every other placement.
    public private(set) var hostsIPhoneApp = false
    /// Whether the app in this window lays out in iPadOS 26's compatibility design
    /// (``WindowControls/usesCompatibilityDesign(build:osVersion:)``):
    /// where the window shows its controls, its top safe area grows to
    /// ``WindowControls/compatibilityBandHeight`` and its layout regions see no controls.
    /// `false` unless ``hostingCompatibilityDesign()`` made it.
    public private(set) var hostsCompatibilityDesign = false
    /// Whether the app in this window was built before the SDK that lays bars out vertically
    /// (``OSRelease/verticalBars``) on a display that has the vertical bar's strip: the window
    /// stops short of the status bar and cameras and the bars stay horizontal
    /// (``keepingHorizontalBars()``). `false` for every other placement.
    public private(set) var keepsHorizontalBars = false
    /// The window-control style the app asks for (``WindowingControlStyle``): `.minimal` takes a
    /// strip at the top of a window that shows the controls (``safeArea(os:)``).
    public private(set) var windowingControlStyle = WindowingControlStyle.automatic
    /// The app's status bar (``StatusBarAppearance``): hidden, it takes the status bar's top inset
    /// away (``safeArea(os:)``).
    public private(set) var statusBar = StatusBarAppearance.shown

    /// Makes a placement and resolves its window.
    ///
    /// - Throws: ``PlacementError`` when the orientation is unknown or the hardware cannot take it
    ///   (upside down on an iPhone without a Home button), the device has no such mode
    ///   (Split View or Slide Over on iPhone, 1/2 in portrait), or a free-form window is not
    ///   positive or larger than the screen in that orientation.
    public init(device: Device, orientation: InterfaceOrientation, mode: WindowMode) throws {
        // Resolve before assigning anything, so a throw leaves nothing half-initialised.
        let window = try Self.resolveWindow(device: device, orientation: orientation, mode: mode)
        self.device = device
        self.orientation = orientation
        self.mode = mode
        self.window = window
        self.measuredSafeArea = nil
    }

    /// This placement changed by `change`: how every `hosting…` and `replacing…` below makes its
    /// copy, so a new property is one line here and one where it is set.
    private func with(_ change: (inout Placement) -> Void) -> Placement {
        var copy = self
        change(&copy)
        return copy
    }

    /// This placement with a measured window (and safe area, when given): what ``Measurements``
    /// gives where a team measured the placement.
    public func replacing(window: WindowGeometry, safeArea: SafeArea?) -> Placement {
        with {
            $0.window = window
            $0.measuredSafeArea = safeArea ?? measuredSafeArea
        }
    }

    /// This window with an app in iPadOS 26's compatibility design in it (``hostsCompatibilityDesign``);
    /// an iPhone's placement is returned as it is.
    public func hostingCompatibilityDesign() -> Placement {
        guard device.family == .iPad else { return self }
        return with { $0.hostsCompatibilityDesign = true }
    }

    /// This placement for an app that asks for `style` (``WindowingControlStyle``); on iPhone the
    /// style means nothing and the placement is unchanged.
    public func hostingWindowingControlStyle(_ style: WindowingControlStyle) -> Placement {
        guard device.family == .iPad else { return self }
        return with { $0.windowingControlStyle = style }
    }

    /// This placement for an app whose status bar is `statusBar` (``StatusBarAppearance``).
    public func hostingStatusBar(_ statusBar: StatusBarAppearance) -> Placement {
        with { $0.statusBar = statusBar }
    }

    /// This window with an app built before the iOS 27.1 SDK in it, on a display with the
    /// vertical bar's strip (``keepsHorizontalBars``): "When you build with Xcode 26 and earlier,
    /// your app doesn't extend under the status bar and camera" ("Preparing your app for iPhone
    /// Duo"). The window gives up the strip's band on its side (or, where the status bar is at the
    /// top, the top band): 80 pt, as a 27.0-SDK build measured 669 x 871 on the inner display,
    /// "80 pt less than the full ... 951", beside a black column (`RETROCART`; rule
    /// `pre-vertical-bar-sdk-window`, **[UNCONFIRMED]** on the sides no one measured). A placement
    /// whose display has no strip, or that is not full screen, is returned as it is.
    public func keepingHorizontalBars() -> Placement {
        guard !keepsHorizontalBars, case .full = mode.kind, let facts = device.display?.facts(in: orientation) else { return self }
        let band = Self.preVerticalBarSDKBand
        var size = window.size
        if facts.verticalBarSide != nil { size.width -= band } else { size.height -= band }
        return with {
            $0.window = WindowGeometry(size: size, provenance: .derived("pre-vertical-bar-sdk-window", from: ["RETROCART"]))
            $0.keepsHorizontalBars = true
        }
    }

    /// The band an app built before the iOS 27.1 SDK gives up on iPhone Duo: 80 pt (`RETROCART`).
    public static let preVerticalBarSDKBand: Double = 80

    /// `other` hosting what this placement hosts (an iPhone app, the compatibility design, its
    /// window-control style and status bar, the horizontal bars of an older SDK): the app stays
    /// what it is when its window changes.
    public func carryingApp(to other: Placement) -> Placement {
        let carried = other.with {
            $0.hostsIPhoneApp = hostsIPhoneApp && other.canHostIPhoneApp
            $0.hostsCompatibilityDesign = hostsCompatibilityDesign && other.device.family == .iPad
            $0.windowingControlStyle = other.device.family == .iPad ? windowingControlStyle : .automatic
            $0.statusBar = statusBar
            $0.keepsHorizontalBars = false
        }
        return keepsHorizontalBars ? carried.keepingHorizontalBars() : carried
    }

    /// This iPad window with an iPhone-only app in it, as iPadOS 27 runs one
    /// (``OSRelease/resizableIPhoneApps``); an iPhone's placement or a
    /// compatibility-mode window is returned as it is.
    public func hostingIPhoneApp() -> Placement {
        guard canHostIPhoneApp else { return self }
        return with { $0.hostsIPhoneApp = true }
    }

    /// Whether ``hostingIPhoneApp()`` marks this placement.
    private var canHostIPhoneApp: Bool { device.family == .iPad && !mode.isIPhoneCompatibility }

    /// Whether the window is landscape-oriented (the interface orientation, not the window's
    /// aspect: a 1/3 pane in landscape is taller than wide).
    public var isLandscape: Bool { orientation.isLandscape }

    /// The screen bounds in this orientation.
    public var screenSize: CGSize { device.screen.size(in: orientation) }

    /// The fixed modes a device offers in an orientation: full screen only on iPhone; on iPad the
    /// Split View shares (no 1/2 in portrait) and Slide Over as well; on a display with Split View
    /// of two apps (iPhone Duo's inner display) the half share in landscape.
    public static func fixedModes(for device: Device, orientation: InterfaceOrientation) -> [WindowMode] {
        if device.display?.splitViewPaneWidth != nil, orientation.isLandscape { return [.full, .half] }
        guard device.family == .iPad else { return [.full] }
        return WindowMode.fixedModes.filter { $0 != .half || orientation.isLandscape }
    }

    /// An iPhone-only app's window on `device` (compatibility mode, ``CompatibilityMode``): the
    /// iPhone screen iPadOS `osVersion` emulates, in `orientation`, with the `.phone` idiom
    /// (``traitCollection(rule:appearance:)``). Where it sits on the iPad's screen is
    /// ``CompatibilityMode/frameOnScreen(of:)``.
    ///
    /// - Throws: ``PlacementError`` for an iPhone (which runs iPhone apps natively) or an
    ///   orientation the hardware cannot take.
    public static func compatibilityMode(device: Device, orientation: InterfaceOrientation, osVersion: OSVersion) throws -> Placement {
        try Placement(device: device, orientation: orientation, mode: .iPhoneCompatibility(osVersion: osVersion))
    }

    /// Every fixed placement of `device` in portrait and landscape, in matrix order: on a device
    /// with several displays, on each display in each posture (``Device/poses``).
    public static func fixedPlacements(for device: Device) -> [Placement] {
        device.poses.flatMap { pose in
            [InterfaceOrientation.portrait, .landscapeRight].flatMap { orientation in
                fixedModes(for: pose, orientation: orientation).compactMap { mode in
                    try? Placement(device: pose, orientation: orientation, mode: mode)
                }
            }
        }
    }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String {
        """
        \(device.id)\(device.pose.map { " " + $0 } ?? "") \(isLandscape ? "landscape" : "portrait") \
        \(mode)\(hostsIPhoneApp ? " (iPhone app)" : "")\(hostsCompatibilityDesign ? " (compatibility design)" : "")
        """
    }

    // MARK: Resolution

    private static func resolveWindow(device: Device, orientation: InterfaceOrientation, mode: WindowMode) throws -> WindowGeometry {
        guard orientation != .unknown else { throw PlacementError.unknownOrientation(device: device.id) }
        guard device.supportedInterfaceOrientations.contains(orientation) else {
            throw PlacementError.orientationUnsupported(device: device.id, orientation: orientation)
        }
        let screen = device.screen
        let screenSize = screen.size(in: orientation)
        let landscape = orientation.isLandscape

        func unavailable(_ reason: String) -> PlacementError {
            .modeUnavailable(mode: mode.id, device: device.id, orientation: orientation, reason: reason)
        }
        let iPadOnly = "iPhone apps always run full screen; Split View and Slide Over are iPad features"
        switch mode.kind {
        case .full:
            return WindowGeometry(size: screenSize, provenance: screen.provenance)
        case .freeform(let requested):
            return try validateFreeform(requested, device: device, orientation: orientation, screenSize: screenSize)
        case .fullScreenCompatibility:
            guard device.family == .iPad else {
                throw unavailable("iPhone apps always run full screen; the full-screen compatibility window is iPadOS 26's")
            }
            // The scene keeps the screen's size; the system scales it to the window on screen.
            return WindowGeometry(size: screenSize, provenance: screen.provenance)
        case .iPhoneCompatibility(let osVersion):
            guard device.family == .iPad else {
                throw unavailable("an iPhone runs iPhone apps natively; compatibility mode is for iPhone-only apps on iPad")
            }
            let emulated = CompatibilityMode.emulatedScreen(on: device, osVersion: osVersion)
            let size = landscape ? CGSize(width: emulated.size.height, height: emulated.size.width) : emulated.size
            return WindowGeometry(size: size, provenance: emulated.provenance)
        case .tile(let tile):
            guard device.family == .iPad else { throw unavailable(iPadOnly) }
            guard tile.isOffered(landscape: landscape) else {
                throw unavailable("thirds are landscape tiles; in portrait iPadOS tiles in halves")
            }
            return WindowGeometry(size: WindowTiling.size(of: tile, screenSize: screenSize), provenance: .derived(WindowTiling.rule))
        case .resizableSlideOver:
            guard device.family == .iPad else { throw unavailable(iPadOnly) }
            return WindowGeometry(
                size: SplitViewGeometry.slideOverSize(screenSize: screenSize, landscape: landscape),
                provenance: .derived("slide-over-window-rule"))
        case .smallestWindow:
            guard device.family == .iPad else { throw unavailable(iPadOnly) }
            return WindowGeometry(size: FreeformWindow.minimumSize, provenance: .derived(FreeformWindow.rule))
        case .slideOver:
            guard device.family == .iPad else { throw unavailable(iPadOnly) }
            let ruled = SplitViewGeometry.slideOverSize(screenSize: screenSize, landscape: landscape)
            guard let measured = screen.measurement(for: mode, landscape: landscape) else {
                return WindowGeometry(size: ruled, provenance: .derived("slide-over-rule"))
            }
            if let height = measured.height {
                return WindowGeometry(
                    size: CGSize(width: measured.width, height: height),
                    provenance: measuredProvenance(measured, device: device))
            }
            return WindowGeometry(
                size: CGSize(width: measured.width, height: ruled.height),
                provenance: .derived("slide-over-height-rule", from: measured.sources))
        case .splitViewShare(let share) where device.display != nil:
            return try splitViewPane(share, on: device, orientation: orientation, screenSize: screenSize)
        case .splitViewShare(let share):
            guard device.family == .iPad else { throw unavailable(iPadOnly) }
            if share == .half && !landscape { throw unavailable("portrait Split View has only 2/3 and 1/3 shares") }
            let height = Double(screenSize.height)
            if let measured = screen.measurement(for: mode, landscape: landscape) {
                return WindowGeometry(
                    size: CGSize(width: measured.width, height: height), provenance: measuredProvenance(measured, device: device))
            }
            let width: Double
            switch share {
            case .twoThirds: width = SplitViewGeometry.twoThirdsWidth(screenSize: screenSize, landscape: landscape)
            case .half: width = SplitViewGeometry.halfWidth(screenSize: screenSize)
            case .oneThird: width = SplitViewGeometry.oneThirdWidth(screenSize: screenSize, landscape: landscape)
            }
            return WindowGeometry(size: CGSize(width: width, height: height), provenance: .derived("split-view-rule"))
        }
    }

    /// A Split View pane on a display of a device with several (iPhone Duo's inner display): "two
    /// apps can be placed in a side-by-side layout" (tech talk 111464, 2:59), "a fixed 50/50
    /// split", so only the half share, in landscape, as wide as ``Display/splitViewPaneWidth``
    /// (rule `duo-split-view-pane`, **[UNCONFIRMED]**: `docs/choices.md` § iPhone Duo).
    private static func splitViewPane(
        _ share: WindowMode.SplitViewShare, on device: Device, orientation: InterfaceOrientation, screenSize: CGSize
    ) throws -> WindowGeometry {
        let mode = WindowMode(kind: .splitViewShare(share))
        func unavailable(_ reason: String) -> PlacementError {
            .modeUnavailable(mode: mode.id, device: device.id, orientation: orientation, reason: reason)
        }
        guard let display = device.display, let width = display.splitViewPaneWidth else {
            throw unavailable(
                "Split View of two apps is on the inner display only; the \(device.display?.id.rawValue ?? "") display has none")
        }
        guard share == .half else { throw unavailable("Split View on \(device.name) is a fixed 50/50 split (half only)") }
        guard orientation.isLandscape else {
            throw unavailable("Split View on \(device.name) places the two apps side by side in landscape")
        }
        return WindowGeometry(
            size: CGSize(width: width, height: screenSize.height), provenance: .derived("duo-split-view-pane", from: ["DUOFOLD"]))
    }

    /// A window measured on `device`'s screen: measured on this model, or on another with the same screen.
    private static func measuredProvenance(_ window: MeasuredWindow, device: Device) -> Provenance {
        let screen = device.screen
        if screen.measuredOn.isEmpty || screen.measuredOn.contains(device.id) {
            return Provenance(kind: .measured, sources: window.sources, rule: nil)
        }
        return .sameScreen(as: screen.measuredOn[0], from: window.sources)
    }

    private static func validateFreeform(
        _ size: CGSize, device: Device, orientation: InterfaceOrientation, screenSize: CGSize
    ) throws -> WindowGeometry {
        let width = Double(size.width), height = Double(size.height)
        func impossible(_ reason: String) -> PlacementError {
            .impossibleWindow(
                width: width, height: height, device: device.id,
                screenWidth: Double(screenSize.width), screenHeight: Double(screenSize.height),
                orientation: orientation, reason: reason)
        }
        guard device.family == .iPad else {
            throw PlacementError.modeUnavailable(
                mode: "window", device: device.id, orientation: orientation,
                reason: "iPhone apps always run full screen; resizable windows are an iPad and Mac feature")
        }
        guard width.isFinite, height.isFinite else { throw impossible("sizes must be finite numbers") }
        guard width > 0, height > 0 else { throw impossible("width and height must be positive") }
        let minimum = FreeformWindow.minimumSize
        guard width >= Double(minimum.width), height >= Double(minimum.height) else {
            throw impossible(
                """
                a free-form window is at least \(NumberText.points(Double(minimum.width)))x\(NumberText.points(Double(minimum.height))) \
                pt (FreeformWindow.minimumSize)
                """
            )
        }
        guard width <= Double(screenSize.width), height <= Double(screenSize.height) else {
            throw impossible("a window cannot be larger than the screen")
        }
        return WindowGeometry(size: size, provenance: .given)
    }
}

extension Placement {
    /// This placement after the user rotates the device to `orientation`.
    ///
    /// The window mode is kept, except that portrait has no 1/2 share: a landscape half window
    /// becomes the portrait 2/3 pane, the share nearest its width on every measured iPad
    /// (9.7": 507 -> 438 rather than 320; 12.9": 678 -> 639 rather than 375). Which app iPadOS
    /// gives the wider portrait pane is **[UNCONFIRMED]**; no source measured it. A free-form
    /// window keeps its size, clamped to the rotated screen.
    public func rotated(to orientation: InterfaceOrientation) throws -> Placement {
        let mode = self.mode.rotated(to: orientation, on: device)
        return carryingApp(to: try Placement(device: device, orientation: orientation, mode: mode))
    }

    /// The same device and orientation in another window `mode`, still hosting an iPhone app if
    /// this one does (the app stays what it is when its window changes).
    ///
    /// - Throws: ``PlacementError`` as ``init(device:orientation:mode:)`` does.
    public func changing(mode: WindowMode) throws -> Placement {
        return carryingApp(to: try Placement(device: device, orientation: orientation, mode: mode))
    }
}
