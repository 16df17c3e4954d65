import Foundation
import PadKit
import PadLayout

/// A view in the twin: a frame in its superview, subviews, layout and traits, shaped like `UIView`.
///
/// Views are laid out by their owners here (a controller's root view takes the size its parent
/// gives it); subclass and override ``layoutSubviews()`` to position subviews as an app would.
/// Callbacks UIKit makes on a view (``layoutSubviews()``, ``traitCollectionDidChange(_:)``) are
/// recorded in the window's trace as `Owner.view`.
///
/// Its state is in one internal value (``_ViewStorage``) and back-references are `unowned`, for
/// the reasons in ``ViewController``'s "Cost" section (which also says why a subclass's `deinit`
/// must not touch the view tree).
open class View {
    /// Everything the view stores but its constants (``_ViewStorage``, which says why), behind
    /// the properties below.
    @exclusivity(unchecked) final var _storage: _ViewStorage

    /// The frame in the superview's coordinates.
    /// Changing a controller's root view size resizes the views of its visible children to what
    /// it gives them (`size(forChildContentContainer:withParentContainerSize:)`), as flexible
    /// autoresizing does for UIKit's containers.
    public var frame: CGRect {
        get { _storage.frame }
        set {
            let oldValue = _storage.frame
            _storage.frame = newValue
            if layoutNode.frame != frame { layoutNode.frame = frame }
            guard frame.size != oldValue.size else { return }
            setNeedsLayout()
            owningViewController?.resizeChildrenToFit()
        }
    }

    /// This view's node in PadLayout's view tree, where its constraints live. The twin keeps the
    /// two trees in step: subviews are added and removed together, frames set on a
    /// frame-based view (`translatesAutoresizingMaskIntoConstraints`) become its autoresizing
    /// constraints, and each layout pass writes the frames the engine solved back to the views
    /// laid out by constraints.
    public let layoutNode: LayoutView
    /// The bounds: origin zero, the frame's size.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The superview, if any.
    ///
    /// `unowned`, not `weak`, as UIKit's is `assign`: Swift gives every object that is ever
    /// weakly referenced a side table, and then every retain and release of it takes the slow
    /// path; weak back-references from each view and controller were a quarter of a launch in
    /// the twin. A superview clears its subviews' link when it goes away (`deinit`), which is
    /// what `weak` did, and the link is set and cleared only with ``subviews``. `unowned(unsafe)`:
    /// the superview is allocated for as long as the link names it, so a subclass's `deinit`
    /// may read it, where an `unowned` read of an object whose `deinit` has begun traps.
    public private(set) var superview: View? {
        get { _storage.superview }
        set { _storage.superview = newValue }
    }
    /// The subviews, back to front.
    public private(set) var subviews: [View] {
        get { _storage.subviews }
        set { _storage.subviews = newValue }
        _modify { yield &_storage.subviews }
    }
    /// A name for traces; a controller's root view is named after its controller.
    public var name: String {
        get { _storage.name }
        set {
            _storage.name = newValue
            layoutNode.identifier = name
        }
    }
    /// The controller whose root view this is.
    ///
    /// `unowned(unsafe)` for the reason ``superview`` is; the controller clears it when it goes
    /// away or gives the view up (`ViewController.view`).
    public internal(set) var owningViewController: ViewController? {
        get { _storage.owningViewController }
        set { _storage.owningViewController = newValue }
    }
    /// The window this view is in, when its root view is the window's.
    var hostingWindow: Window? {
        get { _storage.hostingWindow }
        set { _storage.hostingWindow = newValue }
    }
    /// The traits this view has seen last (updated just before layout, as on iOS 17+).
    public internal(set) var traitCollection: TraitCollection {
        get { _storage.traitCollection }
        set { _storage.traitCollection = newValue }
    }
    /// Whether ``layoutIfNeeded()`` will lay this view out.
    public private(set) var needsLayout: Bool {
        get { _storage.needsLayout }
        set { _storage.needsLayout = newValue }
    }
    /// The safe-area insets as of the last layout pass (`UIView.safeAreaInsets`): the part of the
    /// superview's unsafe edges this view overlaps, plus, on a controller's root view, the bars its
    /// container lays over it and the controller's ``ViewController/additionalSafeAreaInsets``.
    /// Zero while the view is not in a window ("If the view is not currently installed in a view
    /// hierarchy, or is not yet visible onscreen, the edge insets in this property are 0",
    /// `UIView.safeAreaInsets` documentation); the last laid-out value is kept for the next pass,
    /// which calls `safeAreaInsetsDidChange()` only when it differs.
    public internal(set) var safeAreaInsets: PadKit.EdgeInsets {
        get { window == nil ? .zero : laidOutSafeAreaInsets }
        set { laidOutSafeAreaInsets = newValue }
    }
    /// The insets of the last layout pass, in a window or not.
    var laidOutSafeAreaInsets: PadKit.EdgeInsets {
        get { _storage.laidOutSafeAreaInsets }
        set { _storage.laidOutSafeAreaInsets = newValue }
    }

