import PadKit

/// A tab bar of controllers, shaped like `UITabBarController`. Only the selected controller's view
/// is in the hierarchy; the others catch up on traits when selected.
open class TabBarController: ViewController {
    /// Asked before and told after a selection (`UITabBarControllerDelegate`).
    public weak var delegate: TabBarControllerDelegate?

    private var selected = 0

    /// `mode` (`UITabBarController.Mode`, iOS 18): whether the tabs may show as a sidebar on
    /// iPad. Default `.automatic`, which resolves to `.tabBar` here (the twin's tabs have no
    /// `UITabGroup`). Setting it lays the selected child out again.
    public var mode: TabBarControllerMode = .automatic {
        didSet { if mode != oldValue { tabBarLayoutDidChange() } }
    }

    /// `sidebar.isHidden`: whether the `.tabSidebar` mode's sidebar is hidden, leaving the
    /// floating tab bar. PadKit shows it by default (**[UNCONFIRMED]**: Apple documents no default;
    /// `docs/choices.md` § The tab sidebar).
    public var isSidebarHidden = false {
        didSet { if isSidebarHidden != oldValue { tabBarLayoutDidChange() } }
    }

    /// `isTabBarHidden` (iOS 18; default `false`): a hidden bar adds nothing to the child's safe
    /// area. It does not hide the sidebar.
    public var isTabBarHidden = false {
        didSet { if isTabBarHidden != oldValue { selectedViewController.map(relayOut) } }
    }

    /// Where the tabs are now, from this controller's traits, its window's OS and the app's build
    /// (``PadKit/TabBarLayout/resolve(idiom:horizontalSizeClass:os:build:mode:hasTabGroups:sidebarIsHidden:)``):
    /// at the bottom on iPhone, in compact width and before iPadOS 18; floating at the top of a
    /// regular-width iPad window from iPadOS 18; the sidebar in `.tabSidebar` mode.
    public var tabBarLayout: TabBarLayout {
        TabBarLayout.resolve(
            idiom: traitCollection.userInterfaceIdiom, horizontalSizeClass: traitCollection.horizontalSizeClass,
            os: window?.osVersion ?? .latest, build: window?.appBuild ?? .unknown, mode: mode, sidebarIsHidden: isSidebarHidden)
    }

    /// The bottom bar's height (``PadKit/SystemBarMetrics/tabBarHeight(idiom:verticalSizeClass:os:build:)``),
    /// or the height measured at the window's placement (``Window/measurements``).
    public var tabBarHeight: Double {
        if let measured = window?.measuredBars?.tabBarHeight { return measured }
        return SystemBarMetrics.standard.tabBarHeight(
            idiom: traitCollection.userInterfaceIdiom, verticalSizeClass: traitCollection.verticalSizeClass,
            os: window?.osVersion ?? .latest, build: window?.appBuild ?? .unknown)
    }

    /// The layout the selected child was last laid out for, to tell when a trait change moves it.
    private var laidOutLayout: TabBarLayout?

    /// The tab bar, floating bar or sidebar covers part of the selected child's view
    /// ("Positioning content relative to the safe area"): the bottom bar its height at the bottom,
    /// above the home indicator; the floating bar 50 pt at the top unless the child shows the bar
    /// in its own navigation bar or is a split view controller; the sidebar its width on the
    /// leading edge, as it overlaps the child (``PadKit/TabBarLayout/childInsets(bottomBarHeight:childOverlaysTabBar:layoutDirection:)``).
    ///
    /// Where iOS 27.1 lays the bars out vertically (iPhone Duo), the tab bar is in the side strip
    /// the window's safe area already leaves out, and adds nothing (HIG "Designing for iPhone Duo").
    override func barInsets(forChild child: ViewController) -> EdgeInsets {
        let layout = tabBarLayout
        if traitCollection.verticalBarEdge != .unspecified { return .zero }
        if isTabBarHidden && layout != .sidebar { return .zero }
        return layout.childInsets(
            bottomBarHeight: tabBarHeight, childOverlaysTabBar: Self.overlaysTabBar(child),
            layoutDirection: traitCollection.layoutDirection)
    }

    /// `_shouldOverlayTabBar`: a navigation controller showing its bar hosts the floating tab bar
    /// in it ("the tab bar shares space with the navigation bar"); a split view controller
    /// overlays it.
    static func overlaysTabBar(_ child: ViewController) -> Bool {
        if child is SplitViewController { return true }
        if let navigation = child as? NavigationController { return !navigation.isNavigationBarHidden }
        return false
    }

