import Foundation
import PadKit

/// The app's window in the twin: a placement (device, orientation, window mode), a root view
/// controller, and the machinery that delivers UIKit's callbacks when the placement changes.
///
/// Everything the window does is appended to ``trace``. Rotation, a Split View share change, a
/// free-form resize and a trait change each run one transition (``TransitionCoordinator``):
/// 1. `willTransition(to:with:)` down the tree (parents first, only to controllers whose traits
///    change; `traitCollection` is still the old one);
/// 2. `viewWillTransition(to:with:)` down the tree (only where the size changes; `view.bounds` is
///    still the old size);
/// 3. the new size and traits are committed and `traitCollectionDidChange(_:)` is sent to every
///    controller and view whose traits changed, parents first;
/// 4. the alongside-animation blocks run; 5. the layout pass; 6. the completion blocks.
///
/// Steps 1, 2 and 4–6 follow Apple's documentation. The position of step 3 is
/// **[UNCONFIRMED]** (`docs/sources.md` § Transitions: rotation and resize: traits are updated "just before layout",
/// commonly observed after `viewWillTransition` inside the animation); PadKit puts it before the
/// alongside blocks so those blocks see the new traits, as Apple's AdaptiveElements sample relies on.
///
/// Its state is in one internal value (``_WindowStorage``), for the reasons in
/// ``ViewController``'s "Cost" section.
public final class Window {
    /// Everything the window stores but its constants (``_WindowStorage``, which says why), behind
    /// the properties below.
    @exclusivity(unchecked) final var _storage: _WindowStorage

    /// Everything the window and its controllers did.
    public let trace: Trace
    /// The device, orientation and window mode.
    public private(set) var placement: Placement {
        get { _storage.placement }
        set { _storage.placement = newValue }
    }
    /// The OS version whose behaviour the twin follows (default: the latest).
    public let osVersion: OSVersion
    /// The user's settings (appearance, text size ...).
    public private(set) var appearance: SystemAppearance {
        get { _storage.appearance }
        set { _storage.appearance = newValue }
    }
    /// The size-class rule.
    public let sizeClassRule: SizeClassRule
    /// The window's committed traits.
    public private(set) var traitCollection: TraitCollection {
        get { _storage.traitCollection }
        set { _storage.traitCollection = newValue }
    }
    /// Whether the app is in the foreground.
    public private(set) var isForeground: Bool {
        get { _storage.isForeground }
        set { _storage.isForeground = newValue }
    }
    /// The app's orientation settings (Info.plist, the app delegate's mask) and the device's orientation.
    public let orientationSettings = OrientationSettings()
    /// Moves on whenever a link that ``ViewController/window`` walks through changes for a
    /// controller in this window, so controllers' kept answers are rechecked
    /// (`windowLookupWillChange()`).
    var hierarchyGeneration: Int {
        get { _storage.hierarchyGeneration }
        set { _storage.hierarchyGeneration = newValue }
    }
    /// Whether controllers note their changes in ``changedControllers``, for
    /// ``checkInvariantsOfChanges()`` (``ScenarioRunner`` turns it on for ``InvariantCheck/eventChanges``).
    /// Off by default: nothing is kept for a check no one makes.
    var tracksChanges: Bool {
        get { _storage.tracksChanges }
        set { _storage.tracksChanges = newValue }
    }
    /// The controllers whose containment or presentation links or appearance state changed since
    /// the last ``checkInvariantsOfChanges()`` (held until that check, which empties it).
    var changedControllers: [ViewController] {
        get { _storage.changedControllers }
        set { _storage.changedControllers = newValue }
        _modify { yield &_storage.changedControllers }
    }

    /// Notes that `controller`'s links or appearance changed, when changes are tracked.
    func noteChange(of controller: ViewController) {
        if tracksChanges { changedControllers.append(controller) }
    }

    func setForeground(_ foreground: Bool) {
        isForeground = foreground
    }
    /// The view that hosts the root view controller's view and full-screen presentations.
    let rootView: View

    /// The root view controller. Setting it replaces the old one's view.
    public var rootViewController: ViewController? {
        get { _storage.rootViewController }
        set {
            let oldValue = _storage.rootViewController
            _storage.rootViewController = newValue
            guard rootViewController !== oldValue else { return }
            oldValue?.rootOfWindow = nil
            if let oldValue, oldValue.isViewLoaded { oldValue.view.removeFromSuperview() }
            rootViewController?.removeFromParentSilently()
            rootViewController?.rootOfWindow = self
            if isVisible, let root = rootViewController {
                root.view.frame = bounds
                rootView.addSubview(root.view)
            }
        }
    }

