import Foundation
import PadKit

/// A view controller in the twin, shaped like `UIViewController`: a lazily loaded view,
/// containment, appearance callbacks, traits with overrides for children, size transitions and
/// `show` routing.
///
/// Subclass it as you would `UIViewController` and override the callbacks; call `super` where
/// UIKit requires it (the transition methods forward to children only through `super`). Every
/// callback the twin makes is recorded in the window's ``Trace`` before the method runs.
///
/// ## Cost
///
/// `padkit matrix --app` launches an app about 120 times per run, so what every callback pays
/// matters. Two choices, made for the controllers, views, windows and PadLayout nodes alike:
/// - Back-references are `unowned` (``parent``, ``View/superview``, ``View/owningViewController``;
///   UIKit's are `assign`), cleared by the owner's `deinit`. A `weak` reference gives its target
///   a side table, and every retain and release of that object then takes the runtime's slow
///   path: a quarter of a launch.
/// - Stored state is read through one `@exclusivity(unchecked)` value, ``_storage``
///   (``_ViewControllerStorage``), so subclasses see plain properties. Swift checks class
///   properties for overlapping access at run time, through a thread-local list, on every read
///   and write: another quarter of a launch. A tree of controllers belongs to one thread (none
///   of these classes is `Sendable`), and no access to the storage spans a call that could
///   reach the same object's storage (the mutations are whole assignments and
///   `append`/`removeAll` with pure predicates), so the check can never fire; keep it that way
///   when adding code.
///
/// So a subclass's `deinit` (of a controller, a view or a PadLayout view) must not touch the
/// hierarchy: it runs before the base class clears the links, and reading an `unowned` link to
/// the object being freed traps where a `weak` one read `nil`.
open class ViewController {
    /// Everything the controller stores but its constants (``_ViewControllerStorage``, which says why), behind
    /// the properties below.
    @exclusivity(unchecked) final var _storage = _ViewControllerStorage()

    /// The title; traces name the controller by it.
    open var title: String? {
        get { _storage.title }
        set { _storage.title = newValue }
    }
    /// The app's own subclass name (a storyboard's `customClass`, an app description's `class`),
    /// which the JSON tree shows as `class` instead of the twin's class; `nil`: the twin's class.
    public var customClassName: String? {
        get { _storage.customClassName }
        set { _storage.customClassName = newValue }
    }
    /// The parent in the containment hierarchy.
    public internal(set) var parent: ViewController? {
        get { parentLink }
        set {
            windowLookupWillChange()
            parentLink = newValue
            window?.noteChange(of: self)
        }
    }
    /// ``parent``'s storage. `unowned`, not `weak`, as UIKit's is: Swift gives every object that
    /// is ever weakly referenced a side table, and then every retain and release of it takes the
    /// slow path, which was a quarter of a launch in the twin. A parent clears its children's
    /// link when it goes away (`deinit`), which is what `weak` did; a child is in ``children``
    /// exactly while this link names that parent (``Window/checkInvariants()``). `unowned(unsafe)`:
    /// the parent is allocated for as long as a child's link names it, so a subclass's `deinit`
    /// may walk its children's `parent`, where an `unowned` read of a controller whose `deinit`
    /// has begun traps.
    private var parentLink: ViewController? {
        get { _storage.parentLink }
        set { _storage.parentLink = newValue }
    }
    /// The children, in the order they were added.
    public internal(set) var children: [ViewController] {
        get { _storage.children }
        set { _storage.children = newValue }
        _modify { yield &_storage.children }
    }
    /// The size a container should give this controller when it is shown in a popover, sheet or
    /// column (`preferredContentSize`, zero by default).
    open var preferredContentSize: CGSize {
        get { _storage.preferredContentSize }
        set { _storage.preferredContentSize = newValue }
    }
    /// The controller this one presented, if any.
    public internal(set) var presentedViewController: ViewController? {
        get { _storage.presentedViewController }
        set {
            let oldValue = _storage.presentedViewController
            _storage.presentedViewController = newValue
            let delta = (presentedViewController != nil ? 1 : 0) - (oldValue != nil ? 1 : 0)
            adjustPresentersInSubtree(by: delta)
        }
    }
    /// How many controllers of this subtree (itself and its children, recursively) present
    /// something. The window finds every presentation by walking only the branches where this is
    /// positive, so an event costs what is on screen, not the depth of every navigation stack.
    /// Kept by ``addChild(_:)``, ``removeFromParentSilently()``, the containers' `children`
    /// assignments and `presentedViewController`; ``Window/checkInvariants()`` recounts it.
    var presentersInSubtree: Int {
        get { _storage.presentersInSubtree }
        set { _storage.presentersInSubtree = newValue }
    }
    /// The controller that presented this one, if any.
    public internal(set) var presentingViewController: ViewController? {
        get { _storage.presentingViewController }
        set {
            windowLookupWillChange()
            _storage.presentingViewController = newValue
        }
    }
    /// The traits this controller has now (its last committed collection). Inside
    /// ``willTransition(to:with:)`` it is still the old collection, as in UIKit.
    public internal(set) var traitCollection: TraitCollection {
        get { _storage.traitCollection }
        set { _storage.traitCollection = newValue }
    }

