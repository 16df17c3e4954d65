import PadKit

/// A controller's presentation settings and, while it is presented, its presentation controller.
///
/// Stored properties are `@exclusivity(unchecked)`, for the reasons in ``ViewController``'s
/// "Cost" section.
final class ModalState {
    @exclusivity(unchecked) var modalPresentationStyle: ModalPresentationStyle = .automatic
    @exclusivity(unchecked) var isModalInPresentation = false
    @exclusivity(unchecked) var definesPresentationContext: Bool?
    /// Created on first access (``ViewController/presentationController``), as UIKit does.
    @exclusivity(unchecked) var presentationController: PresentationController?
    /// Set on a presenting controller whose presentation shows an adaptive replacement: the
    /// replacement, held here as the presented controller is held by `presentedViewController`
    /// (`PresentationController.adaptiveViewController`).
    @exclusivity(unchecked) var adaptivePresentedViewController: ViewController?
    /// Set on an adaptive replacement: the presentation it is shown for.
    @exclusivity(unchecked) weak var replacementFor: PresentationController?
}