    /// Whether the background snapshot pass is running.
    public internal(set) var isTakingSnapshots: Bool {
        get { _storage.isTakingSnapshots }
        set { _storage.isTakingSnapshots = newValue }
    }

    /// The transition being delivered, while one is.
    public private(set) var currentCoordinator: TransitionCoordinator? {
        get { _storage.currentCoordinator }
        set { _storage.currentCoordinator = newValue }
    }

    /// Whether ``makeKeyAndVisible()`` ran.
    public private(set) var isVisible: Bool {
        get { _storage.isVisible }
        set { _storage.isVisible = newValue }
    }

    /// A window in a resolved window (``PadKit/WindowContext/resolve()``): its placement, OS, the
    /// app's build and the team's measurements all come from it, and every window an event moves
    /// to is resolved from the same context.
    public init(
        resolved: ResolvedWindow, appearance: SystemAppearance = .standard, sizeClassRule: SizeClassRule = .standard,
        trace: Trace = Trace()
    ) {
        let placement = resolved.placement, osVersion = resolved.osVersion
        self.trace = trace
        self.osVersion = osVersion
        self.sizeClassRule = sizeClassRule
        _storage = _WindowStorage(
            placement: placement, appearance: appearance,
            // Traits the OS did not have yet stay unspecified (`TraitCollection.restricted(to:)`).
            traitCollection: placement.traitCollection(rule: sizeClassRule, appearance: appearance).restricted(to: osVersion),
            context: resolved.context)
        self.rootView = View(frame: CGRect(origin: .zero, size: placement.window.size), name: "Window")
        rootView.traitCollection = traitCollection
        rootView.hostingWindow = self
    }

    /// A window in `placement`, as a test or a seed's snippet builds one by hand: the placement is
    /// kept as it is, and the OS need not offer it (``PadKit/WindowContext/Offering/unchecked``).
    public convenience init(
        placement: Placement, osVersion: OSVersion = .latest, appearance: SystemAppearance = .standard,
        sizeClassRule: SizeClassRule = .standard, trace: Trace = Trace()
    ) {
        self.init(
            resolved: ResolvedWindow(placement: placement, osVersion: osVersion), appearance: appearance,
            sizeClassRule: sizeClassRule, trace: trace)
    }

    /// What the window was resolved from; the windows events move it to are resolved from it
    /// (``setMode(_:)``, ``rotate(to:)``).
    public private(set) var context: WindowContext {
        get { _storage.context }
        set { _storage.context = newValue }
    }

    /// Measured placements (``PadKit/Measurements``) of the window's context: every placement the
    /// window moves to takes a measurement of it where there is one, as `--measurements` gives
    /// `matrix` and `traits`.
    public var measurements: Measurements? { context.measurements }

    /// The bar heights measured at the window's current placement (``PadKit/MeasuredPlacement``'s
    /// `navigationBarHeight` and `tabBarHeight`), which replace ``PadKit/SystemBarMetrics``'.
    var measuredBars: MeasuredPlacement? {
        guard let measurements else { return nil }
        let setting = try? WindowingSystem.setting(offering: placement.mode, on: placement.device, osVersion: osVersion)
        return measurements.measurement(of: placement, osVersion: osVersion, setting: setting)
    }

    /// What the running app is built with (its SDK, `UIDesignRequiresCompatibility`), for what
    /// UIKit keys to the SDK rather than the OS: bar heights (``PadKit/SystemBarMetrics``) and the
    /// iPad tab bar at the top (``PadKit/TabBarLayout``). The context's.
    public var appBuild: AppBuild { context.app.build }

    /// `placement` with its measurement on this window's OS, in the multitasking setting that
    /// offers it, if ``measurements`` has one.
    func measured(_ placement: Placement) -> Placement {
        guard let measurements else { return placement }
        let setting = try? WindowingSystem.setting(offering: placement.mode, on: placement.device, osVersion: osVersion)
        return measurements.applied(to: placement, osVersion: osVersion, setting: setting)
    }

    /// The window bounds.
    public var bounds: CGRect { CGRect(origin: .zero, size: placement.window.size) }

