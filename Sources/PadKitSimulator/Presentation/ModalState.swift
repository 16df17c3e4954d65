import PadKit

/// A controller's presentation settings and, while it is presented, its presentation controller.
final class ModalState {
    var modalPresentationStyle: ModalPresentationStyle = .automatic
    var isModalInPresentation = false
    var definesPresentationContext: Bool?
    /// Created on first access (``ViewController/presentationController``), as UIKit does.
    var presentationController: PresentationController?
    /// Set on an adaptive replacement: the presentation it is shown for.
    weak var replacementFor: PresentationController?
}
