import Foundation
import PadKit

extension Window {
    /// The safe-area rules every visible controller's view keeps after a layout pass: its insets
    /// are never negative, leave some of the view uncovered or none at all, and are what its
    /// superview's insets, its frame and its container's bars give now (no stale value survives a
    /// rotation, a resize or a push).
    func checkSafeAreaInvariants(visible: [ViewController]) throws(InvariantViolation) {
        guard isVisible, !rootView.needsLayout else { return }
        if rootView.safeAreaInsets != safeAreaInsets {
            throw InvariantViolation("window safe area is \(rootView.safeAreaInsets), its placement gives \(safeAreaInsets)")
        }
        for controller in visible where controller.isViewLoaded && controller.view.window === self && !controller.view.needsLayout {
            let view = controller.view
            let insets = view.safeAreaInsets
            if !insets.isNonNegative {
                throw InvariantViolation("\(controller.traceName) has negative safe-area insets \(insets)")
            }
            let expected = view.resolvedSafeAreaInsets(in: self)
            if insets != expected {
                throw InvariantViolation(
                    "\(controller.traceName) has safe-area insets \(insets); its superview, frame and bars give \(expected)")
            }
        }
    }
}