    /// The orientations this controller supports when it is the root or the topmost full-screen
    /// presentation (`supportedInterfaceOrientations`); `nil` means not overridden: the idiom
    /// default (`.all` on iPad, `.allButUpsideDown` on iPhone).
    open var supportedInterfaceOrientations: InterfaceOrientationMask? {
        get { _storage.supportedInterfaceOrientations }
        set { _storage.supportedInterfaceOrientations = newValue }
    }
    /// The orientation a full-screen presentation of this controller starts in
    /// (`preferredInterfaceOrientationForPresentation`); `nil`: the current one.
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation? {
        get { _storage.preferredInterfaceOrientationForPresentation }
        set { _storage.preferredInterfaceOrientationForPresentation = newValue }
    }
    /// `shouldAutorotate` (consulted before iOS 16 only).
    open var shouldAutorotate: Bool {
        get { _storage.shouldAutorotate }
        set { _storage.shouldAutorotate = newValue }
    }
    /// `prefersStatusBarHidden`: whether the controller wants the status bar hidden while it is the
    /// one UIKit asks (with `UIViewControllerBasedStatusBarAppearance`, the default). The twin reads
    /// it at launch, through the app's ``PadKit/StatusBarAppearance``; a change after launch
    /// (`setNeedsStatusBarAppearanceUpdate()`) is not modelled.
    open var prefersStatusBarHidden: Bool {
        get { _storage.prefersStatusBarHidden }
        set { _storage.prefersStatusBarHidden = newValue }
    }
    /// `navigationItem.largeTitleDisplayMode`: when a navigation bar that prefers large titles
    /// shows this controller's (``NavigationController/prefersLargeTitles``).
    open var largeTitleDisplayMode: LargeTitleDisplayMode {
        get { _storage.largeTitleDisplayMode }
        set { _storage.largeTitleDisplayMode = newValue }
    }
    /// `prefersInterfaceOrientationLocked` (iOS 26): asks the system to keep the scene's interface
    /// orientation while the device turns; it does so only in a window the size of the screen
    /// (``PadKit/InterfaceOrientationLock``). Call ``setNeedsUpdateOfPrefersInterfaceOrientationLocked()``
    /// after changing it.
    open var prefersInterfaceOrientationLocked: Bool {
        get { _storage.prefersInterfaceOrientationLocked }
        set { _storage.prefersInterfaceOrientationLocked = newValue }
    }
    /// `childForInterfaceOrientationLock` (iOS 26): the child whose lock preference counts instead
    /// of this controller's; `nil`, this controller.
    open var childForInterfaceOrientationLock: ViewController? { nil }
    /// Presentation settings and the active presentation (``modalPresentationStyle`` and friends).
    var modal: ModalState {
        _read { yield _storage.modal }
        _modify { yield &_storage.modal }
    }

