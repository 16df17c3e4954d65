import Foundation
import PadKit
import PadKitSimulator

/// One presentation on screen: its style after adaptation, the presented view's frame, whether
/// what is behind is dimmed, and for a popover its arrow and the rectangle it points at.
public struct PresentationPicture: Sendable, Hashable {
    /// The style shown (after adaptation).
    public let style: String
    /// The style it adapted from, when it adapted.
    public let adaptedFrom: String?
    /// The presented view's frame in window coordinates (`frameOfPresentedViewInContainerView`).
    public let frame: CGRect
    /// Whether the content behind is dimmed (PadKit's ``PadKit/SheetPlacement/dimsBackground``;
    /// popovers and the other styles have no dimming view).
    public let dimsBackground: Bool
    /// The popover's arrow direction, for a popover shown as one.
    public let arrowDirection: PopoverArrowDirection?
    /// The popover's anchor in window coordinates, for a popover shown as one.
    public let anchor: CGRect?
    /// The sheet's detent, for sheets.
    public let detent: String?
    /// Whether the container is seed 002's centre small window (``PadKitSimulator/CentreWindowController``).
    public let isCentreWindow: Bool
    /// The controller on screen (the adaptive replacement when the delegate gave one).
    public let content: ControllerPicture

    public init(
        style: String, adaptedFrom: String?, frame: CGRect, dimsBackground: Bool, arrowDirection: PopoverArrowDirection?,
        anchor: CGRect?, detent: String?, isCentreWindow: Bool, content: ControllerPicture
    ) {
        self.style = style
        self.adaptedFrom = adaptedFrom
        self.frame = frame
        self.dimsBackground = dimsBackground
        self.arrowDirection = arrowDirection
        self.anchor = anchor
        self.detent = detent
        self.isCentreWindow = isCentreWindow
        self.content = content
    }

    /// The presentation `presenter` made, if one is on screen.
    init?(presentedBy presenter: ViewController, in window: Window) {
        guard let presented = presenter.presentedViewController, let controller = presented.activePresentation,
            let shown = controller.shownViewController, let content = ControllerPicture(shown, in: window)
        else { return nil }
        let popover = (controller as? PopoverPresentationController).flatMap { $0.shownStyle == .popover ? $0 : nil }
        style = controller.shownStyle.description
        adaptedFrom = controller.adaptation?.adaptedFrom?.description
        frame = controller.frameOfPresentedViewInContainerView
        dimsBackground = controller.sheetPlacement?.dimsBackground ?? false
        arrowDirection = popover?.arrowDirection
        anchor = popover?.anchorInWindow()
        detent = controller.sheetPlacement?.detent.description
        isCentreWindow = shown is CentreWindowController
        self.content = content
    }
}
