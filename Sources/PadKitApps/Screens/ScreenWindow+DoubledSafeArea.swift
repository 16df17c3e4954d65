import Foundation

extension ScreenWindow {
    /// The first Cocoa Touch plug-in whose as-designed frames show a notched iPhone's safe area
    /// twice as deep (Xcode 16's Interface Builder).
    static let doubledSafeAreaToolsVersion = 23721

    /// Whether Interface Builder lays `root` out with twice `device`'s safe-area insets, as
    /// Interface Builder 16 and later show a full-screen root view on an iPhone with a sensor
    /// housing.
    ///
    /// Read from the frames Interface Builder stored (not UIKit's behaviour: a running app gets
    /// the device's insets once, which every window other than the designed one keeps). In the
    /// files whose plug-in is 23721 or later, every full-screen root view on a notched iPhone
    /// whose views are pinned to the safe area has them at twice the device's insets: 118 = 2 x
    /// 59 at the top and 68 = 2 x 34 at the bottom on `retina6_12`, 96 on `retina6_1`, 150 =
    /// 2 x 48 + 54 below a navigation bar (15 root views in 7 apps: Go Map!!, NetNewsWire, VLC,
    /// Nextcloud Talk, Zotero, KeePassium, Home Assistant); the navigation controllers those
    /// versions saved store their bar at twice the status bar (y = 96 on `retina6_1`, 88 on
    /// `retina5_9`, 118 on `retina6_12`). A root view smaller than the screen (a sheet's card,
    /// a root view shrunk by opaque bars) keeps the single insets (3 root views of Go Map!!),
    /// and so does every file of an earlier plug-in (21207 to 23506: 32 full-screen root views
    /// of 10 apps) and every iPad (`docs/sources.md`, "near: Interface Builder 16's doubled
    /// safe area").
    static func doublesSafeArea(_ file: ScreenFile, device: DesignDevice, root: CGRect, window: ScreenWindow) -> Bool {
        guard file.toolsVersion >= doubledSafeAreaToolsVersion, !device.isPad,
            device.safeArea(orientation: "portrait", statusBarHidden: false).top > 24
        else { return false }
        return abs(root.width - window.size.width) < 0.5 && abs(root.height - window.size.height) < 0.5
    }
}