    private var loadedView: View? {
        get { _storage.loadedView }
        set { _storage.loadedView = newValue }
    }
    private var childOverrides: [(child: ObjectIdentifier, traits: TraitCollection)] {
        get { _storage.childOverrides }
        set { _storage.childOverrides = newValue }
        _modify { yield &_storage.childOverrides }
    }
    /// Whether the controller has ever had traits committed (iOS 13+ predicts them at creation).
    var hasCommittedTraits: Bool {
        get { _storage.hasCommittedTraits }
        set { _storage.hasCommittedTraits = newValue }
    }
    /// Where the controller is in the appearance cycle.
    var appearanceState: AppearanceState {
        get { _storage.appearanceState }
        set {
            _storage.appearanceState = newValue
            (window ?? formerWindow)?.noteChange(of: self)
        }
    }
    /// The window whose root this controller is.
    var rootOfWindow: Window? {
        get { _storage.rootOfWindow }
        set {
            windowLookupWillChange()
            _storage.rootOfWindow = newValue
            isRootOfWindow = rootOfWindow != nil
        }
    }
    /// Whether ``rootOfWindow`` was last set to a window: lets ``window`` skip a weak load on every
    /// ancestor that is not a root (`window` is read for every traced callback).
    private var isRootOfWindow: Bool {
        get { _storage.isRootOfWindow }
        set { _storage.isRootOfWindow = newValue }
    }
    /// The window the controller was in when it left its parent, so the callbacks UIKit makes
    /// after removal (`viewDidDisappear`, `didMove(toParent: nil)`) still reach the trace.
    var formerWindow: Window? {
        get { _storage.formerWindow }
        set { _storage.formerWindow = newValue }
    }
    /// ``window``'s last answer, valid while the window's `hierarchyGeneration` equals
    /// `cachedWindowGeneration`.
    private var cachedWindow: Window? {
        get { _storage.cachedWindow }
        set { _storage.cachedWindow = newValue }
    }
    private var cachedWindowGeneration: Int {
        get { _storage.cachedWindowGeneration }
        set { _storage.cachedWindowGeneration = newValue }
    }

    /// Makes a controller; its view is loaded when first needed.
    public init(title: String? = nil) {
        _storage.title = title
    }

    deinit {
        // Children that outlive this controller lose their parent here, not through the setter,
        // so the window their kept answers name moves on (`windowLookupWillChange()`). A
        // controller in a window is never freed, but a dropped adaptive replacement still reaches
        // its window through `modal.replacementFor` while nothing there holds it.
        if !children.isEmpty { uncachedWindow?.hierarchyGeneration &+= 1 }
        // The unowned links that name this controller: its children's parent and its view's
        // owner (each is set and cleared with the strong reference here).
        for child in children { child.parentLink = nil }
        loadedView?.owningViewController = nil
    }

    // MARK: View

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    ///
    /// Setting a view that belongs to another controller moves it here, where UIKit raises
    /// **[UNCONFIRMED]** (the setter says why; docs/choices.md § Views and controllers).
    public var view: View {
        get {
            loadViewIfNeeded()
            return loadedView ?? View()
        }
        set {
            guard newValue !== loadedView else { return }
            loadedView?.owningViewController = nil
            // A view belongs to one controller: its former controller lets go of it, so the owner
            // link and that controller's strong reference always go together. UIKit raises
            // `UIViewControllerHierarchyInconsistency` instead (the exception is documented as
            // `UIViewController.hierarchyInconsistencyException`; that this case raises it, with
            // the message "A view can only be associated with at most one view controller at a
            // time", is **[UNCONFIRMED]**: remembered from the runtime, not found in a source).
            // docs/choices.md lists the choice.
            newValue.owningViewController?.loadedView = nil
            newValue.owningViewController = self
            loadedView = newValue
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = View() }
        loadedView?.name = "\(traceName).view"
        // iOS 13+ predicts traits at creation: in viewDidLoad a controller already in a window's
        // hierarchy sees the traits it will get, though none is committed (no callback) yet.
        // One walk to the window serves both the prediction and the trace (`window` walks the
        // ancestors, and views load often).
        let window = self.window
        if !hasCommittedTraits, let window, OSRelease.traitsPredictedAtCreation.isIncluded(in: window.osVersion) {
            let predicted = window.effectiveTraits(of: self, windowTraits: window.traitCollection)
            traitCollection = predicted
            loadedView?.traitCollection = predicted
        }
        (window ?? formerWindow)?.trace.record(traceName, "viewDidLoad()")
        viewDidLoad()
        installVisibleChildViews()
    }

