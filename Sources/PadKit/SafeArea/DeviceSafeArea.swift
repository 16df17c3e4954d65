import Foundation

/// What the hardware and the system bars take from a full-screen window on one device model:
/// the status bar, the sensor housing (notch or Dynamic Island) and the home indicator.
///
/// Values are `UIWindow.safeAreaInsets` of a full-screen window, in points, as the runtime
/// reports them (`UIView.safeAreaInsets`: "The insets that you use to determine the safe area
/// for this view"):
/// - **iPad with a Home button**: the 20 pt status bar at the top in every orientation, nothing
///   at the bottom (swift-snapshot-testing's measured `iPadMini`, `iPad9_7`, `iPad10_2`,
///   `iPadPro10_5`, `iPadPro12_9` configurations: `top: 20`).
/// - **iPad without a Home button**: a 24 pt status bar and the 20 pt home indicator, in every
///   orientation (dimmmensions, iOS 16.2 simulators: iPad 10th generation, Air 5th generation,
///   mini 6th generation, Pro 11-inch 4th generation and Pro 12.9-inch 6th generation all
///   `top: 24, bottom: 20`; swift-snapshot-testing's `iPadPro11`).
/// - **iPhone with a Home button**: the 20 pt status bar in portrait; in landscape nothing,
///   because UIKit hides the status bar in a vertically compact environment (WWDC 2017 session
///   "Updating your app for iOS 11" / `prefersStatusBarHidden`: "the status bar is hidden in
///   compact height"; dimmmensions and swift-snapshot-testing measure `.zero` in landscape for
///   the SE 3rd generation, 8 and 8 Plus).
/// - **iPhone with a sensor housing**: the housing at the top in portrait and on *both* sides in
///   landscape (symmetric, whichever side the housing is on; WWDC 2017 "Designing for iPhone X"),
///   the home indicator at the bottom: 34 pt in portrait, 21 pt in landscape (dimmmensions on
///   every measured model; swift-snapshot-testing 1.19 records 24 pt for the landscape iPhone X
///   configurations, an iOS 11 value that later releases do not report).
public struct DeviceSafeArea: Sendable, Hashable {
    /// The top inset of a full-screen portrait window: the status bar, or the sensor housing,
    /// which contains it.
    public let top: Double
    /// Whether the top inset is a sensor housing (which moves to the sides in landscape) rather
    /// than a status bar.
    public let hasSensorHousing: Bool
    /// The home indicator's inset at the bottom in portrait (on iPad, in every orientation).
    public let homeIndicator: Double
    /// The home indicator's inset at the bottom in landscape.
    public let landscapeHomeIndicator: Double
    /// The top inset before ``topChangedIn``, where an OS release changed it (iPhone XR and 11:
    /// 44 pt through iOS 13, 48 pt from iOS 14).
    public let earlierTop: Double?
    /// The release that changed the top inset to ``top``.
    public let topChangedIn: OSVersion?
    /// The insets at the top and bottom of a full-screen **landscape** window from iOS 26
    /// (``OSRelease/landscapeStatusBar``), where the release changed them: `nil` where the
    /// landscape insets are those of every release (no status bar, ``landscapeHomeIndicator``).
    ///
    /// iOS 26 shows the status bar in landscape on the iPhones with the 62-pt and 68-pt sensor
    /// housings: the iPhone 17, 17 Pro and 17 Pro Max report `top: 20, left: 62, bottom: 20,
    /// right: 62` and the iPhone Air `top: 20, left: 68, bottom: 29, right: 68` (the presets of
    /// swift-snapshot-testing pull request 1046, from useyourloaf's "iPhone 17 Screen Sizes",
    /// iOS 26 simulators, and taken up by apps such as Passbolt's snapshot tests). The
    /// iPhone 16 Pro and 16 Pro Max, with the 17 Pro's housing and screen, are given the same
    /// values on iOS 26 (**[UNCONFIRMED]**: no source measured them on 26; on iOS 18 they report
    /// `top: 0, bottom: 21`). Older housings keep their landscape insets on 26: no source shows
    /// them changing (`docs/choices.md`).
    public let landscapeFrom26: (top: Double, bottom: Double)?
    /// Where the values come from.
    public let provenance: Provenance

