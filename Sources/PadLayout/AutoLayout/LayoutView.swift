import Foundation

/// The view side of the engine: a node of a view tree with a frame, constraints, intrinsic
/// content size, layout margins, a safe area and layout guides — the parts of `UIView` that
/// Auto Layout reads and writes.
///
/// The headless UIKit twin's `View` is meant to subclass it (or wrap one), so that everything
/// UIKit derives from the view tree — which engine a constraint lives in, which views
/// `translatesAutoresizingMaskIntoConstraints` pins, where frames go after a pass — is
/// decided here once. A view tree's root (a view without superview; the window in UIKit) owns
/// the ``LayoutEngine``; ``layoutIfNeeded()`` on any view in the tree runs one pass for the
/// whole tree, writes every ``frame``, then calls ``layoutSubviews()`` top-down.
///
/// Its state lives in one internal value, ``_storage`` (``_LayoutViewStorage``), so that what a
/// subclass sees are plain properties, as on `UIView`; the storage's one
/// `@exclusivity(unchecked)` and its `unowned(unsafe)` ``superview`` link are explained there.
open class LayoutView: LayoutItem {
    /// `UIView.noIntrinsicMetric`: the axis has no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Everything the view stores (see ``_LayoutViewStorage``), behind the properties below.
    @exclusivity(unchecked) final var _storage: _LayoutViewStorage

    /// A name for logs and reports.
    public var identifier: String? {
        get { _storage.identifier }
        set { _storage.identifier = newValue }
    }
    /// The view this view is a subview of (`assign` in UIKit; see ``_LayoutViewStorage/superview``).
    public private(set) var superview: LayoutView? {
        get { _storage.superview }
        set { _storage.superview = newValue }
    }
    /// The subviews, back to front.
    public private(set) var subviews: [LayoutView] {
        get { _storage.subviews }
        set { _storage.subviews = newValue }
        _modify { yield &_storage.subviews }
    }
    /// The constraints installed on this view (each on its items' nearest common ancestor).
    public private(set) var constraints: [LayoutConstraint] {
        get { _storage.constraints }
        set { _storage.constraints = newValue }
        _modify { yield &_storage.constraints }
    }
    /// The guides this view owns (`UIView.layoutGuides`).
    public private(set) var layoutGuides: [LayoutGuide] {
        get { _storage.layoutGuides }
        set { _storage.layoutGuides = newValue }
        _modify { yield &_storage.layoutGuides }
    }

    var storedFrame: CGRect {
        get { _storage.storedFrame }
        set { _storage.storedFrame = newValue }
    }
    /// The frame and superview size recorded when a frame-based view was last placed by hand;
    /// autoresizing constraints keep those distances.
    var autoresizingReference: (frame: CGRect, superviewSize: CGSize)? {
        get { _storage.autoresizingReference }
        set { _storage.autoresizingReference = newValue }
    }
    var rootEngine: LayoutEngine? {
        get { _storage.rootEngine }
        set { _storage.rootEngine = newValue }
    }
    var needsLayoutFlag: Bool {
        get { _storage.needsLayoutFlag }
        set { _storage.needsLayoutFlag = newValue }
    }
    var needsUpdateConstraintsFlag: Bool {
        get { _storage.needsUpdateConstraintsFlag }
        set { _storage.needsUpdateConstraintsFlag = newValue }
    }
    /// Activations so far in this tree (meaningful on the root); orders new constraints.
    var activationCounter: Int {
        get { _storage.activationCounter }
        set { _storage.activationCounter = newValue }
    }
    var contentHugging: [LayoutAxis: LayoutPriority] {
        get { _storage.contentHugging }
        set { _storage.contentHugging = newValue }
        _modify { yield &_storage.contentHugging }
    }
    var compressionResistance: [LayoutAxis: LayoutPriority] {
        get { _storage.compressionResistance }
        set { _storage.compressionResistance = newValue }
        _modify { yield &_storage.compressionResistance }
    }
    /// The constraints the SnapKit-style DSL made for this view, in order.
    var madeConstraints: [SnapConstraint] {
        get { _storage.madeConstraints }
        set { _storage.madeConstraints = newValue }
        _modify { yield &_storage.madeConstraints }
    }
    /// Requests on this view that were refused (SnapKit-style descriptions that UIKit or
    /// SnapKit would have stopped on), oldest first.
    public internal(set) var layoutErrors: [LayoutError] {
        get { _storage.layoutErrors }
        set { _storage.layoutErrors = newValue }
        _modify { yield &_storage.layoutErrors }
    }
    /// Safe-area insets computed from the ancestors in the last pass (for a non-root view).
    var computedSafeAreaInsets: ConstraintInsets {
        get { _storage.computedSafeAreaInsets }
        set { _storage.computedSafeAreaInsets = newValue }
    }

