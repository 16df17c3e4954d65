import Foundation
import PadKit

/// The window's side of presentations: the container PadKit lays presentations out in,
/// adaptation on presentation and on every size-class change, frames, traits, and the list of
/// presentation roots the transition machinery walks.
extension Window {
    /// The container of a presentation in `placement` with window traits `traits`.
    func presentationContainer(placement: Placement, traits: TraitCollection) -> PresentationContainer {
        PresentationContainer(
            bounds: CGRect(origin: .zero, size: placement.window.size), screenSize: placement.screenSize,
            safeAreaInsets: placement.safeArea(os: osVersion).insets, horizontalSizeClass: traits.horizontalSizeClass,
            verticalSizeClass: traits.verticalSizeClass,
            interfaceOrientation: placement.orientation, idiom: placement.device.idiom,
            design: InterfaceDesign.resolved(os: osVersion, build: appBuild))
    }

    /// Whether the sheet (or the sheet a popover adapts into) prefers to stay edge-attached in compact height.
    private func prefersEdgeAttached(_ controller: PresentationController) -> Bool {
        controller.sheetConfiguration.prefersEdgeAttachedInCompactHeight
    }

    /// PadKit's adaptation of `controller` in `traits`, asking the delegate (recorded when `announce`).
    func decideAdaptation(_ controller: PresentationController, traits: TraitCollection, announce: Bool) -> PresentationAdaptation {
        let answer: AdaptiveStyleAnswer
        if let pending = controller.pendingAnswer, pending.traits == traits {
            answer = pending.answer
        } else {
            answer = controller.delegateAnswer(for: traits, trace: announce ? trace : nil)
            controller.pendingAnswer = (traits, answer)
        }
        return AdaptivePresentation.adapt(
            controller.presentationStyle, horizontal: traits.horizontalSizeClass,
            vertical: traits.verticalSizeClass, delegate: answer,
            prefersEdgeAttachedInCompactHeight: prefersEdgeAttached(controller), osVersion: osVersion)
    }

    /// Adapts `controller` to `traits`: decides the style, and when it adapts asks the delegate for
    /// a replacement controller and lets it prepare the adaptive sheet; always tells it
    /// `willPresentWithAdaptiveStyle`. When the presentation stops adapting the replacement goes.
    ///
    /// Some cases keep the current controller on screen: while the presented controller is covered
    /// by a presentation that removed its views, or the replacement itself presents something, no
    /// replacement comes or goes (views must not reappear under a cover, nor presentations lose
    /// their presenter); and a popover without an anchor does not adapt back into a popover
    /// (UIKit raises for that at presentation; the twin keeps the adapted style and says so).
    func adapt(_ controller: PresentationController, to traits: TraitCollection, coordinator: TransitionCoordinator?, announce: Bool) {
        let previous = controller.adaptation
        var decision = decideAdaptation(controller, traits: traits, announce: announce)
        controller.pendingAnswer = nil
        if let previous, decision.style == .popover, let popover = controller as? PopoverPresentationController, !popover.hasAnchor {
            trace.record(
                controller.traceName, "adaptation kept",
                [
                    TraceDetail("style", previous.style.description),
                    TraceDetail("reason", "a popover without sourceView or barButtonItem cannot be shown as a popover"),
                ])
            // The kept style's reason must be today's, not the one from when it adapted (which
            // may say "in compact width" when the width is now regular).
            decision = PresentationAdaptation(
                style: previous.style, adaptedFrom: previous.adaptedFrom,
                reason: "stays \(previous.style) in \(traits.horizontalSizeClass) width, \(traits.verticalSizeClass) height: "
                    + "a popover without sourceView or barButtonItem cannot be shown as a popover")
        }
        let covered = controller.presentedViewController?.presentedViewController?.activePresentation?.removesPresenterViews ?? false
        let canSwap = !covered && controller.adaptiveViewController?.presentedViewController == nil
        controller.adaptation = decision
        if announce {
            var details = [TraceDetail("style", decision.style.description)]
            if let from = decision.adaptedFrom { details.append(TraceDetail("adaptedFrom", from.description)) }
            details.append(TraceDetail("reason", decision.reason))
            trace.record(controller.traceName, "adaptation", details)
        }
        if decision.isAdapted, previous?.style != decision.style, let delegate = controller.delegate {
            if canSwap,
                let replacement = delegate.presentationController(controller, viewControllerForAdaptivePresentationStyle: decision.style),
                replacement !== controller.presentedViewController, replacement !== controller.adaptiveViewController
            {
                trace.record(
                    controller.traceName, "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
                    [
                        TraceDetail("style", decision.style.description), TraceDetail("returned", replacement.traceName),
                    ])
                dropReplacement(of: controller)
                controller.adaptiveViewController = replacement
                replacement.windowLookupWillChange()
                replacement.modal.replacementFor = controller
            }
            if decision.style.isSheet, OSFeature.sheetDetents.isAvailable(on: osVersion) {
                let adaptive = (controller as? PopoverPresentationController)?.adaptiveSheetPresentationController ?? controller
                trace.record(
                    controller.traceName, "presentationController(_:prepare:)", [TraceDetail("adaptive", decision.style.description)])
                delegate.presentationController(controller, prepare: adaptive)
            }
        }
        if !decision.isAdapted && canSwap { dropReplacement(of: controller) }
        if let delegate = controller.delegate {
            trace.record(
                controller.traceName, "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
                [
                    TraceDetail("style", decision.willPresentStyle.description)
                ])
            delegate.presentationController(
                controller, willPresentWithAdaptiveStyle: decision.willPresentStyle, transitionCoordinator: coordinator)
        }
    }