    /// Makes the safe-area data of a model, for devices the catalog does not have yet.
    public init(
        top: Double, hasSensorHousing: Bool, homeIndicator: Double, landscapeHomeIndicator: Double,
        earlierTop: Double? = nil, topChangedIn: OSVersion? = nil, landscapeFrom26: (top: Double, bottom: Double)? = nil,
        provenance: Provenance
    ) {
        self.top = top
        self.hasSensorHousing = hasSensorHousing
        self.homeIndicator = homeIndicator
        self.landscapeHomeIndicator = landscapeHomeIndicator
        self.earlierTop = earlierTop
        self.topChangedIn = topChangedIn
        self.landscapeFrom26 = landscapeFrom26
        self.provenance = provenance
    }

    /// Equal when every value and the provenance are (``landscapeFrom26`` is a tuple, so the
    /// conformance is written out).
    public static func == (a: DeviceSafeArea, b: DeviceSafeArea) -> Bool {
        a.top == b.top && a.hasSensorHousing == b.hasSensorHousing && a.homeIndicator == b.homeIndicator
            && a.landscapeHomeIndicator == b.landscapeHomeIndicator && a.earlierTop == b.earlierTop && a.topChangedIn == b.topChangedIn
            && a.landscapeFrom26?.top == b.landscapeFrom26?.top && a.landscapeFrom26?.bottom == b.landscapeFrom26?.bottom
            && a.provenance == b.provenance
    }