    /// Makes a view.
    public init(frame: CGRect = .zero) {
        _storage = _LayoutViewStorage(storedFrame: frame)
    }

    // MARK: Hierarchy

    /// The name used in constraint logs: the identifier, else the type name.
    public var layoutName: String { identifier ?? typeName }
    private lazy var typeName = String(describing: type(of: self))
    /// A view holds its own constraints.
    public var hostView: LayoutView? { self }

    deinit {
        for subview in subviews { subview.superview = nil }
    }

    /// Adds a subview on top (`addSubview(_:)`); a view moves from its old superview first.
    public func addSubview(_ view: LayoutView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a subview at an index (clamped to the valid range).
    public func insertSubview(_ view: LayoutView, at index: Int) {
        if view === self { return }
        var ancestor: LayoutView? = self
        while let a = ancestor {
            if a === view { return }
            ancestor = a.superview
        }
        if view.superview != nil { view.removeFromSuperview() }
        view.rootEngine = nil
        view.superview = self
        subviews.insert(view, at: min(max(0, index), subviews.count))
        if let reference = view.autoresizingReference {
            view.autoresizingReference = (reference.frame, bounds.size)
        } else {
            view.autoresizingReference = (view.storedFrame, bounds.size)
        }
        setNeedsLayout(.structure)
    }

    /// Removes the view from its superview, deactivating the constraints that relate it (or
    /// its subviews) to views outside the removed subtree, as UIKit does.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        var ancestor: LayoutView? = parent
        while let a = ancestor {
            for c in a.constraints where references(c) { a.uninstall(c) }
            ancestor = a.superview
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout(.structure)
        needsLayoutFlag = true
    }

    /// Whether a constraint mentions this view, one of its guides or a view below it.
    private func references(_ c: LayoutConstraint) -> Bool {
        func inside(_ item: LayoutItem?) -> Bool {
            var v = item?.hostView
            while let view = v {
                if view === self { return true }
                v = view.superview
            }
            return false
        }
        return inside(c.firstItem) || inside(c.secondItem)
    }

    /// Whether `view` is this view or below it.
    public func isDescendant(of view: LayoutView) -> Bool {
        var v: LayoutView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The root of the tree (the window, in UIKit).
    public var rootView: LayoutView {
        var v = self
        while let parent = v.superview { v = parent }
        return v
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates. Setting it on a frame-based view
    /// (`translatesAutoresizingMaskIntoConstraints`) is what the autoresizing constraints keep;
    /// on a view laid out by constraints, the next pass overwrites it (as in UIKit).
    public var frame: CGRect {
        get { storedFrame }
        set {
            storedFrame = newValue
            autoresizingReference = (newValue, superview?.bounds.size ?? .zero)
            // A root's frame is its size constraints' constants, and its bounds the margins its
            // subviews preserve from it (``effectiveLayoutMargins``); a subview's frame, its
            // autoresizing constraints' shares.
            setNeedsLayout(superview == nil ? .margins(self) : .structure)
        }
    }

    /// `CGRect(origin: .zero, size: frame.size)`.
    public var bounds: CGRect { CGRect(origin: .zero, size: storedFrame.size) }

    /// Hidden views keep their constraints; a ``StackView`` leaves them out of its arrangement.
    public var isHidden: Bool {
        get { _storage.isHidden }
        set {
            let old = _storage.isHidden
            _storage.isHidden = newValue
            if newValue != old { superview?.setNeedsLayout() }
        }
    }

    /// Whether the engine makes constraints from the frame and ``autoresizingMask``
    /// (`UIView.translatesAutoresizingMaskIntoConstraints`, `true` by default; a view given
    /// constraints in code usually sets it to `false`, which SnapKit does for you).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _storage.translatesAutoresizingMaskIntoConstraints }
        set { store(newValue, at: \.translatesAutoresizingMaskIntoConstraints, .structure) }
    }

    /// How the frame follows the superview's size while `translatesAutoresizingMaskIntoConstraints` is set.
    public var autoresizingMask: AutoresizingMask {
        get { _storage.autoresizingMask }
        set { store(newValue, at: \.autoresizingMask, .structure) }
    }

    /// The layout direction, or `nil` to inherit the superview's (left-to-right at the root).
    public var semanticLayoutDirection: UserInterfaceLayoutDirection? {
        get { _storage.semanticLayoutDirection }
        set { store(newValue, at: \.semanticLayoutDirection, .structure) }
    }

    /// The direction leading and trailing follow (`effectiveUserInterfaceLayoutDirection`).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        semanticLayoutDirection ?? superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }

    // MARK: Content size

    /// The natural size of the content; ``noIntrinsicMetric`` on an axis means none. Subclasses
    /// (labels, images) override it and call ``invalidateIntrinsicContentSize()`` on change.
    open var intrinsicContentSize: CGSize {
        CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    }

    /// A size that stands in for what `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`
    /// gives the view, where its owner has a better one (a size measured elsewhere); `nil` (the
    /// default) to measure the view by its constraints. A `fillProportionally` stack view shares
    /// its length by it for a view without an intrinsic length (``StackView``).
    open var compressedFittingSize: CGSize? { nil }

    /// Whether the view shows text that wraps onto more lines (a label whose `numberOfLines` is not
    /// 1): a horizontal stack view caps such a view's width at its share of the stack
    /// (`UISV-text-width-disambiguation`, ``StackView``). Default `false`.
    open var isMultilineText: Bool { false }

    /// Whether the view is a vertically scrolling scroll view whose adjusted content inset takes
    /// in its safe area's top and bottom (`UIScrollView.contentInsetAdjustmentBehavior` other than
    /// `.never`): its content rests below the top inset and scrolls above the bottom one, so its
    /// subviews get no top or bottom safe-area inset from it; left and right still pass on (a
    /// table's cells in landscape). Default `false`. **[UNCONFIRMED]**: Apple documents the
    /// adjusted content inset, not the safe area it leaves the content's subviews; Interface
    /// Builder's frames agree (docs/choices.md, docs/sources.md "A table's or collection view's
    /// safe area for its cells").
    open var adjustsContentInsetForVerticalSafeArea: Bool { false }

    /// Whether the view is a scroll view (`UIScrollView` and its subclasses: table, collection and
    /// text views), whose subviews lie in its content, which may reach past its frame: a subview
    /// that preserves its margins measures its distance from the content's edges, never a
    /// negative one from the frame's (``effectiveLayoutMargins``). Default `false`.
    open var scrollsContent: Bool { false }

    /// Tells the engine the intrinsic size changed; the content-size constraints' constants are
    /// updated in place at the next pass.
    public func invalidateIntrinsicContentSize() { setNeedsLayout() }

    /// The priority of `size <= intrinsic` on an axis (default 250, `UIView`'s).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        contentHugging[axis] ?? .defaultLow
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority.isValid else { return }
        contentHugging[axis] = priority
        setNeedsLayout(.structure)
    }

    /// The priority of `size >= intrinsic` on an axis (default 750, `UIView`'s).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority.isValid else { return }
        compressionResistance[axis] = priority
        setNeedsLayout(.structure)
    }

