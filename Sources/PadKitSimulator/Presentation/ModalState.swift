import PadKit

/// A controller's presentation settings and, while it is presented, its presentation controller.
///
/// Its state is in one internal value (``_ModalStateStorage``), for the reasons in
/// ``ViewController``'s "Cost" section.
final class ModalState {
    /// Everything the state stores but its constants (``_ModalStateStorage``, which says why), behind
    /// the properties below.
    @exclusivity(unchecked) final var _storage = _ModalStateStorage()

    var modalPresentationStyle: ModalPresentationStyle {
        get { _storage.modalPresentationStyle }
        set { _storage.modalPresentationStyle = newValue }
    }
    var isModalInPresentation: Bool {
        get { _storage.isModalInPresentation }
        set { _storage.isModalInPresentation = newValue }
    }
    var definesPresentationContext: Bool? {
        get { _storage.definesPresentationContext }
        set { _storage.definesPresentationContext = newValue }
    }
    /// Created on first access (``ViewController/presentationController``), as UIKit does.
    var presentationController: PresentationController? {
        get { _storage.presentationController }
        set { _storage.presentationController = newValue }
    }
    /// Set on a presenting controller whose presentation shows an adaptive replacement: the
    /// replacement, held here as the presented controller is held by `presentedViewController`
    /// (`PresentationController.adaptiveViewController`).
    var adaptivePresentedViewController: ViewController? {
        get { _storage.adaptivePresentedViewController }
        set { _storage.adaptivePresentedViewController = newValue }
    }
    /// Set on an adaptive replacement: the presentation it is shown for.
    var replacementFor: PresentationController? {
        get { _storage.replacementFor }
        set { _storage.replacementFor = newValue }
    }
}
