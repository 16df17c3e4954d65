/// The heights of the bars UIKit's containers lay over their children, which add to the
/// children's safe area (`UINavigationController` and `UITabBarController` "extend the safe area
/// of their child view controllers to account for" their bars, "Positioning content relative to
/// the safe area").
///
/// Heights exclude the status bar and home indicator, which are the window's insets. They depend
/// on the OS and on what the app is built with (``AppBuild``), because UIKit gave each change to
/// apps built with the new SDK only (`docs/sources.md` § Bar heights):
///
/// | bar | iPhone, regular height | iPhone, compact height | iPad |
/// | --- | --- | --- | --- |
/// | navigation, classic design | 44 | 32 | 44; 50 from iOS 12 with the iOS 12 SDK |
/// | navigation, iOS 26 design | 54 | 32 **[UNCONFIRMED]** | 54 **[UNCONFIRMED]** |
/// | tab bar (at the bottom), classic | 49 | 32 | 49; 50 from iOS 12 with the iOS 12 SDK |
/// | tab bar (at the bottom), iOS 26 design | 49 | 32 **[UNCONFIRMED]** | 50 **[UNCONFIRMED]** |
///
/// - Classic heights: 44/32 and 49/32 on iPhone (iOS 8's compact-height bars, iOS 11's compact
///   tab bar); iOS 12's 50 pt iPad bars measured as a 74 pt top on Home-button-less iPads (24 + 50)
///   and 70 pt on Home-button iPads (20 + 50); an app built with the iOS 11 SDK keeps 44 pt bars on
///   iOS 12 (Hackworth's measurements, ``AppBuild``).
/// - iOS 26 design (``InterfaceDesign/liquidGlass``): the iPhone navigation bar is 54 pt, measured
///   by developers on iOS 26 ("ios26 高度不是44了，变成54了", GKNavigationBarSwift issue 47, whose
///   maintainer adopted 54; ZXNavigationBar issue 60). The iPhone tab bar still adds 49 pt: "a
///   runtime probe ... reports `safeAreaInsets.bottom = 83` on an iPhone 17: 34pt home indicator
///   plus a 49pt bar" (code-payments/code-ios-app pull request 640). The iPad navigation bar's 54
///   and the compact-height bars' 32 come from one library's table (GKNavigationBarSwift 1.7.3)
///   and are unmeasured; the iPad bottom tab bar keeps 50. `docs/choices.md` § Bar heights says
///   how to change them.
///
/// Where the tab bar is (at the bottom, floating at the top on iPad, or a sidebar) is
/// ``TabBarLayout``'s answer; these heights are those of the bar at the bottom.
public struct SystemBarMetrics: Sendable, Hashable {
    /// The iPhone navigation bar in regular height with the classic design.
    public static let phoneNavigationBarHeight = 44.0
    /// The iPhone navigation bar in regular height with the iOS 26 design.
    public static let phoneLiquidGlassNavigationBarHeight = 54.0
    /// The iPad navigation bar with the iOS 26 design (**[UNCONFIRMED]**).
    public static let padLiquidGlassNavigationBarHeight = 54.0
    /// Any iPhone bar in compact height (**[UNCONFIRMED]** for the iOS 26 design, kept at 32).
    public static let compactHeightBarHeight = 32.0
    /// The large-title row a navigation bar adds below itself when it shows a large title at rest
    /// (``LargeTitleDisplayMode``): **52 pt** on every release that has large titles (iOS 11).
    /// Measured with the iOS 26 design on an iPhone 17 (iOS 26.4 simulator): "the bar is 106 at
    /// rest (54 plus a 52-pt large-title row at 116–168) and 54 once collapsed" (Maui.Spine issue
    /// 377); with the classic design the iPhone's expanded bar is 96 (44 + 52; zelez-lab/dija's
    /// navigation-bar notes, CosmicMind/Material issue 1235). The iPad's rows (102 classic, 106 with
    /// the iOS 26 design) are derived: **[UNCONFIRMED]**. Large titles are not shown in compact
    /// height.
    public static let largeTitleRowHeight = 52.0
    /// The navigation bar of a controller shown in a sheet card (a page or form sheet that is not
    /// full screen), counted from the card's top edge: **56 pt** with the classic design and
    /// **70 pt** with the iOS 26 design, whose 54-pt bar starts 16 pt below the card's edge.
    /// Measured on an iPhone 17 with an iOS 26.4 simulator: "Sheet (`.large()` detent, grabber):
    /// the sheet's top edge is at 62, the bar at 78 (16 below the edge), height 54, content inset 70
    /// in the sheet" (Maui.Spine issue 377); GKNavigationBarSwift's `navBarHeightNonFullScreen()`
    /// returns `isLiquidGlass() ? 70 : 56`, and ZXNavigationBar issue 14 reports 56 in a presented
    /// controller with the classic design. **[UNCONFIRMED]** on iPad (the same library's figure).
    public static func sheetNavigationBarHeight(design: InterfaceDesign) -> Double {
        design == .liquidGlass ? 70 : 56
    }

    /// The metrics UIKit uses by default.
    public init() {}

    /// The navigation bar's height (without a large title or a prompt) for an app built as
    /// `build` on `os`.
    public func navigationBarHeight(
        idiom: UserInterfaceIdiom, verticalSizeClass: UserInterfaceSizeClass, os: OSVersion, build: AppBuild = .unknown
    ) -> Double {
        let design = InterfaceDesign.resolved(os: os, build: build)
        if idiom == .pad {
            if design == .liquidGlass { return Self.padLiquidGlassNavigationBarHeight }
            return hasTallPadBars(os: os, build: build) ? 50 : 44
        }
        if verticalSizeClass == .compact { return Self.compactHeightBarHeight }
        return design == .liquidGlass ? Self.phoneLiquidGlassNavigationBarHeight : Self.phoneNavigationBarHeight
    }

    /// The height of a tab bar at the bottom of the screen for an app built as `build` on `os`.
    public func tabBarHeight(
        idiom: UserInterfaceIdiom, verticalSizeClass: UserInterfaceSizeClass, os: OSVersion, build: AppBuild = .unknown
    ) -> Double {
        if idiom == .pad { return hasTallPadBars(os: os, build: build) ? 50 : 49 }
        return verticalSizeClass == .compact ? Self.compactHeightBarHeight : 49
    }

    /// Whether iPad bars are iOS 12's 50 pt: on iOS 12 or later, built with the iOS 12 SDK or later.
    private func hasTallPadBars(os: OSVersion, build: AppBuild) -> Bool {
        OSRelease.tallPadBars.applies(on: os, build: build)
    }

    /// The metrics UIKit uses.
    public static let standard = SystemBarMetrics()
}
