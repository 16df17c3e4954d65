import Foundation
import PadKit

/// Seed 002's "centre small window" (VeSync, 《iPad 适配二三事》): the navigation controller device
/// pages live in on iPad, presented as a form sheet whose `preferredContentSize` comes from the
/// screen (`CentreWindowRule`) and stays the same through rotation, so pages inside keep an
/// iPhone-sized canvas.
///
/// It lives in the twin rather than in the samples because it is app-side UIKit code that any app
/// (and the tests) can reuse: a `UINavigationController` subclass plus a presentation helper; the
/// size decision itself stays in PadKit.
///
/// Inside it navigation changes as the seed lists: popping the root and `popToRoot` become
/// `dismiss` (the container is a second stack; its root is the device page). Code that found a
/// controller by a fixed index must find it by identity instead
/// (``NavigationController/index(of:)``, ``NavigationController/first(_:)``).
open class CentreWindowController: NavigationController {
    /// The size rule.
    public let rule: CentreWindowRule

    /// A centre window showing `rootViewController`.
    public init(rootViewController: ViewController, rule: CentreWindowRule = .standard, title: String? = nil) {
        self.rule = rule
        super.init(rootViewController: rootViewController, title: title)
    }

    /// The rule's size for the window's screen on iPad (constant through rotation, because the
    /// rule uses the screen's short side), zero on iPhone or outside a window. Seed 002 overrides
    /// `preferredContentSize` the same way.
    open override var preferredContentSize: CGSize {
        get {
            guard let device = window?.placement.device else { return .zero }
            return rule.preferredContentSize(for: device) ?? .zero
        }
        set {}  // The rule decides; UIKit code that sets it on the container has no effect either.
    }

    /// Popping the root dismisses the centre window (seed 002: "the back `pop` on the device home
    /// page becomes `dismiss`").
    @discardableResult
    open override func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count <= 1, presentingViewController != nil else { return super.popViewController(animated: animated) }
        trace?.record(traceName, "popViewController(animated:) -> dismiss", [TraceDetail("reason", "popping the centre window's root")])
        let root = topViewController
        dismiss(animated: animated)
        return root
    }

    /// `popToRoot` dismisses the centre window (seed 002: "the original `popToRoot` becomes
    /// `dismiss` in the small window"); returns the controllers that left with it.
    @discardableResult
    open override func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard presentingViewController != nil else { return super.popToRootViewController(animated: animated) }
        trace?.record(traceName, "popToRootViewController(animated:) -> dismiss", [TraceDetail("reason", "popToRoot in the centre window")])
        let leaving = viewControllers
        dismiss(animated: animated)
        return leaving
    }
}
