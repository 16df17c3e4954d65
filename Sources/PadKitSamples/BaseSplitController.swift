import PadKit
import PadKitSimulator

/// Seed 001's `BaseSplitController`, ported line for line to the twin (the `seed001` sample), so it
/// can be compared with ``AdaptiveSplitViewController``.
///
/// ```swift
/// class BaseSplitController: UISplitViewController, UISplitViewControllerDelegate {
///     static let width: CGFloat = 380
///     var placeholder = UINavigationController(rootViewController: EmptyController())
///     var primary: UINavigationController!
///     convenience init(primary: UINavigationController) { … self.viewControllers = [primary, placeholder] }
///     override func viewDidLoad() { … preferredDisplayMode = .oneBesideSecondary;
///         preferredPrimaryColumnWidthFraction = 1.0; maximumPrimaryColumnWidth = BaseSplitController.width }
/// ```
public final class BaseSplitController: SplitViewController, SplitViewControllerDelegate {
    static let width: Double = 380
    /// `var placeholder: UINavigationController = UINavigationController(rootViewController: EmptyController())`
    public let placeholder = NavigationController(rootViewController: ViewController(title: "EmptyController"), title: "Placeholder")
    /// `var primary: UINavigationController!`
    public private(set) var primary: NavigationController?

    /// `convenience init(primary: UINavigationController)`
    public convenience init(primary: NavigationController) {
        self.init(title: "BaseSplitController")
        self.primary = primary
        try? self.setViewControllers([primary, placeholder])
    }

    /// Sets up the split as seed 001's `BaseSplitController.viewDidLoad` does.
    public override func viewDidLoad() {
        super.viewDidLoad()
        self.delegate = self
        self.preferredDisplayMode = .oneBesideSecondary
        self.columnWidths.preferredPrimaryColumnWidthFraction = 1.0
        self.columnWidths.maximumPrimaryColumnWidth = BaseSplitController.width
    }

    /// Regular to compact: everything above the placeholder's root goes onto the primary stack.
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        guard let primary = primaryViewController as? NavigationController,
            let secondary = secondaryViewController as? NavigationController
        else { return false }
        if let viewControllers = secondary.popToRootViewController(animated: false) {
            try? primary.setViewControllers(primary.viewControllers + viewControllers, animated: false)
        }
        return true
    }

    /// Compact to regular: everything above the tab bar goes back above the placeholder's root.
    public func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? {
        guard let primary = primaryViewController as? NavigationController else { return nil }
        self.placeholder.popToRootViewController(animated: false)
        if let viewControllers = primary.popToRootViewController(animated: false) {
            try? self.placeholder.setViewControllers(self.placeholder.viewControllers + viewControllers, animated: false)
        }
        return self.placeholder
    }

    /// `showDetail`: clear the detail stack to its root and push.
    public func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool {
        let controllers = self.placeholder.popToRootViewController(animated: false)
        try? self.placeholder.pushViewController(vc, animated: controllers == nil)
        return true
    }
}
