import Foundation

extension ResolvedWindow {
    /// This window as a launch of the twin sees it, to key launches on (`padkit matrix` launches an
    /// app once per distinct `launchIdentity`: on each device's newest release, the 427 fixed
    /// placements of the 81 devices are 126 distinct windows, because many models share a screen).
    ///
    /// It is this resolved window, compared whole (``ResolvedWindow`` is `Hashable` over its
    /// context, placement, setting and measurement), with only what no launch reads set to one
    /// value. So a field added to the resolved window, its context, its placement, its device or
    /// the device's screen or housing separates launches until it is named here, which costs
    /// reuse, never a wrong answer. Set to one value:
    /// - the device's identity: its id, name, diagonal and the OS releases it runs (the launch's
    ///   OS is the context's);
    /// - the display scale, colour gamut and 3D Touch capability: they reach the twin only as
    ///   traits (`displayScale`, `displayGamut`, `forceTouchCapability`) that neither the twin's
    ///   containers, nor an app description (which varies only by size class), nor any inspection
    ///   reads. `MatrixReuseTests` compares every sample's inspections with and without reuse in
    ///   every placement, so a sample that starts reading one of them fails there first;
    /// - where values come from (provenance, a screen's note): the numbers are compared, not their sources;
    /// - the sensor housing's values on other OS releases: its insets on this window's OS are
    ///   kept (two models whose housings differ only before iOS 14 share a launch on iOS 13);
    /// - the screen's measured windows: they size the windows the device resolves, and a launch
    ///   does not move its window; this window's own size is compared (measured or not);
    /// - the team's measurement table, of which a launch reads only this window's own row
    ///   (``measured``, compared whole).
    public var launchIdentity: ResolvedWindow {
        let device = context.device.launchIdentity(on: osVersion)
        var placement = placement
        placement.device = device
        placement.window = WindowGeometry(size: placement.window.size, provenance: .given)
        let context = WindowContext(
            device: device, orientation: context.orientation, mode: context.mode, osVersion: context.osVersion,
            multitasking: context.multitasking, app: context.app, measurements: nil, offering: context.offering)
        return ResolvedWindow(context: context, placement: placement, setting: setting, measured: measured)
    }
}

extension Device {
    /// The device as ``ResolvedWindow/launchIdentity`` compares it on `os`: what a launch reads
    /// (family, screen size, Home button, housing on `os`, displays and posture), the rest set to one value.
    func launchIdentity(on os: OSVersion) -> Device {
        let housing = DeviceSafeArea(
            top: safeArea.top(on: os), hasSensorHousing: safeArea.hasSensorHousing, homeIndicator: safeArea.homeIndicator,
            landscapeHomeIndicator: safeArea.landscapeHomeIndicator,
            landscapeFrom26: OSRelease.landscapeStatusBar.isIncluded(in: os) ? safeArea.landscapeFrom26 : nil, provenance: .given)
        let screen = Screen(launchIdentityOf: screen)
        let device = Device(
            id: "", name: "", family: family, screen: screen, diagonal: 0, hasHomeButton: hasHomeButton, displayGamut: .unspecified,
            osSupport: nil, safeArea: housing, displays: displays)
        // A device with several displays keeps the display and posture the window is on (and that display's screen).
        guard let display, let posture else { return device }
        return (try? device.on(display.id, posture: posture)) ?? device
    }
}

extension Screen {
    /// `screen` as ``Device/launchIdentity(on:)`` compares it: its size, the rest set to one
    /// value. Made directly rather than through ``init(width:height:scale:provenance:note:measuredWindows:measuredOn:)``,
    /// which writes the id's text: `padkit matrix` makes one for every placement.
    init(launchIdentityOf screen: Screen) {
        id = ""
        portraitSize = screen.portraitSize
        scale = 1
        provenance = .given
        note = nil
        measuredWindows = []
        measuredOn = []
    }
}
