import PadKit

extension ViewController {
    /// The presentation that covers this controller inside a container: a `.currentContext` or
    /// `.overCurrentContext` presentation whose presenter is this controller or one inside it
    /// (the first took the presenter's views out of the window; the second shows over them, as
    /// "the views beneath the presented content are not removed from the view hierarchy",
    /// `UIModalPresentationStyle.overCurrentContext` documentation). Both cover the controller
    /// that defines the context (`UINavigationController` defines one by default,
    /// `definesPresentationContext` documentation), so both belong to its place.
    ///
    /// UIKit shows a context presentation in place of the controller that defines the context
    /// (`definesPresentationContext` documentation: "the presented view controller's view covers
    /// the view of the view controller that defines the context"), so the cover belongs to the
    /// covered controller's place: when a container hides that place (a tab switch) the cover
    /// leaves with it, and when the place is shown again the cover comes back; a `currentContext`
    /// cover's covered controller stays out of the window, with no appearance callbacks, until the
    /// dismissal, an `overCurrentContext` one's comes back under its cover.
    func contextCover(in window: Window) -> PresentationController? {
        window.activePresentations().first { presentation in
            presentation.contextViewController != nil
                && (presentation.presentingViewController?.isDescendantOrSelf(of: self) ?? false)
        }
    }

    /// Whether every container above this controller shows its place (a tab bar shows only its
    /// selected tab); a context presentation is on screen only where its presenter's place is.
    var isPlaceShownByContainers: Bool {
        var current: ViewController = self
        while let parent = current.parent {
            if !parent.showsChild(current) { return false }
            current = parent
        }
        return true
    }
}