    /// Called just before this controller's view enters `window`, before any appearance callback:
    /// a split view controller collapses or expands here to match the traits it will have, as
    /// UIKit predicts traits at creation (iOS 13+).
    func willEnterWindow(_ window: Window) {}

    /// Called after the window committed this controller's traits (a transition, or the view
    /// entering the window); a split view controller collapses or expands here if its horizontal
    /// size class no longer matches.
    func traitsDidCommit(in window: Window) {}

    /// Puts the views of the children a container shows into its freshly loaded view. UIKit's
    /// containers load a child's view only when their own view needs it, after their
    /// `viewDidLoad()`.
    func installVisibleChildViews() {}

    /// Whether this container shows `child`'s place now (a tab bar only its selected tab); a
    /// dismissal puts a covered child back only where its container shows it.
    func showsChild(_ child: ViewController) -> Bool { true }

    /// Creates the view. The default makes a plain ``View``; assign ``view`` to use your own.
    open func loadView() {
        view = View()
    }

    /// Called once after the view loads.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// The view is about to be added to the window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view is in the hierarchy with up-to-date traits and size, before layout
    /// (iOS 13+, back-deployed with Xcode 15).
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view was added to the window.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the window.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Layout

    /// The view is about to lay out its subviews; size and traits are up to date here.
    open func viewWillLayoutSubviews() {}
    /// Called when the root view's safe-area insets changed, in the layout pass, before
    /// ``viewWillLayoutSubviews()`` (`viewSafeAreaInsetsDidChange()`; iOS 11+).
    open func viewSafeAreaInsetsDidChange() {}
    /// Insets added to the safe area of the root view (`additionalSafeAreaInsets`): "Use this
    /// property to adjust the safe area insets of this view controller's views by the specified
    /// amount"; a container uses it for views of its own that cover a child.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { _storage.additionalSafeAreaInsets }
        set {
            let oldValue = _storage.additionalSafeAreaInsets
            _storage.additionalSafeAreaInsets = newValue
            if additionalSafeAreaInsets != oldValue, isViewLoaded { view.setNeedsLayout() }
        }
    }

    /// The insets this container's own bars add to `child`'s safe area; plain controllers add
    /// none. A navigation controller adds its navigation bar at the top, a tab bar controller
    /// its tab bar at the bottom, its floating bar at the top or its sidebar on the leading edge
    /// (`SystemBarMetrics`, `TabBarLayout`).
    func barInsets(forChild child: ViewController) -> EdgeInsets { .zero }
    /// Called in the constraint pass when the root view needs its constraints updated.
    open func updateViewConstraints() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Traits

    /// Called after the traits changed, with the previous collection (`nil` the first time, on
    /// iOS 12 and earlier).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Overrides traits for `child`: the override merges with what the child inherits, so only the
    /// traits it specifies change. `nil` removes it. (`setOverrideTraitCollection(_:forChild:)`.)
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild child: ViewController) {
        let id = ObjectIdentifier(child)
        childOverrides.removeAll { $0.child == id }
        if let collection { childOverrides.append((id, collection)) }
    }

    /// The override for `child`; the default returns what ``setOverrideTraitCollection(_:forChild:)``
    /// stored. Containers such as seed 001's override it to decide from their own size.
    open func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        let id = ObjectIdentifier(child)
        return childOverrides.first { $0.child == id }?.traits
    }

    // MARK: Transitions (UIContentContainer)

    /// Called before the traits change, with the new collection; ``traitCollection`` is still the
    /// old one. The default forwards to each child whose traits will change, so call `super`.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        for child in childrenInHierarchy {
            guard let target = coordinator.pendingTraits(for: child), target != child.traitCollection else { continue }
            coordinator.deliverWillTransition(to: target, for: child)
        }
    }

    /// Called before the size changes; ``view`` still has the old bounds. The default forwards to
    /// each child whose size (from ``size(forChildContentContainer:withParentContainerSize:)``)
    /// changes, so call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        for child in childrenInHierarchy {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            guard childSize != child.view.bounds.size else { continue }
            coordinator.deliverViewWillTransition(to: childSize, for: child)
        }
    }

    /// Gives each child in the hierarchy the size this controller decides for it; `recursively`
    /// also checks the children's children, whose own size may not have changed.
    func resizeChildrenToFit(recursively: Bool = false) {
        guard isViewLoaded else { return }
        for child in childrenInHierarchy {
            let size = self.size(forChildContentContainer: child, withParentContainerSize: view.bounds.size)
            if child.view.frame.size != size {
                child.view.frame = CGRect(origin: child.view.frame.origin, size: size)
            }
            if recursively { child.resizeChildrenToFit(recursively: true) }
        }
    }

    /// The size for a child's view; the default is the parent's size.
    open func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The children whose views are in this controller's view hierarchy: the ones that receive
    /// transition and appearance callbacks. Containers narrow it (a navigation controller's top,
    /// a tab bar's selected controller).
    open var childrenInHierarchy: [ViewController] {
        children.filter { $0.isViewLoaded && $0.view.superview != nil && $0.view.isDescendant(of: view) }
    }

    // MARK: Containment

    /// Adds `child`. A child of another container is removed from it first (`addChild(_:)`
    /// documentation); `willMove(toParent:)` is called for you, `didMove(toParent:)` is yours.
    ///
    /// - Throws: ``HierarchyError/containmentCycle(child:parent:)`` when `child` is this
    ///   controller or one of its ancestors.
    public func addChild(_ child: ViewController) throws(HierarchyError) {
        guard !isDescendantOrSelf(of: child) else {
            throw .containmentCycle(child: child.traceName, parent: traceName)
        }
        if child.parent === self { return }
        if child.parent != nil { child.removeFromParentSilently() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        adjustPresentersInSubtree(by: child.presentersInSubtree)
    }

    /// Adds `delta` to `presentersInSubtree` of this controller and its ancestors.
    func adjustPresentersInSubtree(by delta: Int) {
        guard delta != 0 else { return }
        var current: ViewController? = self
        while let controller = current {
            controller.presentersInSubtree += delta
            current = controller.parent
        }
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`; call
    /// `willMove(toParent: nil)` first, as UIKit expects.
    public func removeFromParent() {
        guard parent != nil else { return }
        removeFromParentSilently()
        didMove(toParent: nil)
    }

    func removeFromParentSilently() {
        if let window { formerWindow = window }
        if let parent {
            // A pop removes the last child: O(1) rather than a scan of the whole stack.
            if parent.children.last === self { parent.children.removeLast() } else { parent.children.removeAll { $0 === self } }
            parent.adjustPresentersInSubtree(by: -presentersInSubtree)
        }
        parent?.setOverrideTraitCollection(nil, forChild: self)
        parent = nil
    }

    /// The controller is about to be added to or removed from a container.
    open func willMove(toParent parent: ViewController?) {
        (trace ?? parent?.trace)?.record(traceName, "willMove(toParent:)", [TraceDetail("parent", parent?.traceName ?? "nil")])
    }

    /// The controller was added to or removed from a container.
    open func didMove(toParent parent: ViewController?) {
        trace?.record(traceName, "didMove(toParent:)", [TraceDetail("parent", parent?.traceName ?? "nil")])
    }

    /// Ends the presentations this controller or one of its descendants hosts, before a container
    /// drops it from the tree (a pop, a tab removed, a split view's column on collapse). A
    /// presentation whose presenter is no longer in the tree would leave its views in the window
    /// with no controller behind them. UIKit keeps such presentations on screen with a warning
    /// ("Presenting view controllers on detached view controllers is discouraged"); the twin
    /// dismisses them, without animation, and says so in the trace (**[UNCONFIRMED]** choice).
    func endHostedPresentations() {
        var hosts: [ViewController] = []
        func visit(_ controller: ViewController) {
            if controller.presentedViewController != nil { hosts.append(controller) }
            for child in controller.children { visit(child) }
        }
        visit(self)
        for host in hosts {
            trace?.record(
                host.traceName, "presentation ended",
                [
                    TraceDetail("reason", "its presenter left the hierarchy"),
                    TraceDetail("note", "[UNCONFIRMED]"),
                ])
            host.tearDownPresentation(animated: false, restoringPresenter: false)
        }
    }

    /// Ends the presentations whose presentation context is this controller or one of its
    /// descendants (`currentContext`, `overCurrentContext`), before a container takes this
    /// controller off screen while it stays in the tree (a push over it) or the
    /// controller moves to another container (a split view collapsing its secondary onto the
    /// primary stack; expanding pops it, which ends every presentation it hosts).
    ///
    /// Such a presentation's view sits in the context's place inside the container, so when the
    /// container shows another child it would stay on screen over a child it does not belong to,
    /// and dismissing it later would put the context's view back into a container that no longer
    /// shows it. A tab switch does not come here: UIKit keeps a tab's current-context (and
    /// over-current-context) cover with its tab and brings it back when the tab is selected again,
    /// and so does the twin (``ContainerTransition``). For the other cases (a push over the context,
    /// a split view moving it) the twin dismisses the presentation without animation and says so in
    /// the trace, as ``endHostedPresentations()`` does for a controller leaving the tree
    /// (**[UNCONFIRMED]** choice: no Apple documentation says what UIKit does there).
    func endContextPresentations() {
        var hosts: [ViewController] = []
        func visit(_ controller: ViewController) {
            guard controller.presentersInSubtree > 0 else { return }
            if let presented = controller.presentedViewController,
                presented.modal.presentationController?.contextViewController?.isDescendantOrSelf(of: self) == true
            {
                hosts.append(controller)
            }
            for child in controller.children { visit(child) }
        }
        visit(self)
        for host in hosts {
            trace?.record(
                host.traceName, "presentation ended",
                [
                    TraceDetail("reason", "its presentation context left the screen"),
                    TraceDetail("note", "[UNCONFIRMED]"),
                ])
            host.tearDownPresentation(animated: false, restoringPresenter: false)
        }
    }

    /// Whether a `currentContext` presentation hosted by this controller has taken its view out
    /// of the hierarchy; containers must not put it back.
    var isCoveredByContextPresentation: Bool {
        guard let presented = presentedViewController else { return false }
        let controller = presented.presentationController
        return controller.contextViewController === self && controller.removesPresenterViews
    }

    /// Whether this controller is `other` or one of its descendants (through parents).
    public func isDescendantOrSelf(of other: ViewController) -> Bool {
        var current: ViewController? = self
        while let candidate = current {
            if candidate === other { return true }
            current = candidate.parent
        }
        return false
    }

    // MARK: Showing

    /// Shows `viewController` in the primary context: the nearest controller that overrides
    /// `show(_:sender:)` handles it (a navigation controller pushes); with none, it is presented
    /// modally (`show(_:sender:)` documentation).
    open func show(_ viewController: ViewController, sender: Any?) {
        if let target = targetViewController(forAction: .show, sender: sender), target !== self {
            target.show(viewController, sender: sender)
        } else {
            presentFallback(viewController)
        }
    }

    /// Shows `viewController` in the secondary (detail) context: the nearest controller that
    /// overrides `showDetailViewController(_:sender:)` handles it (a split view controller); with
    /// none, it is presented modally (`showDetailViewController(_:sender:)` documentation).
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showDetailViewController, sender: sender), target !== self {
            target.showDetailViewController(viewController, sender: sender)
        } else {
            presentFallback(viewController)
        }
    }

    /// Whether this class overrides the method for `action`. UIKit asks the Objective-C runtime;
    /// the twin's containers answer for themselves, and an app's subclass that overrides
    /// `show` or `showDetailViewController` should return `true` here too.
    open func overrides(_ action: ShowAction) -> Bool {
        false
    }

    /// With no controller handling `show`, the window's root view controller presents modally
    /// (from whatever it already presents on top) (`show(_:sender:)` documentation).
    func presentFallback(_ viewController: ViewController) {
        let presenter = window?.presentationChain().last ?? self
        do {
            try presenter.present(viewController, animated: true)
        } catch {
            trace?.record(traceName, "present(_:animated:completion:) failed", [TraceDetail("error", error.description)])
        }
    }

    // MARK: Split view support (UIViewController)

    /// Asked by a collapsing classic split view when its delegate did not handle the collapse.
    /// The default does nothing: "the primary view controller … is displayed" and the secondary
    /// disappears (`collapseSecondaryViewController(_:for:)` documentation). A navigation
    /// controller pushes the secondary.
    open func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {}

    /// Asked by an expanding classic split view when its delegate returned nil. The default returns
    /// nil, and the split view restores the secondary it had before collapsing ("restores the
    /// previous secondary"); a navigation controller pops and returns its top controller
    /// (`separateSecondaryViewController(for:)` documentation).
    open func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        nil
    }

    /// The nearest ancestor split view controller.
    public var splitViewController: SplitViewController? { nearestAncestor(SplitViewController.self) }

    // MARK: Finding containers

    /// The nearest ancestor navigation controller.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }
    /// The nearest ancestor tab bar controller.
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

    /// The nearest ancestor (through parents, then the presenting controller) of type `T`.
    public func nearestAncestor<T: ViewController>(_ type: T.Type) -> T? {
        var current = parent ?? presentingViewController
        while let candidate = current {
            if let match = candidate as? T { return match }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return nil
    }

    // MARK: Trace

    /// The name in traces: the title, else the class name.
    public var traceName: String {
        if let title, !title.isEmpty { return title }
        return String(describing: type(of: self))
    }

    /// The window this controller is in (through its root ancestor or presenter).
    ///
    /// The answer is kept (`cachedWindow`) while the window's `hierarchyGeneration` stays
    /// the same: `window` is read for every traced callback, trait commit and layout, and walking the
    /// ancestors each time was a tenth of a launch. See `windowLookupWillChange()` for why a kept
    /// answer cannot go stale; ``Window/checkInvariants()`` compares it with `uncachedWindow`.
    public var window: Window? {
        if let cached = cachedWindow, cachedWindowGeneration == cached.hierarchyGeneration { return cached }
        let found = uncachedWindow
        cachedWindow = found
        cachedWindowGeneration = found?.hierarchyGeneration ?? 0
        return found
    }

    /// The window found by walking to the root ancestor or presenter; an ancestor's kept answer
    /// ends the walk early.
    var uncachedWindow: Window? { walkToWindow(trustingKeptAnswers: true) }

    /// The window a walk all the way to the root finds, trusting no kept answer
    /// (``Window/checkInvariants()`` compares ``window`` with it).
    var windowByFullWalk: Window? { walkToWindow(trustingKeptAnswers: false) }

    private func walkToWindow(trustingKeptAnswers: Bool) -> Window? {
        var candidate = self
        while true {
            if candidate.isRootOfWindow, let window = candidate.rootOfWindow { return window }
            if trustingKeptAnswers, candidate !== self, let cached = candidate.cachedWindow,
                candidate.cachedWindowGeneration == cached.hierarchyGeneration
            {
                return cached
            }
            guard
                let next = candidate.parent ?? candidate.presentingViewController
                    ?? candidate.modal.replacementFor?.presentingViewController
            else {
                return nil
            }
            candidate = next
        }
    }

    /// Called before a link ``window`` walks through changes (``parent``,
    /// ``presentingViewController``, ``rootOfWindow``, the adaptive replacement's presentation).
    ///
    /// Only walks that reach this controller can change, and each of them answered with this
    /// controller's window, so moving that window's generation on makes exactly those kept
    /// answers (and, harmlessly, the window's others) miss. A link that vanishes without a setter
    /// (a weak reference to a freed object) needs nothing: everything a walk reaches in a window
    /// is held strongly from that window (window → root → children, presenter → presented), so an
    /// object in a window is never freed, and a freed window empties the weak `cachedWindow`.
    /// The one exception, a dropped adaptive replacement that still reaches its window through
    /// `modal.replacementFor`, moves the generation on in its `deinit`.
    func windowLookupWillChange() {
        guard let window else { return }
        window.hierarchyGeneration &+= 1
        window.noteChange(of: self)
    }

    /// The trace of the window this controller is in (or was in, just before it left).
    var trace: Trace? { (window ?? formerWindow)?.trace }
}
