import Foundation
import PadKit
import PadKitSimulator

/// Seed 001's WeChat-style split, packaged: adopt it as the window's root instead of writing
/// `BaseSplitController`, the container and the tab-stack bookkeeping by hand.
///
/// The structure is seed 001's: a container (this controller) whose only child is a classic split
/// view controller; the primary column is a navigation controller whose root is the tab bar; the
/// secondary column is a navigation controller whose root is a placeholder. What it guarantees:
/// 1. iPhone: one stack (always compact), portrait only (``supportedInterfaceOrientations``);
/// 2. iPad: two columns when the window is at least ``AdaptiveSplitConfiguration/compactWidthThreshold``
///    wide, one stack below it, decided by a trait override for the split view;
/// 3. the placeholder is the root of the secondary column;
/// 4. expanded, the primary shows the tab bar and the secondary the detail stack;
/// 5. collapsing folds the detail stack (without the placeholder) onto the primary stack, in
///    order; expanding moves everything above the tab bar back above the placeholder, in order;
/// 6. `showDetailViewController` from the primary side resets the detail stack to the
///    placeholder and pushes; from inside the detail stack it just pushes;
/// 7. each tab's detail stack is saved whole when the user leaves the tab and restored when they
///    come back, whether the split was collapsed or expanded in between;
/// 8. the primary column width is seed 001's (fraction 1.0, at most 380 pt), configurable.
///
/// The component owns the split view's delegate. It does not take the tab bar's delegate: it
/// saves and restores stacks on every selection change, the user's and the app's (`select(index:)`
/// does not ask the delegate, as in UIKit), so the app keeps `tabs.delegate` for itself. A push on
/// the primary stack while expanded goes to the detail stack, as a `showDetail` from the primary
/// side does, so the primary always shows the tab bar (requirement 4).
///
/// Where it differs from the seed's code (the `seed001` sample): a tab's saved stack is kept when
/// the tab is re-selected while collapsed (the seed's `restoreCurrentTabStacks` clears it before
/// checking `isCollapsed`, losing it), and no navigation controller is ever nested in a stack.
///
/// Like the seed, it decides the override from its bounds. UIKit asks for a child's traits before
/// the size callbacks, while the bounds are still old, so on a rotation that crosses the threshold
/// the split view gets no `willTransition(to:with:)`; it collapses or expands when the new traits
/// are committed, inside the same transition (`padkit simulate` shows it).
public final class AdaptiveSplitViewController: ViewController, InvariantChecking {
    /// The configuration.
    public let configuration: AdaptiveSplitConfiguration
    /// The classic split view controller.
    public let split: SplitViewController
    /// The tab bar at the root of the primary column.
    public let tabs: TabBarController
    /// The primary column's navigation controller.
    public let primaryNavigationController: NavigationController
    /// The secondary column's navigation controller.
    public let detailNavigationController: NavigationController
    /// The placeholder at the root of the secondary column.
    public let placeholder: ViewController

    private var savedStacks: [(tab: ObjectIdentifier, stack: [ViewController])] = []
    private lazy var coordinator = Coordinator(owner: self)

    /// An adaptive split with `tabs` in its tab bar.
    public init(
        tabs tabControllers: [ViewController], placeholder: ViewController = ViewController(title: "Placeholder"),
        configuration: AdaptiveSplitConfiguration = .seed001, title: String? = "Adaptive Split"
    ) throws {
        self.configuration = configuration
        self.placeholder = placeholder
        let tabBar = StackKeepingTabBarController(title: "Tab Bar")
        try tabBar.setViewControllers(tabControllers, animated: false)
        self.tabs = tabBar
        let primary = PrimaryNavigationController(rootViewController: tabBar, title: "Primary")
        self.primaryNavigationController = primary
        self.detailNavigationController = NavigationController(rootViewController: placeholder, title: "Detail")
        self.split = SplitViewController(title: "Split")
        super.init(title: title)
        split.preferredDisplayMode = configuration.preferredDisplayMode
        split.columnWidths.preferredPrimaryColumnWidthFraction = configuration.primaryColumnWidthFraction
        split.columnWidths.maximumPrimaryColumnWidth = configuration.maximumPrimaryColumnWidth
        try split.setViewControllers([primaryNavigationController, detailNavigationController])
        split.delegate = coordinator
        tabBar.owner = self
        primary.owner = self
    }

