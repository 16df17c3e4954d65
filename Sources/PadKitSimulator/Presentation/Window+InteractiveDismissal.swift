import PadKit

extension Window {
    /// What a user's swipe down on the top presentation did.
    public enum SwipeOutcome: String, Sendable, Equatable {
        /// Nothing is presented, or the top presentation is not a sheet or popover (full-screen
        /// presentations cannot be swiped away).
        case nothingToDismiss
        /// The presentation refused (`isModalInPresentation`, or the delegate said no).
        case refused
        /// The presentation was dismissed.
        case dismissed
    }

    /// The user swipes the top sheet down (or taps outside the top popover).
    ///
    /// UIKit's interactive dismissal (`UIPresentationController.h`, `isModalInPresentation`
    /// documentation): if the presented controller, or a controller shown inside it, is modal in
    /// presentation, `presentationControllerDidAttemptToDismiss(_:)`; else
    /// `presentationControllerShouldDismiss(_:)`, and on `false` `DidAttemptToDismiss`; else
    /// `presentationControllerWillDismiss(_:)`, the dismissal, `presentationControllerDidDismiss(_:)`.
    /// Whether UIKit consults `ShouldDismiss` when `isModalInPresentation` is set is
    /// **[UNCONFIRMED]**; PadKit does not.
    ///
    /// Before iOS 13 sheets cannot be swiped away (`OSFeature.interactiveSheetDismissal`) and
    /// the dismissal delegate methods and `isModalInPresentation` do not exist
    /// (`OSFeature.presentationDismissalDelegate`): a tap outside a popover just dismisses it.
    @discardableResult
    public func swipeDownTopPresentation() -> SwipeOutcome {
        guard let controller = activePresentations().last, let presenter = controller.presentingViewController,
            let presented = controller.presentedViewController,
            [.pageSheet, .formSheet, .popover].contains(controller.shownStyle)
        else {
            trace.record("Window", "swipe down", [TraceDetail("outcome", "nothing to dismiss")])
            return .nothingToDismiss
        }
        if controller.shownStyle != .popover, !OSFeature.interactiveSheetDismissal.isAvailable(on: osVersion) {
            trace.record(
                "Window", "swipe down",
                [
                    TraceDetail("outcome", "nothing to dismiss"),
                    TraceDetail("reason", "sheets cannot be swiped down before iOS \(OSFeature.interactiveSheetDismissal.introduced)"),
                ])
            return .nothingToDismiss
        }
        guard OSFeature.presentationDismissalDelegate.isAvailable(on: osVersion) else {
            trace.record(presenter.traceName, "dismiss (interactive)", [TraceDetail("dismissed", presented.traceName)])
            presenter.tearDownPresentation(animated: true)
            return .dismissed
        }
        let delegate = controller.delegate
        if let modalController = modalInPresentation(controller) {
            trace.record(
                controller.traceName, "presentationControllerDidAttemptToDismiss(_:)",
                [
                    TraceDetail("reason", "\(modalController.traceName).isModalInPresentation")
                ])
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return .refused
        }
        let allowed = delegate?.presentationControllerShouldDismiss(controller) ?? true
        if delegate != nil {
            trace.record(controller.traceName, "presentationControllerShouldDismiss(_:)", [TraceDetail("returned", String(allowed))])
        }
        guard allowed else {
            trace.record(
                controller.traceName, "presentationControllerDidAttemptToDismiss(_:)",
                [TraceDetail("reason", "presentationControllerShouldDismiss returned false")])
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return .refused
        }
        trace.record(controller.traceName, "presentationControllerWillDismiss(_:)")
        delegate?.presentationControllerWillDismiss(controller)
        trace.record(presenter.traceName, "dismiss (interactive)", [TraceDetail("dismissed", presented.traceName)])
        presenter.tearDownPresentation(animated: true)
        trace.record(controller.traceName, "presentationControllerDidDismiss(_:)")
        delegate?.presentationControllerDidDismiss(controller)
        // The presented controller lives until the delegate has heard of the dismissal.
        withExtendedLifetime(presented) {}
        return .dismissed
    }

    /// The controller in the shown presentation that refuses interactive dismissal, if any.
    private func modalInPresentation(_ controller: PresentationController) -> ViewController? {
        var candidates: [ViewController] = []
        if let presented = controller.presentedViewController { candidates.append(presented) }
        func visit(_ node: ViewController) {
            candidates.append(node)
            for child in node.childrenInHierarchy { visit(child) }
        }
        if let shown = controller.shownViewController { visit(shown) }
        return candidates.first { $0.isModalInPresentation }
    }
}
