import Foundation

/// How an iPhone-only app (`UIDeviceFamily` = `[1]`) runs on an iPad: compatibility mode.
///
/// The app "thinks it is running on an iPhone": UIKit gives it an iPhone-sized screen and
/// window, the `.phone` idiom and iPhone size classes, and the system shows that screen centred
/// on the iPad, enlarged by a whole-number factor so nothing blurs (Geoff Hackworth, "How
/// iPhone-only Apps Appear on iPad", 2019, measured in the simulators of each iPad and iOS
/// version). By iOS version:
/// - iOS 9 to 11: a 3.5-inch iPhone 4s screen, 320 x 480 pt, on every iPad except the 12.9-inch
///   iPad Pro, whose larger screen shows a 4.7-inch iPhone, 375 x 667 pt (the 10.5-inch iPad Pro
///   went back to 320 x 480: 2x 375 x 667 does not fit it);
/// - iOS 12 and later: a 4.7-inch iPhone, 375 x 667 pt, on every iPad, for apps with a launch
///   storyboard (the same article; apps that still use launch images keep 320 x 480, which
///   ``legacyLaunchImageScreen`` gives). That later iPadOS versions (13 to 26) keep 375 x 667 is
///   **[UNCONFIRMED]**: no later measurement was found, and no change was reported. iPadOS 16
///   Stage Manager and iPadOS 26 windows show the app as a window of that fixed aspect ratio
///   (slatepad.org, "iPadOS 26 iPhone apps", 2025: "locked to an iPhone aspect ratio"), so the
///   app's own window keeps the same size.
/// - iPadOS 27: no compatibility window. An iPhone-only app runs in the iPad's own windows (full
///   screen, the tiles, Slide Over, free-form windows) and resizes with them, with the `.phone`
///   idiom and a horizontal size class that stays compact at every width
///   (``OSRelease/resizableIPhoneApps``, ``resizableIPhoneAppSizeClasses``).
/// - The app's status bar (20 pt) is cropped on screen, but the app still lays out around it.
///
/// The display scale is 2 (every iPad is @2x, and the emulated iPhones are @2x devices).
public enum CompatibilityMode {
    /// The window id used in JSON and on the command line.
    public static let modeID = "iphone_compatibility"

    /// The 4.7-inch iPhone (iPhone 6/7/8/SE 2nd generation) screen.
    public static let fourPointSevenInchScreen = CGSize(width: 375, height: 667)
    /// The 3.5-inch iPhone 4s screen apps with launch images (or iOS 9 to 11) get.
    public static let legacyLaunchImageScreen = CGSize(width: 320, height: 480)
    /// The status bar the app believes it has, cropped on the iPad's screen.
    public static let croppedStatusBarHeight = 20.0
    /// The largest whole-number enlargement the system uses.
    public static let maximumZoom = 2

    /// The size classes a resizable iPhone app has in every iPad window on iPadOS 27: compact width
    /// ("no matter how the window size changed, it always remained compact", the same article;
    /// size-class observers are not called on a resize, only `viewWillTransition(to:with:)`, forum
    /// thread 836088) and regular height, an iPhone's in portrait. The height is
    /// **[UNCONFIRMED]**: neither source gives it; docs/choices.md says how to change it.
    public static let resizableIPhoneAppSizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) = (
        .compact, .regular
    )

    /// Whether an iPhone-only app on an iPad running `osVersion` gets the iPad's resizable windows
    /// rather than the compatibility-mode window (``emulatedScreen(on:osVersion:)``): from iPadOS
    /// 27, ``OSRelease/resizableIPhoneApps`` ("iPhone-only apps running on iPad will also enter a
    /// resizable environment", Fatbobman, "From Size Class to Available Space", 2026, tried in the
    /// iOS 27 simulators; Apple Developer Forums thread 836088, "Horizontal Size Classes on iPhone
    /// in iOS 27").
    public static func runsResizable(osVersion: OSVersion) -> Bool { OSRelease.resizableIPhoneApps.isIncluded(in: osVersion) }

    /// The portrait size of the iPhone screen the app sees on `device` running `osVersion`, with
    /// its source.
    public static func emulatedScreen(on device: Device, osVersion: OSVersion) -> (size: CGSize, provenance: Provenance) {
        if osVersion.major > OSRelease.fourPointSevenInchCompatibilityScreen.version.major {
            // Measured up to iOS 12; later versions follow the same rule, unmeasured.
            return (fourPointSevenInchScreen, .derived("iphone-compatibility-rule", from: ["hacknicity-iphone-only-apps-on-ipad"]))
        }
        if OSRelease.fourPointSevenInchCompatibilityScreen.isIncluded(in: osVersion) {
            return (fourPointSevenInchScreen, .measured("hacknicity-iphone-only-apps-on-ipad"))
        }
        if device.screen.portraitSize.width >= 1024 {
            return (fourPointSevenInchScreen, .measured("hacknicity-iphone-only-apps-on-ipad"))
        }
        return (legacyLaunchImageScreen, .measured("hacknicity-iphone-only-apps-on-ipad"))
    }

    /// How many times the system enlarges the emulated screen: the largest whole number, at most
    /// ``maximumZoom``, at which the visible part (the screen minus the cropped status bar) fits
    /// the iPad screen in that orientation.
    public static func zoom(emulatedSize: CGSize, screenSize: CGSize) -> Int {
        let visible = CGSize(width: emulatedSize.width, height: emulatedSize.height - croppedStatusBarHeight)
        for factor in stride(from: maximumZoom, to: 1, by: -1)
        where visible.width * CGFloat(factor) <= screenSize.width && visible.height * CGFloat(factor) <= screenSize.height {
            return factor
        }
        return 1
    }

    /// Where the app's visible screen sits on the iPad's screen, in iPad points: centred, enlarged
    /// by ``zoom(emulatedSize:screenSize:)``, without the status bar cropped in portrait (in
    /// landscape an iPhone hides the status bar, compact height).
    public static func frameOnScreen(of placement: Placement) -> CGRect? {
        guard placement.mode.id == modeID else { return nil }
        let screen = placement.screenSize
        let size = placement.window.size
        let factor = CGFloat(
            zoom(
                emulatedSize: CGSize(width: min(size.width, size.height), height: max(size.width, size.height)),
                screenSize: CGSize(width: min(screen.width, screen.height), height: max(screen.width, screen.height))))
        let visible =
            placement.isLandscape
            ? CGSize(width: size.width * factor, height: size.height * factor)
            : CGSize(width: size.width * factor, height: (size.height - croppedStatusBarHeight) * factor)
        return CGRect(
            x: (screen.width - visible.width) / 2, y: (screen.height - visible.height) / 2, width: visible.width, height: visible.height)
    }
}