    // MARK: Margins, safe area, guides

    /// Insets of ``layoutMarginsGuide`` from the edges; "for most views, the default layout
    /// margins are 8 points on each side" (`UIView.directionalLayoutMargins`).
    public var layoutMargins: ConstraintInsets {
        get { _storage.layoutMargins }
        set { store(newValue, at: \.layoutMargins, .margins(self)) }
    }

    /// Whether the view's margins grow to its superview's where the view comes within them
    /// (`preservesSuperviewLayoutMargins`, default `false`): UIKit makes the effective margin
    /// at least the superview's margin minus the view's distance from that edge. Applied by the
    /// engine with the frame of the previous pass.
    public var preservesSuperviewLayoutMargins: Bool {
        get { _storage.preservesSuperviewLayoutMargins }
        set { store(newValue, at: \.preservesSuperviewLayoutMargins, .margins(self)) }
    }

    /// The margins the guides use: ``layoutMargins``, grown by the superview's where
    /// ``preservesSuperviewLayoutMargins`` asks, as of the last pass.
    public var effectiveLayoutMargins: ConstraintInsets {
        guard preservesSuperviewLayoutMargins, let parent = superview else { return layoutMargins }
        let p = parent.effectiveLayoutMargins, f = storedFrame, b = parent.bounds
        // In a scroll view the edges are the content's, which reaches at least as far down as
        // every subview: a view below the scroll view's frame (Monal's cell 2,176 pt down a table
        // 987 pt high) is no nearer its bottom than its own bottom edge, and takes at most the
        // scroll view's bottom margin, not that margin plus how far it lies below the frame.
        let bottomDistance = parent.scrollsContent ? max(0, b.height - f.maxY) : b.height - f.maxY
        let topDistance = parent.scrollsContent ? max(0, f.minY) : f.minY
        return ConstraintInsets(
            top: max(layoutMargins.top, p.top - topDistance), left: max(layoutMargins.left, p.left - f.minX),
            bottom: max(layoutMargins.bottom, p.bottom - bottomDistance),
            right: max(layoutMargins.right, p.right - (b.width - f.maxX)))
    }

