import PadKit

/// A tab bar of controllers, shaped like `UITabBarController`. Only the selected controller's view
/// is in the hierarchy; the others catch up on traits when selected.
open class TabBarController: ViewController {
    /// Asked before and told after a selection (`UITabBarControllerDelegate`).
    public weak var delegate: TabBarControllerDelegate?

    private var selected = 0

    /// The tab bar covers the bottom of the selected child's view, above the home indicator
    /// ("Positioning content relative to the safe area"); its height is
    /// ``SystemBarMetrics/tabBarHeight(idiom:verticalSizeClass:os:)``.
    override func barInsets(forChild child: ViewController) -> EdgeInsets {
        let os = window?.osVersion ?? .latest
        return EdgeInsets(bottom: SystemBarMetrics.standard.tabBarHeight(
            idiom: traitCollection.userInterfaceIdiom, verticalSizeClass: traitCollection.verticalSizeClass, os: os))
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
}

extension TabBarControllerDelegate {
    /// Default: `true`, every tab may be selected.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Default: nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
