import Foundation
import PadKit

extension PresentationRequest {
    /// Configures `controller` as the request says, as app code configures a controller before
    /// `present(_:animated:completion:)`: its `modalPresentationStyle`, `preferredContentSize`
    /// and `isModalInPresentation`, a popover's source (in `presenter`'s view, or a bar button
    /// item) and arrow directions, a sheet's detents, and a delegate when the request asks for
    /// delegate answers. A scenario's `{"present": {...}}` configures a new plain controller; the
    /// matrix configures the app's own (an Interface Builder scene a segue presents).
    public func configure(_ controller: ViewController, presentedFrom presenter: ViewController) {
        controller.modalPresentationStyle = style
        if let size = preferredContentSize { controller.preferredContentSize = CGSize(width: size.width, height: size.height) }
        controller.isModalInPresentation = isModalInPresentation
        let presentation = controller.presentationController
        if let popover = presentation as? PopoverPresentationController {
            if let rect = sourceRect {
                popover.sourceView = presenter.view
                popover.sourceRect = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            }
            if let rect = barButtonItem {
                popover.barButtonItem = BarButtonItem(
                    title: "\(title) item", frameInWindow: CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
            }
            popover.permittedArrowDirections = permittedArrowDirections
            configure(popover.adaptiveSheetPresentationController)
        }
        if let sheet = presentation as? SheetPresentationController { configure(sheet) }
        if needsDelegate {
            let delegate = ScenarioPresentationDelegate(request: self)
            presentation.retainedDelegate = delegate
            presentation.delegate = delegate
        }
    }

    private func configure(_ sheet: SheetPresentationController) {
        func identifier(_ name: String) -> String {
            switch name {
            case "medium": return SheetDetent.medium.identifier
            case "large": return SheetDetent.large.identifier
            default: return name
            }
        }
        if let detents = detents { sheet.detents = detents }
        sheet.selectedDetentIdentifier = selectedDetent.map(identifier)
        sheet.largestUndimmedDetentIdentifier = largestUndimmedDetent.map(identifier)
        sheet.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = widthFollowsPreferredContentSizeWhenEdgeAttached
        sheet.prefersGrabberVisible = prefersGrabberVisible
    }
}
