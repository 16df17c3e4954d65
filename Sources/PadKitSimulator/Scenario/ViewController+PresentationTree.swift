import Foundation
import PadKit

extension ViewController {
    /// The node of the presentation this controller made: the controller on screen (the delegate's
    /// adaptive replacement when there is one, with the presented controller inside), plus
    /// `presentationStyle` (after adaptation), `adaptedFrom` when it adapted, `frame`,
    /// `arrowDirection` for popovers and `detent` for sheets.
    func presentedTreeJSON(in window: Window) -> JSONValue? {
        guard let presented = presentedViewController else { return nil }
        guard let controller = presented.activePresentation, let shown = controller.shownViewController,
            case .object(var pairs) = shown.treeJSON(in: window)
        else {
            return presented.treeJSON(in: window)
        }
        pairs.append(("presentationStyle", .string(controller.shownStyle.description)))
        if let from = controller.adaptation?.adaptedFrom { pairs.append(("adaptedFrom", .string(from.description))) }
        if shown !== presented { pairs.append(("presentedViewController", .string(presented.traceName))) }
        let frame = controller.frameOfPresentedViewInContainerView
        pairs.append(("frame", FrameText.json(frame)))
        if let popover = controller as? PopoverPresentationController, controller.shownStyle == .popover {
            pairs.append(("arrowDirection", .string(popover.arrowDirection.description)))
        }
        if let sheet = controller.sheetPlacement { pairs.append(("detent", .string(sheet.detent.description))) }
        return .object(pairs)
    }

    /// ` (formSheet, adapted from popover, frame 0,10 320x1014, detent large)` for the text tree.
    func presentationSummary(in window: Window) -> String {
        guard let controller = presentedViewController?.activePresentation else { return "" }
        var parts = [controller.shownStyle.description]
        if let from = controller.adaptation?.adaptedFrom { parts.append("adapted from \(from)") }
        parts.append("frame \(FrameText.text(controller.frameOfPresentedViewInContainerView))")
        if let popover = controller as? PopoverPresentationController, controller.shownStyle == .popover {
            parts.append("arrow \(popover.arrowDirection)")
        }
        if let sheet = controller.sheetPlacement { parts.append("detent \(sheet.detent)") }
        return " (\(parts.joined(separator: ", ")))"
    }
}
