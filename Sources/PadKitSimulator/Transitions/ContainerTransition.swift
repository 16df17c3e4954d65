/// One child replacing another in a container's view (a push, a pop, a tab switch), with UIKit's
/// appearance order: the old child's `viewWillDisappear`, the new child's `viewWillAppear`, the
/// swap, the new child's traits, `viewIsAppearing` and layout, the old child's
/// `viewDidDisappear`, the new child's `viewDidAppear`.
enum ContainerTransition {
    ///
    /// With `followsContextCovers` (a tab switch) a child covered by a context presentation is
    /// never shown itself: its cover leaves and comes back in its place
    /// (``ViewController/contextCover(in:)``); a child under an `overCurrentContext` cover is
    /// shown with its cover on top. A cover that presents something else stays put until that
    /// is dismissed (``ViewController/tearDownPresentation(animated:restoringPresenter:)``).
    static func replace(
        _ old: ViewController?, with new: ViewController?, in container: ViewController, animated: Bool,
        followsContextCovers: Bool = false
    ) {
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
        func cover(of child: ViewController?) -> PresentationController? {
            guard followsContextCovers, let presentation = child?.contextCover(in: window),
                let shown = presentation.shownViewController, shown.presentedViewController == nil
            else { return nil }
            return presentation
        }
        let oldCover = cover(of: old)?.shownViewController
        let newPresentation = cover(of: new)
        let newCover = newPresentation?.shownViewController
        // An `overCurrentContext` cover leaves its context's views in the window: the child shows
        // under its cover. A `currentContext` cover took them out: the cover shows instead.
        let newShowsUnderCover = newPresentation.map { !$0.removesPresenterViews } ?? true
        let oldCoverShown = oldCover.map { $0.isViewLoaded && $0.view.window === window } ?? false
        var leaving: [ViewController] = []
        if oldIsShown, let old { leaving += AppearanceTransition.controllers(in: old.view) }
        if oldCoverShown, let oldCover { leaving += AppearanceTransition.controllers(in: oldCover.view) }
        let arriving = [newShowsUnderCover ? new : nil, newCover].compactMap { $0 }
        if let new, newShowsUnderCover {
            new.view.frame = view.bounds
            AppearanceTransition.prepare(new.view, for: window)
        }
        if let newCover, newCover.isViewLoaded { AppearanceTransition.prepare(newCover.view, for: window) }
        AppearanceTransition.willDisappear(leaving, animated: animated)
        AppearanceTransition.willAppear(arriving, animated: animated)
        if let old, oldIsShown { old.view.detach() }
        if oldCoverShown, let oldCover { oldCover.view.detach() }
        if let new, newShowsUnderCover {
            new.view.frame = view.bounds
            view.attach(new.view)
        }
        if let newCover {
            newCover.loadViewIfNeeded()
            window.rootView.attach(newCover.view)
        }
        let entering = arriving.flatMap { AppearanceTransition.controllers(in: $0.view) }
        AppearanceTransition.willAppear(entering, animated: animated)
        AppearanceTransition.didEnter(entering, in: window, animated: animated)
        AppearanceTransition.didDisappear(leaving, animated: animated)
        AppearanceTransition.didAppear(entering, animated: animated)
    }
}
