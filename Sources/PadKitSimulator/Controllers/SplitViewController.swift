import Foundation
import PadKit

/// A split view controller, shaped like `UISplitViewController`, in both flavours: classic
/// (`viewControllers = [primary, secondary]`) and column style (`init(style:)` with
/// `setViewController(_:for:)`).
///
/// It is collapsed exactly when its horizontal size class is compact (`isCollapsed`
/// documentation); it collapses and expands with UIKit's delegate calls and defaults
/// (`docs/sources.md` § Split view controller) and asks PadKit's `SplitLayout` for its behaviour,
/// display mode and column widths. The primary and supplementary columns get a compact
/// horizontal size class override (`docs/sources.md` § Split view controller).
///
/// Its state is in one internal value (``_SplitViewControllerStorage``), for the reasons in
/// ``ViewController``'s "Cost" section.
open class SplitViewController: ViewController {
    /// Everything the split view controller stores but its constants (``_SplitViewControllerStorage``, which says why), behind
    /// the properties below.
    @exclusivity(unchecked) final var _splitStorage = _SplitViewControllerStorage()

    /// Classic, double or triple column.
    public let style: SplitViewControllerStyle
    /// The delegate.
    public var delegate: SplitViewControllerDelegate? {
        get { _splitStorage.delegate }
        set { _splitStorage.delegate = newValue }
    }

    /// Whether the split view shows one stack. Stays `false` during a collapsing transition until
    /// it finishes and the delegate was told; `true` during an expanding one likewise
    /// (`isCollapsed` documentation).
    public internal(set) var isCollapsed: Bool {
        get { _splitStorage.isCollapsed }
        set { _splitStorage.isCollapsed = newValue }
    }
    /// Whether the children are arranged as one stack now (``isCollapsed`` lags it until the
    /// transition completes).
    var collapsedStructure: Bool {
        get { _splitStorage.collapsedStructure }
        set { _splitStorage.collapsedStructure = newValue }
    }

    /// Whether the children are arranged as one stack *now*; ``isCollapsed`` reports UIKit's
    /// value, which changes only when the collapse or expansion transition has finished.
    public var isCollapsedStructure: Bool { collapsedStructure }
    /// The navigation controllers this split view created to wrap a column's controller.
    var systemWrappers: [ObjectIdentifier] {
        get { _splitStorage.systemWrappers }
        set { _splitStorage.systemWrappers = newValue }
        _modify { yield &_splitStorage.systemWrappers }
    }
    /// The display mode the app prefers (default `.automatic`).
    public var preferredDisplayMode: SplitDisplayMode {
        get { _splitStorage.preferredDisplayMode }
        set {
            _splitStorage.preferredDisplayMode = newValue
            columnsNeedUpdate()
        }
    }
    /// The split behaviour the app prefers (column style; default `.automatic`).
    public var preferredSplitBehavior: SplitBehavior {
        get { _splitStorage.preferredSplitBehavior }
        set {
            _splitStorage.preferredSplitBehavior = newValue
            columnsNeedUpdate()
        }
    }
    /// Whether a swipe shows and hides the sidebar (default `true`); `false` also hides the
    /// display-mode button and makes ``preferredDisplayMode`` strict.
    public var presentsWithGesture: Bool {
        get { _splitStorage.presentsWithGesture }
        set {
            _splitStorage.presentsWithGesture = newValue
            columnsNeedUpdate()
        }
    }
    /// The column-width properties.
    public var columnWidths: SplitColumnWidths {
        get { _splitStorage.columnWidths }
        set {
            _splitStorage.columnWidths = newValue
            columnsNeedUpdate()
        }
    }
    /// Which edge the primary column sits on (default leading).
    public var primaryEdge: SplitPrimaryEdge {
        get { _splitStorage.primaryEdge }
        set { _splitStorage.primaryEdge = newValue }
    }
    /// `displayModeButtonVisibility` (iOS 14.5, column style).
    public var displayModeButtonVisibility: DisplayModeButtonVisibility {
        get { _splitStorage.displayModeButtonVisibility }
        set { _splitStorage.displayModeButtonVisibility = newValue }
    }
    /// `showsSecondaryOnlyButton` (triple column only; default false).
    public var showsSecondaryOnlyButton: Bool {
        get { _splitStorage.showsSecondaryOnlyButton }
        set { _splitStorage.showsSecondaryOnlyButton = newValue }
    }

