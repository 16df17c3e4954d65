import PadKit

/// UIKit's layout pass: top-down over the view tree, for views that need layout.
///
/// For a controller's root view: `viewWillLayoutSubviews()`, the view's `layoutSubviews()`,
/// `viewDidLayoutSubviews()`, then the subviews (`UIViewController` documentation: the view
/// controller is told before and after its view lays out its subviews).
///
/// Safe areas are updated on the way down, as UIKit updates a view's insets while laying out its
/// superview: when a view's insets change it gets `safeAreaInsetsDidChange()`, its controller
/// `viewSafeAreaInsetsDidChange()`, and it is laid out again, before `viewWillLayoutSubviews()`
/// (`viewSafeAreaInsetsDidChange()` documentation: "called when the safe area of the view
/// controller's root view changes"; the usual launch order is `viewWillAppear`,
/// `viewSafeAreaInsetsDidChange`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`,
/// `viewDidAppear`).
enum LayoutPass {
    static func run(from view: View, in window: Window) {
        if view === window.rootView {
            view.bindSafeAreaToLayoutNodes(in: window)
            solveConstraints(in: window)
        }
        runTopDown(from: view, in: window)
    }

    /// Brings `view.safeAreaInsets` up to date and makes the callbacks when it changed.
    private static func updateSafeArea(of view: View, in window: Window) {
        let insets = view.resolvedSafeAreaInsets(in: window)
        guard insets != view.laidOutSafeAreaInsets else { return }
        view.safeAreaInsets = insets
        view.setNeedsLayout()
        // Before iOS 11 the insets exist only as the layout guides' lengths; there is no callback.
        guard OSRelease.safeArea.isIncluded(in: window.osVersion) else { return }
        window.trace.record(view.traceName, "safeAreaInsetsDidChange()", [TraceDetail("insets", insets.description)])
        view.safeAreaInsetsDidChange()
        if let owner = view.owningViewController {
            window.trace.record(owner.traceName, "viewSafeAreaInsetsDidChange()", [TraceDetail("safeAreaInsets", insets.description)])
            owner.viewSafeAreaInsetsDidChange()
        }
    }

    /// Runs PadLayout's engine over the window's view tree, when any view in it is laid out by
    /// constraints, and writes the solved frames to those views (UIKit applies the engine's values
    /// in the superview's layout, before `layoutSubviews` of the subviews).
    static func solveConstraints(in window: Window) {
        let root = window.rootView
        updateConstraintsIfNeeded(root, in: window)
        guard usesConstraints(root) else { return }
        if root.layoutNode.frame != root.frame { root.layoutNode.frame = root.frame }
        root.layoutNode.layoutIfNeeded()
        applySolvedFrames(below: root)
    }

    /// The constraint pass: subviews first, for views that asked.
    private static func updateConstraintsIfNeeded(_ view: View, in window: Window) {
        for subview in view.subviews { updateConstraintsIfNeeded(subview, in: window) }
        guard view.needsUpdateConstraints else { return }
        view.didUpdateConstraints()
        if let owner = view.owningViewController {
            window.trace.record(owner.traceName, "updateViewConstraints()")
        } else {
            window.trace.record(view.traceName, "updateConstraints()")
        }
        view.updateConstraints()
    }

    private static func usesConstraints(_ view: View) -> Bool {
        if !view.layoutNode.translatesAutoresizingMaskIntoConstraints || !view.layoutNode.constraints.isEmpty { return true }
        return view.subviews.contains(where: usesConstraints)
    }

    private static func applySolvedFrames(below view: View) {
        for subview in view.subviews {
            if !subview.layoutNode.translatesAutoresizingMaskIntoConstraints, subview.frame != subview.layoutNode.frame {
                subview.frame = subview.layoutNode.frame
            }
            applySolvedFrames(below: subview)
        }
    }

    private static func runTopDown(from view: View, in window: Window) {
        updateSafeArea(of: view, in: window)
        if view.needsLayout {
            let owner = view.owningViewController
            if let owner {
                window.trace.record(
                    owner.traceName, "viewWillLayoutSubviews()",
                    [
                        TraceDetail("sees", "\(owner.traitCollection.summary) \(FrameText.text(view.bounds.size))")
                    ])
                owner.viewWillLayoutSubviews()
            }
            window.trace.record(view.traceName, "layoutSubviews()", [TraceDetail("bounds", FrameText.text(view.bounds.size))])
            view.didLayout()
            view.layoutSubviews()
            if let owner {
                window.trace.record(owner.traceName, "viewDidLayoutSubviews()")
                owner.viewDidLayoutSubviews()
            }
        }
        for subview in view.subviews {
            runTopDown(from: subview, in: window)
        }
    }
}
