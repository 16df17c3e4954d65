import PadKit

extension ViewController {
    /// Presents `viewController` modally (`present(_:animated:completion:)`) with its
    /// ``modalPresentationStyle``.
    ///
    /// - The presenter is the root-most ancestor of this controller (the window's root or the
    ///   controller presented last), or, for `.currentContext` / `.overCurrentContext`, the nearest
    ///   ancestor that ``definesPresentationContext`` (else the root-most one).
    /// - The style adapts to the window's traits (`AdaptivePresentation`, with the delegate's
    ///   answers: `adaptivePresentationStyle(for:traitCollection:)`, then
    ///   `adaptivePresentationStyle(for:)`, then, when adapting,
    ///   `presentationController(_:viewControllerForAdaptivePresentationStyle:)` and
    ///   `presentationController(_:prepare:)`; `willPresentWithAdaptiveStyle` always; the relative
    ///   order is **[UNCONFIRMED]**, PadKit follows the natural one).
    /// - `.fullScreen` and `.currentContext` remove the presenter's views, so the presenter
    ///   disappears; the `over*` styles, sheets and popovers keep them and the presenter gets no
    ///   appearance callbacks (`UIModalPresentationStyle` case pages). UIKit decides this when the
    ///   presentation begins (`shouldRemovePresentersView`), so a later adaptation does not change it.
    ///
    /// - Throws: UIKit's `NSInvalidArgumentException`s (presenting a controller on itself, one
    ///   that is already presented, or one that has a parent) and, for a popover shown as a popover
    ///   with no `sourceView` or `barButtonItem`, its `NSGenericException`.
    public func present(_ viewController: ViewController, animated: Bool = true, completion: (() -> Void)? = nil) throws(HierarchyError) {
        guard viewController !== self else { throw .presentingOnItself(controller: traceName) }
        if let presenter = viewController.presentingViewController {
            throw .alreadyPresented(controller: viewController.traceName, presenter: presenter.traceName)
        }
        if let parent = viewController.parent {
            throw .presentingChild(controller: viewController.traceName, parent: parent.traceName)
        }
        let osVersion = window?.osVersion ?? .latest
        let style = viewController.modalPresentationStyle.resolved(for: osVersion)
        let presenter = style.usesPresentationContext ? presentationContext() : rootMostAncestor()
        if presenter.isDescendantOrSelf(of: viewController) { throw .presentingOnItself(controller: viewController.traceName) }
        if let current = presenter.presentedViewController {
            // UIKit logs "Attempt to present … which is already presenting …" and does nothing.
            trace?.record(
                presenter.traceName, "present(_:animated:completion:) ignored",
                [
                    TraceDetail("reason", "already presenting \(current.traceName)")
                ])
            return
        }
        if let window = presenter.window, window.isVisible, !(presenter.isViewLoaded && presenter.view.window === window) {
            // UIKit logs "Attempt to present … whose view is not in the window hierarchy" and does nothing.
            trace?.record(
                presenter.traceName, "present(_:animated:completion:) ignored",
                [
                    TraceDetail("reason", "\(presenter.traceName)'s view is not in the window hierarchy")
                ])
            return
        }
        let controller = viewController.presentationController
        controller.presentationStyle = style
        guard let window = presenter.window, presenter.isViewLoaded, presenter.view.window === window else {
            link(viewController, to: presenter, controller: controller)
            trace?.record(presenter.traceName, "present(_:animated:completion:)", [TraceDetail("presented", viewController.traceName)])
            completion?()
            return
        }
        window.adapt(controller, to: window.traitCollection, coordinator: nil, announce: true)
        if controller.shownStyle == .popover, let popover = controller as? PopoverPresentationController, !popover.hasAnchor {
            window.abandon(controller)
            throw .popoverWithoutAnchor(controller: viewController.traceName)
        }
        link(viewController, to: presenter, controller: controller)
        controller.contextViewController = style.usesPresentationContext ? presenter : nil
        controller.removesPresenterViews = !controller.shownStyle.keepsPresenterViews
        controller.presenterSuperview = presenter.view.superview
        let shown = controller.shownViewController ?? viewController
        shown.loadViewIfNeeded()
        shown.view.frame = window.layoutPresentation(controller)
        AppearanceTransition.prepare(shown.view, for: window)
        trace?.record(presenter.traceName, "present(_:animated:completion:)", window.presentationDetails(controller))
        let leaving = controller.removesPresenterViews ? AppearanceTransition.controllers(in: presenter.view) : []
        let entering = AppearanceTransition.controllers(in: shown.view)
        AppearanceTransition.willDisappear(leaving, animated: animated)
        AppearanceTransition.willAppear(entering, animated: animated)
        window.rootView.attach(shown.view)
        if controller.removesPresenterViews { presenter.view.detach() }
        AppearanceTransition.didEnter(entering, in: window, animated: animated)
        AppearanceTransition.didDisappear(leaving, animated: animated)
        AppearanceTransition.didAppear(entering, animated: animated)
        if controller.shownStyle == .fullScreen { window.applyPresentationOrientation(for: shown) }
        completion?()
    }

