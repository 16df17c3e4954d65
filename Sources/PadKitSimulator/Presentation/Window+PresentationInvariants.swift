import PadKit

extension Window {
    /// The presentation rules of ``checkInvariants()``: a presented controller has an active
    /// presentation controller that names the same presenter; an adaptive replacement contains the
    /// presented controller; the shown view sits at the frame PadKit decided; a popover shown as a
    /// popover has an arrow and stays inside its containing frame.
    func checkPresentation(of presented: ViewController, by presenter: ViewController) throws(InvariantViolation) {
        guard let controller = presented.activePresentation else {
            throw InvariantViolation(
                "\(presented.traceName) is presented by \(presenter.traceName) but has no active presentation controller")
        }
        if controller.presentingViewController !== presenter {
            throw InvariantViolation(
                """
                \(controller.traceName) names \(controller.presentingViewController?.traceName ?? "nil") as presenter, not \
                \(presenter.traceName)
                """
            )
        }
        if let replacement = controller.adaptiveViewController, !presented.isDescendantOrSelf(of: replacement) {
            throw InvariantViolation("\(replacement.traceName) is shown for \(presented.traceName) but does not contain it")
        }
        guard let shown = controller.shownViewController, shown.isViewLoaded, shown.view.window === self else { return }
        if shown.view.frame != controller.frameOfPresentedViewInContainerView {
            throw InvariantViolation(
                "\(shown.traceName) is at \(FrameText.text(shown.view.frame)); its presentation decided "
                    + FrameText.text(controller.frameOfPresentedViewInContainerView))
        }
        if controller.shownStyle == .popover, let popover = controller as? PopoverPresentationController {
            let containing = PopoverLayout.containingFrame(
                in: presentationContainer(placement: placement, traits: traitCollection),
                popoverLayoutMargins: popover.popoverLayoutMargins)
            if popover.arrowDirection == .unknown || !(shown.view.frame.isEmpty || containing.contains(shown.view.frame)) {
                throw InvariantViolation(
                    "popover \(shown.traceName) at \(FrameText.text(shown.view.frame)) with arrow \(popover.arrowDirection) "
                        + "is not inside \(FrameText.text(containing))")
            }
        }
    }
}