    /// The window's safe-area insets (`UIWindow.safeAreaInsets`) for its placement on its OS:
    /// `Placement.safeArea(os:)`. Presentations are laid out inside them.
    public var safeAreaInsets: EdgeInsets { placement.safeArea(os: osVersion).insets }

    /// Where the window controls are, in the window's coordinates, when the app sees them through
    /// layout regions (``PadKit/WindowControls/frame(in:osVersion:rightToLeft:)``); `nil` in a
    /// window without controls and for an app in the compatibility design, whose top safe area
    /// holds them instead.
    public var windowControlsFrame: CGRect? {
        WindowControls.frame(in: placement, osVersion: osVersion, rightToLeft: traitCollection.layoutDirection == .rightToLeft)
    }

    /// The interface orientation (`windowScene.interfaceOrientation`).
    public var interfaceOrientation: InterfaceOrientation { placement.orientation }

    /// Shows the window: the root view controller's view loads and appears.
    public func makeKeyAndVisible() {
        guard !isVisible else { return }
        isVisible = true
        trace.record(
            "Window", "makeKeyAndVisible()",
            [
                TraceDetail("placement", placement.description),
                TraceDetail("size", FrameText.text(bounds.size)),
                TraceDetail("traits", traitCollection.summary),
            ])
        if let root = rootViewController {
            root.view.frame = bounds
            rootView.addSubview(root.view)
        }
    }

    // MARK: Events

    /// Rotates the interface to `orientation`, keeping the window mode where it exists
    /// (`Placement/rotated(to:)`).
    public func rotate(to orientation: InterfaceOrientation) throws {
        // Copy first: calling a throwing method on the stored property would hold an access to it
        // across the throw.
        let current = placement
        let next = try resolve(context.rotated(to: orientation)) { try current.rotated(to: orientation) }
        transition(to: next, appearance: appearance, announcesTraitChange: true, reason: "rotate")
    }

    /// Changes the Split View share, Slide Over or full screen.
    ///
    /// In iPadOS 26's full-screen compatibility window (``PadKit/WindowMode/fullScreenCompatibility``)
    /// the user's resizing reaches no callback: the system "scales your app's presentation when the
    /// user resizes it, rather than changing the size of your app's scene" (`UIRequiresFullScreen`,
    /// Bundle Resources). A tile, a free-form window, Slide Over or the smallest window is traced
    /// as scaled and the scene keeps its size (``PadKit/FullScreenCompatibility/scalesInsteadOfResizing(from:to:)``).
    public func setMode(_ mode: WindowMode) throws {
        let current = placement
        if FullScreenCompatibility.scalesInsteadOfResizing(from: current.mode, to: mode) {
            trace.record(
                "Window", "scaled",
                [
                    TraceDetail("to", "\(mode)"),
                    TraceDetail("note", "the scene keeps \(FrameText.text(bounds.size)): the compatibility window is scaled, not resized"),
                ])
            return
        }
        let next = try resolve(context.changing(mode: mode)) { try current.changing(mode: mode) }
        transition(to: next, appearance: appearance, announcesTraitChange: true, reason: "multitask")
    }

    /// The placement an event moves the window to: `next` resolved, by the same rule as `matrix`
    /// (a window the OS or the setting does not offer is refused), which becomes the window's
    /// context; for a window built from a placement (``PadKit/WindowContext/Offering/unchecked``),
    /// `unchecked`'s placement, which keeps what the window hosts.
    func resolve(_ next: WindowContext, unchecked: () throws -> Placement) throws -> Placement {
        switch context.offering {
        case .required:
            let resolved = try next.resolve()
            context = resolved.context
            return resolved.placement
        case .unchecked:
            return try unchecked()
        }
    }

    /// Resizes to a free-form window (Stage Manager, iPadOS 26 windows).
    public func resize(width: Double, height: Double) throws {
        try setMode(.window(width: width, height: height))
    }

    /// Moves to any placement on the same device.
    public func move(to placement: Placement) {
        transition(to: placement, appearance: appearance, announcesTraitChange: true, reason: "placement")
    }

    /// Changes the user's settings (for example dark mode); only traits change.
    public func setAppearance(_ appearance: SystemAppearance) {
        transition(to: placement, appearance: appearance, announcesTraitChange: true, reason: "appearance")
    }

    // MARK: Transition machinery

