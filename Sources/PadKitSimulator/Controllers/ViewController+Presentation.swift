import PadKit

extension ViewController {
    /// Presents `viewController` modally, full screen, from the root-most ancestor of this
    /// controller (the presentation context of a full-screen presentation is the window's root or
    /// the controller presented last).
    ///
    /// The presenter's views leave the window (full screen is not an `over*` style), so the
    /// presenter disappears and the presented controller appears, in UIKit's order. Presentation
    /// styles, adaptation and sheets build on this.
    ///
    /// - Throws: UIKit's `NSInvalidArgumentException`s: presenting a controller on itself, one
    ///   that is already presented, or one that has a parent.
    public func present(_ viewController: ViewController, animated: Bool = true, completion: (() -> Void)? = nil) throws(HierarchyError) {
        guard viewController !== self else { throw .presentingOnItself(controller: traceName) }
        if let presenter = viewController.presentingViewController {
            throw .alreadyPresented(controller: viewController.traceName, presenter: presenter.traceName)
        }
        if let parent = viewController.parent {
            throw .presentingChild(controller: viewController.traceName, parent: parent.traceName)
        }
        var presenter: ViewController = self
        while let parent = presenter.parent { presenter = parent }
        if presenter.isDescendantOrSelf(of: viewController) { throw .presentingOnItself(controller: viewController.traceName) }
        if let current = presenter.presentedViewController {
            // UIKit logs "Attempt to present … which is already presenting …" and does nothing.
            trace?.record(presenter.traceName, "present(_:animated:completion:) ignored", [
                TraceDetail("reason", "already presenting \(current.traceName)"),
            ])
            return
        }
        trace?.record(presenter.traceName, "present(_:animated:completion:)", [TraceDetail("presented", viewController.traceName)])
        presenter.presentedViewController = viewController
        viewController.presentingViewController = presenter
        guard let window = presenter.window, presenter.isViewLoaded, presenter.view.window === window else {
            completion?()
            return
        }
        let leaving = AppearanceTransition.controllers(in: presenter.view)
        viewController.view.frame = window.bounds
        AppearanceTransition.prepare(viewController.view, for: window)
        let entering = AppearanceTransition.controllers(in: viewController.view)
        AppearanceTransition.willDisappear(leaving, animated: animated)
        AppearanceTransition.willAppear(entering, animated: animated)
        window.rootView.attach(viewController.view)
        presenter.view.detach()
        AppearanceTransition.didEnter(entering, in: window, animated: animated)
        AppearanceTransition.didDisappear(leaving, animated: animated)
        AppearanceTransition.didAppear(entering, animated: animated)
        completion?()
    }

    /// Dismisses the controller this one presented, or, if it presented none, this controller
    /// itself; controllers presented on top of the dismissed one go with it.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        let presenter = presentedViewController != nil ? self : presentingViewController
        guard let presenter, let presented = presenter.presentedViewController else {
            completion?()
            return
        }
        trace?.record(presenter.traceName, "dismiss(animated:completion:)", [TraceDetail("dismissed", presented.traceName)])
        var chain: [ViewController] = []
        var current: ViewController? = presented
        while let controller = current {
            chain.append(controller)
            current = controller.presentedViewController
        }
        let window = presenter.window
        let leaving = chain.flatMap { $0.isViewLoaded && $0.view.window != nil ? AppearanceTransition.controllers(in: $0.view) : [] }
        if let window, presenter.isViewLoaded {
            let entering = AppearanceTransition.controllers(in: presenter.view)
            AppearanceTransition.willDisappear(leaving, animated: animated)
            AppearanceTransition.willAppear(entering, animated: animated)
            window.rootView.attach(presenter.view)
            for controller in chain where controller.isViewLoaded { controller.view.detach() }
            unlink(chain, from: presenter)
            AppearanceTransition.didEnter(entering, in: window, animated: animated)
            AppearanceTransition.didDisappear(leaving, animated: animated)
            AppearanceTransition.didAppear(entering, animated: animated)
        } else {
            unlink(chain, from: presenter)
        }
        completion?()
    }

    private func unlink(_ chain: [ViewController], from presenter: ViewController) {
        presenter.presentedViewController = nil
        for controller in chain {
            controller.presentingViewController = nil
            controller.presentedViewController = nil
        }
    }
}
