/// One child replacing another in a container's view (a push, a pop, a tab switch), with UIKit's
/// appearance order: the old child's `viewWillDisappear`, the new child's `viewWillAppear`, the
/// swap, the new child's traits, `viewIsAppearing` and layout, the old child's
/// `viewDidDisappear`, the new child's `viewDidAppear`.
enum ContainerTransition {
    ///
    /// With `followsContextCovers` (a tab switch) a child covered by a context presentation is
    /// never shown itself: its cover leaves and comes back in its place
    /// (``ViewController/contextCover(in:)``); a cover that presents something else stays put.
    static func replace(_ old: ViewController?, with new: ViewController?, in container: ViewController, animated: Bool,
                        followsContextCovers: Bool = false) {
        guard old !== new, container.isViewLoaded else { return }
        // A tab switch takes the tab's context cover along (issue 11: the covered stack stays
        // covered); a push over the context ends it (see ``ViewController/endContextPresentations()``).
        if !followsContextCovers { old?.endContextPresentations() }
        let view = container.view
        let oldIsShown = old.map { $0.isViewLoaded && $0.view.superview === view } ?? false
        guard let window = view.window else {
            if let old, oldIsShown { old.view.detach() }
            if let new {
                new.view.frame = view.bounds
                view.attach(new.view)
            }
            return
        }
        func cover(of child: ViewController?) -> ViewController? {
            guard followsContextCovers, let shown = child?.contextCover(in: window)?.shownViewController,
                  shown.presentedViewController == nil else { return nil }
            return shown
        }
        let oldCover = cover(of: old)
        let newCover = cover(of: new)
        let oldCoverShown = oldCover.map { $0.isViewLoaded && $0.view.window === window } ?? false
        let leaving: [ViewController]
        if oldIsShown, let old {
            leaving = AppearanceTransition.controllers(in: old.view)
        } else if oldCoverShown, let oldCover {
            leaving = AppearanceTransition.controllers(in: oldCover.view)
        } else {
            leaving = []
        }
        let arriving = newCover ?? new
        if let new, newCover == nil {
            new.view.frame = view.bounds
            AppearanceTransition.prepare(new.view, for: window)
        }
        if let newCover, newCover.isViewLoaded { AppearanceTransition.prepare(newCover.view, for: window) }
        AppearanceTransition.willDisappear(leaving, animated: animated)
        if let arriving { AppearanceTransition.willAppear([arriving], animated: animated) }
        if let old, oldIsShown { old.view.detach() }
        if oldCoverShown, let oldCover { oldCover.view.detach() }
        if let newCover {
            newCover.loadViewIfNeeded()
            window.rootView.attach(newCover.view)
        } else if let new {
            new.view.frame = view.bounds
            view.attach(new.view)
        }
        let entering = arriving.map { AppearanceTransition.controllers(in: $0.view) } ?? []
        AppearanceTransition.willAppear(entering, animated: animated)
        AppearanceTransition.didEnter(entering, in: window, animated: animated)
        AppearanceTransition.didDisappear(leaving, animated: animated)
        AppearanceTransition.didAppear(entering, animated: animated)
    }
}
