import Foundation
import PadKit

/// The presentation controller of a page or form sheet (`UISheetPresentationController`, iOS 15):
/// detents, the selected detent, dimming, edge attachment and the grabber. PadKit's
/// ``SheetLayout`` decides the frame and the detent the sheet rests at.
public final class SheetPresentationController: PresentationController {
    /// `detents` (default `[.large]`).
    public var detents: [SheetDetent] = [.large]
    /// `selectedDetentIdentifier` (default `nil`: the smallest detent).
    public var selectedDetentIdentifier: String?
    /// `largestUndimmedDetentIdentifier` (default `nil`: always dimmed).
    public var largestUndimmedDetentIdentifier: String?
    /// `prefersEdgeAttachedInCompactHeight` (default `false`).
    public var prefersEdgeAttachedInCompactHeight = false
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached` (default `false`).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// `prefersGrabberVisible` (default `false`).
    public var prefersGrabberVisible = false

    /// The settings as PadKit's value.
    public var configuration: SheetConfiguration {
        SheetConfiguration(detents: detents, selectedDetentIdentifier: selectedDetentIdentifier,
                           largestUndimmedDetentIdentifier: largestUndimmedDetentIdentifier,
                           prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight,
                           widthFollowsPreferredContentSizeWhenEdgeAttached: widthFollowsPreferredContentSizeWhenEdgeAttached,
                           prefersGrabberVisible: prefersGrabberVisible)
    }

    override var sheetConfiguration: SheetConfiguration { configuration }

    /// The detent the sheet rests at now; `nil` when it is not shown as a sheet.
    public var currentDetent: SheetDetent? { sheetPlacement?.detent }
}
