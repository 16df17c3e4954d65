import PadKit

/// A navigation stack, shaped like `UINavigationController`.
///
/// Only the top controller's view is in the hierarchy, so only it receives transition callbacks;
/// a controller revealed by a pop catches up on traits that changed while it was covered
/// (`traitCollectionDidChange(_:)` before it appears), as UIKit updates traits only for views in
/// a window (WWDC23 "Unleash the UIKit trait system").
open class NavigationController: ViewController {
    /// Told before and after a controller is shown.
    public weak var delegate: NavigationControllerDelegate?

    /// UIKit's private `_allowNestedNavigationControllers`: set by a split view controller's
    /// default collapse, which pushes a secondary *navigation* controller onto the primary stack as
    /// one element (`docs/sources.md` § Split view controller). Pushing a navigation controller is otherwise an
    /// error, and the tree invariants reject nesting in any stack without this flag.
    public internal(set) var allowsNestedNavigationControllers = false

    /// Whether the navigation bar is hidden (`isNavigationBarHidden`, default `false`). A
    /// hidden bar adds nothing to the children's safe area.
    public var isNavigationBarHidden = false {
        didSet { if isNavigationBarHidden != oldValue, let top = topViewController, top.isViewLoaded { top.view.setNeedsLayout() } }
    }

    /// The navigation bar covers the top of the child's view: UIKit's navigation controller
    /// "extend[s] the safe area of their child view controllers to account for the navigation
    /// bar" ("Positioning content relative to the safe area"). Its height is
    /// ``navigationBarHeight``.
    ///
    /// A navigation controller nested in another's stack (a collapsed split view's secondary,
    /// ``collapseSecondaryViewController(_:for:)``) shows no bar of its own: the outer bar shows
    /// the nested stack's items (its top's title, with the back button to the outer stack), so a
    /// collapsed master–detail app has one navigation bar, as on iPhone, and the nested children
    /// are inset by that one bar.
    ///
    /// With ``prefersLargeTitles``, a child whose item shows its large title at rest
    /// (``PadKit/LargeTitleDisplayMode/showsLargeTitleRow(at:of:)``) is inset by the large-title row
    /// too (``PadKit/SystemBarMetrics/largeTitleRowHeight``), except in compact height, where UIKit
    /// shows no large titles.
    ///
    /// Where iOS 27.1 lays the bars out vertically (iPhone Duo, a `verticalBarEdge` that is not
    /// `.unspecified`), the navigation controls are in the side strip the window's safe area already
    /// leaves out, and the bar adds nothing at the top ("toolbars, tab bars, and navigation controls
    /// that are typically at the top and bottom of the display move to the side", HIG "Designing
    /// for iPhone Duo"; **[UNCONFIRMED]**: one SwiftUI app reported a 24-pt top at the root of a
    /// navigation stack in a tab view on the inner display, `docs/choices.md`).
    override func barInsets(forChild child: ViewController) -> EdgeInsets {
        guard !isNavigationBarHidden, !isNestedInNavigationStack, traitCollection.verticalBarEdge == .unspecified else { return .zero }
        return EdgeInsets(top: navigationBarHeight + (showsLargeTitleRow(for: child) ? SystemBarMetrics.largeTitleRowHeight : 0))
    }