    /// After a trait change: when the tabs move (rotation or resize across the regular/compact
    /// boundary), the change is traced and the selected child laid out again. On iOS 27 the
    /// sidebar delegate hears `tabBarController(_:sidebarAvailabilityDidChange:)` when the
    /// sidebar becomes available or unavailable (iOS 27 API; its order among the transition's
    /// callbacks is not documented: PadKit sends it after the trait change, **[UNCONFIRMED]**).
    override func traitsDidCommit(in window: Window) {
        let previous = laidOutLayout
        let now = tabBarLayout
        laidOutLayout = now
        guard let previous, previous != now else { return }
        traceLayoutChange(from: previous, to: now)
        let wasAvailable = previous.isSidebarAvailable(mode: mode)
        if OSFeature.sidebarAvailability.isAvailable(on: window.osVersion), wasAvailable != now.isSidebarAvailable(mode: mode) {
            trace?.record(traceName, "tabBarController(_:sidebarAvailabilityDidChange:)", [TraceDetail("available", "\(!wasAvailable)")])
            delegate?.tabBarController(self, sidebarAvailabilityDidChange: !wasAvailable)
        }
        selectedViewController.map(relayOut)
    }

    private func traceLayoutChange(from previous: TabBarLayout, to now: TabBarLayout) {
        trace?.record(traceName, "tab bar layout", [TraceDetail("from", previous.description), TraceDetail("to", now.description)])
    }

    /// After `mode` or `isSidebarHidden` changed: traces a move and lays the selected child out again.
    private func tabBarLayoutDidChange() {
        let now = tabBarLayout
        if let previous = laidOutLayout, previous != now { traceLayoutChange(from: previous, to: now) }
        if window != nil { laidOutLayout = now }
        selectedViewController.map(relayOut)
    }

    private func relayOut(_ child: ViewController) {
        if child.isViewLoaded { child.view.setNeedsLayout() }
    }

    /// The tabs, in order.
    public var viewControllers: [ViewController] { children }

    /// Replaces the tabs; the selection is kept when still in range, else the first tab.
    ///
    /// - Throws: ``HierarchyError/duplicateControllers(controllers:)`` when a controller appears twice.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) throws(HierarchyError) {
        for (index, controller) in viewControllers.enumerated() where viewControllers[..<index].contains(where: { $0 === controller }) {
            throw .duplicateControllers(controllers: viewControllers.map(\.traceName))
        }
        for controller in viewControllers where isDescendantOrSelf(of: controller) {
            throw .containmentCycle(child: controller.traceName, parent: traceName)
        }
        let old = selectedViewController
        for child in children where !viewControllers.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.endHostedPresentations()
            child.removeFromParentSilently()
            child.didMove(toParent: nil)
        }
        for controller in viewControllers where controller.parent !== self {
            try addChild(controller)
        }
        children = viewControllers
        if selected >= children.count { selected = 0 }
        replaceVisible(old: old, new: selectedViewController)
        for controller in viewControllers { controller.didMove(toParent: self) }
    }

    /// The selected tab's index.
    public var selectedIndex: Int { selected }

    /// The selected controller.
    public var selectedViewController: ViewController? {
        children.indices.contains(selected) ? children[selected] : nil
    }

    /// Selects a tab programmatically (the delegate is not asked, as in UIKit).
    ///
    /// - Throws: ``HierarchyError/tabIndexOutOfRange(index:count:)``.
    open func select(index: Int) throws(HierarchyError) {
        guard children.indices.contains(index) else { throw .tabIndexOutOfRange(index: index, count: children.count) }
        let old = selectedViewController
        selected = index
        replaceVisible(old: old, new: selectedViewController)
    }

    /// Selects a tab the way a tap does: the delegate may refuse (`shouldSelect`), then is told
    /// (`didSelect`). Returns whether the selection happened.
    @discardableResult
    public func userSelect(index: Int) throws(HierarchyError) -> Bool {
        guard children.indices.contains(index) else { throw .tabIndexOutOfRange(index: index, count: children.count) }
        let controller = children[index]
        trace?.record(traceName, "tabBarController(_:shouldSelect:)", [TraceDetail("tab", controller.traceName)])
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
        try select(index: index)
        trace?.record(traceName, "tabBarController(_:didSelect:)", [TraceDetail("tab", controller.traceName)])
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    /// The tabs, in order.
    open override var childrenInHierarchy: [ViewController] {
        guard let current = selectedViewController, current.isViewLoaded, current.view.superview === view else { return [] }
        return [current]
    }

    override func showsChild(_ child: ViewController) -> Bool {
        child === selectedViewController
    }

    override func installVisibleChildViews() {
        if let visible = selectedViewController {
            visible.view.frame = view.bounds
            view.attach(visible.view)
        }
    }

    private func replaceVisible(old: ViewController?, new: ViewController?) {
        ContainerTransition.replace(old, with: new, in: self, animated: false, followsContextCovers: true)
    }
}

/// Asked and told about tab selection (`UITabBarControllerDelegate`).
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected `viewController`.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The sidebar became available or unavailable (`UITabBarControllerSidebarDelegate`,
    /// `tabBarController(_:sidebarAvailabilityDidChange:)`, iOS 27): `available` is
    /// `Sidebar.isAvailable`'s new value.
    func tabBarController(_ tabBarController: TabBarController, sidebarAvailabilityDidChange available: Bool)
}

extension TabBarControllerDelegate {
    /// Default: `true`, every tab may be selected.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Default: nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    /// Default: nothing.
    public func tabBarController(_ tabBarController: TabBarController, sidebarAvailabilityDidChange available: Bool) {}
}
