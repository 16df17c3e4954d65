/// The heights of UIKit's standard bars (`UINavigationBar`, `UITabBar`) and where a tab bar
/// sits, by idiom, size class and OS version. PadKit pictures draw bars with these numbers.
///
/// - Navigation bar: 44 pt; 32 pt in compact height on iPhones whose portrait screen is
///   narrower than 414 pt (the Plus and Max phones keep 44). On iPad, 50 pt from iOS 12
///   (measured with Xcode 10 by Geoff Hackworth, "iPad Navigation Bar and Toolbar Height
///   Changes in iOS 12", 2018; apps built for iOS 11 keep 44). Large titles (52 pt more) are
///   not modelled.
/// - Tab bar: 49 pt; 32 pt in compact height on iPhone (iOS 11's compact tab bar); on iPad,
///   50 pt from iOS 12 (the same measurement).
/// - From iPadOS 18 a tab bar controller in a regular-width iPad window shows its tabs at the top
///   of the window, in the navigation bar's row, instead of at the bottom (WWDC24 session 10147,
///   "Elevate your tab and sidebar experience in iPadOS"); in compact width it stays at the bottom.
///
/// The bars' heights are added on top of the safe area (the status bar, the home indicator).
public enum BarMetrics {
    /// The iOS version from which iPad bars are 50 pt tall.
    public static let tallPadBarsIntroduced = OSVersion(12)
    /// The iOS version from which a regular-width iPad tab bar sits at the top.
    public static let padTabBarAtTop = OSVersion(18)

    /// The height of a navigation bar (without the status bar above it).
    public static func navigationBarHeight(idiom: UserInterfaceIdiom, verticalSizeClass: UserInterfaceSizeClass,
                                           portraitScreenWidth: Double, osVersion: OSVersion) -> Double {
        if idiom == .pad { return osVersion >= tallPadBarsIntroduced ? 50 : 44 }
        if verticalSizeClass == .compact && portraitScreenWidth < 414 { return 32 }
        return 44
    }

    /// The height of a tab bar (without the home indicator's inset below it).
    public static func tabBarHeight(idiom: UserInterfaceIdiom, verticalSizeClass: UserInterfaceSizeClass,
                                    osVersion: OSVersion) -> Double {
        if idiom == .pad { return osVersion >= tallPadBarsIntroduced ? 50 : 49 }
        return verticalSizeClass == .compact ? 32 : 49
    }

    /// Whether a tab bar controller with these traits shows its tabs at the top (iPadOS 18,
    /// regular width) rather than in a bar at the bottom.
    public static func tabBarIsAtTop(idiom: UserInterfaceIdiom, horizontalSizeClass: UserInterfaceSizeClass,
                                     osVersion: OSVersion) -> Bool {
        idiom == .pad && horizontalSizeClass == .regular && osVersion >= padTabBarAtTop
    }
}