    /// Whether the margins are measured from the safe area rather than the bounds
    /// (`insetsLayoutMarginsFromSafeArea`, default `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { _storage.insetsLayoutMarginsFromSafeArea }
        set { store(newValue, at: \.insetsLayoutMarginsFromSafeArea, .margins(self)) }
    }

    /// The safe-area insets of a root view, set by whoever places the window (the twin sets the
    /// status bar and home indicator insets). Ignored on other views, whose insets are derived.
    public var rootSafeAreaInsets: ConstraintInsets {
        get { _storage.rootSafeAreaInsets }
        set { store(newValue, at: \.rootSafeAreaInsets, .view(self), onlyIfChanged: true) }
    }

    /// Insets added to this view's safe area on top of what it inherits: what a view
    /// controller's `additionalSafeAreaInsets` and the bars of its container add to its root view
    /// (set by the twin).
    public var additionalSafeAreaInsets: ConstraintInsets {
        get { _storage.additionalSafeAreaInsets }
        set { store(newValue, at: \.additionalSafeAreaInsets, .view(self), onlyIfChanged: true) }
    }

    /// The part of the superview's unsafe edges this view overlaps, plus its
    /// ``additionalSafeAreaInsets``, as of the last pass (`UIView.safeAreaInsets`).
    public var safeAreaInsets: ConstraintInsets {
        superview == nil ? Self.sum(rootSafeAreaInsets, additionalSafeAreaInsets) : computedSafeAreaInsets
    }

    static func sum(_ a: ConstraintInsets, _ b: ConstraintInsets) -> ConstraintInsets {
        ConstraintInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// The region guides made so far, in the order they were asked for (``layoutGuide(for:)``).

    /// The corner the system occupies in a root view (iPadOS 26's window controls), in its
    /// coordinates, set by whoever places the window; `nil` when there is none. Ignored on other
    /// views, whose corner is the root's, moved into their coordinates by each layout pass.
    public var rootOccupiedCorner: CGRect? {
        get { _storage.rootOccupiedCorner }
        set { store(newValue, at: \.rootOccupiedCorner, .view(self), onlyIfChanged: true) }
    }

    /// The occupied corner in this view's coordinates, as of the last pass (subviews).
    var computedOccupiedCorner: CGRect? {
        get { _storage.computedOccupiedCorner }
        set { _storage.computedOccupiedCorner = newValue }
    }

    /// The occupied corner in this view's coordinates: the root's own, or where the last layout
    /// pass put it for a subview.
    public var occupiedCorner: CGRect? {
        superview == nil ? rootOccupiedCorner : computedOccupiedCorner
    }

    /// The guide for `region` (`UIView.layoutGuide(for:)`, iOS 26): the same guide each time it
    /// is asked for, updated by every layout pass like ``safeAreaLayoutGuide``.
    public func layoutGuide(for region: LayoutRegion) -> LayoutGuide {
        if let guide = _storage.regionGuides.first(where: { $0.role == .region(region) }) { return guide }
        let guide = LayoutGuide(role: .region(region), identifier: "UIViewLayoutRegionGuide(\(region))", owningView: self)
        _storage.regionGuides.append(guide)
        setNeedsLayout(.structure)
        return guide
    }

    /// The insets of `region` from the view's edges now (`UIView.edgeInsets(for:)`, iOS 26).
    public func edgeInsets(for region: LayoutRegion) -> ConstraintInsets {
        region.insets(
            size: bounds.size, safeArea: safeAreaInsets, margins: layoutMargins, marginsFromSafeArea: insetsLayoutMarginsFromSafeArea,
            corner: occupiedCorner)
    }

    /// The bounds inset by ``layoutMargins`` (and by the safe area when
    /// ``insetsLayoutMarginsFromSafeArea``).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = _storage.marginsGuide { return guide }
        let guide = LayoutGuide(role: .layoutMargins, identifier: "UIViewLayoutMarginsGuide", owningView: self)
        _storage.marginsGuide = guide
        setNeedsLayout(.structure)
        return guide
    }

    /// The bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = _storage.safeAreaGuide { return guide }
        let guide = LayoutGuide(role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide", owningView: self)
        _storage.safeAreaGuide = guide
        setNeedsLayout(.structure)
        return guide
    }

    /// The system guides created so far, margins first, then the region guides, then the
    /// readable-content, baseline and scroll guides.
    var systemGuides: [LayoutGuide] {
        [_storage.marginsGuide, _storage.safeAreaGuide].compactMap { $0 } + _storage.regionGuides + _storage.extraGuides
    }

    /// The readable-content, baseline and scroll guides made so far, in the order asked for.

    /// Whether a guide of this view depends on its frame (see ``LayoutEngine``'s pass).
    var hasFrameDependentGuides: Bool {
        (preservesSuperviewLayoutMargins && _storage.marginsGuide != nil) || _storage.extraGuides.contains { $0.role == .readableContent }
    }

    private func extraGuide(_ role: LayoutGuide.Role, _ identifier: String) -> LayoutGuide {
        if let guide = _storage.extraGuides.first(where: { $0.role == role }) { return guide }
        let guide = LayoutGuide(role: role, identifier: identifier, owningView: self)
        _storage.extraGuides.append(guide)
        setNeedsLayout(.structure)
        return guide
    }

    /// The width of the readable-content area at the default text size (Large): 672 pt, the
    /// width `readableContentGuide` takes on a regular-width iPad (measured in iOS 9 to 17
    /// apps; UIKit derives it from the body font, so larger text sizes widen it).
    public static let readableContentWidth: CGFloat = 672

    /// The layout margins narrowed to ``readableContentWidth`` and centred when the view is
    /// wider (`UIView.readableContentGuide`: "an area with a readable width within the view").
    /// The width cap uses the view's width from the previous pass; the pass re-solves while it
    /// changes, as it does for safe-area insets.
    public var readableContentGuide: LayoutGuide { extraGuide(.readableContent, "UIViewReadableContentGuide") }

    /// A zero-height guide on the first baseline (`firstBaselineAnchor`).
    public var firstBaselineGuide: LayoutGuide { extraGuide(.firstBaseline, "UIViewFirstBaselineGuide") }

    /// A zero-height guide on the last baseline (`lastBaselineAnchor`, IB's `baseline`).
    public var lastBaselineGuide: LayoutGuide { extraGuide(.lastBaseline, "UIViewLastBaselineGuide") }

    /// A scroll view's `frameLayoutGuide`: the view's own frame. Constraints on a scroll view's
    /// edges from its content attach to the content area instead (Auto Layout Guide, *Working
    /// with Scroll Views*); the frame guide is how content reaches the frame.
    public var scrollFrameLayoutGuide: LayoutGuide { extraGuide(.scrollFrame, "UIScrollViewFrameLayoutGuide") }

    /// A scroll view's `contentLayoutGuide`: the content area, whose origin is the scroll view's
    /// origin (content offset zero) and whose size the content's constraints decide.
    public var scrollContentLayoutGuide: LayoutGuide { extraGuide(.scrollContent, "UIScrollViewContentLayoutGuide") }

    /// The scroll view's `contentLayoutGuide` if a constraint has asked for it, without making
    /// one: a scroll view whose content no constraint relates has no content size to be ambiguous.
    public var existingScrollContentLayoutGuide: LayoutGuide? { _storage.extraGuides.first { $0.role == .scrollContent } }

    /// Distance from the top to the first baseline: 0 (the top) for a view without text, as
    /// UIKit's `viewForFirstBaselineLayout` is the view itself; text views override it.
    open var firstBaselineOffsetFromTop: CGFloat { 0 }

    /// Distance from the last baseline up to the bottom: 0 (the bottom) for a view without text.
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }

    /// How the baselines move when layout gives the view another height than `height`, the one
    /// ``firstBaselineOffsetFromTop`` and ``lastBaselineOffsetFromBottom`` are for: `share` of the
    /// difference goes above the text. A button lays its title label out by its content alignment
    /// (centred by default: a half), and its baselines are its title label's, so they follow the
    /// height layout gives the button; `nil` (the default) keeps the first baseline at its offset
    /// from the top and the last at its offset from the bottom. Linear in the height, so the
    /// engine solves it exactly in one pass.
    open var baselineMovement: (share: CGFloat, height: CGFloat)? { nil }

    /// Adds a guide of your own (`addLayoutGuide(_:)`).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        setNeedsLayout(.structure)
    }

    /// Removes a guide and the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        for c in constraints where c.firstItem === guide || c.secondItem === guide { uninstall(c) }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        setNeedsLayout(.structure)
    }

    // MARK: Constraints

    /// Installs a constraint on this view (the pre-iOS 8 `addConstraint(_:)`); prefer
    /// ``LayoutConstraint/isActive``, which finds the right view.
    public func addConstraint(_ constraint: LayoutConstraint) {
        if constraint.installedOn === self { return }
        constraint.installedOn?.uninstall(constraint)
        install(constraint)
    }

    /// Installs constraints (`addConstraints(_:)`).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Removes a constraint.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.installedOn === self { uninstall(constraint) }
    }

    /// Removes constraints.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    func install(_ constraint: LayoutConstraint) {
        let root = rootView
        root.activationCounter += 1
        constraint.activationOrder = root.activationCounter
        constraints.append(constraint)
        constraint.installedOn = self
        setNeedsLayout(.activation(constraint))
    }

    func uninstall(_ constraint: LayoutConstraint) {
        constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        setNeedsLayout(.activation(constraint))
    }

    // MARK: The layout cycle

    /// Marks the tree as needing a pass (`setNeedsLayout()`); the pass runs at the next
    /// ``layoutIfNeeded()``.
    public func setNeedsLayout() {
        setNeedsLayout(.view(self))
    }

    /// Stores a property and tells the tree's engine what it changes (the setters of the
    /// properties the engine reads); with `onlyIfChanged`, nothing happens for the same value.
    private func store<Value: Equatable>(
        _ value: Value, at keyPath: WritableKeyPath<_LayoutViewStorage, Value>, _ change: LayoutEngine.Change, onlyIfChanged: Bool = false
    ) {
        if onlyIfChanged && _storage[keyPath: keyPath] == value { return }
        _storage[keyPath: keyPath] = value
        setNeedsLayout(change)
    }

    /// Marks the tree as needing a pass and tells its engine what changed, so that the pass
    /// syncs only that (see ``LayoutEngine``): every change to what the engine reads goes
    /// through here. A plain ``setNeedsLayout()`` re-reads the view's own generated constraints
    /// (its intrinsic size, baselines, safe area), which is what a subclass changes.
    func setNeedsLayout(_ change: LayoutEngine.Change) {
        var view = self
        view.needsLayoutFlag = true
        while let parent = view.superview {
            parent.needsLayoutFlag = true
            view = parent
        }
        view.rootEngine?.note(change)
    }

    /// Whether a pass is pending for this view's tree.
    public var needsLayout: Bool { rootView.needsLayoutFlag }

    /// Asks for ``updateConstraints()`` before the next pass (`setNeedsUpdateConstraints()`).
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        setNeedsLayout()
    }

    /// Override to change constraints before a pass; called for views that asked with
    /// ``setNeedsUpdateConstraints()`` (every view before its first pass), leaves first.
    open func updateConstraints() {}

    /// Called by the engine before it collects constraints; ``StackView`` rebuilds its
    /// arrangement constraints here (UIStackView does it in `updateConstraints`).
    func prepareArrangement() {}

    /// Override to adjust after frames are written; called top-down after each pass.
    open func layoutSubviews() {}

    /// Runs a pass for the whole tree if one is pending: ``updateConstraints()`` where asked,
    /// then the engine, then frames, then ``layoutSubviews()``.
    public func layoutIfNeeded() {
        let root = rootView
        guard root.needsLayoutFlag else { return }
        let engine = root.rootEngine ?? LayoutEngine()
        root.rootEngine = engine
        engine.layout(root: root)
    }

    /// The engine of this view's tree, once a pass has run.
    public var layoutEngine: LayoutEngine? { rootView.rootEngine }

    /// Whether the constraints leave this view's frame free to move
    /// (`hasAmbiguousLayout`), as of the last pass.
    public var hasAmbiguousLayout: Bool {
        rootView.rootEngine?.isAmbiguous(self) ?? false
    }

    /// Recursively: views, frames and ambiguity, one line per view, like `_autolayoutTrace`.
    public var layoutTrace: String {
        var lines: [String] = []
        func visit(_ view: LayoutView, _ depth: Int) {
            let f = view.frame
            let ambiguous = view.hasAmbiguousLayout ? " - AMBIGUOUS LAYOUT" : ""
            lines.append(
                String(repeating: "|  ", count: depth) + "*\(view.layoutName) "
                    + "(\(LayoutConstraint.format(f.minX)), \(LayoutConstraint.format(f.minY)), "
                    + "\(LayoutConstraint.format(f.width)), \(LayoutConstraint.format(f.height)))\(ambiguous)")
            for sub in view.subviews { visit(sub, depth + 1) }
        }
        visit(self, 0)
        return lines.joined(separator: "\n")
    }
}