    /// Makes a view with a frame and the name the trace and JSON tree show.
    public init(frame: CGRect = .zero, name: String = "View") {
        self.layoutNode = LayoutView(frame: frame)
        _storage = _ViewStorage(frame: frame, name: name)
        layoutNode.identifier = name
    }

    /// The window the view is in, or `nil`.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current.hostingWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews, removing it from its old superview first. When the
    /// view enters a window, the controllers whose views it carries appear (UIKit drives the
    /// appearance callbacks from views entering and leaving the window).
    public func addSubview(_ view: View) {
        guard view !== self, !isDescendant(of: view) else { return }
        view.removeFromSuperview()
        guard let window else {
            attach(view)
            return
        }
        AppearanceTransition.prepare(view, for: window)
        let appearing = AppearanceTransition.controllers(in: view)
        AppearanceTransition.willAppear(appearing)
        attach(view)
        AppearanceTransition.didEnter(appearing, in: window)
        AppearanceTransition.didAppear(appearing)
    }

    /// Removes the view from its superview; controllers whose views leave the window disappear.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        guard window != nil else {
            detach()
            return
        }
        let leaving = AppearanceTransition.controllers(in: self)
        AppearanceTransition.willDisappear(leaving)
        detach()
        AppearanceTransition.didDisappear(leaving)
    }

    deinit {
        // Every subview's `superview` is this view (they are set together); unowned links must
        // not outlive it.
        for subview in subviews { subview.superview = nil }
    }

    /// Inserts a subview without appearance callbacks (containers sequence those themselves).
    func attach(_ view: View) {
        view.detach()
        subviews.append(view)
        view.superview = self
        layoutNode.addSubview(view.layoutNode)
        setNeedsLayout()
    }

    /// Adds `view` just below `sibling` (at the end when `sibling` is not a subview), without
    /// appearance callbacks.
    func attach(_ view: View, below sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }), view !== sibling else { return attach(view) }
        view.detach()
        let position = subviews.firstIndex(where: { $0 === sibling }) ?? index
        subviews.insert(view, at: position)
        view.superview = self
        layoutNode.insertSubview(view.layoutNode, at: position)
        setNeedsLayout()
    }

    /// Removes the view from its superview without appearance callbacks.
    func detach() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layoutNode.removeFromSuperview()
        parent.setNeedsLayout()
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Marks the view for layout at the next ``layoutIfNeeded()`` or layout pass.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out this view and its subviews now if they need it, top-down, as UIKit does.
    public func layoutIfNeeded() {
        guard let window else {
            layoutWithoutWindow()
            return
        }
        LayoutPass.run(from: self, in: window)
    }

    /// Whether ``updateConstraints()`` runs before the next layout pass.
    public private(set) var needsUpdateConstraints: Bool {
        get { _storage.needsUpdateConstraints }
        set { _storage.needsUpdateConstraints = newValue }
    }

    /// Asks for ``updateConstraints()`` before the next layout pass (`setNeedsUpdateConstraints()`).
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        setNeedsLayout()
    }

    /// Changes constraints before the engine solves: called for views that asked with
    /// ``setNeedsUpdateConstraints()``, subviews before their superview (UIKit's constraint pass
    /// runs bottom-up). A controller's root view asks its controller (`updateViewConstraints()`).
    open func updateConstraints() {
        owningViewController?.updateViewConstraints()
    }

    func didUpdateConstraints() {
        needsUpdateConstraints = false
    }

    /// Positions subviews. The default does nothing; subclasses override it.
    open func layoutSubviews() {}

    /// Called in the layout pass when ``safeAreaInsets`` changed, before this view's
    /// ``layoutSubviews()`` (`safeAreaInsetsDidChange()`). The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Called when the view's traits changed. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Lays out a view that is in no window: no callbacks reach a trace.
    private func layoutWithoutWindow() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutWithoutWindow() }
    }

    /// Clears the flag after a layout pass handled this view.
    func didLayout() {
        needsLayout = false
    }

    /// The receiver name used in traces.
    var traceName: String {
        if let owner = owningViewController { return "\(owner.traceName).view" }
        return name
    }
}
