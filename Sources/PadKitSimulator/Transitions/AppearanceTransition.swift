import PadKit

/// UIKit's appearance callbacks, driven by views entering and leaving a window.
///
/// Order when views enter: `viewWillAppear(_:)` (parents first), the views join the window,
/// traits are committed (iOS 13+ predicts them, so `traitCollectionDidChange(_:)` fires only for a
/// controller whose traits changed while it was away; iOS 12 and earlier call it with `nil` the
/// first time, as seed 004 observed), `viewIsAppearing(_:)`, the layout pass, `viewDidAppear(_:)`.
/// Leaving: `viewWillDisappear(_:)`, the views leave, `viewDidDisappear(_:)`. When one controller
/// replaces another (push, pop, present, dismiss): A `viewWillDisappear`, B `viewWillAppear`,
/// B `viewIsAppearing` and layout, A `viewDidDisappear`, B `viewDidAppear`.
enum AppearanceTransition {
    /// The loaded controllers whose root views are in `view`'s subtree, pre-order.
    static func controllers(in view: View) -> [ViewController] {
        var result: [ViewController] = []
        func visit(_ view: View) {
            if let owner = view.owningViewController, owner.isViewLoaded { result.append(owner) }
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
        return result
    }

    /// Lets each controller whose view is in `view`'s subtree prepare for `window` before anything
    /// appears (parents first, asking for children again after each, as a split view may collapse).
    static func prepare(_ view: View, for window: Window) {
        if let owner = view.owningViewController, owner.isViewLoaded {
            owner.willEnterWindow(window)
        }
        for subview in view.subviews { prepare(subview, for: window) }
    }

    static func willAppear(_ controllers: [ViewController], animated: Bool = true) {
        for controller in controllers where controller.appearanceState == .disappeared || controller.appearanceState == .disappearing {
            controller.appearanceState = .appearing
            controller.trace?.record(controller.traceName, "viewWillAppear(_:)")
            controller.viewWillAppear(animated)
        }
    }

    /// Commits traits and sizes for controllers that just joined `window`, then `viewIsAppearing`
    /// and the layout pass. ``didAppear(_:animated:)`` follows when the transition ends.
    static func didEnter(_ controllers: [ViewController], in window: Window, animated: Bool = true) {
        window.updateGeometry()
        for controller in controllers {
            window.commitTraits(of: controller)
        }
        if OSRelease.traitsPredictedAtCreation.isIncluded(in: window.osVersion) {
            for controller in controllers where controller.appearanceState == .appearing {
                window.trace.record(
                    controller.traceName, "viewIsAppearing(_:)",
                    [
                        TraceDetail("sees", "\(controller.traitCollection.summary) \(FrameText.text(controller.view.bounds.size))")
                    ])
                controller.viewIsAppearing(animated)
            }
        }
        window.layoutIfNeeded()
    }

    /// `viewDidAppear(_:)`, when the appearing transition completes. In a container transition the
    /// disappearing controller's `viewDidDisappear(_:)` comes first, as UIKit's navigation and
    /// presentation transitions finish.
    static func didAppear(_ controllers: [ViewController], animated: Bool = true) {
        for controller in controllers where controller.appearanceState == .appearing {
            controller.appearanceState = .appeared
            controller.trace?.record(controller.traceName, "viewDidAppear(_:)")
            controller.viewDidAppear(animated)
        }
    }

    static func willDisappear(_ controllers: [ViewController], animated: Bool = true) {
        for controller in controllers where controller.appearanceState == .appeared || controller.appearanceState == .appearing {
            controller.appearanceState = .disappearing
            controller.trace?.record(controller.traceName, "viewWillDisappear(_:)")
            controller.viewWillDisappear(animated)
        }
    }

    static func didDisappear(_ controllers: [ViewController], animated: Bool = true) {
        for controller in controllers where controller.appearanceState == .disappearing {
            controller.appearanceState = .disappeared
            controller.trace?.record(controller.traceName, "viewDidDisappear(_:)")
            controller.viewDidDisappear(animated)
        }
    }
}
