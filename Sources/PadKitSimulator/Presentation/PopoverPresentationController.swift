import Foundation
import PadKit

/// The presentation controller of a `.popover` presentation (`UIPopoverPresentationController`).
///
/// It needs an anchor before the presentation: ``barButtonItem`` (then ``sourceRect`` is
/// ignored) or ``sourceView`` with an optional ``sourceRect`` in its coordinates (`nil`, like
/// iOS 13.2's `CGRectNull`, tracks the source view's bounds). Without one, presenting throws UIKit's
/// `NSGenericException` text (`PopoverError/missingAnchor(controller:)`), unless the popover
/// adapted to another style (no crash is reported for adapted popovers).
public final class PopoverPresentationController: PresentationController {
    /// The view the popover points at (held strongly, as `UIPopoverPresentationController.h`
    /// declares it; a source view that left the window keeps its last position).
    public var sourceView: View?
    /// The rectangle in ``sourceView`` to point at; `nil` for its bounds.
    public var sourceRect: CGRect?
    /// The bar button item to point at (takes precedence over the source view).
    public var barButtonItem: BarButtonItem?
    /// The arrow directions allowed (default `.any`).
    public var permittedArrowDirections: PopoverArrowDirection = .any
    /// The arrow direction in use; `.unknown` before and after the presentation.
    public internal(set) var arrowDirection: PopoverArrowDirection = .unknown
    /// `popoverLayoutMargins`; zero (the default) means UIKit's own (30, 19, 10, 19).
    public var popoverLayoutMargins: EdgeInsets = .zero
    /// Whether the popover may cover its source (default `false`).
    public var canOverlapSourceViewRect = false
    /// The sheet the popover becomes when it adapts to a sheet (`adaptiveSheetPresentationController`, iOS 15).
    public let adaptiveSheetPresentationController: SheetPresentationController

    override init(presentedViewController: ViewController, style: ModalPresentationStyle) {
        adaptiveSheetPresentationController = SheetPresentationController(
            presentedViewController: presentedViewController, style: .formSheet)
        super.init(presentedViewController: presentedViewController, style: style)
    }

    /// Whether an anchor is set.
    public var hasAnchor: Bool { barButtonItem != nil || sourceView != nil }

    override var sheetConfiguration: SheetConfiguration { adaptiveSheetPresentationController.configuration }

    /// The anchor rectangle in window coordinates.
    public func anchorInWindow() -> CGRect? {
        if let barButtonItem { return barButtonItem.frameInWindow }
        guard let sourceView else { return nil }
        let origin = sourceView.originInWindow
        let rect = sourceRect ?? sourceView.bounds
        return rect.offsetBy(dx: origin.x, dy: origin.y)
    }
}