    /// Classic: the primary and secondary. Column style: the column wrappers.
    var primaryColumn: ViewController? {
        get { _splitStorage.primaryColumn }
        set { _splitStorage.primaryColumn = newValue }
    }
    var supplementaryColumn: ViewController? {
        get { _splitStorage.supplementaryColumn }
        set { _splitStorage.supplementaryColumn = newValue }
    }
    var secondaryColumn: ViewController? {
        get { _splitStorage.secondaryColumn }
        set { _splitStorage.secondaryColumn = newValue }
    }
    var compactColumn: ViewController? {
        get { _splitStorage.compactColumn }
        set { _splitStorage.compactColumn = newValue }
    }
    /// The controllers the app set for each column, before navigation wrapping.
    var originalColumns: [(column: SplitColumn, controller: ViewController)] {
        get { _splitStorage.originalColumns }
        set { _splitStorage.originalColumns = newValue }
        _modify { yield &_splitStorage.originalColumns }
    }
    /// The secondary a classic split removed when collapsing, restored on expansion by default.
    var collapsedSecondary: ViewController? {
        get { _splitStorage.collapsedSecondary }
        set { _splitStorage.collapsedSecondary = newValue }
    }
    /// A display mode chosen with `show(_:)` / `hide(_:)` or the display-mode button, kept until
    /// the split view collapses, expands or changes behaviour.
    var chosenDisplayMode: SplitDisplayMode? {
        get { _splitStorage.chosenDisplayMode }
        set { _splitStorage.chosenDisplayMode = newValue }
    }
    /// The display mode last reported to the delegate.
    var reportedDisplayMode: SplitDisplayMode? {
        get { _splitStorage.reportedDisplayMode }
        set { _splitStorage.reportedDisplayMode = newValue }
    }
    /// The column on top when a column-style split view collapsed.
    var collapsedTopColumn: SplitColumn? {
        get { _splitStorage.collapsedTopColumn }
        set { _splitStorage.collapsedTopColumn = newValue }
    }

    /// A classic split view controller (`style == .unspecified`).
    public override init(title: String? = nil) {
        self.style = .unspecified
        super.init(title: title)
    }

    /// A column-style split view controller.
    ///
    /// - Throws: ``SplitViewControllerError/unspecifiedStyle`` for `.unspecified`, which
    ///   `init(style:)` rejects in UIKit.
    public init(style: SplitViewControllerStyle, title: String? = nil) throws {
        guard style != .unspecified else { throw SplitViewControllerError.unspecifiedStyle }
        self.style = style
        super.init(title: title)
    }

    // MARK: Layout

    /// The layout for a split view of `size` in its current window.
    public func layout(for size: CGSize) -> SplitLayout {
        let window = self.window
        return SplitLayout(
            style: style, size: size, screenSize: window?.placement.screenSize ?? size,
            resizableWindow: window?.placement.mode.freeformSize != nil, isCollapsed: collapsedStructure,
            preferredDisplayMode: chosenDisplayMode ?? preferredDisplayMode, preferredSplitBehavior: preferredSplitBehavior,
            presentsWithGesture: presentsWithGesture, widths: columnWidths, sizeClassRule: window?.sizeClassRule ?? .standard)
    }

    /// The current layout.
    public var currentLayout: SplitLayout { layout(for: view.bounds.size) }
    /// The display mode in effect; never `.automatic`.
    public var displayMode: SplitDisplayMode { currentLayout.displayMode }
    /// The split behaviour in effect; never `.automatic`.
    public var splitBehavior: SplitBehavior { currentLayout.splitBehavior }
    /// `primaryColumnWidth`.
    public var primaryColumnWidth: Double { currentLayout.primaryColumnWidth }
    /// `supplementaryColumnWidth`.
    public var supplementaryColumnWidth: Double { currentLayout.supplementaryColumnWidth }

    // MARK: Children

    /// Classic: `[primary, secondary]` expanded, `[primary]` collapsed. Column style: the column
    /// controllers (wrappers) expanded; collapsed, the compact column's controller if the compact
    /// column shows, else the primary (`viewControllers` documentation).
    public var viewControllers: [ViewController] {
        if collapsedStructure {
            if style.isColumnStyle, collapsedTopColumn == .compact, let compact = compactColumn { return [compact] }
            return primaryColumn.map { [$0] } ?? []
        }
        return [primaryColumn, supplementaryColumn, secondaryColumn].compactMap { $0 }
    }

