import Foundation
import PadKit

extension ScreenWindow {
    /// The first Cocoa Touch plug-in whose as-designed frames show a notched iPhone's safe area
    /// twice as deep (Xcode 16's Interface Builder).
    static let doubledSafeAreaToolsVersion = 23721

    /// Whether Interface Builder lays `root` out with twice `device`'s safe-area insets, as
    /// Interface Builder 16 and later show a full-screen root view on an iPhone with a sensor
    /// housing in portrait (in landscape, ``interfaceBuilder16SafeArea(_:device:root:window:)``).
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

    /// The safe area Interface Builder 16 and later show `root` with on a notched iPhone, `nil`
    /// where they show the device's insets as UIKit gives them.
    ///
    /// The canvas keeps the portrait screen's status bar and home indicator areas (the sensor
    /// housing's top inset and the home indicator's bottom one) in either orientation and adds
    /// the orientation's own insets to them: a full-screen root view gets their sum on each edge,
    /// which in portrait is twice the device's insets (``doublesSafeArea(_:device:root:window:)``)
    /// and in landscape the portrait top and bottom plus the landscape sides and bottom. A root
    /// view smaller than the screen gets the deeper of the two on each edge: the single insets in
    /// portrait, the portrait top with the landscape sides in landscape.
    ///
    /// Read from xDrip4iOS's landscape storyboard on `retina6_0` (plug-in 24405), whose device
    /// insets are 47 at the top and 34 at the bottom in portrait, 47 on each side and 21 at the
    /// bottom in landscape: its full-screen root without bars has its views pinned to a safe area
    /// of 47 on top, 47 on each side and 55 = 34 + 21 at the bottom; the 11 roots below a
    /// navigation bar at 101 = 47 + 54 on top (its navigation controllers store their bar at
    /// y = 47) and 47 at the sides; its two 320 x 600 free-form roots at 47 on top and 47 at the
    /// sides (`docs/sources.md`, "round 16, control"). Doubling the landscape insets (94 at the
    /// sides, nothing on top), as PadKit did before, put every one of them 47 pt off.
    static func interfaceBuilder16SafeArea(_ file: ScreenFile, device: DesignDevice, root: CGRect, window: ScreenWindow) -> EdgeInsets? {
        guard file.toolsVersion >= doubledSafeAreaToolsVersion, !device.isPad,
            device.safeArea(orientation: "portrait", statusBarHidden: false).top > 24
        else { return nil }
        let own = window.safeArea
        let fullScreen = doublesSafeArea(file, device: device, root: root, window: window)
        guard window.orientation == "landscape" else {
            return fullScreen ? EdgeInsets(top: 2 * own.top, left: 2 * own.left, bottom: 2 * own.bottom, right: 2 * own.right) : nil
        }
        let portrait = device.safeArea(orientation: "portrait", statusBarHidden: false, toolsVersion: file.toolsVersion)
        if fullScreen {
            return EdgeInsets(
                top: own.top + portrait.top, left: own.left + portrait.left, bottom: own.bottom + portrait.bottom,
                right: own.right + portrait.right)
        }
        return EdgeInsets(
            top: max(own.top, portrait.top), left: max(own.left, portrait.left), bottom: max(own.bottom, portrait.bottom),
            right: max(own.right, portrait.right))
    }
}