    /// Forgets the adaptive replacement; the presented controller leaves it if it was inside.
    private func dropReplacement(of controller: PresentationController) {
        guard let replacement = controller.adaptiveViewController else { return }
        controller.adaptiveViewController = nil
        // `replacementFor` stays, so the leaving replacement still reaches the window's trace.
        replacement.formerWindow = self
        if let presented = controller.presentedViewController, presented.parent != nil, presented.isDescendantOrSelf(of: replacement) {
            presented.willMove(toParent: nil)
            presented.removeFromParent()
        }
    }

    /// Ends `controller`'s presentation state (dismissal, or a refused presentation).
    func abandon(_ controller: PresentationController) {
        dropReplacement(of: controller)
        controller.adaptation = nil
        controller.sheetPlacement = nil
        controller.contextViewController = nil
        (controller as? PopoverPresentationController)?.arrowDirection = .unknown
    }

    /// The presented view's frame for `controller` in `placement` with `traits`, with the popover
    /// arrow or the sheet layout that goes with it.
    func presentationFrame(
        _ controller: PresentationController, style: ModalPresentationStyle, placement: Placement,
        traits: TraitCollection
    ) -> (frame: CGRect, arrow: PopoverArrowDirection?, sheet: SheetPlacement?) {
        let container = presentationContainer(placement: placement, traits: traits)
        let shownSize = controller.shownViewController?.preferredContentSize ?? .zero
        let preferred =
            shownSize.width > 0 || shownSize.height > 0 ? shownSize : (controller.presentedViewController?.preferredContentSize ?? .zero)
        switch style {
        case .popover:
            guard let popover = controller as? PopoverPresentationController, let anchor = popover.anchorInWindow() else {
                return (container.bounds, nil, nil)
            }
            // UIKit does not document an empty permittedArrowDirections; the twin lets the popover choose.
            let permitted =
                popover.permittedArrowDirections.directions.isEmpty ? PopoverArrowDirection.any : popover.permittedArrowDirections
            guard
                let placed = try? PopoverLayout.place(
                    preferredContentSize: preferred, sourceRect: anchor, permitted: permitted, in: container,
                    popoverLayoutMargins: popover.popoverLayoutMargins,
                    canOverlapSourceViewRect: popover.canOverlapSourceViewRect,
                    controller: controller.presentedViewController?.traceName ?? "?")
            else {
                return (container.bounds, nil, nil)
            }
            return (placed.frame, placed.arrowDirection, nil)
        case .pageSheet, .formSheet:
            let placed = SheetLayout.place(
                style: style, configuration: controller.sheetConfiguration, preferredContentSize: preferred,
                in: container, osVersion: osVersion)
            return (placed.frame, nil, placed)
        default:
            return (
                PresentationLayout.frame(
                    for: style, preferredContentSize: preferred, in: container,
                    contextFrame: contextFrame(of: controller), osVersion: osVersion), nil, nil
            )
        }
    }

    /// The frame of the controller that defines the presentation context, in window coordinates.
    /// A `.currentContext` presenter's view has left its container, so its frame is what its
    /// container gives it (`size(forChildContentContainer:withParentContainerSize:)` at its old origin).
    private func contextFrame(of controller: PresentationController) -> CGRect? {
        guard let context = controller.contextViewController, context.isViewLoaded else { return nil }
        if let presentation = presentation(shownAs: context) { return presentation.frameOfPresentedViewInContainerView }
        if context.view.window === self { return context.view.frameInWindow }
        guard let parent = context.parent, parent.isViewLoaded, parent.view.window === self else { return nil }
        let size = parent.size(forChildContentContainer: context, withParentContainerSize: parent.view.bounds.size)
        let origin = parent.view.originInWindow
        return CGRect(
            x: Double(origin.x + context.view.frame.minX), y: Double(origin.y + context.view.frame.minY),
            width: Double(size.width), height: Double(size.height))
    }