    /// Sets the classic split view's controllers: `[primary]` or `[primary, secondary]`.
    public func setViewControllers(_ controllers: [ViewController]) throws {
        guard !style.isColumnStyle else {
            // `viewControllers` on a column-style split sets the columns in order
            // ("-setViewController:forColumn: recommended").
            let columns: [SplitColumn]
            switch controllers.count {
            case 1: columns = [.primary]
            case 2: columns = [.primary, .secondary]
            case 3: columns = [.primary, .supplementary, .secondary]
            default: throw SplitViewControllerError.wrongControllerCount(controllers.count)
            }
            for (controller, column) in zip(controllers, columns) {
                try setViewController(controller, for: column)
            }
            return
        }
        guard (1...2).contains(controllers.count) else { throw SplitViewControllerError.wrongControllerCount(controllers.count) }
        for (index, controller) in controllers.enumerated() where controllers[..<index].contains(where: { $0 === controller }) {
            throw HierarchyError.duplicateControllers(controllers: controllers.map(\.traceName))
        }
        let newPrimary = controllers[0]
        let newSecondary = controllers.count > 1 ? controllers[1] : nil
        for old in [primaryColumn, secondaryColumn].compactMap({ $0 }) where !controllers.contains(where: { $0 === old }) {
            detachColumn(old)
        }
        try attachColumn(newPrimary)
        primaryColumn = newPrimary
        if collapsedStructure {
            if let newSecondary { collapseClassic(secondary: newSecondary) }
        } else {
            if let newSecondary { try attachColumn(newSecondary) }
            secondaryColumn = newSecondary
        }
        columnsNeedUpdate()
    }

    func attachColumn(_ controller: ViewController) throws {
        guard controller.parent !== self else { return }
        try addChild(controller)
        controller.didMove(toParent: self)
    }

    /// Runs a hierarchy change UIKit would make; if the twin refuses it (a controller with another
    /// parent, a cycle), the failure goes to the trace instead of being lost.
    @discardableResult
    func attempt(_ change: () throws -> Void) -> Bool {
        do {
            try change()
            return true
        } catch {
            trace?.record(traceName, "hierarchy change refused", [TraceDetail("error", "\(error)")])
            return false
        }
    }

    /// Takes a column out of the split view. `leavingTree: false` when it is about to be nested
    /// in the primary stack (it stays in the tree, with its presentations).
    func detachColumn(_ controller: ViewController, leavingTree: Bool = true) {
        guard controller.parent === self else { return }
        if leavingTree { controller.endHostedPresentations() }
        controller.willMove(toParent: nil)
        if controller.isViewLoaded, controller.view.superview === view { controller.view.removeFromSuperview() }
        controller.removeFromParent()
    }

    // MARK: Hierarchy, sizes and traits

    /// The children that should be on screen now, in z-order.
    func visibleColumnControllers(for layout: SplitLayout) -> [ViewController] {
        if collapsedStructure {
            if style.isColumnStyle, collapsedTopColumn == .compact, let compact = compactColumn { return [compact] }
            return primaryColumn.map { [$0] } ?? []
        }
        var byColumn: [(SplitColumn, ViewController)] = []
        if let primaryColumn { byColumn.append((.primary, primaryColumn)) }
        if let supplementaryColumn { byColumn.append((.supplementary, supplementaryColumn)) }
        if let secondaryColumn { byColumn.append((.secondary, secondaryColumn)) }
        let visible = byColumn.filter { layout.visibleColumns.contains($0.0) }
        if layout.displayMode.isSideBySide || layout.displayMode == .secondaryOnly { return visible.map(\.1) }
        // Overlay: the secondary underneath, the sidebars on top.
        return visible.filter { $0.0 == .secondary }.map(\.1) + visible.filter { $0.0 != .secondary }.map(\.1)
    }

    /// Which column `child` is (`nil` for a controller that is not one of its columns).
    public func column(of child: ViewController) -> SplitColumn? {
        if child === primaryColumn { return .primary }
        if child === supplementaryColumn { return .supplementary }
        if child === secondaryColumn { return .secondary }
        if child === compactColumn { return .compact }
        return nil
    }

