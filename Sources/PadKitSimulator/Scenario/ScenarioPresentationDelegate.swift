import PadKit

/// The adaptive-presentation delegate a scenario's `present` event asks for: it answers the
/// trait-collection style method, wraps the controller in a navigation controller when it adapts,
/// and answers `presentationControllerShouldDismiss`.
final class ScenarioPresentationDelegate: AdaptivePresentationControllerDelegate {
    let request: PresentationRequest

    init(request: PresentationRequest) {
        self.request = request
    }

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle? {
        request.adaptiveStyle
    }

    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        guard request.wrapInNavigation, let presented = controller.presentedViewController else { return nil }
        return NavigationController(rootViewController: presented, title: "\(presented.traceName) Navigation")
    }

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        request.shouldDismiss ?? true
    }
}