    /// Runs one transition to `next` and `nextAppearance`, delivering callbacks in UIKit's order.
    func transition(to proposed: Placement, appearance nextAppearance: SystemAppearance, announcesTraitChange: Bool, reason: String) {
        let next = measured(proposed)
        let oldSize = bounds.size
        let newSize = next.window.size
        let newWindowTraits = next.traitCollection(rule: sizeClassRule, appearance: nextAppearance).restricted(to: osVersion)
        let rotation = TargetTransform(from: placement.orientation.rotationDegrees, to: next.orientation.rotationDegrees)
        let duration =
            rotation.isIdentity || placement.device.family != .iPad
            ? TransitionCoordinator.defaultDuration : TransitionCoordinator.padRotationDuration
        let coordinator = TransitionCoordinator(targetTransform: rotation, duration: duration, animated: true, trace: trace)
        trace.record(
            "Window", "transition",
            [
                TraceDetail("reason", reason),
                TraceDetail("from", "\(placement) \(FrameText.text(oldSize)) \(traitCollection.summary)"),
                TraceDetail("to", "\(next) \(FrameText.text(newSize)) \(newWindowTraits.summary)"),
            ])
        // A change of window mode that keeps the size and the traits can still move the window's
        // safe area (a third of the screen in Split View, under the status bar, becoming a
        // free-form window of the same size): UIKit then lays the views out again and calls
        // `safeAreaInsetsDidChange()` / `viewSafeAreaInsetsDidChange()` ("called when the safe
        // area of the view changes", `UIView` documentation), with no size or trait callback.
        let safeAreaChanges = next.safeArea(os: osVersion).insets != safeAreaInsets
        guard newSize != oldSize || newWindowTraits != traitCollection || safeAreaChanges else {
            // A 180-degree turn changes no size or trait, so no callback, but the interface
            // orientation does change, and with it the scene's effective geometry.
            let previous = placement
            placement = next
            appearance = nextAppearance
            recordEffectiveGeometryUpdate(from: previous, size: oldSize)
            return
        }

        let inWindow = controllersInWindow()
        for controller in inWindow {
            coordinator.setPendingTraits(effectiveTraits(of: controller, windowTraits: newWindowTraits), for: controller)
        }
        let roots = presentationChain()
        if announcesTraitChange {
            for root in roots {
                guard let target = coordinator.pendingTraits(for: root), target != root.traitCollection else { continue }
                coordinator.deliverWillTransition(to: target, for: root)
            }
        }
        if newSize != oldSize {
            // The window tells its root view controller, whose presentation controller forwards
            // to the presented one (`viewWillTransition(to:with:)` documentation), so a covered
            // presenter hears of the new size too.
            for root in roots {
                let target = targetSize(of: root, placement: next, traits: newWindowTraits)
                guard root.view.bounds.size != target else { continue }
                coordinator.deliverViewWillTransition(to: target, for: root)
            }
        }

        let previousTraits = traitCollection
        let previousPlacement = placement
        placement = next
        appearance = nextAppearance
        traitCollection = newWindowTraits
        rootView.frame = bounds
        rootView.traitCollection = newWindowTraits
        currentCoordinator = coordinator
        readaptPresentations(from: previousTraits, coordinator: coordinator)
        updateGeometry()
        for root in presentationChain() where root.isViewLoaded && root.view.window === self {
            commitTraitsDownward(from: root)
        }
        coordinator.runAlongsideAnimations()
        layoutIfNeeded()
        currentCoordinator = nil
        coordinator.runCompletions()
        recordEffectiveGeometryUpdate(from: previousPlacement, size: oldSize)
    }

    /// `windowScene(_:didUpdateEffectiveGeometry:)` (iOS 26, `UIWindowSceneDelegate`): "called
    /// when the window scene's effective geometry has changed", its size or interface orientation,
    /// with the previous geometry. Apple does not document where it comes among the view
    /// controllers' callbacks; PadKit records it once the transition has completed, after the
    /// layout and the coordinator's completions, when the new geometry is the scene's
    /// (docs/choices.md). Earlier versions' `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`
    /// is not traced.
    private func recordEffectiveGeometryUpdate(from previous: Placement, size previousSize: CGSize) {
        guard OSFeature.effectiveGeometryUpdate.isAvailable(on: osVersion),
            previousSize != bounds.size || previous.orientation != placement.orientation
        else { return }
        trace.record(
            "Scene", "windowScene(_:didUpdateEffectiveGeometry:)",
            [
                TraceDetail("previous", "\(FrameText.text(previousSize)) \(previous.orientation)"),
                TraceDetail("now", "\(FrameText.text(bounds.size)) \(placement.orientation)"),
            ])
    }