    /// Each column's size from the current layout (`SplitLayout`).
    open override func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: CGSize) -> CGSize {
        let layout = self.layout(for: parentSize)
        if collapsedStructure { return parentSize }
        switch column(of: container) {
        case .primary: return CGSize(width: layout.primaryColumnWidth, height: Double(parentSize.height))
        case .supplementary: return CGSize(width: layout.supplementaryColumnWidth, height: Double(parentSize.height))
        case .secondary: return CGSize(width: layout.secondaryColumnWidth, height: Double(parentSize.height))
        case .compact, nil: return parentSize
        }
    }

    /// The primary and supplementary columns are told they are horizontally compact (the compact
    /// column too); the secondary inherits. Collapsed, the one visible stack inherits.
    open override func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        if let stored = super.overrideTraitCollection(forChild: child) { return stored }
        guard !collapsedStructure else { return nil }
        switch column(of: child) {
        case .primary, .supplementary: return TraitCollection(horizontalSizeClass: .compact)
        case .compact: return TraitCollection(horizontalSizeClass: .compact)
        case .secondary, nil: return nil
        }
    }

    // MARK: Transitions

    /// Notes the coming trait change, then forwards it to the columns.
    open override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        updateCollapsedState(compact: newCollection.horizontalSizeClass == .compact, coordinator: coordinator)
    }

    /// Forwards the size change only to columns whose size changes, as UIKit does.
    open override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.columnsNeedUpdate() })
    }

    override func willEnterWindow(_ window: Window) {
        let traits = window.effectiveTraits(of: self, windowTraits: window.traitCollection)
        updateCollapsedState(compact: traits.horizontalSizeClass == .compact, coordinator: nil)
    }

    override func traitsDidCommit(in window: Window) {
        updateCollapsedState(compact: traitCollection.horizontalSizeClass == .compact, coordinator: window.currentCoordinator)
        columnsNeedUpdate()
    }

    override func installVisibleChildViews() {
        for child in visibleColumnControllers(for: layout(for: view.bounds.size)) {
            child.view.frame = CGRect(origin: .zero, size: size(forChildContentContainer: child, withParentContainerSize: view.bounds.size))
            view.attach(child.view)
        }
    }

    /// Brings the child views on screen in line with the layout: columns that leave the screen
    /// disappear, columns that join it appear; every visible column gets its frame. Tells the
    /// delegate when the display mode changes.
    func columnsNeedUpdate() {
        guard isViewLoaded else { return }
        let size = view.bounds.size
        var layout = self.layout(for: size)
        // A mode chosen with show/hide lasts while the behaviour allows it.
        if let chosen = chosenDisplayMode, !collapsedStructure, !layout.splitBehavior.allowedDisplayModes.contains(chosen) {
            chosenDisplayMode = nil
            layout = self.layout(for: size)
        }
        if !collapsedStructure, let reported = reportedDisplayMode, reported != layout.displayMode {
            trace?.record(traceName, "splitViewController(_:willChangeTo:)", [TraceDetail("displayMode", layout.displayMode.description)])
            delegate?.splitViewController(self, willChangeTo: layout.displayMode)
        }
        reportedDisplayMode = collapsedStructure ? nil : layout.displayMode
        let wanted = visibleColumnControllers(for: layout)
        for child in children where child.isViewLoaded && child.view.superview === view && !wanted.contains(where: { $0 === child }) {
            child.view.removeFromSuperview()
        }
        // Columns run from the primary edge: leading (x from 0) or trailing (x from the far side).
        var x = 0.0
        for child in wanted {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            var origin = CGPoint.zero
            if layout.displayMode.isSideBySide && !collapsedStructure {
                origin.x = primaryEdge == .leading ? x : Double(size.width) - x - Double(childSize.width)
                x += Double(childSize.width)
            } else if !collapsedStructure && column(of: child) != .secondary && primaryEdge == .trailing {
                origin.x = Double(size.width) - Double(childSize.width)
            }
            child.view.frame = CGRect(origin: origin, size: childSize)
            if !(child.isViewLoaded && child.view.superview === view) && !child.isCoveredByContextPresentation {
                view.addSubview(child.view)
            }
        }
    }

    // MARK: Showing

    /// A split view controller handles `show` and `showDetailViewController` itself.
    open override func overrides(_ action: ViewController.ShowAction) -> Bool { true }

    /// `show(_:sender:)`: the delegate first (`splitViewController(_:show:sender:)`, classic);
    /// expanded, the controller becomes the primary unless it is already inside the primary, then
    /// the secondary; collapsed, it is presented modally (`show(_:sender:)` documentation).
    open override func show(_ viewController: ViewController, sender: Any?) {
        trace?.record(traceName, "show(_:sender:)", [TraceDetail("controller", viewController.traceName)])
        if !style.isColumnStyle, let delegate {
            trace?.record(traceName, "splitViewController(_:show:sender:)", [TraceDetail("controller", viewController.traceName)])
            let handled = delegate.splitViewController(self, show: viewController, sender: sender)
            trace?.record(traceName, "splitViewController(_:show:sender:) returned", [TraceDetail("value", "\(handled)")])
            if handled { return }
        }
        if collapsedStructure || traitCollection.horizontalSizeClass == .compact {
            presentFallback(viewController)
            return
        }
        do {
            if let primary = primaryColumn, viewController.isDescendantOrSelf(of: primary) {
                try replaceSecondary(with: viewController)
            } else if style.isColumnStyle {
                try setViewController(viewController, for: .primary)
            } else {
                try setViewControllers([viewController] + (secondaryColumn.map { [$0] } ?? []))
            }
        } catch {
            trace?.record(traceName, "show(_:sender:) failed", [TraceDetail("error", "\(error)")])
        }
    }

    /// `showDetailViewController(_:sender:)`: nothing if `viewController` is already the secondary;
    /// the delegate first (`splitViewController(_:showDetail:sender:)`, classic); collapsed, the
    /// primary is sent `show(_:sender:)` (a navigation controller pushes) or, if it does not handle
    /// it, the controller is presented; expanded, it becomes the secondary. For column style,
    /// a non-navigation controller is pushed onto the existing secondary navigation controller
    /// instead of replacing it (Apple, FB8640357).
    open override func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        trace?.record(traceName, "showDetailViewController(_:sender:)", [TraceDetail("controller", viewController.traceName)])
        if viewController === secondaryColumn { return }
        if !style.isColumnStyle, let delegate {
            trace?.record(traceName, "splitViewController(_:showDetail:sender:)", [TraceDetail("controller", viewController.traceName)])
            let handled = delegate.splitViewController(self, showDetail: viewController, sender: sender)
            trace?.record(traceName, "splitViewController(_:showDetail:sender:) returned", [TraceDetail("value", "\(handled)")])
            if handled { return }
        }
        if collapsedStructure {
            if let primary = primaryColumn, primary.overrides(.show) {
                primary.show(viewController, sender: sender)
            } else {
                presentFallback(viewController)
            }
            return
        }
        do {
            try replaceSecondary(with: viewController)
        } catch {
            trace?.record(traceName, "showDetailViewController(_:sender:) failed", [TraceDetail("error", "\(error)")])
        }
    }

    func replaceSecondary(with viewController: ViewController) throws {
        if style.isColumnStyle {
            try setViewController(viewController, for: .secondary)
        } else if let primary = primaryColumn {
            try setViewControllers([primary, viewController])
        }
    }

    // MARK: Display mode button

    /// The display-mode button as PadKit decides it (`SplitDisplayModeButton`): visibility,
    /// glyph and the mode a tap goes to, for both styles.
    public var displayModeButton: SplitDisplayModeButton {
        SplitDisplayModeButton.resolve(
            style: style, layout: currentLayout, isCollapsed: collapsedStructure, presentsWithGesture: presentsWithGesture,
            visibility: displayModeButtonVisibility, showsSecondaryOnlyButton: showsSecondaryOnlyButton,
            delegateTarget: style.isColumnStyle ? .automatic : (delegate?.targetDisplayModeForAction(in: self) ?? .automatic))
    }

    /// The classic split view's `displayModeButtonItem` state. Column style has no such item
    /// ("Not supported for column-style"): `.hidden`.
    public var displayModeButtonItem: DisplayModeButtonItem {
        guard !style.isColumnStyle else { return .hidden }
        let button = displayModeButton
        guard button.isVisible else { return .hidden }
        return button.glyph == .fullScreen ? .fullScreen : .back
    }

    /// Taps the display-mode button: goes to its target mode, as the user would.
    public func tapDisplayModeButton() {
        let button = displayModeButton
        trace?.record(traceName, "displayModeButton tapped", [TraceDetail("target", button.targetDisplayMode?.description ?? "none")])
        guard button.isVisible, let target = button.targetDisplayMode else { return }
        chosenDisplayMode = target
        columnsNeedUpdate()
    }
}