    /// Hashes the values ``==`` compares (some of them).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(top)
        hasher.combine(homeIndicator)
        hasher.combine(landscapeHomeIndicator)
        hasher.combine(landscapeFrom26?.top)
        hasher.combine(landscapeFrom26?.bottom)
        hasher.combine(provenance)
    }

    /// The top inset (status bar or housing) on `os`.
    public func top(on os: OSVersion) -> Double {
        if let earlierTop, let topChangedIn, os < topChangedIn { return earlierTop }
        return top
    }

    /// The insets of a full-screen window of `family` in `orientation` on `os`.
    ///
    /// iPads keep the status bar on top and the home indicator at the bottom of the interface in
    /// every orientation; iPhones hide the status bar in landscape and move the housing to the
    /// sides.
    public func fullScreenInsets(family: DeviceFamily, orientation: InterfaceOrientation, os: OSVersion) -> EdgeInsets {
        guard family == .iPhone, orientation.isLandscape else {
            return EdgeInsets(top: portraitTop(family: family, os: os), bottom: homeIndicator(family: family, os: os))
        }
        let top = top(on: os)
        let side = hasSensorHousing ? top : 0
        if let landscapeFrom26, OSRelease.landscapeStatusBar.isIncluded(in: os) {
            return EdgeInsets(top: landscapeFrom26.top, left: side, bottom: landscapeFrom26.bottom, right: side)
        }
        return EdgeInsets(top: 0, left: side, bottom: landscapeHomeIndicator, right: side)
    }

    /// The top inset of a full-screen window on `os` for a device of `family`: the status bar or
    /// housing (``top(on:)``), and on an iPad without a Home button from iPadOS 26
    /// (``OSRelease/tallPadStatusBar``) the taller band that also holds the window controls
    /// (``tallPadStatusBar``).
    public func portraitTop(family: DeviceFamily, os: OSVersion) -> Double {
        let top = top(on: os)
        guard hasTallPadBand(family: family, os: os) else { return top }
        return max(top, Self.tallPadStatusBar)
    }

    /// The home indicator's inset at the bottom of a full-screen window on `os` (on iPad, in
    /// every orientation; on iPhone, in portrait): ``homeIndicator``, and on an iPad without a
    /// Home button from iPadOS 26 ``tallPadHomeIndicator``.
    public func homeIndicator(family: DeviceFamily, os: OSVersion) -> Double {
        hasTallPadBand(family: family, os: os) ? max(homeIndicator, Self.tallPadHomeIndicator) : homeIndicator
    }

    /// Whether `os` gives this iPad iPadOS 26's taller top and bottom insets: an iPad without a
    /// Home button (it has a home indicator) on iPadOS 26 or later.
    func hasTallPadBand(family: DeviceFamily, os: OSVersion) -> Bool {
        family == .iPad && homeIndicator > 0 && OSRelease.tallPadStatusBar.isIncluded(in: os)
    }

    /// The top inset of an iPad without a Home button from iPadOS 26: **32 pt** (24 pt through
    /// 18).
    ///
    /// Measured on an iPad Pro 13-inch (M5) simulator on iPadOS 26.2, a plain full-screen window
    /// in portrait: `SafeAreaInsets(top: 32, bottom: 25)`, "where the top inset includes the window
    /// controls area" (a device-preset file of a snapshot-testing library, `IPAD26-PROBE`). Two
    /// more sightings on 26: a native-versus-design review of iPad Pro 11-inch captures, "iPadOS
    /// 26 status bar 32 pt", and a windowed compatibility canvas on 26.2 with "a 32pt top inset
    /// containing" the controls (`OpenZCine#91`); Flutter's engine bounds such status bars at
    /// "<=32pt" on iOS 26+ (flutter/flutter pull request 186028). 26.0 and 26.1, and every Face ID
    /// iPad but the 13-inch (M5), are derived from the 26.2 probe.
    ///
    /// **[UNCONFIRMED]** by setting: the probe names none, and its "window controls area" points to
    /// Windowed Apps; no one measured Full Screen Apps on 26.x, where the ≤18 value, 24, may hold.
    /// PadKit answers 32 in every setting (a measured value over an unmeasured one,
    /// `docs/choices.md`); a team's `--measurements` file replaces it per window.
    public static let tallPadStatusBar: Double = 32

    /// The home indicator's inset of an iPad without a Home button from iPadOS 26: **25 pt** (20 pt
    /// through 18), from the same 26.2 probe as ``tallPadStatusBar`` (its only measurement: the
    /// 13-inch (M5); the other Face ID iPads are derived).
    public static let tallPadHomeIndicator: Double = 25

    /// The hardware class of a device no one measured (an app's own ``Device``): the values
    /// every catalog device of its family and Home-button kind shares, with the sensor housing of
    /// the first notched iPhones (44 pt).
    public static func hardwareClass(of device: Device) -> DeviceSafeArea {
        hardwareClass(family: device.family, hasHomeButton: device.hasHomeButton)
    }

    /// The hardware class of a device of `family` with or without a Home button: the values every
    /// measured model of that kind shares.
    public static func hardwareClass(family: DeviceFamily, hasHomeButton: Bool) -> DeviceSafeArea {
        let rule = Provenance.derived("safe-area-hardware-class")
        switch (family, hasHomeButton) {
        case (.iPad, true): return .padWithHomeButton(rule)
        case (.iPad, false): return .padWithoutHomeButton(rule)
        case (.iPhone, true): return .phoneWithHomeButton(rule)
        case (.iPhone, false): return .phoneWithHousing(44, rule)
        }
    }

    static func padWithHomeButton(_ provenance: Provenance) -> DeviceSafeArea {
        DeviceSafeArea(top: 20, hasSensorHousing: false, homeIndicator: 0, landscapeHomeIndicator: 0, provenance: provenance)
    }

    static func padWithoutHomeButton(_ provenance: Provenance) -> DeviceSafeArea {
        DeviceSafeArea(top: 24, hasSensorHousing: false, homeIndicator: 20, landscapeHomeIndicator: 20, provenance: provenance)
    }

    static func phoneWithHomeButton(_ provenance: Provenance) -> DeviceSafeArea {
        DeviceSafeArea(top: 20, hasSensorHousing: false, homeIndicator: 0, landscapeHomeIndicator: 0, provenance: provenance)
    }

    static func phoneWithHousing(
        _ housing: Double, _ provenance: Provenance, earlier: Double? = nil, changedIn: OSVersion? = nil,
        landscapeFrom26: (top: Double, bottom: Double)? = nil
    ) -> DeviceSafeArea {
        DeviceSafeArea(
            top: housing, hasSensorHousing: true, homeIndicator: 34, landscapeHomeIndicator: 21,
            earlierTop: earlier, topChangedIn: changedIn, landscapeFrom26: landscapeFrom26, provenance: provenance)
    }
}