    /// Dismisses the controller this one presented, or, if it presented none, the presentation it
    /// is in (asked of this controller, one of its ancestors, or its presenter, as UIKit forwards
    /// `dismiss(animated:completion:)`); controllers presented on top go with it. With nothing
    /// presented UIKit does nothing (and still calls `completion`); the trace says so.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        guard let presenter = dismissingPresenter(), let presented = presenter.presentedViewController else {
            trace?.record(traceName, "dismiss(animated:completion:) ignored", [TraceDetail("reason", "nothing is presented")])
            completion?()
            return
        }
        trace?.record(presenter.traceName, "dismiss(animated:completion:)", [TraceDetail("dismissed", presented.traceName)])
        presenter.tearDownPresentation(animated: animated)
        completion?()
    }

    /// The controller whose presentation `dismiss` ends.
    func dismissingPresenter() -> ViewController? {
        var current: ViewController? = self
        while let candidate = current {
            if candidate.presentedViewController != nil { return candidate }
            if let presenter = candidate.presentingViewController { return presenter }
            if let replaced = candidate.modal.replacementFor?.presentingViewController { return replaced }
            current = candidate.parent
        }
        return nil
    }

    /// Removes this controller's presentation and everything presented above it, with the
    /// appearance callbacks. `restoringPresenter: false` leaves the presenter's views out of the
    /// window (it is leaving the hierarchy itself).
    func tearDownPresentation(animated: Bool, restoringPresenter: Bool = true) {
        guard let presented = presentedViewController else { return }
        var chain: [PresentationController] = []
        var current: ViewController? = presented
        while let controller = current, let presentation = controller.modal.presentationController,
            !chain.contains(where: { $0 === presentation })
        {
            chain.append(presentation)
            // An adaptive replacement may itself present; that presentation goes too.
            current = controller.presentedViewController ?? presentation.adaptiveViewController?.presentedViewController
        }
        let shown = chain.compactMap(\.shownViewController)
        let window = self.window
        var leaving = shown.flatMap { $0.isViewLoaded && $0.view.window != nil ? AppearanceTransition.controllers(in: $0.view) : [] }
        // A context cover (this controller shown for a `currentContext` or `overCurrentContext`
        // presentation) stayed on screen over another tab only because it presented something
        // (``ContainerTransition``); with that gone it leaves with its tab, as a tab switch
        // would have taken it, and comes back when the tab is selected again.
        let coverOfHiddenPlace =
            window?.presentation(shownAs: self).map {
                $0.contextViewController != nil && !($0.presentingViewController?.isPlaceShownByContainers ?? true)
            } ?? false
        if coverOfHiddenPlace, let window, isViewLoaded, view.window === window {
            leaving = AppearanceTransition.controllers(in: view) + leaving
        }
        // A covered controller whose container no longer shows its place (another tab is
        // selected) stays out of the window: the container puts it back when it shows it.
        let shownByContainer = parent.map { $0.showsChild(self) } ?? true
        let restores = restoringPresenter && (chain.first?.removesPresenterViews ?? false) && shownByContainer && !coverOfHiddenPlace
        if let window, isViewLoaded {
            if restores {
                let home = chain.first?.presenterSuperview
                if let home, home.window === window { home.attach(view) } else { window.rootView.attach(view) }
            }
            let entering = restores ? AppearanceTransition.controllers(in: view) : []
            AppearanceTransition.willDisappear(leaving, animated: animated)
            AppearanceTransition.willAppear(entering, animated: animated)
            for controller in shown where controller.isViewLoaded { controller.view.detach() }
            if coverOfHiddenPlace, view.window === window { view.detach() }
            // They leave the window, but their did-disappear callbacks still belong in its trace.
            for controller in leaving { controller.formerWindow = window }
            unlink(chain)
            AppearanceTransition.didEnter(entering, in: window, animated: animated)
            AppearanceTransition.didDisappear(leaving, animated: animated)
            AppearanceTransition.didAppear(entering, animated: animated)
        } else {
            unlink(chain)
        }
    }

    private func link(_ viewController: ViewController, to presenter: ViewController, controller: PresentationController) {
        presenter.presentedViewController = viewController
        viewController.presentingViewController = presenter
        controller.presentingViewController = presenter
    }

    private func unlink(_ chain: [PresentationController]) {
        presentedViewController = nil
        for presentation in chain {
            if let presented = presentation.presentedViewController {
                presented.presentingViewController = nil
                presented.presentedViewController = nil
            }
            window?.abandon(presentation)
            presentation.presentingViewController = nil
        }
    }

    /// The root-most ancestor through parents.
    func rootMostAncestor() -> ViewController {
        var presenter: ViewController = self
        while let parent = presenter.parent { presenter = parent }
        return presenter
    }

    /// The nearest ancestor (or self) that defines the presentation context, else the root-most one.
    func presentationContext() -> ViewController {
        var current: ViewController? = self
        while let candidate = current {
            if candidate.definesPresentationContext { return candidate }
            current = candidate.parent
        }
        return rootMostAncestor()
    }
}