    /// Lays `controller` out in the current placement and remembers the result.
    @discardableResult
    func layoutPresentation(_ controller: PresentationController) -> CGRect {
        let result = presentationFrame(controller, style: controller.shownStyle, placement: placement, traits: traitCollection)
        controller.frameOfPresentedViewInContainerView = result.frame
        controller.sheetPlacement = result.sheet
        if let popover = controller as? PopoverPresentationController { popover.arrowDirection = result.arrow ?? .unknown }
        return result.frame
    }

    /// The trace details of a presentation.
    func presentationDetails(_ controller: PresentationController) -> [TraceDetail] {
        var details = [
            TraceDetail("presented", controller.presentedViewController?.traceName ?? "?"),
            TraceDetail("style", controller.shownStyle.description),
        ]
        if let from = controller.adaptation?.adaptedFrom { details.append(TraceDetail("adaptedFrom", from.description)) }
        if let shown = controller.adaptiveViewController { details.append(TraceDetail("shows", shown.traceName)) }
        details.append(TraceDetail("frame", FrameText.text(controller.frameOfPresentedViewInContainerView)))
        if let popover = controller as? PopoverPresentationController, popover.arrowDirection != .unknown {
            details.append(TraceDetail("arrow", popover.arrowDirection.description))
        }
        if let sheet = controller.sheetPlacement { details.append(TraceDetail("detent", sheet.detent.description)) }
        return details
    }

    /// The active presentation a presentation root is shown for.
    func presentation(shownAs root: ViewController) -> PresentationController? {
        if let replaced = root.modal.replacementFor, replaced.presentingViewController != nil, replaced.adaptiveViewController === root {
            return replaced
        }
        guard let controller = root.activePresentation, controller.adaptiveViewController == nil else { return nil }
        return controller
    }

    /// The window's root, then the controller shown for every active presentation, in tree order.
    func presentationRoots() -> [ViewController] {
        guard let root = rootViewController else { return [] }
        var result: [ViewController] = [root]
        func visit(_ controller: ViewController) {
            // Nothing below presents: skip the branch (a deep navigation stack costs nothing).
            guard controller.presentersInSubtree > 0 else { return }
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController, let shown = presented.activePresentation?.shownViewController,
                !result.contains(where: { $0 === shown })
            {
                result.append(shown)
                visit(shown)
            }
        }
        visit(root)
        return result
    }

    /// Every active presentation, in tree order.
    func activePresentations() -> [PresentationController] {
        presentationRoots().compactMap { presentation(shownAs: $0) }
    }

    /// The frame of a presentation root in the current placement.
    func frameForPresentationRoot(_ root: ViewController) -> CGRect {
        guard let controller = presentation(shownAs: root) else { return bounds }
        return layoutPresentation(controller)
    }

    /// The size a presentation root will have in `next` with `traits`. When the size classes
    /// change, the delegate is asked here (once; ``readaptPresentations(from:coordinator:)`` reuses
    /// the answer), as UIKit's presentation controllers adapt before the size transition.
    func targetSize(of root: ViewController, placement next: Placement, traits: TraitCollection) -> CGSize {
        guard let controller = presentation(shownAs: root) else { return next.window.size }
        let classesChange =
            traits.horizontalSizeClass != traitCollection.horizontalSizeClass
            || traits.verticalSizeClass != traitCollection.verticalSizeClass
        let style = classesChange ? decideAdaptation(controller, traits: traits, announce: true).style : controller.shownStyle
        return presentationFrame(controller, style: style, placement: next, traits: traits).frame.size
    }

    /// The traits of a presentation root: the window's, with the presentation's override.
    func traitsOfPresentationRoot(_ root: ViewController, windowTraits: TraitCollection) -> TraitCollection {
        guard let controller = presentation(shownAs: root), let override = PresentationTraits.override(for: controller.shownStyle) else {
            return windowTraits
        }
        return windowTraits.merging(override)
    }