    /// iPhone: portrait only (seed 001 requirement 1); iPad: the idiom default (all), which a
    /// multitasking iPad app is never asked for anyway.
    public static func supportedInterfaceOrientations(for idiom: UserInterfaceIdiom) -> InterfaceOrientationMask? {
        idiom == .phone ? .portrait : nil
    }

    /// The root's `supportedInterfaceOrientations`, which UIKit asks on iPhone (and on an iPad app
    /// that opts out of multitasking).
    public override var supportedInterfaceOrientations: InterfaceOrientationMask? {
        get { Self.supportedInterfaceOrientations(for: traitCollection.userInterfaceIdiom) }
        set {}
    }

    /// Sets up the columns, the tab bar in the primary and the placeholder in the secondary.
    public override func viewDidLoad() {
        super.viewDidLoad()
        try? addChild(split)
        split.view.frame = view.bounds
        view.addSubview(split.view)
        split.didMove(toParent: self)
    }

    /// Compact below the threshold (always on iPhone); otherwise the inherited traits.
    public override func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        let width = Double(view.bounds.size.width)
        if traitCollection.userInterfaceIdiom == .phone || width < configuration.compactWidthThreshold {
            return TraitCollection(horizontalSizeClass: .compact)
        }
        return nil
    }

    // MARK: The detail stack

    /// The current tab's detail stack, wherever it lives now (above the placeholder when
    /// expanded, above the tab bar when collapsed), bottom to top.
    public var currentDetailStack: [ViewController] {
        Array((split.isCollapsedStructure ? primaryNavigationController : detailNavigationController).viewControllers.dropFirst())
    }

    /// The saved detail stack of `tab`, if the user left it with one.
    public func savedDetailStack(for tab: ViewController) -> [ViewController]? {
        savedStacks.first { $0.tab == ObjectIdentifier(tab) }?.stack
    }

    /// Every controller in a detail stack: the current one and every saved one.
    public var allDetailControllers: [ViewController] {
        currentDetailStack + tabs.viewControllers.compactMap(savedDetailStack(for:)).flatMap { $0 }
    }

    // MARK: Invariants

    /// The component's rules, checked after every event in the tests.
    public func checkInvariants() throws {
        let collapsed = split.isCollapsedStructure
        if collapsed {
            guard split.viewControllers.count == 1, split.viewControllers.first === primaryNavigationController else {
                throw InvariantViolation("collapsed split shows \(split.viewControllers.map(\.traceName)), not the primary stack")
            }
            guard detailNavigationController.viewControllers.count == 1, detailNavigationController.parent == nil else {
                throw InvariantViolation(
                    "collapsed, the detail stack still holds \(detailNavigationController.viewControllers.map(\.traceName))")
            }
        } else {
            guard split.viewControllers.count == 2, split.viewControllers[0] === primaryNavigationController,
                split.viewControllers[1] === detailNavigationController
            else {
                throw InvariantViolation("expanded split shows \(split.viewControllers.map(\.traceName))")
            }
            guard primaryNavigationController.viewControllers.count == 1 else {
                throw InvariantViolation(
                    "expanded, the primary stack holds \(primaryNavigationController.viewControllers.map(\.traceName)) above the tab bar")
            }
        }
        guard primaryNavigationController.viewControllers.first === tabs else {
            throw InvariantViolation("the tab bar is not the primary root")
        }
        guard detailNavigationController.viewControllers.first === placeholder else {
            throw InvariantViolation("the placeholder is not the root of the secondary column")
        }
        var seen: [ObjectIdentifier] = []
        for controller in allDetailControllers {
            if controller is NavigationController {
                throw InvariantViolation("navigation controller \(controller.traceName) is inside a navigation stack")
            }
            let id = ObjectIdentifier(controller)
            if seen.contains(id) { throw InvariantViolation("\(controller.traceName) is in two detail stacks") }
            seen.append(id)
        }
        if let selected = tabs.selectedViewController, savedDetailStack(for: selected) != nil {
            throw InvariantViolation("the selected tab \(selected.traceName) still has a saved stack")
        }
        for stack in savedStacks.map(\.stack) {
            for controller in stack where controller.parent != nil {
                throw InvariantViolation("saved \(controller.traceName) is still inside \(controller.parent?.traceName ?? "")")
            }
        }
    }

    // MARK: Coordination

    fileprivate func foldDetailOntoPrimary() {
        let stack = Array(detailNavigationController.viewControllers.dropFirst())
        detailNavigationController.popToRootViewController(animated: false)
        guard !stack.isEmpty else { return }
        try? primaryNavigationController.setViewControllers(primaryNavigationController.viewControllers + stack, animated: false)
    }

    fileprivate func moveStackToDetail() -> ViewController {
        let stack = Array(primaryNavigationController.viewControllers.dropFirst())
        primaryNavigationController.popToRootViewController(animated: false)
        detailNavigationController.popToRootViewController(animated: false)
        if !stack.isEmpty {
            try? detailNavigationController.setViewControllers([placeholder] + stack, animated: false)
        }
        return detailNavigationController
    }

    fileprivate func showDetail(_ controller: ViewController, sender: Any?) -> Bool {
        guard !split.isCollapsedStructure else { return false }
        guard controller.parent == nil, controller.presentingViewController == nil else {
            trace(error: "showDetail of \(controller.traceName), which is already in the tree")
            return true
        }
        let fromDetail = (sender as? ViewController).map { $0.isDescendantOrSelf(of: detailNavigationController) } ?? false
        if !fromDetail { detailNavigationController.popToRootViewController(animated: false) }
        try? detailNavigationController.pushViewController(controller, animated: fromDetail)
        return true
    }

    private func trace(error: String) {
        window?.trace.record(traceName, "adaptive split refused", [TraceDetail("reason", error)])
    }

    fileprivate func saveStack(leaving tab: ViewController) {
        let stack = currentDetailStack
        let navigation = split.isCollapsedStructure ? primaryNavigationController : detailNavigationController
        navigation.popToRootViewController(animated: false)
        savedStacks.removeAll { $0.tab == ObjectIdentifier(tab) }
        if !stack.isEmpty { savedStacks.append((ObjectIdentifier(tab), stack)) }
    }

    fileprivate func restoreStack(entering tab: ViewController) {
        guard let index = savedStacks.firstIndex(where: { $0.tab == ObjectIdentifier(tab) }) else { return }
        let stack = savedStacks.remove(at: index).stack
        let navigation = split.isCollapsedStructure ? primaryNavigationController : detailNavigationController
        try? navigation.setViewControllers(navigation.viewControllers.prefix(1) + stack, animated: false)
    }

    /// The delegate of the split view.
    private final class Coordinator: SplitViewControllerDelegate {
        unowned let owner: AdaptiveSplitViewController

        init(owner: AdaptiveSplitViewController) {
            self.owner = owner
        }

        func splitViewController(
            _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
            onto primaryViewController: ViewController
        ) -> Bool {
            owner.foldDetailOntoPrimary()
            return true
        }

        func splitViewController(
            _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
        ) -> ViewController? {
            owner.moveStackToDetail()
        }

        func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool {
            owner.showDetail(vc, sender: sender)
        }
    }

    /// The tab bar: saves the leaving tab's detail stack and restores the arriving tab's on every
    /// selection change.
    private final class StackKeepingTabBarController: TabBarController {
        weak var owner: AdaptiveSplitViewController?

        override func select(index: Int) throws(HierarchyError) {
            let leaving = selectedViewController
            let arriving = viewControllers.indices.contains(index) ? viewControllers[index] : nil
            if let owner, let leaving, let arriving, leaving !== arriving { owner.saveStack(leaving: leaving) }
            try super.select(index: index)
            if let owner, let arriving, leaving !== arriving { owner.restoreStack(entering: arriving) }
        }
    }

    /// The primary stack: while the split is expanded, a push above the tab bar goes to the detail
    /// stack instead (as a `showDetail` from the primary side).
    private final class PrimaryNavigationController: NavigationController {
        weak var owner: AdaptiveSplitViewController?

        override func pushViewController(_ viewController: ViewController, animated: Bool) throws(HierarchyError) {
            if let owner, !owner.split.isCollapsedStructure {
                _ = owner.showDetail(viewController, sender: self)
                return
            }
            try super.pushViewController(viewController, animated: animated)
        }
    }
}
