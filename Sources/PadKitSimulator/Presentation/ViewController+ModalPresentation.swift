import PadKit

extension ViewController {
    /// How this controller is presented (`modalPresentationStyle`, default `.automatic`, resolved
    /// per OS version by `ModalPresentationStyle/resolved(for:)`). Set it before reading
    /// ``presentationController``: changing it discards a presentation controller that is not in use.
    /// `.none` is not a presentation style (`UIModalPresentationStyle.none` documentation: only an
    /// adaptation answer); setting it leaves `.automatic`.
    public var modalPresentationStyle: ModalPresentationStyle {
        get { modal.modalPresentationStyle }
        set {
            modal.modalPresentationStyle = newValue == .none ? .automatic : newValue
            if modal.presentationController?.presentingViewController == nil { modal.presentationController = nil }
        }
    }

    /// Whether interactive dismissal is refused (`isModalInPresentation`, default `false`).
    public var isModalInPresentation: Bool {
        get { modal.isModalInPresentation }
        set { modal.isModalInPresentation = newValue }
    }

    /// Whether a `.currentContext` / `.overCurrentContext` presentation from inside this controller
    /// covers only this controller (`definesPresentationContext`; default `false`, `true` for
    /// navigation controllers, per its documentation).
    public var definesPresentationContext: Bool {
        get { modal.definesPresentationContext ?? (self is NavigationController) }
        set { modal.definesPresentationContext = newValue }
    }

    /// The presentation controller for this controller's current style, created on first access.
    public var presentationController: PresentationController {
        if let existing = modal.presentationController { return existing }
        let style = modalPresentationStyle.resolved(for: window?.osVersion ?? .latest)
        let controller: PresentationController
        switch style {
        case .popover: controller = PopoverPresentationController(presentedViewController: self, style: style)
        case .pageSheet, .formSheet: controller = SheetPresentationController(presentedViewController: self, style: style)
        default: controller = PresentationController(presentedViewController: self, style: style)
        }
        modal.presentationController = controller
        return controller
    }

    /// The popover presentation controller when ``modalPresentationStyle`` is `.popover`.
    public var popoverPresentationController: PopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? PopoverPresentationController : nil
    }

    /// The sheet presentation controller when the style is a page or form sheet.
    public var sheetPresentationController: SheetPresentationController? {
        modalPresentationStyle.resolved(for: window?.osVersion ?? .latest).isSheet
            ? presentationController as? SheetPresentationController : nil
    }

    /// The presentation this controller is in, if it is presented (or is the adaptive replacement
    /// shown for a presented controller).
    public var activePresentation: PresentationController? {
        if let controller = modal.presentationController, controller.presentingViewController != nil { return controller }
        return nil
    }
}
