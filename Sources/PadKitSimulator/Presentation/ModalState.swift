import PadKit

/// A controller's presentation settings and, while it is presented, its presentation controller:
/// a plain value kept in the controller's storage (``_ViewControllerStorage/modal``), so it costs
/// no object of its own and no access check (``ViewController``'s "Cost" section).
struct ModalState {
    var modalPresentationStyle: ModalPresentationStyle = .automatic
    var isModalInPresentation = false
    var definesPresentationContext: Bool?
    /// Created on first access (``ViewController/presentationController``), as UIKit does.
    var presentationController: PresentationController?
    /// Set on a presenting controller whose presentation shows an adaptive replacement: the
    /// replacement, held here as the presented controller is held by `presentedViewController`
    /// (`PresentationController.adaptiveViewController`).
    var adaptivePresentedViewController: ViewController?
    /// Set on an adaptive replacement: the presentation it is shown for.
    weak var replacementFor: PresentationController?
}