    /// Re-adapts every presentation after a size-class change (UIKit runs the adaptation check
    /// when traits change, `UIPresentationController` documentation), swapping the shown
    /// controller when the delegate's replacement comes or goes.
    func readaptPresentations(from previous: TraitCollection, coordinator: TransitionCoordinator) {
        guard
            previous.horizontalSizeClass != traitCollection.horizontalSizeClass
                || previous.verticalSizeClass != traitCollection.verticalSizeClass
        else {
            for controller in activePresentations() { controller.pendingAnswer = nil }
            return
        }
        for controller in activePresentations() {
            guard let oldShown = controller.shownViewController else { continue }
            let before = oldShown.isViewLoaded ? AppearanceTransition.controllers(in: oldShown.view) : []
            adapt(controller, to: traitCollection, coordinator: coordinator, announce: true)
            updatePresenterViews(for: controller, coordinator: coordinator)
            guard let newShown = controller.shownViewController, newShown !== oldShown else { continue }
            newShown.loadViewIfNeeded()
            let after = AppearanceTransition.controllers(in: newShown.view)
            let leaving = before.filter { old in !after.contains { $0 === old } }
            let entering = after.filter { new in !before.contains { $0 === new } }
            AppearanceTransition.willDisappear(leaving)
            AppearanceTransition.willAppear(entering)
            newShown.view.frame = layoutPresentation(controller)
            rootView.attach(newShown.view)
            if oldShown.isViewLoaded, oldShown.view.superview === rootView { oldShown.view.detach() }
            for controller in leaving { controller.formerWindow = self }
            // The swap is part of the transition: `viewIsAppearing` once the new traits are
            // committed (alongside the animation), the did-callbacks when it completes.
            coordinator.animate(
                alongsideTransition: { [weak self] _ in
                    guard let self else { return }
                    AppearanceTransition.isAppearing(entering, in: self)
                },
                completion: { _ in
                    AppearanceTransition.didDisappear(leaving)
                    AppearanceTransition.didAppear(entering)
                })
        }
    }

    /// The controllers whose views should be in the window, in ``controllersInWindow()`` order: each
    /// presentation root whose views were not removed by a presentation on it, with its children in
    /// the hierarchy.
    func expectedControllersInWindow() -> [ViewController] {
        guard isVisible else { return [] }
        var result: [ViewController] = []
        func visit(_ controller: ViewController) {
            result.append(controller)
            for child in controller.childrenInHierarchy { visit(child) }
        }
        for root in presentationRoots() {
            if let presentation = root.presentedViewController?.activePresentation, presentation.removesPresenterViews { continue }
            if let shownFor = presentation(shownAs: root), shownFor.contextViewController != nil, root.presentedViewController == nil,
                let presenter = shownFor.presentingViewController, !presenter.isPlaceShownByContainers
            {
                continue
            }
            visit(root)
        }
        return result
    }

    /// A presentation that adapts to or from full screen (a sheet in compact height, a popover on
    /// an iPhone) takes its presenter's views out of the window or puts them back, so the same
    /// final configuration has the same hierarchy whatever path led to it: a page sheet shown full
    /// screen in compact height and a card after rotation has its presenter back in the window,
    /// with the window's current traits (committed in this transition) and the appearance
    /// callbacks of a controller coming back (`viewWillAppear` now, `viewIsAppearing` alongside,
    /// `viewDidAppear` on completion). Context presentations keep what they decided.
    func updatePresenterViews(for controller: PresentationController, coordinator: TransitionCoordinator) {
        guard controller.contextViewController == nil, let presenter = controller.presentingViewController, presenter.isViewLoaded,
            let shown = controller.shownViewController, shown.isViewLoaded, shown.view.window === self
        else { return }
        let removes = !controller.shownStyle.keepsPresenterViews
        guard removes != controller.removesPresenterViews else { return }
        if removes {
            guard presenter.view.window === self else { return }
            controller.removesPresenterViews = true
            controller.presenterSuperview = presenter.view.superview
            let leaving = AppearanceTransition.controllers(in: presenter.view)
            AppearanceTransition.willDisappear(leaving)
            presenter.view.detach()
            for controller in leaving { controller.formerWindow = self }
            coordinator.animate(alongsideTransition: nil, completion: { _ in AppearanceTransition.didDisappear(leaving) })
        } else {
            // Only where nothing else covers the presenter: it must be a presentation root of its own.
            guard presenter.view.window == nil, presenter.parent == nil,
                presenter.presentedViewController?.activePresentation === controller
                    || presenter.presentedViewController === controller.presentedViewController
            else { return }
            controller.removesPresenterViews = false
            let home = controller.presenterSuperview.flatMap { $0.window === self ? $0 : nil } ?? rootView
            AppearanceTransition.prepare(presenter.view, for: self)
            let entering = AppearanceTransition.controllers(in: presenter.view)
            AppearanceTransition.willAppear(entering)
            home.attach(presenter.view, below: shown.view)
            coordinator.animate(
                alongsideTransition: { [weak self] _ in
                    guard let self else { return }
                    AppearanceTransition.isAppearing(entering, in: self)
                }, completion: { _ in AppearanceTransition.didAppear(entering) })
        }
    }
}
