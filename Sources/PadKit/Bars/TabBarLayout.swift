/// Where a `UITabBarController` shows its tabs, and what that adds to the selected child's safe
/// area: a bar at the bottom, iPadOS 18's floating bar at the top, or the sidebar.
///
/// iPadOS 18 moved the tab bar of a regular-width iPad window to the top: "In iPadOS, the tab bar
/// floats over your content at the top ... because the tab bar shares space with the navigation
/// bar, it places your tabs closer to your app's other controls" ("Elevating your iPad app with a
/// tab bar and sidebar"). UIKit decides it from the tab bar controller's horizontal size class
/// alone: `-[_UITabContainerView canShowFloatingUI]` is `horizontalSizeClass == Regular`, and a
/// compact-width iPad window falls back to the bottom bar (UIKitCore as decompiled in public
/// reverse-engineering notes; Apollo-Reborn pull request 557 relies on the same check). iPhone
/// keeps its bottom bar in every mode ("On iPhone ... the platform's regular tab bar").
///
/// What the child gets (`-[_UITabContainerView edgeInsetsForChildViewController:]`):
/// - floating bar: its fitting height, 50 pt, at the top (`_floatingTabBarFittingHeight`; 64 pt
///   where UIKit extends the navigation bar for it, which PadKit does not model), unless the
///   child overlays the bar: a child whose navigation bar hosts the tab bar ("shares space with
///   the navigation bar") and a split view controller (`_shouldOverlayTabBar` returns YES) get no
///   inset from it;
/// - sidebar: with `Sidebar.Layout.automatic`, which "On iOS ... resolves to `overlap`", the
///   sidebar overlaps the child, which keeps its frame and gets the sidebar's width as its leading
///   inset ("Anchor the view's content to the `layoutMarginsGuide` or `safeAreaLayoutGuide` to
///   avoid being occluded by the sidebar"); the width is 320 pt until the user resizes it
///   (`_currentSidebarWidth`); the floating bar is hidden while the sidebar shows
///   (`isShowingFloatingTabBar` is false then);
/// - bottom bar: ``SystemBarMetrics/tabBarHeight(idiom:verticalSizeClass:os:build:)`` at the bottom.
public enum TabBarLayout: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A bar at the bottom (iPhone, compact-width iPad windows, iPadOS 17 and earlier).
    case bottom
    /// iPadOS 18's floating bar at the top, in the navigation bar's row.
    case topFloating
    /// The `.tabSidebar` mode's sidebar, at the leading edge.
    case sidebar

    /// The floating bar's contribution to a child's top inset (`_floatingTabBarFittingHeight`).
    public static let floatingTabBarInset = 50.0
    /// The sidebar's width until the user resizes it (`_currentSidebarWidth`).
    public static let sidebarWidth = 320.0

    /// Where the tabs are.
    ///
    /// - Parameters:
    ///   - idiom: the tab bar controller's idiom; only `.pad` floats the bar or shows a sidebar.
    ///   - horizontalSizeClass: the tab bar controller's; compact width keeps the bottom bar.
    ///   - os: the OS the app runs on.
    ///   - build: what the app is built with; the floating bar needs the iOS 18 SDK (``AppBuild``).
    ///   - mode: `UITabBarController.mode`.
    ///   - hasTabGroups: whether the tabs contain a `UITabGroup` (for `.automatic`).
    ///   - sidebarIsHidden: `sidebar.isHidden`; a hidden sidebar leaves the floating bar.
    public static func resolve(
        idiom: UserInterfaceIdiom, horizontalSizeClass: UserInterfaceSizeClass, os: OSVersion, build: AppBuild = .unknown,
        mode: TabBarControllerMode = .automatic, hasTabGroups: Bool = false, sidebarIsHidden: Bool = false
    ) -> TabBarLayout {
        guard idiom == .pad, horizontalSizeClass == .regular, OSRelease.floatingTabBar.applies(on: os, build: build) else { return .bottom }
        if mode.resolved(hasTabGroups: hasTabGroups) == .tabSidebar && !sidebarIsHidden { return .sidebar }
        return .topFloating
    }

    /// The insets the tab bar (or sidebar) adds to the selected child's safe area.
    ///
    /// - Parameters:
    ///   - bottomBarHeight: the bottom bar's height (``SystemBarMetrics``), used by `.bottom`.
    ///   - childOverlaysTabBar: whether the child hosts the floating bar in its own navigation
    ///     bar or is a split view controller (`_shouldOverlayTabBar`).
    ///   - layoutDirection: the sidebar is on the leading edge.
    public func childInsets(
        bottomBarHeight: Double, childOverlaysTabBar: Bool, layoutDirection: TraitEnvironmentLayoutDirection
    ) -> EdgeInsets {
        switch self {
        case .bottom: return EdgeInsets(bottom: bottomBarHeight)
        case .topFloating: return childOverlaysTabBar ? .zero : EdgeInsets(top: Self.floatingTabBarInset)
        case .sidebar:
            return layoutDirection == .rightToLeft ? EdgeInsets(right: Self.sidebarWidth) : EdgeInsets(left: Self.sidebarWidth)
        }
    }

    /// The name PadKit writes.
    /// Whether a tab bar controller in `mode` can show its sidebar in this layout, shown or
    /// hidden (`UITabBarController.Sidebar.isAvailable`, iOS 27): `.tabSidebar` mode anywhere but
    /// the bottom bar.
    public func isSidebarAvailable(mode: TabBarControllerMode, hasTabGroups: Bool = false) -> Bool {
        self != .bottom && mode.resolved(hasTabGroups: hasTabGroups) == .tabSidebar
    }

    public var description: String { rawValue }
}
