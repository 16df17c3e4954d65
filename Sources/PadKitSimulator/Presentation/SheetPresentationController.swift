import Foundation
import PadKit

/// The presentation controller of a page or form sheet (`UISheetPresentationController`, iOS 15):
/// detents, the selected detent, dimming, edge attachment and the grabber. PadKit's
/// `SheetLayout` decides the frame and the detent the sheet rests at.
public final class SheetPresentationController: PresentationController {
    /// `detents` (default `[.large]`).
    public var detents: [SheetDetent] = [.large] { didSet { invalidateDetents() } }
    /// `selectedDetentIdentifier` (default `nil`: the smallest detent).
    public var selectedDetentIdentifier: String? { didSet { invalidateDetents() } }
    /// `largestUndimmedDetentIdentifier` (default `nil`: always dimmed).
    public var largestUndimmedDetentIdentifier: String? { didSet { invalidateDetents() } }
    /// `prefersEdgeAttachedInCompactHeight` (default `false`).
    public var prefersEdgeAttachedInCompactHeight = false { didSet { invalidateDetents() } }
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached` (default `false`).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { invalidateDetents() } }
    /// `prefersGrabberVisible` (default `false`).
    public var prefersGrabberVisible = false { didSet { invalidateDetents() } }

    /// The settings as PadKit's value.
    public var configuration: SheetConfiguration {
        SheetConfiguration(
            detents: detents, selectedDetentIdentifier: selectedDetentIdentifier,
            largestUndimmedDetentIdentifier: largestUndimmedDetentIdentifier,
            prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight,
            widthFollowsPreferredContentSizeWhenEdgeAttached: widthFollowsPreferredContentSizeWhenEdgeAttached,
            prefersGrabberVisible: prefersGrabberVisible)
    }

    override var sheetConfiguration: SheetConfiguration { configuration }

    /// Lays the sheet out again after its settings changed (`invalidateDetents()`; UIKit also does
    /// this inside `animateChanges(_:)`). The presented view takes the new frame and is laid out;
    /// PadKit sends no size-transition callbacks for a detent change (**[UNCONFIRMED]**: UIKit
    /// animates the sheet's frame rather than running a `viewWillTransition` transition).
    public func invalidateDetents() {
        guard presentingViewController != nil, let shown = shownViewController, shown.isViewLoaded,
            let window = shown.view.window, shownStyle.isSheet
        else { return }
        let frame = window.layoutPresentation(self)
        if shown.view.frame != frame {
            shown.view.frame = frame
            window.layoutIfNeeded()
        }
    }

    /// The detent the sheet rests at now; `nil` when it is not shown as a sheet.
    public var currentDetent: SheetDetent? { sheetPlacement?.detent }
}