    /// Commits traits parent first, asking each container for its visible children only after its
    /// own traits are in, since a split view collapsing on the new traits changes its children.
    private func commitTraitsDownward(from controller: ViewController) {
        commitTraits(of: controller)
        for child in controller.childrenInHierarchy {
            commitTraitsDownward(from: child)
        }
    }

    /// The root view controller and the controllers shown for its presentations
    /// (``presentationRoots()``), bottom up.
    func presentationChain() -> [ViewController] {
        presentationRoots()
    }

    /// Every controller whose view is in the window, pre-order (parents first), presentations last.
    public func controllersInWindow() -> [ViewController] {
        var result: [ViewController] = []
        func visit(_ controller: ViewController) {
            guard controller.isViewLoaded, controller.view.window === self else { return }
            result.append(controller)
            for child in controller.childrenInHierarchy { visit(child) }
        }
        for root in presentationChain() { visit(root) }
        return result
    }

    /// The traits `controller` inherits: the window's for a root or full-screen presentation, else
    /// its parent's merged with the parent's override for it.
    func effectiveTraits(of controller: ViewController, windowTraits: TraitCollection) -> TraitCollection {
        guard let parent = controller.parent else { return traitsOfPresentationRoot(controller, windowTraits: windowTraits) }
        let inherited = effectiveTraits(of: parent, windowTraits: windowTraits)
        guard let override = parent.overrideTraitCollection(forChild: controller) else { return inherited }
        return inherited.merging(override)
    }

    /// Gives every controller view in the window the size its container decides
    /// (`size(forChildContentContainer:withParentContainerSize:)`; containers' child views follow
    /// their parent as with flexible autoresizing).
    func updateGeometry() {
        for root in presentationChain() where root.isViewLoaded {
            let frame = frameForPresentationRoot(root)
            if root.view.frame != frame { root.view.frame = frame }
            root.resizeChildrenToFit(recursively: true)
        }
    }

    /// Commits `controller`'s inherited traits and sends `traitCollectionDidChange(_:)` to it and
    /// to the views it owns when a trait changed.
    func commitTraits(of controller: ViewController) {
        let previous = controller.traitCollection
        let current = effectiveTraits(of: controller, windowTraits: traitCollection)
        let firstTime = !controller.hasCommittedTraits
        controller.traitCollection = current
        controller.hasCommittedTraits = true
        if firstTime {
            // iOS 13+ predicts traits at creation: no callback on insertion. iOS 12 and earlier
            // call traitCollectionDidChange(nil) when the controller enters the hierarchy.
            if !OSRelease.traitsPredictedAtCreation.isIncluded(in: osVersion) {
                trace.record(
                    controller.traceName, "traitCollectionDidChange(_:)",
                    [TraceDetail("previous", "nil"), TraceDetail("now", current.summary)])
                controller.traitCollectionDidChange(nil)
            }
        } else if current != previous {
            trace.record(
                controller.traceName, "traitCollectionDidChange(_:)",
                [
                    TraceDetail("previous", previous.summary), TraceDetail("now", current.summary),
                    TraceDetail("changed", current.changedTraits(comparedTo: previous).map(\.rawValue).joined(separator: ",")),
                ])
            controller.traitCollectionDidChange(previous)
        }
        commitTraits(
            ofViewsOwnedBy: controller, traits: current,
            announce: !firstTime || !OSRelease.traitsPredictedAtCreation.isIncluded(in: osVersion))
        controller.traitsDidCommit(in: self)
    }

    private func commitTraits(ofViewsOwnedBy controller: ViewController, traits: TraitCollection, announce: Bool) {
        func visit(_ view: View) {
            if view.owningViewController != nil && view.owningViewController !== controller { return }
            let previous = view.traitCollection
            view.traitCollection = traits
            if announce && previous != traits {
                trace.record(view.traceName, "traitCollectionDidChange(_:)", [TraceDetail("now", traits.summary)])
                view.traitCollectionDidChange(previous)
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(controller.view)
    }

    /// Runs the layout pass over the window's views.
    func layoutIfNeeded() {
        LayoutPass.run(from: rootView, in: self)
    }
}
