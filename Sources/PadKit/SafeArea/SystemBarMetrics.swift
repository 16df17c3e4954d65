/// The heights of the bars UIKit's containers lay over their children, which add to the
/// children's safe area (`UINavigationController` and `UITabBarController` "extend the safe area
/// of their child view controllers to account for" their bars, "Positioning content relative to
/// the safe area").
///
/// Heights exclude the status bar and home indicator, which are the window's insets:
/// - navigation bar: 44 pt on iPhone in regular height, 32 pt on iPhone in compact height
///   (landscape), 44 pt on iPad through iOS 11 and 50 pt from iOS 12 (iOS 12 made iPad bars
///   taller; measured as a 74 pt top on Home-button-less iPads, 24 + 50, and 70 pt on
///   Home-button iPads, 20 + 50);
/// - tab bar: 49 pt on iPhone in regular height, 32 pt in compact height (iOS 11's compact tab
///   bar), 49 pt on iPad through iOS 11 and 50 pt from iOS 12.
///
/// iPadOS 18 moves a regular-width tab bar to the top of the screen as a floating bar over the
/// navigation bar; PadKit keeps it at the bottom with the iOS 12–17 height (**[UNCONFIRMED]**
/// floating height; the floating bar's contribution to the safe area is not modelled).
public struct SystemBarMetrics: Sendable, Hashable {
    /// The release that made iPad navigation and tab bars 50 pt tall.
    public static let tallPadBars = OSVersion(12)

    /// The metrics UIKit uses by default.
    public init() {}

    /// The navigation bar's height (without a large title or a prompt).
    public func navigationBarHeight(idiom: UserInterfaceIdiom, verticalSizeClass: UserInterfaceSizeClass, os: OSVersion = .latest) -> Double {
        if idiom == .pad { return os >= Self.tallPadBars ? 50 : 44 }
        return verticalSizeClass == .compact ? 32 : 44
    }

    /// The tab bar's height.
    public func tabBarHeight(idiom: UserInterfaceIdiom, verticalSizeClass: UserInterfaceSizeClass, os: OSVersion = .latest) -> Double {
        if idiom == .pad { return os >= Self.tallPadBars ? 50 : 49 }
        return verticalSizeClass == .compact ? 32 : 49
    }

    /// The metrics UIKit uses.
    public static let standard = SystemBarMetrics()
}