    /// `navigationBar.prefersLargeTitles` (iOS 11): whether the bar shows its items' large titles,
    /// each as its ``ViewController/largeTitleDisplayMode`` says.
    public var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue, let top = topViewController, top.isViewLoaded { top.view.setNeedsLayout() } }
    }

    /// Whether `child`'s item shows the large-title row below the bar.
    func showsLargeTitleRow(for child: ViewController) -> Bool {
        guard prefersLargeTitles, traitCollection.verticalSizeClass != .compact, let index = children.firstIndex(where: { $0 === child })
        else { return false }
        return LargeTitleDisplayMode.showsLargeTitleRow(at: index, of: children.map(\.largeTitleDisplayMode))
    }

    /// The navigation bar's height for this controller's traits, on its window's OS, for the
    /// running app's SDK and design (``SystemBarMetrics/navigationBarHeight(idiom:verticalSizeClass:os:build:)``),
    /// or the height measured at the window's placement (``Window/measurements``).
    ///
    /// In a sheet card (a page or form sheet that is not full screen) the bar is taller, counted
    /// from the card's edge (``PadKit/SystemBarMetrics/sheetNavigationBarHeight(design:)``).
    public var navigationBarHeight: Double {
        if let measured = window?.measuredBars?.navigationBarHeight { return measured }
        if isShownInSheetCard {
            return SystemBarMetrics.sheetNavigationBarHeight(
                design: InterfaceDesign.resolved(os: window?.osVersion ?? .latest, build: window?.appBuild ?? .unknown))
        }
        return SystemBarMetrics.standard.navigationBarHeight(
            idiom: traitCollection.userInterfaceIdiom, verticalSizeClass: traitCollection.verticalSizeClass,
            os: window?.osVersion ?? .latest, build: window?.appBuild ?? .unknown)
    }

    /// Whether this navigation controller is presented as a sheet card: a page or form sheet (as
    /// shown, after adaptation) in regular height, where the card does not fill the window, from iOS
    /// 13 (``PadKit/OSRelease/sheetCards``).
    var isShownInSheetCard: Bool {
        guard presentingViewController != nil, let presentation = modal.presentationController else { return false }
        guard presentation.shownStyle == .pageSheet || presentation.shownStyle == .formSheet else { return false }
        return traitCollection.verticalSizeClass != .compact && OSRelease.sheetCards.isIncluded(in: window?.osVersion ?? .latest)
    }

    /// Whether this navigation controller is an element of another's stack, which UIKit allows
    /// only for a collapsed split view's secondary; its bar is then the outer one.
    public var isNestedInNavigationStack: Bool { parent is NavigationController }

    /// A stack with `rootViewController` at the bottom.
    public init(rootViewController: ViewController, title: String? = nil) {
        super.init(title: title)
        try? setViewControllers([rootViewController], animated: false)
    }

    /// Makes an empty navigation controller.
    public override init(title: String? = nil) {
        super.init(title: title)
    }

    /// The stack, bottom to top.
    public var viewControllers: [ViewController] { children }
    /// The top of the stack.
    public var topViewController: ViewController? { children.last }
    /// The top controller, or what it presented.
    public var visibleViewController: ViewController? { topViewController?.presentedViewController ?? topViewController }

    /// The stack, bottom to top.
    open override var childrenInHierarchy: [ViewController] {
        guard let top = topViewController, top.isViewLoaded, top.view.superview === view else { return [] }
        return [top]
    }

    /// Only the top of the stack has its place on screen ("only one child view controller is
    /// visible at a time", `UINavigationController` documentation; a push hides the previous
    /// one): a controller a push covered while its own full-screen presentation had taken its
    /// view out stays out when that presentation is dismissed; a pop puts it back.
    override func showsChild(_ child: ViewController) -> Bool {
        child === topViewController
    }

    /// Pushes `viewController` on the stack.
    ///
    /// - Throws: UIKit's `NSInvalidArgumentException`s: the controller is already on this stack,
    ///   or it is a navigation controller.
    open func pushViewController(_ viewController: ViewController, animated: Bool) throws(HierarchyError) {
        if viewController is NavigationController && !allowsNestedNavigationControllers {
            throw .pushingNavigationController(controller: viewController.traceName)
        }
        // A controller is on this stack exactly when this is its parent (the tree invariants hold
        // parent and children in agreement), which answers without scanning the stack.
        if viewController.parent === self { throw .pushingSameInstance(controller: viewController.traceName) }
        let old = topViewController
        try addChild(viewController)
        replaceVisible(old: old, new: viewController, animated: animated)
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller; popping the root does nothing (UIKit returns nil).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1, let popped = children.last else { return nil }
        popped.willMove(toParent: nil)
        popped.endHostedPresentations()
        popped.removeFromParentSilently()
        replaceVisible(old: popped, new: topViewController, animated: animated)
        popped.didMove(toParent: nil)
        return popped
    }

    /// Pops everything above the root; returns the popped controllers, or nil if there were none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = children.first else { return nil }
        return try? popToViewController(root, animated: animated)
    }

    /// Pops until `viewController` is on top.
    ///
    /// - Throws: ``HierarchyError/popToMissingController(controller:)`` when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) throws(HierarchyError) -> [ViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            throw .popToMissingController(controller: viewController.traceName)
        }
        let popped = Array(children[(index + 1)...])
        guard !popped.isEmpty else { return nil }
        let old = topViewController
        for controller in popped { controller.willMove(toParent: nil) }
        for controller in popped {
            controller.endHostedPresentations()
            controller.removeFromParentSilently()
        }
        replaceVisible(old: old, new: viewController, animated: animated)
        for controller in popped { controller.didMove(toParent: nil) }
        return popped
    }

    /// Replaces the whole stack.
    ///
    /// - Throws: ``HierarchyError/duplicateControllers(controllers:)`` when a controller appears
    ///   twice, ``HierarchyError/pushingNavigationController(controller:)`` for a nested stack.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) throws(HierarchyError) {
        for (index, controller) in viewControllers.enumerated() {
            if viewControllers[..<index].contains(where: { $0 === controller }) {
                throw .duplicateControllers(controllers: viewControllers.map(\.traceName))
            }
            if controller is NavigationController && !allowsNestedNavigationControllers {
                throw .pushingNavigationController(controller: controller.traceName)
            }
            if isDescendantOrSelf(of: controller) { throw .containmentCycle(child: controller.traceName, parent: traceName) }
        }
        let old = topViewController
        let removed = children.filter { current in !viewControllers.contains { $0 === current } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in removed {
            controller.endHostedPresentations()
            controller.removeFromParentSilently()
        }
        let added = viewControllers.filter { $0.parent !== self }
        for controller in added {
            if controller.parent != nil { controller.removeFromParentSilently() }
            controller.willMove(toParent: self)
            controller.parent = self
        }
        children = viewControllers
        adjustPresentersInSubtree(by: added.reduce(0) { $0 + $1.presentersInSubtree })
        replaceVisible(old: old, new: topViewController, animated: animated)
        for controller in removed { controller.didMove(toParent: nil) }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// `show(_:sender:)` on a navigation controller pushes.
    open override func show(_ viewController: ViewController, sender: Any?) {
        do {
            try pushViewController(viewController, animated: true)
        } catch {
            trace?.record(traceName, "show(_:sender:) failed", [TraceDetail("error", error.description)])
        }
    }

    /// A navigation controller handles `show(_:sender:)` by pushing.
    open override func overrides(_ action: ViewController.ShowAction) -> Bool {
        action == .show
    }

    /// A navigation controller collapses a split view's secondary by pushing it, as one element
    /// (a secondary navigation controller is nested, as UIKit does privately).
    open override func collapseSecondaryViewController(
        _ secondaryViewController: ViewController, for splitViewController: SplitViewController
    ) {
        if secondaryViewController is NavigationController { allowsNestedNavigationControllers = true }
        do {
            try pushViewController(secondaryViewController, animated: false)
        } catch {
            trace?.record(traceName, "collapseSecondaryViewController(_:for:) failed", [TraceDetail("error", error.description)])
        }
    }

    /// A navigation controller separates a split view's secondary by popping and returning its top
    /// controller (nil when only the root is left).
    open override func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        let popped = popViewController(animated: false)
        if !children.contains(where: { $0 is NavigationController }) { allowsNestedNavigationControllers = false }
        return popped
    }

    /// Shows `new` in place of `old`, telling the delegate before and after.
    private func replaceVisible(old: ViewController?, new: ViewController?, animated: Bool) {
        if old === new { return }
        if let new { delegate?.navigationController(self, willShow: new, animated: animated) }
        ContainerTransition.replace(old, with: new, in: self, animated: animated)
        if let new, isViewLoaded { delegate?.navigationController(self, didShow: new, animated: animated) }
    }

    override func installVisibleChildViews() {
        if let visible = topViewController {
            visible.view.frame = view.bounds
            view.attach(visible.view)
        }
    }
}

/// Told when a navigation controller shows a controller (`UINavigationControllerDelegate`).
public protocol NavigationControllerDelegate: AnyObject {
    /// A controller is about to be shown by a push, pop or `setViewControllers`.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// A controller was shown.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Default: nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    {}
    /// Default: nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
    }
}
