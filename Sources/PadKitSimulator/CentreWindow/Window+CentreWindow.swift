import Foundation
import PadKit

extension Window {
    /// Seed 002's `adaptiveScreenSize`: on iPhone the screen size; on iPad the size of the
    /// controller the root presented (the centre window) when it has a `preferredContentSize`,
    /// else the window's bounds. Pages that used `UIScreen.main.bounds` use this instead.
    ///
    /// The seed's code returns the presented controller's `preferredContentSize`; PadKit returns
    /// the presented view's actual size, which is the same in a regular window and stays right
    /// where the form sheet becomes a full-width card (compact width: Split View, Slide Over).
    public var adaptiveScreenSize: CGSize {
        guard placement.device.family == .iPad else { return placement.screenSize }
        if let presented = rootViewController?.presentedViewController, let presentation = presented.activePresentation,
            let shown = presentation.shownViewController, shown.preferredContentSize != .zero || presented.preferredContentSize != .zero
        {
            return presentation.frameOfPresentedViewInContainerView.size
        }
        return bounds.size
    }

    /// The view an overlay (toast, loading HUD) added "to the key window" belongs in: the
    /// presented controller's view when one is up (seed 002: otherwise the overlay hides behind
    /// the centre window's dimming), else the window itself.
    public var overlayContainerView: View {
        if let presented = rootViewController?.presentedViewController,
            let shown = presented.activePresentation?.shownViewController ?? Optional(presented),
            shown.isViewLoaded, shown.view.window === self
        {
            return shown.view
        }
        return rootView
    }

    /// Adds `overlay` to ``overlayContainerView``.
    public func addOverlay(_ overlay: View) {
        overlayContainerView.addSubview(overlay)
    }
}
