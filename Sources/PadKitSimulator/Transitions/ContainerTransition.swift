/// One child replacing another in a container's view (a push, a pop, a tab switch), with UIKit's
/// appearance order: the old child's `viewWillDisappear`, the new child's `viewWillAppear`, the
/// swap, the new child's traits, `viewIsAppearing` and layout, the old child's
/// `viewDidDisappear`, the new child's `viewDidAppear`.
enum ContainerTransition {
    static func replace(_ old: ViewController?, with new: ViewController?, in container: ViewController, animated: Bool) {
        guard old !== new, container.isViewLoaded else { return }
        old?.endContextPresentations()
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
        let leaving = oldIsShown ? old.map { AppearanceTransition.controllers(in: $0.view) } ?? [] : []
        if let new {
            new.view.frame = view.bounds
            AppearanceTransition.prepare(new.view, for: window)
        }
        AppearanceTransition.willDisappear(leaving, animated: animated)
        if let new { AppearanceTransition.willAppear([new], animated: animated) }
        if let old, oldIsShown { old.view.detach() }
        if let new {
            new.view.frame = view.bounds
            view.attach(new.view)
        }
        let entering = new.map { AppearanceTransition.controllers(in: $0.view) } ?? []
        AppearanceTransition.willAppear(entering, animated: animated)
        AppearanceTransition.didEnter(entering, in: window, animated: animated)
        AppearanceTransition.didDisappear(leaving, animated: animated)
        AppearanceTransition.didAppear(entering, animated: animated)
    }
}
