import Foundation

/// The Auto Layout engine of one view tree: keeps a ``Solver`` in step with the tree's
/// constraints and writes frames (UIKit's per-window `NSISEngine`).
///
/// A pass costs what changed since the last one (``Change``): constants are updated in place, and
/// activations and deactivations add and remove just those constraints; a pass after any other
/// structural change (``layout(root:)``) collects the constraints the tree wants — the installed
/// ``LayoutConstraint``s plus the ones UIKit generates: the root's size, autoresizing masks,
/// intrinsic content size (hugging `size <= intrinsic` and compression resistance
/// `size >= intrinsic`, two inequalities, as UIKit does), layout-margins and safe-area guides —
/// and diffs them against what the solver holds: gone ones are removed, new ones added, and a
/// change of constant only (a resize, a margin change, `constant = x`, a new intrinsic size)
/// goes through ``Solver/updateConstant(of:to:)`` in place. Priorities map to lexicographic
/// levels (see ``LayoutPriority``).
///
/// The engine belongs to its tree's root and holds nothing of the tree strongly: items are
/// remembered weakly and constraint labels are rendered through weak references, so a window
/// and everything under it are freed when the app lets go of the window, engine included (in
/// UIKit the window owns its engine, and constraints do not retain their items).
public final class LayoutEngine {
    let solver = Solver()

    /// An item's four variables. A class, so that looking one up shares it rather than copies its
    /// weak reference (a weak copy costs more than the lookup).
    final class ItemVariables {
        /// The item, weakly: the variables are reused only for the same live object, never for a
        /// new one that happens to get a freed item's address.
        weak var item: LayoutItem?
        let minX: Variable
        let minY: Variable
        let width: Variable
        let height: Variable

        init(item: LayoutItem, minX: Variable, minY: Variable, width: Variable, height: Variable) {
            self.item = item
            self.minX = minX
            self.minY = minY
            self.width = width
            self.height = height
        }
    }

    enum GeneratedKind: Hashable {
        case rootX, rootY, rootWidth, rootHeight
        case autoresizingX, autoresizingWidth, autoresizingY, autoresizingHeight
        case hugging(LayoutAxis), compression(LayoutAxis)
        case guideEdge(Int)

        var isGuideEdge: Bool {
            if case .guideEdge = self { return true }
            return false
        }

        var isContentSize: Bool {
            switch self {
            case .hugging, .compression: return true
            default: return false
            }
        }
    }

    enum Key: Hashable {
        case user(ObjectIdentifier)
        case generated(ObjectIdentifier, GeneratedKind)
    }

    /// A constraint the tree wants, as the solver gets it. A class, so that the engine's
    /// records share one spec rather than copy its weak reference on every move; never mutated
    /// once made (a new constant makes a new spec, ``with(constant:)``).
    final class Spec {
        let key: Key
        let expression: LinearExpression
        let relation: Relation
        let priority: LayoutPriority
        /// When the constraint was activated (0 for generated ones, ``contentSizeOrder`` for
        /// content sizes): new constraints go into the solver in activation order, as the app
        /// wrote them, whichever view holds them.
        var order = 0
        /// The description, built only when needed (adding to the solver, reports): formatting
        /// every constraint on every pass would cost more than solving. It reaches the views
        /// it names through weak references (see ``weakLabel(_:_:)``), so the engine's record
        /// of a constraint never keeps a view alive.
        let makeLabel: () -> String
        /// The view, guide or constraint the key names, weakly. A key holds its object's
        /// address, which a new object may get once the old one is freed: an installed entry
        /// whose object is gone is removed as gone, never taken for the new object's, so the
        /// solver sees the same operations in the same order whatever addresses are reused.
        weak var source: AnyObject?

        init(
            key: Key, source: AnyObject?, expression: LinearExpression, relation: Relation, priority: LayoutPriority,
            label: @escaping () -> String
        ) {
            self.key = key
            self.source = source
            self.expression = expression
            self.relation = relation
            self.priority = priority
            self.makeLabel = label
        }

        var label: String { makeLabel() }

        /// The same constraint with another constant.
        func with(constant: Double) -> Spec {
            var expression = expression
            expression.constant = constant
            let spec = Spec(key: key, source: source, expression: expression, relation: relation, priority: priority, label: makeLabel)
            spec.order = order
            return spec
        }
    }

    /// A label made from `object` when it is needed, holding `object` weakly ("" once it has
    /// been freed, when no report can ask for it any more). `text` gets the object as an
    /// argument so that it captures none.
    static func weakLabel<T: AnyObject>(_ object: T, _ text: @escaping (T) -> String) -> () -> String {
        { [weak object] in object.map(text) ?? "" }
    }

    /// A user constraint's last spec, reused while its priority and layout directions stay.
    final class CachedSpec {
        /// The constraint, weakly, to tell it from a new one at a freed constraint's address.
        weak var constraint: LayoutConstraint?
        var spec: Spec
        let priority: LayoutPriority
        let directions: UInt8

        init(constraint: LayoutConstraint, spec: Spec, priority: LayoutPriority, directions: UInt8) {
            self.constraint = constraint
            self.spec = spec
            self.priority = priority
            self.directions = directions
        }
    }

    /// A constraint in the solver (or left out of it, broken), with the spec it was made from.
    final class Installed {
        let constraint: Constraint
        var spec: Spec
        var broken: Bool
        /// The spec it was added with, whose description is the constraint's in conflict reports
        /// (as UIKit's engine names a constraint as it was added).
        let added: Spec
        /// That description, made when first needed: formatting every constraint as it is added
        /// would cost more than solving. An app constraint's description reads its current
        /// constant, so it is made before the constant changes (``LayoutEngine/update(_:to:)``).
        private var addedLabel: String?
        /// Where its spec came in the last full collection (``sync(_:)``): a pass that only
        /// changes constants applies them in this order, as a full pass would.
        var position = 0

        init(constraint: Constraint, spec: Spec, broken: Bool) {
            self.constraint = constraint
            self.spec = spec
            self.added = spec
            self.broken = broken
        }

        /// The constraint's description as it was added.
        var label: String {
            if let addedLabel { return addedLabel }
            let label = added.label
            addedLabel = label
            return label
        }

        /// Keeps the description as it was added before the app's constraint changes its
        /// constant (generated constraints' descriptions hold their values already).
        func keepLabel() {
            if case .user = added.key, addedLabel == nil { addedLabel = added.label }
        }
    }

    private var items: [ObjectIdentifier: ItemVariables] = [:]
    private var userSpecs: [ObjectIdentifier: CachedSpec] = [:]
    private var installed: [Key: Installed] = [:]
    private var installOrder: [Key] = []
    /// How many installed constraints are broken.
    private var brokenCount = 0
    /// How many generated constraints each view had in the last full collection.
    private var generatedCounts: [ObjectIdentifier: Int] = [:]

    /// Whether something changed since the last sync that can add, remove or reshape a
    /// constraint (the hierarchy, an activation, a priority, a guide made, a layout direction):
    /// the next sync collects everything. Until the first sync, everything is new.
    private var structureChanged = true
    /// The views whose generated constraints' constants may have changed since the last sync.
    private var changedViews: Set<ObjectIdentifier> = []
    /// The app's constraints whose constant was set since the last sync.
    private var changedConstraints: Set<ObjectIdentifier> = []
    /// The app's constraints activated or deactivated since the last sync, by identity (weakly:
    /// a deactivated constraint may be freed before the pass).
    private var activations: [ObjectIdentifier: Activation] = [:]

    /// A constraint activated or deactivated since the last sync, held weakly.
    struct Activation {
        weak var constraint: LayoutConstraint?
    }

    /// What changed in the tree, as far as the engine is concerned (``note(_:)``).
    enum Change {
        /// Constraints may come, go or change shape (the hierarchy, a priority, a guide made...).
        case structure
        /// Only constants of the view's generated constraints (its size as the root, its
        /// intrinsic size, its safe area or occupied corner, its baselines).
        case view(LayoutView)
        /// The view's layout margins, which views that preserve them inherit.
        case margins(LayoutView)
        /// Only the constraint's constant.
        case constant(LayoutConstraint)
        /// The constraint was installed on or removed from a view of the tree (nothing else).
        case activation(LayoutConstraint)
    }

    /// Records a change for the next sync (called by the tree's views and constraints).
    func note(_ change: Change) {
        switch change {
        case .structure: structureChanged = true
        case .view(let view): changedViews.insert(ObjectIdentifier(view))
        case .margins(let view): noteMargins(view)
        case .constant(let constraint): changedConstraints.insert(ObjectIdentifier(constraint))
        case .activation(let constraint): activations[ObjectIdentifier(constraint)] = Activation(constraint: constraint)
        }
    }

    /// The view's margins changed, and with them those of the subviews that preserve them
    /// (``LayoutView/effectiveLayoutMargins``), down the tree; a root's frame comes this way too
    /// (its size constraints). Below the root, only a view with system guides is marked: margins
    /// reach a subview's generated constraints through its guides alone (the margins,
    /// readable-content and region guides), so a subview without guides has nothing to collect
    /// again, though its own subviews may.
    private func noteMargins(_ view: LayoutView) {
        if view.superview == nil || Self.hasSystemGuides(view) { changedViews.insert(ObjectIdentifier(view)) }
        for sub in view.subviews where sub.preservesSuperviewLayoutMargins { noteMargins(sub) }
    }
    /// Every conflict resolved so far, oldest first.
    public private(set) var unsatisfiableReports: [UnsatisfiableConstraintsReport] = []
    /// The number of passes run.
    public private(set) var passCount = 0
    /// The number of syncs that collected every constraint of the tree (a cost measure: a pass
    /// that only changes constants, such as a new window size, safe area or intrinsic size, or a
    /// constraint's constant, does not, nor does one that only activates and deactivates
    /// constraints).
    public private(set) var fullSyncCount = 0
    /// The number of syncs that applied activations and deactivations without collecting the
    /// tree (``syncActivations(_:views:constraints:)``).
    public private(set) var activationSyncCount = 0

    /// An empty engine.
    public init() {}

    /// What a measuring engine asks of its root instead of its frame's size: the target size at
    /// the fitting priorities (``fittingSize(of:target:horizontal:vertical:)``); `nil` for a
    /// tree's own engine.
    private var fitting: (target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)?

    /// The size `view`'s own constraints and its subviews' content give it when it is asked to
    /// be `target` at the given priorities: UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    /// The view is solved on its own, in an engine made for the measurement: its constraints and
    /// its subviews' (wherever installed, the view's ancestors included, as long as every item is
    /// the view, a subview or one of their guides), its subviews' autoresizing masks and content
    /// sizes with their hugging and compression resistance, its margins and guides as they stand,
    /// and the view's own width and height asked to be the target's. Constraints that reach outside
    /// the view (to its superview, its siblings) are not part of it, and nothing of the tree is
    /// written: no frame moves and the tree's own engine is not touched. A conflict among the
    /// view's constraints is resolved as any engine resolves it (the report stays with the
    /// measuring engine). The stack views in the subtree must have their arrangement made, as a
    /// pass makes them, bottom-up, before a stack's superview asks.
    static func fittingSize(of view: LayoutView, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        let engine = LayoutEngine()
        engine.fitting = (target, horizontal, vertical)
        var specs: [Spec] = []
        var visited: Set<ObjectIdentifier> = []
        engine.markTree(view, &visited)
        engine.collect(view, isRoot: true, into: &specs, visited: visited)
        var ancestor = view.superview
        while let holder = ancestor {
            for c in holder.constraints {
                if let spec = engine.userSpec(c, inTree: { visited.contains(ObjectIdentifier($0)) }) { specs.append(spec) }
            }
            ancestor = holder.superview
        }
        // In the order a new engine adds them: generated first, then the app's by activation.
        let order = specs.indices.sorted { (specs[$0].order, $0) < (specs[$1].order, $1) }
        for position in order { engine.add(specs[position]).position = position }
        engine.solver.updateVariables()
        let v = engine.variables(for: view)
        return CGSize(width: engine.solver.value(of: v.width), height: engine.solver.value(of: v.height))
    }

    /// Whether the last pass ended with every frame-dependent guide (safe areas, readable content,
    /// preserved margins) where its frames put it: `false` when the guides still moved after the
    /// pass's three solves.
    ///
    /// A view whose margins follow its own safe area and whose position follows those margins (a
    /// view pinned by its `topMargin` to the top layout guide, which extends it above the safe
    /// area by its margin, which grows its safe-area inset, which grows its margin) has no layout
    /// that holds: UIKit moves it again on every pass, a layout feedback loop (the
    /// `UIViewLayoutFeedbackLoopDebuggingThreshold` launch argument reports it). Where such a
    /// pass stops depends on where the last one left the views, so a caller that needs a layout
    /// that depends on the window alone lays an unsettled window out again on a fresh tree.
    public private(set) var isSettled = true

    /// Whether any constraint is left out of the solution because it conflicted (what
    /// ``brokenConstraints`` answers, without making its descriptions).
    public var hasBrokenConstraints: Bool { brokenCount > 0 }

    /// The constraints currently left out of the solution because they conflicted.
    public var brokenConstraints: [String] {
        installOrder.compactMap { installed[$0].flatMap { $0.broken ? $0.spec.label : nil } }
    }

    /// The installed constraints currently left out of the solution, in the order they were added.
    public var brokenLayoutConstraints: [LayoutConstraint] {
        installOrder.compactMap { key in installed[key].flatMap { $0.broken ? $0.spec.source as? LayoutConstraint : nil } }
    }

    /// The views whose content size (`NSContentSizeLayoutConstraint`: hugging or compression
    /// resistance) is currently left out of the solution because it conflicted, with the broken
    /// constraint's description, in the order they were added. A generated constraint has no
    /// identifier, so ``brokenLayoutConstraints`` cannot name it; UIKit logs it all the same.
    public var brokenContentSizes: [(view: LayoutView, constraint: String)] {
        installOrder.compactMap { key in
            guard case .generated(_, let kind) = key, kind.isContentSize, let entry = installed[key], entry.broken,
                let view = entry.spec.source as? LayoutView
            else { return nil }
            return (view, entry.spec.label)
        }
    }

    /// Simplex pivots so far (a cost measure).
    public var pivotCount: Int { solver.pivotCount }

    // MARK: Variables and expressions

    private func variables(for item: LayoutItem) -> ItemVariables {
        let id = ObjectIdentifier(item)
        if let v = items[id], v.item === item { return v }
        let name = item.layoutName
        let v = ItemVariables(
            item: item,
            minX: solver.makeVariable("\(name).minX"), minY: solver.makeVariable("\(name).minY"),
            width: solver.makeVariable("\(name).width"), height: solver.makeVariable("\(name).height"))
        items[id] = v
        return v
    }

    /// The attribute as a linear expression of the item's four variables.
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
        let v = variables(for: item)
        // Only leading and trailing read the layout direction: it walks up to the view that sets
        // one (the root, mostly), once for every attribute of every constraint a full sync collects.
        var rtl: Bool { (item.hostView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight) == .rightToLeft }
        typealias T = LinearExpression.Term
        switch attribute {
        case .left: return LinearExpression(v.minX)
        case .right: return LinearExpression(terms: [T(v.minX), T(v.width)])
        case .centerX: return LinearExpression(terms: [T(v.minX), T(v.width, 0.5)])
        case .width: return LinearExpression(v.width)
        case .top: return LinearExpression(v.minY)
        case .bottom: return LinearExpression(terms: [T(v.minY), T(v.height)])
        case .centerY: return LinearExpression(terms: [T(v.minY), T(v.height, 0.5)])
        case .height: return LinearExpression(v.height)
        case .leading:
            return rtl ? LinearExpression(terms: [T(v.minX, -1), T(v.width, -1)]) : LinearExpression(v.minX)
        case .trailing:
            return rtl ? LinearExpression(terms: [T(v.minX, -1)]) : LinearExpression(terms: [T(v.minX), T(v.width)])
        case .notAnAttribute: return LinearExpression()
        }
    }

    // MARK: The pass

    /// Runs one layout pass for the tree under `root`: constraints, solve, frames.
    public func layout(root: LayoutView) {
        passCount += 1
        updateConstraints(root)
        isSettled = false
        for _ in 0..<3 {
            let reports = unsatisfiableReports.count
            sync(root)
            if nextSyncAsNewEngine {
                nextSyncAsNewEngine = false
                batchesConstantChanges = false
                // A conflict met on the way (a constant that could not hold, a broken constraint
                // retried as a removal retries it) is this engine's, not a new one's.
                if unsatisfiableReports.count != reports { passesAsNewEngine = false }
                retryBrokenAsNew(root)
                newTreeActivationOrder = []
            }
            solver.updateVariables()
            if checksUniqueSolutions && everySolutionUnique && !solver.hasUniqueSolution() { everySolutionUnique = false }
            writeFrames(root, parentOrigin: .zero, isRoot: true)
            // Safe-area insets of subviews depend on their frames; re-solve while they move.
            // So do readable-content guides and preserved superview margins (frame-dependent guides).
            var changed = frameDependentGuidesMoved
            frameDependentGuidesMoved = false
            computeSafeArea(root, rootSafeRect: nil, rootCorner: nil, changed: &changed)
            if !changed {
                isSettled = true
                break
            }
        }
        clearNeedsLayout(root)
        callLayoutSubviews(root)
    }

    private func updateConstraints(_ view: LayoutView) {
        for sub in view.subviews { updateConstraints(sub) }
        view.prepareArrangement()
        if view.needsUpdateConstraintsFlag {
            view.needsUpdateConstraintsFlag = false
            view.updateConstraints()
        }
    }

    private func clearNeedsLayout(_ view: LayoutView) {
        view.needsLayoutFlag = false
        for sub in view.subviews { clearNeedsLayout(sub) }
    }

    private func callLayoutSubviews(_ view: LayoutView) {
        view.layoutSubviews()
        for sub in view.subviews { callLayoutSubviews(sub) }
    }

    /// Brings the solver in line with the constraints the tree wants: only what changed since the
    /// last sync when the tree itself did not change (``syncChanges(views:constraints:)``, and
    /// ``syncActivations(_:views:constraints:)`` when constraints were activated or
    /// deactivated), else everything.
    private func sync(_ root: LayoutView) {
        // What is marked from here on (a subclass's getter that marks, frames written after this
        // sync) is for the next sync.
        let views = changedViews, constraints = changedConstraints, activated = activations
        changedViews.removeAll(keepingCapacity: true)
        changedConstraints.removeAll(keepingCapacity: true)
        activations.removeAll(keepingCapacity: true)
        if !structureChanged,
            activated.isEmpty
                ? syncChanges(views: views, constraints: constraints)
                : syncActivations(activated, views: views, constraints: constraints)
        {
            #if DEBUG
                verifyInSync(root)
            #endif
            return
        }
        structureChanged = false
        syncEverything(root)
    }

    /// Collects every constraint of the tree and diffs the lot against the solver.
    private func syncEverything(_ root: LayoutView) {
        fullSyncCount += 1
        var specs: [Spec] = []
        var visited: Set<ObjectIdentifier> = []
        markTree(root, &visited)
        generatedCounts.removeAll(keepingCapacity: true)
        collect(root, isRoot: true, into: &specs, visited: visited)
        let wanted = Set(specs.map(\.key))

        // Remove what is gone (in install order), then retry broken constraints if anything went.
        let removedAny = removeInstalled { key, entry in !wanted.contains(key) || entry.spec.source == nil }
        if removedAny {
            for key in installOrder where installed[key]?.broken == true {
                installed[key] = nil
                brokenCount -= 1
            }
            installOrder.removeAll { installed[$0] == nil }
        }

        var additions: [Int] = []
        var replaced: Set<Key> = []
        for (position, spec) in specs.enumerated() {
            if let entry = installed[spec.key] {
                entry.position = position
                if entry.broken { continue }
                if sameShape(entry.spec, spec) {
                    if entry.spec.expression.constant != spec.expression.constant {
                        update(entry, to: spec)
                    }
                    continue
                }
                try? solver.removeConstraint(entry.constraint)
                installed[spec.key] = nil
                replaced.insert(spec.key)
            }
            additions.append(position)
        }
        if !replaced.isEmpty { installOrder.removeAll { replaced.contains($0) } }
        // Generated constraints first (the window size, autoresizing, content size, guides, in
        // tree order), then the app's in the order it activated them. The order decides which
        // constraint breaks in a conflict and how much fill-in the tableau gets.
        additions.sort { (specs[$0].order, $0) < (specs[$1].order, $1) }
        // A new engine's first sync adds every constraint: its records and the solver's are made
        // at their size once rather than grown (a tree laid out afresh pays this in every window).
        // (Only then: reserving exactly on every later sync would defeat the geometric growth.)
        if installed.isEmpty {
            installed.reserveCapacity(additions.count)
            installOrder.reserveCapacity(additions.count)
            solver.reserveCapacity(constraints: additions.count)
        }
        for position in additions { add(specs[position]).position = position }
        // Drop variables and cached specs of items and constraints no longer in the tree.
        if items.count != visited.count { items = items.filter { visited.contains($0.key) } }
        if userSpecs.count > specs.count { userSpecs = userSpecs.filter { wanted.contains(.user($0.key)) } }
    }

    /// Applies the constants that changed since the last sync, when nothing structural did: the
    /// generated constraints of the views marked changed (a new window size, safe area, margins,
    /// intrinsic size) and the app's constraints whose constant was set. The updates go in the
    /// order a full sync would make them, so the solver ends in the same state. Returns `false`,
    /// having changed nothing, when a change turns out to alter a constraint's shape or the set
    /// of constraints (an intrinsic size that appears, say): the caller then syncs everything.
    private func syncChanges(views: Set<ObjectIdentifier>, constraints: Set<ObjectIdentifier>) -> Bool {
        guard let pending = constantChanges(views: views, constraints: constraints, skipping: [:]) else { return false }
        apply(pending)
        return true
    }

    /// Whether a pass's constant changes go to the solver together (``Solver/updateConstants(_:)``:
    /// one re-optimization per pass, and no constraint broken on the way by the order the
    /// constants change in) rather than one by one. Off by default: one by one, a constraint
    /// whose new constant cannot hold is the one broken, as UIKit's engine breaks it. A caller
    /// that lays a window out afresh whenever a constraint breaks (``isSettled``, a broken
    /// constraint) can turn it on: together, a pass either holds every new constant, at the
    /// solution one by one would reach when each step holds, or goes one by one.
    public var batchesConstantChanges = false

    /// Makes the next pass leave the solver as a new engine's first pass would, where that can be
    /// shown (``passesAsNewEngine``), for a caller that lays a kept tree out as a new tree would
    /// be laid out. Once the next sync has brought every constraint to its constant (together,
    /// with ``batchesConstantChanges``), ``batchesConstantChanges`` is turned off, as a new
    /// engine's first sync adds every constraint and its later syncs change constants one by one;
    /// and the broken constraints, which a new engine would add at these constants, are tried
    /// again (``retryBrokenAsNew()``).
    public var nextSyncAsNewEngine = false {
        didSet {
            if nextSyncAsNewEngine {
                passesAsNewEngine = true
                conflictsRetriedAsNew = 0
            }
        }
    }

    /// The app's constraints in the order a new tree of the same views activates them, for the
    /// pass that ``nextSyncAsNewEngine`` asks for (emptied after it). Where that pass's retry
    /// needs a new engine's order of two app constraints, the tree's installed constraints are
    /// numbered as a new tree numbers its activations (``numberActivationsAsNewTree(_:)``; the
    /// sync before changes no activation): these first, in this order, then each stack view's
    /// arrangement, the stack views in the order a first pass arranges them. A new engine adds
    /// the app's constraints in that order, so a conflict of several constraints, and several
    /// broken constraints, can then be retried and reported in its order. Empty: the tree's own
    /// activation order stands, which a new tree need not share, and only conflicts whose order
    /// does not depend on it are shown.
    public var newTreeActivationOrder: [LayoutConstraint] = []

    /// Numbers every constraint installed in the tree as a new tree of the same views, laid out
    /// for the first time, numbers its activations: the caller's ``newTreeActivationOrder``
    /// first (a new tree's views are made, then the app's constraints activated), then the stack
    /// views' arrangements, which a first pass makes as it updates constraints, subviews before
    /// their superview (``updateConstraints(_:)``), each arrangement in the order it activates
    /// it. A stack view whose arrangement this tree kept from an earlier pass holds the one a new
    /// tree makes now (an arrangement is a function of what its signature reads), so only its
    /// number is a kept one's. A constraint installed in the tree that neither names (one the
    /// app activated some other way) leaves the order unknown, and nothing is numbered. Returns
    /// whether the tree was numbered.
    private func numberActivationsAsNewTree(_ root: LayoutView) -> Bool {
        let order = newTreeActivationOrder
        guard !order.isEmpty else { return false }
        var numbered: [(LayoutConstraint, Int)] = []
        var seen: Set<ObjectIdentifier> = []
        func number(_ constraint: LayoutConstraint) {
            guard constraint.isActive, seen.insert(ObjectIdentifier(constraint)).inserted else { return }
            numbered.append((constraint, numbered.count + 1))
        }
        for constraint in order { number(constraint) }
        func arrange(_ view: LayoutView) {
            for sub in view.subviews { arrange(sub) }
            if let stack = view as? StackView { for constraint in stack.arrangementConstraints { number(constraint) } }
        }
        arrange(root)
        func allNumbered(_ view: LayoutView) -> Bool {
            view.constraints.allSatisfy { seen.contains(ObjectIdentifier($0)) } && view.subviews.allSatisfy(allNumbered)
        }
        guard allNumbered(root) else { return false }
        // Every number is at most the tree's count of activations, so later activations still come after.
        for (constraint, number) in numbered { constraint.activationOrder = number }
        return true
    }

    /// Where a new engine's first sync adds the constraint: generated constraints first, by their
    /// place in a full collection, then the app's by activation order, then content sizes by
    /// place (``syncEverything(_:)``); a conflict's constraints are listed in that order too (the
    /// solver lists them by when they were added). An app constraint's activation order is a new
    /// tree's only once ``numberActivationsAsNewTree(_:)`` has numbered it.
    private func placeInNewEngine(_ entry: Installed) -> (Int, Int) {
        switch entry.spec.key {
        case .user: ((entry.spec.source as? LayoutConstraint)?.activationOrder ?? entry.spec.order, entry.position)
        case .generated(_, let kind): (kind.isContentSize ? Self.contentSizeOrder : 0, entry.position)
        }
    }

    /// How many conflicts the retry that ``nextSyncAsNewEngine`` asked for recorded (each the
    /// last of ``unsatisfiableReports`` at the time, its constraint left broken).
    public private(set) var conflictsRetriedAsNew = 0

    /// How many installed constraints are broken (content sizes and generated ones included).
    public var brokenConstraintCount: Int { brokenCount }

    /// Whether what ``nextSyncAsNewEngine`` asked was shown: no conflict was met in the sync, and
    /// every broken constraint was one whose addition a new engine meets exactly as this one did
    /// (see ``retryBrokenAsNew()``). `false` means not shown.
    public private(set) var passesAsNewEngine = true

    /// Tries the broken constraints again, each at its current constant, as a new engine meets
    /// them when its first sync adds every constraint: a conflict is recorded as that engine
    /// records it, each constraint described as it is now.
    ///
    /// Shown only for a required constraint that the solver adds exactly as a new one would
    /// (``Solver/addsAlike(over:)``: its variables are combinations of required equalities that
    /// no other equality depends on), and, where it conflicts, only when each constraint it
    /// conflicts with is one a new engine adds before it (the constraint's row is then the same
    /// there when the new engine adds it) and the conflict can be listed in the new engine's
    /// order of addition. The other constraints hold together (this engine holds them), so a new
    /// engine breaks none of them, before or after; it breaks this one exactly when its row, the
    /// same here, cannot hold. Anything else clears ``passesAsNewEngine``.
    ///
    /// Several broken constraints are tried in a new engine's order of addition
    /// (``placeInNewEngine(_:)``), each with those tried before it held again or left broken: a new
    /// engine adding one holds the constraints before it less the ones it refused, which by
    /// induction are the same, and the rest hold (a subset of what this engine holds together),
    /// so the argument above holds for each in turn. That order needs the app's constraints
    /// numbered as a new tree's (``newTreeActivationOrder``); without it, at most one broken app
    /// constraint is shown. The broken ones are then put in that order among themselves
    /// (``brokenLayoutConstraints`` lists them as a new engine added them).
    private func retryBrokenAsNew(_ root: LayoutView) {
        let broken = installOrder.compactMap { key -> (key: Key, entry: Installed)? in
            guard let entry = installed[key], entry.broken else { return nil }
            return (key, entry)
        }
        guard !broken.isEmpty else { return }
        // The tree is numbered as a new tree's only where two app constraints' order is asked (a walk of the tree).
        var numberedTree: Bool?
        func numbered() -> Bool {
            if let numberedTree { return numberedTree }
            let done = numberActivationsAsNewTree(root)
            numberedTree = done
            return done
        }
        func isUser(_ entry: Installed) -> Bool { if case .user = entry.spec.key { true } else { false } }
        // Two app constraints' places in a new engine are known once they are numbered as a new tree's.
        func before(_ a: Installed, _ b: Installed) -> Bool {
            if isUser(a), isUser(b), !numbered() { return false }
            return placeInNewEngine(a) < placeInNewEngine(b)
        }
        if broken.count(where: { isUser($0.entry) }) > 1, !numbered() {
            passesAsNewEngine = false
            return
        }
        // In a new engine's order: each is met with those before it retried (held again or broken
        // again), as a new engine meets it with those it added before.
        let ordered = broken.map(\.entry).sorted { placeInNewEngine($0) < placeInNewEngine($1) }
        for entry in ordered {
            let key = entry.spec.key
            guard entry.spec.priority == .required, let spec = currentSpec(of: entry),
                solver.addsAlike(over: spec.expression.terms.map(\.variable))
            else {
                passesAsNewEngine = false
                return
            }
            let constraint = Constraint(spec.expression, spec.relation, strength: spec.priority.strength)
            do {
                try solver.addConstraint(constraint)
                let held = Installed(constraint: constraint, spec: spec, broken: false)
                held.position = entry.position
                installed[key] = held
                brokenCount -= 1
            } catch {
                entry.spec = spec
                guard case .unsatisfiableConstraint(_, let conflicting) = error else {
                    passesAsNewEngine = false
                    return
                }
                let others = conflicting.dropFirst().compactMap { c in installed.values.first { $0.constraint === c } }
                // Each constraint it conflicts with goes into a new engine before it (a generated one,
                // collected first, by place; an app constraint by a new tree's activation order;
                // anything but a content size before a content size, which a full sync adds last),
                // and the conflict is listed in a new engine's order of addition (``report(_:_:adding:describedAsNow:)``).
                guard others.count == conflicting.count - 1, others.allSatisfy({ before($0, entry) }),
                    others.count(where: isUser) <= 1 || numbered()
                else {
                    passesAsNewEngine = false
                    return
                }
                report(error, spec, adding: constraint, describedAsNow: true)
                conflictsRetriedAsNew += 1
            }
        }
        // The broken constraints in a new engine's order of addition, as its findings list them
        // (``brokenLayoutConstraints``): a broken constraint is out of the solver, so their slots
        // in the install order can be exchanged among themselves without touching anything else.
        let slots = installOrder.indices.filter { installed[installOrder[$0]]?.broken == true }
        if slots.count > 1 {
            let keys = slots.map { installOrder[$0] }.sorted { a, b in
                guard let x = installed[a], let y = installed[b] else { return false }
                return placeInNewEngine(x) < placeInNewEngine(y)
            }
            for (slot, key) in zip(slots, keys) { installOrder[slot] = key }
        }
    }

    /// Whether each solve is checked to have a unique solution (``everySolutionUnique``).
    /// Setting it starts the record afresh.
    public var checksUniqueSolutions = false {
        didSet { if checksUniqueSolutions { everySolutionUnique = true } }
    }

    /// Whether every solve since ``checksUniqueSolutions`` was set ended at the only optimum of
    /// its constraints (``Solver/hasUniqueSolution()``): then every frame the passes wrote, and
    /// every safe area and measured width derived from them, is what any engine holding the
    /// same constraints with the same constants writes, whatever its history.
    public private(set) var everySolutionUnique = true

    /// Puts `view`'s frame back to `frame`, and its derived safe-area insets and occupied corner
    /// back to what a new view has (none), marking for the next sync what the frame and insets
    /// change, as a pass that wrote them would. The autoresizing reference stays: it is the
    /// frame the view was placed with (``LayoutView/frame``), not one a pass wrote. A caller that
    /// lays a kept tree out as a new one would be laid out puts every view back this way first.
    public func restoreInitialFrame(of view: LayoutView, to frame: CGRect) {
        let old = view.storedFrame
        view.storedFrame = frame
        if old != frame { frameMoved(view) }
        if view.computedSafeAreaInsets != .zero {
            view.computedSafeAreaInsets = .zero
            changedViews.insert(ObjectIdentifier(view))
        }
        if view.computedOccupiedCorner != nil {
            view.computedOccupiedCorner = nil
            changedViews.insert(ObjectIdentifier(view))
        }
        view.needsLayoutFlag = true
        view.rootView.needsLayoutFlag = true
    }

    /// Updates the constants `pending` lists, in its order (see ``batchesConstantChanges``).
    private func apply(_ pending: [(entry: Installed, spec: Spec)]) {
        if batchesConstantChanges && pending.count > 1 {
            for (entry, _) in pending { entry.keepLabel() }
            if solver.updateConstants(pending.map { ($0.entry.constraint, $0.spec.expression.constant) }) {
                for (entry, spec) in pending { entry.spec = spec }
                return
            }
        }
        for (entry, spec) in pending { update(entry, to: spec) }
    }

    /// The constant updates the marked changes ask for, in the order a full sync makes them (by
    /// place in the last full collection); `nil` when a change alters a constraint's shape or
    /// the set of constraints. The constraints in `activated` are left to the caller.
    private func constantChanges(
        views: Set<ObjectIdentifier>, constraints: Set<ObjectIdentifier>, skipping activated: [ObjectIdentifier: Activation]
    ) -> [(entry: Installed, spec: Spec)]? {
        // The views' generated constraints are compared with the installed ones as they are
        // generated (``emit(_:source:_:_:relation:priority:fixedTerms:label:into:)``): a spec is
        // made only for a constant that moved.
        let check = ConstantCheck()
        constantCheck = check
        defer { constantCheck = nil }
        var unused: [Spec] = []
        for id in views {
            guard let view = items[id]?.item as? LayoutView, let count = generatedCounts[id] else { return nil }
            check.count = 0
            collectGenerated(view, isRoot: view.superview == nil, into: &unused)
            guard check.count == count, !check.reshaped else { return nil }
        }
        var pending = check.pending
        for id in constraints where activated[id] == nil {
            // A constraint the last sync left out (an item outside the tree) stays out.
            guard let cached = userSpecs[id], let c = cached.constraint, let entry = installed[.user(id)] else { continue }
            guard entry.spec.source != nil, c.priority == cached.priority, directionKey(c) == cached.directions else { return nil }
            let constant = -Double(c.constant)
            if cached.spec.expression.constant != constant { cached.spec = cached.spec.with(constant: constant) }
            if !entry.broken && entry.spec.expression.constant != constant { pending.append((entry, cached.spec)) }
        }
        pending.sort { $0.entry.position < $1.entry.position }
        return pending
    }

    /// Whether the item is in the tree, as of the last sync (every view and guide of the tree has
    /// variables, and only those: ``syncEverything(_:)`` drops the others).
    private func inTree(_ item: LayoutItem) -> Bool {
        items[ObjectIdentifier(item)]?.item === item
    }

    /// Applies the app's activations and deactivations when the tree itself did not change,
    /// exactly as ``syncEverything(_:)`` would: the constraints that went are removed in install
    /// order, the broken ones are retried if a constraint went, changed constants are updated in
    /// collection order, then the new constraints and the retried ones are added by activation
    /// order and place in a full collection, and every constraint takes the place a full
    /// collection would give it. A new constraint's place is right after the last constraint its
    /// view collected before: a view appends what is installed on it, after its generated
    /// constraints. The order decides which constraint breaks in a conflict and the tableau's
    /// fill-in, so the solver ends where a full sync leaves it (checked in debug builds).
    ///
    /// Returns `false`, having changed nothing, when it cannot say that exactly: a constraint
    /// deactivated and activated again since the last sync (its place moved), a view that
    /// collected nothing before getting a constraint, a change of shape.
    private func syncActivations(
        _ activated: [ObjectIdentifier: Activation], views: Set<ObjectIdentifier>, constraints: Set<ObjectIdentifier>
    ) -> Bool {
        var gone: Set<Key> = []
        var new: [(spec: Spec, holder: LayoutView, index: Int)] = []
        for (id, activation) in activated {
            let key = Key.user(id)
            var wanted: (LayoutConstraint, LayoutView, Spec)?
            if let c = activation.constraint, let holder = c.installedOn, inTree(holder), let spec = userSpec(c, inTree: inTree) {
                wanted = (c, holder, spec)
            }
            if let entry = installed[key] {
                if let wanted, entry.spec.source === wanted.0 { return false }
                gone.insert(key)
            }
            guard let wanted else { continue }
            new.append((wanted.2, wanted.1, wanted.1.constraints.firstIndex { $0 === wanted.0 } ?? 0))
        }
        guard let pending = constantChanges(views: views, constraints: constraints, skipping: activated) else { return false }
        // Each new constraint's place: after the last one its view collected before, the new ones
        // of one view in the order it holds them.
        var after: [Int: [(spec: Spec, index: Int)]] = [:]
        for item in new {
            guard let anchor = lastCollectedPosition(of: item.holder, gone: gone, new: activated) else { return false }
            after[anchor, default: []].append((item.spec, item.index))
        }

        activationSyncCount += 1
        var positions: [Key: Int] = [:]
        renumber(inserting: after, gone: gone, into: &positions)

        // Remove what went (in install order), then retry broken constraints if anything went.
        let removedAny = !gone.isEmpty && removeInstalled { key, _ in gone.contains(key) }
        var additions = new.map { (spec: $0.spec, position: positions[$0.spec.key] ?? 0) }
        if removedAny && brokenCount > 0 {
            for key in installOrder {
                guard let entry = installed[key], entry.broken else { continue }
                installed[key] = nil
                brokenCount -= 1
                if let spec = currentSpec(of: entry) { additions.append((spec, entry.position)) }
            }
            installOrder.removeAll { installed[$0] == nil }
        }
        apply(pending)
        additions.sort { ($0.spec.order, $0.position) < ($1.spec.order, $1.position) }
        for addition in additions { add(addition.spec).position = addition.position }
        if userSpecs.count > installed.count { userSpecs = userSpecs.filter { installed[.user($0.key)] != nil } }
        return true
    }

    /// Removes the installed constraints that `isGone` picks, in install order (a broken one is only
    /// forgotten: it is not in the solver); whether one was in the solver.
    private func removeInstalled(where isGone: (Key, Installed) -> Bool) -> Bool {
        var removedAny = false
        var keptOrder: [Key] = []
        keptOrder.reserveCapacity(installOrder.count)
        for key in installOrder {
            guard let entry = installed[key] else { continue }
            guard isGone(key, entry) else {
                keptOrder.append(key)
                continue
            }
            if !entry.broken {
                try? solver.removeConstraint(entry.constraint)
                removedAny = true
            } else {
                brokenCount -= 1
            }
            installed[key] = nil
        }
        installOrder = keptOrder
        return removedAny
    }

    /// The place in the last collection of the last constraint `view` collected that stays (its
    /// last installed constraint that is not new, else its last generated one); `nil` when it
    /// collected none.
    private func lastCollectedPosition(of view: LayoutView, gone: Set<Key>, new: [ObjectIdentifier: Activation]) -> Int? {
        for c in view.constraints.reversed() {
            let id = ObjectIdentifier(c)
            guard new[id] == nil, let entry = installed[.user(id)], !gone.contains(entry.spec.key), entry.spec.source === c else {
                continue
            }
            return entry.position
        }
        let id = ObjectIdentifier(view)
        var kinds: [GeneratedKind] = [
            .rootX, .rootY, .rootWidth, .rootHeight, .autoresizingX, .autoresizingWidth, .autoresizingY, .autoresizingHeight,
        ]
        for axis in LayoutAxis.allCases { kinds += [.hugging(axis), .compression(axis)] }
        var last = kinds.compactMap { installed[.generated(id, $0)]?.position }.max()
        for guide in view.systemGuides {
            for edge in 0..<4 {
                guard let position = installed[.generated(ObjectIdentifier(guide), .guideEdge(edge))]?.position else { continue }
                last = max(last ?? position, position)
            }
        }
        return last
    }

    /// Gives every constraint that stays and every new one (`after`: by the place of the one it
    /// follows) the place a full collection would: the ones that stay keep their order.
    private func renumber(inserting after: [Int: [(spec: Spec, index: Int)]], gone: Set<Key>, into positions: inout [Key: Int]) {
        var slots: [Installed?] = []
        for (key, entry) in installed where !gone.contains(key) {
            if entry.position >= slots.count { slots += Array(repeating: nil, count: entry.position - slots.count + 1) }
            slots[entry.position] = entry
        }
        var next = 0
        for (old, slot) in slots.enumerated() {
            guard let entry = slot else { continue }
            entry.position = next
            next += 1
            for item in (after[old] ?? []).sorted(by: { $0.index < $1.index }) {
                positions[item.spec.key] = next
                next += 1
            }
        }
    }

    /// A broken constraint's spec as a collection would make it now (its constant may have moved
    /// while it was out of the solver).
    private func currentSpec(of entry: Installed) -> Spec? {
        switch entry.spec.key {
        case .user:
            guard let c = entry.spec.source as? LayoutConstraint else { return nil }
            return userSpec(c, inTree: inTree)
        case .generated(_, let kind):
            let source = entry.spec.source
            guard let view = (kind.isGuideEdge ? (source as? LayoutGuide)?.owningView : source as? LayoutView) else { return nil }
            var specs: [Spec] = []
            collectGenerated(view, isRoot: view.superview == nil, into: &specs)
            return specs.first { $0.key == entry.spec.key }
        }
    }

    #if DEBUG
        /// Checks (in debug builds: the tests) that a sync of the changes alone left the solver
        /// where a full collection would: every constraint the tree wants is in it with the same
        /// shape and constant. A miss means a change reached the engine without being marked.
        private func verifyInSync(_ root: LayoutView) {
            var specs: [Spec] = []
            var visited: Set<ObjectIdentifier> = []
            markTree(root, &visited)
            let counts = generatedCounts
            collect(root, isRoot: true, into: &specs, visited: visited)
            generatedCounts = counts
            var stale: [String] = []
            for (position, spec) in specs.enumerated() {
                guard let entry = installed[spec.key] else {
                    stale.append("missing \(spec.label)")
                    continue
                }
                if !entry.broken && (!sameShape(entry.spec, spec) || entry.spec.expression.constant != spec.expression.constant) {
                    stale.append("stale \(entry.spec.label) (wanted \(spec.label))")
                }
                if entry.position != position { stale.append("\(spec.label) at \(entry.position), collected at \(position)") }
            }
            if specs.count != installed.count { stale.append("\(installed.count) installed, \(specs.count) wanted") }
            assert(stale.isEmpty, "LayoutEngine: an unmarked change: \(stale.prefix(3).joined(separator: "; "))")
        }
    #endif

    private func sameShape(_ a: Spec, _ b: Spec) -> Bool {
        a.relation == b.relation && a.priority == b.priority && a.expression.terms == b.expression.terms
    }

    @discardableResult
    private func add(_ spec: Spec) -> Installed {
        // No label in the solver: the engine names its constraints itself (``Installed/label``).
        let constraint = Constraint(spec.expression, spec.relation, strength: spec.priority.strength)
        var broken = false
        do {
            try solver.addConstraint(constraint)
        } catch {
            broken = true
            report(error, spec, adding: constraint)
        }
        let entry = Installed(constraint: constraint, spec: spec, broken: broken)
        if broken { brokenCount += 1 }
        installed[spec.key] = entry
        installOrder.append(spec.key)
        return entry
    }

    private func update(_ entry: Installed, to spec: Spec) {
        entry.keepLabel()
        do {
            try solver.updateConstant(of: entry.constraint, to: spec.expression.constant)
            entry.spec = spec
        } catch {
            // The new constant cannot hold: break the constraint, as UIKit would.
            try? solver.removeConstraint(entry.constraint)
            entry.broken = true
            brokenCount += 1
            entry.spec = spec
            report(error, spec)
        }
    }

    /// Records a conflict; `adding` is the constraint whose addition failed (not installed yet).
    /// `describedAsNow`: each conflicting constraint is described with its current spec, as a
    /// new engine that added it at its current constant describes it, not as it was added here.
    private func report(_ error: SolverError, _ spec: Spec, adding: Constraint? = nil, describedAsNow: Bool = false) {
        let brokenConstraint = spec.source as? LayoutConstraint
        var sources: [AnyObject] = [spec.source].compactMap { $0 }
        var labels = [spec.label]
        var specs = [spec]
        if case .unsatisfiableConstraint(_, var conflicting) = error {
            // Only the conflicting constraints' records, found in one walk (a conflict in a large
            // tree would otherwise index every constraint the solver holds).
            let wanted = Set(conflicting.map(ObjectIdentifier.init))
            var byConstraint: [ObjectIdentifier: Installed] = [:]
            for entry in installed.values where wanted.contains(ObjectIdentifier(entry.constraint)) {
                if byConstraint[ObjectIdentifier(entry.constraint)] == nil { byConstraint[ObjectIdentifier(entry.constraint)] = entry }
            }
            if describedAsNow, conflicting.count > 2 {
                // The order a new engine added them in (``placeInNewEngine(_:)``, ``retryBrokenAsNew()``).
                let rest = conflicting.dropFirst().sorted { a, b in
                    guard let x = byConstraint[ObjectIdentifier(a)], let y = byConstraint[ObjectIdentifier(b)] else { return false }
                    return placeInNewEngine(x) < placeInNewEngine(y)
                }
                conflicting = [conflicting[0]] + rest
            }
            labels = conflicting.map { c in
                if c === adding { return spec.label }
                guard let entry = byConstraint[ObjectIdentifier(c)] else { return c.description }
                return describedAsNow ? entry.spec.label : entry.label
            }
            specs = conflicting.compactMap { c in c === adding ? spec : byConstraint[ObjectIdentifier(c)]?.spec }
            if !specs.contains(where: { $0 === spec }) { specs.insert(spec, at: 0) }
            let held = conflicting.map(ObjectIdentifier.init)
            sources = held.compactMap { byConstraint[$0]?.spec.source }
            if let brokenConstraint, !sources.contains(where: { $0 === brokenConstraint }) { sources.insert(brokenConstraint, at: 0) }
        }
        var names: [String] = []
        for source in sources {
            let items: [LayoutItem?]
            if let c = source as? LayoutConstraint { items = [c.firstItem, c.secondItem] } else { items = [source as? LayoutItem] }
            for case let item? in items {
                let name = (item as? LayoutView)?.layoutName ?? item.hostView?.layoutName ?? item.layoutName
                if !names.contains(name) { names.append(name) }
            }
        }
        unsatisfiableReports.append(
            UnsatisfiableConstraintsReport(
                conflicting: labels, broken: spec.label,
                conflictingIdentifiers: sources.compactMap { ($0 as? LayoutConstraint)?.identifier },
                brokenIdentifier: brokenConstraint?.identifier, itemNames: names,
                contentSizes: specs.compactMap { s in
                    guard case .generated(_, let kind) = s.key, let view = s.source as? LayoutView else { return nil }
                    switch kind {
                    case .hugging(let axis), .compression(let axis):
                        return .init(view: view.layoutName, axis: axis, relation: s.relation, value: -s.expression.constant)
                    default: return nil
                    }
                }))
    }

    // MARK: Collecting constraints

    /// Every view and guide of the tree, so a constraint can be checked to lie inside it.
    private func markTree(_ view: LayoutView, _ visited: inout Set<ObjectIdentifier>) {
        visited.insert(ObjectIdentifier(view))
        Self.forEachSystemGuide(of: view) { visited.insert(ObjectIdentifier($0)) }
        for guide in view.layoutGuides { visited.insert(ObjectIdentifier(guide)) }
        for sub in view.subviews { markTree(sub, &visited) }
    }

    private func collect(_ view: LayoutView, isRoot: Bool, into specs: inout [Spec], visited: Set<ObjectIdentifier>) {
        let before = specs.count
        collectGenerated(view, isRoot: isRoot, into: &specs)
        generatedCounts[ObjectIdentifier(view)] = specs.count - before
        for guide in view.layoutGuides { _ = variables(for: guide) }
        for c in view.constraints {
            guard let spec = userSpec(c, inTree: { visited.contains(ObjectIdentifier($0)) }) else { continue }
            specs.append(spec)
        }
        for sub in view.subviews { collect(sub, isRoot: false, into: &specs, visited: visited) }
    }

    /// A constant-only pass's comparison of the generated constraints with the installed ones
    /// (``constantChanges(views:constraints:skipping:)``), while ``constantCheck`` is set.
    private final class ConstantCheck {
        /// The installed constraints whose constant moved, with their new specs.
        var pending: [(entry: Installed, spec: Spec)] = []
        /// How many constraints the view being checked generated.
        var count = 0
        /// Whether one is not installed, or has another shape: the pass must collect everything.
        var reshaped = false
    }

    /// Set while ``constantChanges(views:constraints:skipping:)`` checks the marked views.
    private var constantCheck: ConstantCheck?

    /// One generated constraint: made into a spec (a collection), or, during a constant-only
    /// pass, compared with the installed one under `key`, the spec made only when its constant
    /// moved. Most views a new window marks keep every constant, and making their specs (each
    /// with its terms, its description's closure and weak references) only to compare them was
    /// most of such a pass. A generated constraint's terms are its kind's over its items'
    /// variables, which stay while the items are in the tree, so with the same relation,
    /// priority and constant it is unchanged; only autoresizing's terms carry values
    /// (`fixedTerms: false`: its flexible shares), and those are always compared.
    private func emit(
        _ key: Key, source: AnyObject, _ terms: @autoclosure () -> [LinearExpression.Term], _ constant: Double,
        relation: Relation = .equal, priority: LayoutPriority = .required, fixedTerms: Bool = true, order: Int = 0,
        label: @autoclosure () -> () -> String, into specs: inout [Spec]
    ) {
        func spec(_ terms: [LinearExpression.Term]) -> Spec {
            let made = Spec(
                key: key, source: source, expression: LinearExpression(terms: terms, constant: constant), relation: relation,
                priority: priority, label: label())
            made.order = order
            return made
        }
        guard let check = constantCheck else { return specs.append(spec(terms())) }
        check.count += 1
        guard let entry = installed[key], entry.spec.source != nil else {
            check.reshaped = true
            return
        }
        if entry.broken { return }
        guard entry.spec.relation == relation, entry.spec.priority == priority else {
            check.reshaped = true
            return
        }
        if fixedTerms && entry.spec.expression.constant == constant { return }
        // The same shape (relation and priority are compared above): the spec, with its
        // description's closure, is made only for a constant that moved (autoresizing's terms
        // are compared here in every such pass, and mostly keep their constant too).
        let made = terms()
        guard entry.spec.expression.terms == made else {
            check.reshaped = true
            return
        }
        if entry.spec.expression.constant != constant { check.pending.append((entry, spec(made))) }
    }

    /// Where a view's content-size constraints (`NSContentSizeLayoutConstraint`) go among the
    /// constraints added in one pass: after every constraint the app has activated. UIKit makes
    /// them in the update-constraints pass before layout (`updateConstraints`), after a nib's
    /// constraints were activated as it loaded, and the engine breaks the constraint whose
    /// addition fails. So a required size the app sets against a required hugging and
    /// compression resistance (priority 1000 both) keeps the app's size and breaks the content
    /// size, as Interface Builder's stored frames show (docs/sources.md, "habitica: a required
    /// content size against a required size").
    static let contentSizeOrder = Int.max

    /// The constraints UIKit makes for one view: the root's size, autoresizing, content size and
    /// the system guides' insets. What they depend on is marked when it changes
    /// (``note(_:)``), so a pass without structural change collects them only for those views.
    private func collectGenerated(_ view: LayoutView, isRoot: Bool, into specs: inout [Spec]) {
        let v = variables(for: view)
        let id = ObjectIdentifier(view)
        typealias T = LinearExpression.Term
        func gen(
            _ kind: GeneratedKind, _ terms: @autoclosure () -> [T], _ constant: Double, relation: Relation = .equal,
            priority: LayoutPriority = .required, order: Int = 0, label: @autoclosure () -> (LayoutView) -> String
        ) {
            emit(
                .generated(id, kind), source: view, terms(), constant, relation: relation, priority: priority, order: order,
                label: Self.weakLabel(view, label()), into: &specs)
        }
        if isRoot {
            gen(.rootX, [T(v.minX)], 0, label: { "UIView-Encapsulated-Layout-Left \($0.layoutName).minX == 0" })
            gen(.rootY, [T(v.minY)], 0, label: { "UIView-Encapsulated-Layout-Top \($0.layoutName).minY == 0" })
        }
        if isRoot, let fitting {
            // A measuring engine's root is asked for the target size, at the fitting priorities
            // (UIKit's temporary width and height constraints of `systemLayoutSizeFitting`).
            let (width, height) = (fitting.target.width, fitting.target.height)
            gen(
                .rootWidth, [T(v.width)], -Double(width), priority: fitting.horizontal,
                label: { "_UITemporaryLayoutWidth \($0.layoutName).width == \(LayoutConstraint.format(width)) @\(fitting.horizontal)" })
            gen(
                .rootHeight, [T(v.height)], -Double(height), priority: fitting.vertical,
                label: { "_UITemporaryLayoutHeight \($0.layoutName).height == \(LayoutConstraint.format(height)) @\(fitting.vertical)" })
        } else if isRoot {
            let size = view.storedFrame.size
            gen(
                .rootWidth, [T(v.width)], -Double(size.width),
                label: { "UIView-Encapsulated-Layout-Width \($0.layoutName).width == \(LayoutConstraint.format(size.width))" })
            gen(
                .rootHeight, [T(v.height)], -Double(size.height),
                label: { "UIView-Encapsulated-Layout-Height \($0.layoutName).height == \(LayoutConstraint.format(size.height))" })
        } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
            autoresizing(view, v, variables(for: parent), into: &specs)
        }
        if !view.translatesAutoresizingMaskIntoConstraints {
            let size = view.intrinsicContentSize
            for axis in LayoutAxis.allCases {
                let value = axis == .horizontal ? size.width : size.height
                guard value >= 0 else { continue }
                let variable = axis == .horizontal ? v.width : v.height
                let dimension = axis == .horizontal ? "width" : "height"
                let hugging = view.contentHuggingPriority(for: axis)
                let compression = view.contentCompressionResistancePriority(for: axis)
                gen(
                    .hugging(axis), [T(variable)], -Double(value), relation: .lessThanOrEqual, priority: hugging,
                    order: Self.contentSizeOrder,
                    label: {
                        "NSContentSizeLayoutConstraint \($0.layoutName).\(dimension) <= \(LayoutConstraint.format(value)) hug:\(hugging)"
                    })
                gen(
                    .compression(axis), [T(variable)], -Double(value), relation: .greaterThanOrEqual, priority: compression,
                    order: Self.contentSizeOrder,
                    label: {
                        """
                        NSContentSizeLayoutConstraint \($0.layoutName).\(dimension) >= \(LayoutConstraint.format(value)) \
                        compressionResistance:\(compression)
                        """
                    })
            }
        }
        Self.forEachSystemGuide(of: view) { guideConstraints($0, view, v, into: &specs) }
    }

    /// The spec of an installed constraint whose items are in the tree. The expression is
    /// cached per constraint and rebuilt only when its priority or its items' layout direction
    /// changed; a new constant is the only per-pass work.
    private func userSpec(_ c: LayoutConstraint, inTree: (LayoutItem) -> Bool) -> Spec? {
        guard let first = c.firstItem, inTree(first) else { return nil }
        let second = c.secondAttribute == .notAnAttribute ? nil : c.secondItem
        if c.secondAttribute != .notAnAttribute {
            guard let second, inTree(second) else { return nil }
        }
        let id = ObjectIdentifier(c)
        let directions = directionKey(c)
        if let cached = userSpecs[id], cached.constraint === c, cached.priority == c.priority, cached.directions == directions {
            let constant = -Double(c.constant)
            if cached.spec.expression.constant != constant { cached.spec = cached.spec.with(constant: constant) }
            return cached.spec
        }
        var expression = expression(first, c.firstAttribute)
        if let second {
            expression = expression - self.expression(second, c.secondAttribute) * Double(c.multiplier)
            if let term = commonAncestorTerm(c) { expression = expression + term }
        }
        expression.constant = -Double(c.constant)
        let spec = Spec(
            key: .user(id), source: c, expression: expression, relation: c.relation,
            priority: c.priority, label: Self.weakLabel(c) { $0.description })
        spec.order = c.activationOrder
        userSpecs[id] = CachedSpec(constraint: c, spec: spec, priority: c.priority, directions: directions)
        return spec
    }

    /// Which of the constraint's directional attributes are right-to-left (bit 0: first, bit 1: second).
    private func directionKey(_ c: LayoutConstraint) -> UInt8 {
        var key: UInt8 = 0
        if c.firstAttribute.isDirectional, c.firstItem?.hostView?.effectiveUserInterfaceLayoutDirection == .rightToLeft { key |= 1 }
        if c.secondAttribute.isDirectional, c.secondItem?.hostView?.effectiveUserInterfaceLayoutDirection == .rightToLeft { key |= 2 }
        return key
    }

    /// UIKit's autoresizing rule: the superview's size change since the frame was set goes to
    /// the flexible parts in proportion to their sizes (equally if they are all zero).
    private func autoresizing(_ view: LayoutView, _ v: ItemVariables, _ p: ItemVariables, into specs: inout [Spec]) {
        let reference = view.autoresizingReference ?? (view.storedFrame, view.superview?.bounds.size ?? .zero)
        let mask = view.autoresizingMask
        let id = ObjectIdentifier(view)
        let h = maskCode(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let vv = maskCode(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        let label = { (view: LayoutView) in "NSAutoresizingMaskLayoutConstraint h=\(h) v=\(vv) \(view.layoutName)" }
        for axis in LayoutAxis.allCases {
            let horizontal = axis == .horizontal
            let lead = Double(horizontal ? reference.frame.minX : reference.frame.minY)
            let size = Double(horizontal ? reference.frame.width : reference.frame.height)
            let parentSize = Double(horizontal ? reference.superviewSize.width : reference.superviewSize.height)
            let trail = parentSize - lead - size
            let flexLead = mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin)
            let flexSize = mask.contains(horizontal ? .flexibleWidth : .flexibleHeight)
            let flexTrail = mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin)
            let parts = [flexLead ? max(0, lead) : 0, flexSize ? max(0, size) : 0, flexTrail ? max(0, trail) : 0]
            let flexCount = [flexLead, flexSize, flexTrail].filter { $0 }.count
            let total = parts.reduce(0, +)
            func share(_ flexible: Bool, _ part: Double) -> Double {
                guard flexible else { return 0 }
                return total > 0 ? part / total : 1 / Double(flexCount)
            }
            let leadShare = share(flexLead, parts[0])
            let sizeShare = share(flexSize, parts[1])
            typealias T = LinearExpression.Term
            let (pos, dim, parentPos, parentDim) = horizontal ? (v.minX, v.width, p.minX, p.width) : (v.minY, v.height, p.minY, p.height)
            // pos − parentPos = lead + leadShare·(parentDim − parentSize)
            emit(
                .generated(id, horizontal ? .autoresizingX : .autoresizingY), source: view,
                [T(pos), T(parentPos, -1), T(parentDim, -leadShare)], -(lead - leadShare * parentSize), fixedTerms: false,
                label: Self.weakLabel(view) {
                    "\(label($0)).\(horizontal ? "minX" : "minY") == \(LayoutConstraint.format(CGFloat(lead)))"
                }, into: &specs)
            // dim = size + sizeShare·(parentDim − parentSize)
            emit(
                .generated(id, horizontal ? .autoresizingWidth : .autoresizingHeight), source: view,
                [T(dim), T(parentDim, -sizeShare)], -(size - sizeShare * parentSize), fixedTerms: false,
                label: Self.weakLabel(view) {
                    "\(label($0)).\(horizontal ? "width" : "height") == \(LayoutConstraint.format(CGFloat(size)))"
                }, into: &specs)
        }
    }

    /// UIKit's `h=-&-` notation: `&` flexible, `-` fixed, for margin, size, margin.
    private func maskCode(_ a: Bool, _ b: Bool, _ c: Bool) -> String {
        [a, b, c].map { $0 ? "&" : "-" }.joined()
    }

    /// The four constraints that hold a system guide at its inset from its view.
    private func guideConstraints(_ guide: LayoutGuide, _ view: LayoutView, _ v: ItemVariables, into specs: inout [Spec]) {
        let g = variables(for: guide)
        var insets = view.safeAreaInsets
        var prefix = "UIViewSafeAreaLayoutGuide"
        if case .region(let region) = guide.role {
            insets = view.edgeInsets(for: region)
            prefix = "UIViewLayoutRegionGuide"
        } else if guide.role == .layoutMargins || guide.role == .readableContent {
            let m = view.effectiveLayoutMargins
            let s = view.insetsLayoutMarginsFromSafeArea ? insets : .zero
            insets = ConstraintInsets(top: s.top + m.top, left: s.left + m.left, bottom: s.bottom + m.bottom, right: s.right + m.right)
            prefix = "UIView-margin-guide-constraint"
            if guide.role == .readableContent {
                prefix = "UIView-readableContentGuide-constraint"
                // Narrowed to the readable width and centred, with the width of the previous pass.
                let width = view.bounds.width
                let excess = width - insets.left - insets.right - LayoutView.readableContentWidth
                if excess > 0 {
                    let extra = max(0, (width - LayoutView.readableContentWidth) / 2)
                    insets.left = max(insets.left, extra)
                    insets.right = max(insets.right, width - LayoutView.readableContentWidth - insets.left)
                }
            }
        } else if guide.role == .scrollFrame {
            insets = .zero
            prefix = "UIScrollView-frameLayoutGuide"
        } else if guide.role == .firstBaseline {
            prefix = "UIView-firstBaseline"
        } else if guide.role == .lastBaseline {
            prefix = "UIView-lastBaseline"
        } else if guide.role == .scrollContent {
            prefix = "UIScrollView-contentLayoutGuide"
        }
        let id = ObjectIdentifier(guide)
        typealias T = LinearExpression.Term
        let name = prefix, edgeInsets = insets
        func edge(_ i: Int, _ terms: @autoclosure () -> [T], _ constant: Double) {
            emit(
                .generated(id, .guideEdge(i)), source: guide, terms(), constant,
                label: Self.weakLabel(guide) { [weak view] in
                    "\(name) \($0.layoutName).\(Self.guideEdge(i, view?.layoutName ?? "nil", edgeInsets))"
                }, into: &specs)
        }
        // The rows are made only when a spec is (``emit(_:source:_:_:relation:priority:fixedTerms:label:into:)``).
        switch guide.role {
        case .firstBaseline, .lastBaseline:
            edge(0, [T(g.minX), T(v.minX, -1)], -Double(insets.left))
            if let movement = view.baselineMovement {
                // first = top + offset + share·(height − H); last = bottom − offset − (1 − share)·(height − H).
                let share = Double(movement.share), height = Double(movement.height)
                if guide.role == .firstBaseline {
                    edge(1, [T(g.minY), T(v.minY, -1), T(v.height, -share)], -Double(view.firstBaselineOffsetFromTop) + share * height)
                } else {
                    edge(
                        1, [T(g.minY), T(v.minY, -1), T(v.height, -share)],
                        Double(view.lastBaselineOffsetFromBottom) - (1 - share) * height)
                }
            } else if guide.role == .firstBaseline {
                edge(1, [T(g.minY), T(v.minY, -1)], -Double(view.firstBaselineOffsetFromTop))
            } else {
                edge(1, [T(g.minY), T(v.minY, -1), T(v.height, -1)], Double(view.lastBaselineOffsetFromBottom))
            }
            edge(2, [T(g.width), T(v.width, -1)], 0)
            edge(3, [T(g.height)], 0)
        case .scrollContent:
            // Only the origin: the content's constraints size the content area.
            edge(0, [T(g.minX), T(v.minX, -1)], 0)
            edge(1, [T(g.minY), T(v.minY, -1)], 0)
        default:
            edge(0, [T(g.minX), T(v.minX, -1)], -Double(insets.left))
            edge(1, [T(g.minY), T(v.minY, -1)], -Double(insets.top))
            edge(2, [T(g.width), T(v.width, -1)], Double(insets.left + insets.right))
            edge(3, [T(g.height), T(v.height, -1)], Double(insets.top + insets.bottom))
        }
    }

    private static func guideEdge(_ i: Int, _ name: String, _ insets: ConstraintInsets) -> String {
        switch i {
        case 0: return "left == \(name).left + \(LayoutConstraint.format(insets.left))"
        case 1: return "top == \(name).top + \(LayoutConstraint.format(insets.top))"
        case 2: return "width == \(name).width - \(LayoutConstraint.format(insets.left + insets.right))"
        default: return "height == \(name).height - \(LayoutConstraint.format(insets.top + insets.bottom))"
        }
    }

    // MARK: Reading the solution

    /// The item's frame in the root's coordinates. Every item of the tree has its variables once
    /// the pass has synced (a full sync makes them for every item of the tree, and only a full sync
    /// takes a new item in), so the record found is the item's own.
    private func absoluteRect(_ item: LayoutItem) -> CGRect {
        let v = items[ObjectIdentifier(item)] ?? variables(for: item)
        return CGRect(
            x: solver.value(of: v.minX), y: solver.value(of: v.minY),
            width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// Whether the last ``writeFrames(_:parentOrigin:isRoot:)`` moved a view whose guides depend
    /// on its frame (a readable-content guide, margins preserved from the superview).
    private var frameDependentGuidesMoved = false

    /// Frames keep the solved origin and size: a view squeezed to a negative size is written as
    /// solved, never standardized (CGRect's `minX` of a negative-width rect is its right edge).
    private func writeFrames(_ view: LayoutView, parentOrigin: CGPoint, isRoot: Bool) {
        let rect = absoluteRect(view)
        if !frameDependentGuidesMoved, view.hasFrameDependentGuides {
            let old = view.storedFrame
            let new = CGRect(
                x: isRoot ? old.minX : rect.origin.x - parentOrigin.x, y: isRoot ? old.minY : rect.origin.y - parentOrigin.y,
                width: rect.size.width, height: rect.size.height)
            if abs(old.minX - new.minX) > 0.001 || abs(old.minY - new.minY) > 0.001 || abs(old.width - new.width) > 0.001
                || abs(old.height - new.height) > 0.001
            {
                frameDependentGuidesMoved = true
            }
        }
        let old = view.storedFrame
        if old.size != rect.size || (!isRoot && old.origin != CGPoint(x: rect.origin.x - parentOrigin.x, y: rect.origin.y - parentOrigin.y))
        {
            frameMoved(view)
        }
        if isRoot {
            view.storedFrame.size = rect.size
        } else {
            view.storedFrame = CGRect(
                x: rect.origin.x - parentOrigin.x, y: rect.origin.y - parentOrigin.y,
                width: rect.size.width, height: rect.size.height)
        }
        func place(_ guide: LayoutGuide) {
            let g = absoluteRect(guide)
            guide.layoutFrame = CGRect(
                x: g.origin.x - rect.origin.x, y: g.origin.y - rect.origin.y, width: g.size.width, height: g.size.height)
        }
        Self.forEachSystemGuide(of: view, place)
        for guide in view.layoutGuides { place(guide) }
        for sub in view.subviews { writeFrames(sub, parentOrigin: rect.origin, isRoot: false) }
    }

    /// Marks what a view's new frame changes for the next sync: its guides whose insets depend on
    /// its size (readable content, regions) or on its frame in its superview (margins preserved
    /// from the superview's), and the preserved margins of its subviews.
    ///
    /// A subview whose only guides are its safe area and its own margins is not marked: their insets
    /// are its safe-area insets (marked by ``computeSafeArea(_:rootSafeRect:rootCorner:changed:)``
    /// when they change) and its margins (marked when set), whatever its frame. Such views are
    /// most of the views a new window moves, and collecting their constraints only to find the
    /// same constants was the largest part of a constant-only pass.
    private func frameMoved(_ view: LayoutView) {
        if view.preservesSuperviewLayoutMargins {
            noteMargins(view)
        } else if view.superview == nil || Self.hasGuidesFollowingFrame(view) {
            // (A root's size constraints hold the size its frame has.)
            changedViews.insert(ObjectIdentifier(view))
        }
        for sub in view.subviews where sub.preservesSuperviewLayoutMargins { noteMargins(sub) }
    }

    /// Calls `body` with each of the view's system guides, in ``LayoutView/systemGuides``' order
    /// (margins, safe area, regions, the others), without making that array: the pass walks
    /// every view's guides several times, and the array was a few allocations each time.
    private static func forEachSystemGuide(of view: LayoutView, _ body: (LayoutGuide) -> Void) {
        if let guide = view._storage.marginsGuide { body(guide) }
        if let guide = view._storage.safeAreaGuide { body(guide) }
        for guide in view._storage.regionGuides { body(guide) }
        for guide in view._storage.extraGuides { body(guide) }
    }

    /// Whether the view has a system guide (``LayoutView/systemGuides`` is not empty).
    private static func hasSystemGuides(_ view: LayoutView) -> Bool {
        view._storage.marginsGuide != nil || view._storage.safeAreaGuide != nil || !view._storage.regionGuides.isEmpty
            || !view._storage.extraGuides.isEmpty
    }

    /// Whether a system guide of the view has insets that follow its frame: a region guide (its
    /// size and occupied corner), a readable-content guide (its width) or a baseline guide (a
    /// subclass's baseline may follow its frame). Scroll views' guides have constant insets.
    private static func hasGuidesFollowingFrame(_ view: LayoutView) -> Bool {
        !view._storage.regionGuides.isEmpty
            || view._storage.extraGuides.contains { $0.role != .scrollFrame && $0.role != .scrollContent }
    }

    /// A subview's safe-area insets: how far its superview's safe rectangle leaves its edges
    /// uncovered, plus its own ``LayoutView/additionalSafeAreaInsets`` (UIKit derives them from
    /// the ancestors' safe areas in the same way, after layout, and lays out again when they
    /// change).
    private func computeSafeArea(_ view: LayoutView, rootSafeRect: CGRect?, rootCorner: CGRect?, changed: inout Bool) {
        let rect = absoluteRect(view)
        // The root's occupied corner, moved into this view's coordinates (regions, `layoutGuide(for:)`).
        let corner = rootSafeRect == nil ? view.rootOccupiedCorner.map { $0.offsetBy(dx: rect.minX, dy: rect.minY) } : rootCorner
        if rootSafeRect != nil {
            let local = corner.map { $0.offsetBy(dx: -rect.minX, dy: -rect.minY) }
            if view.computedOccupiedCorner != local {
                view.computedOccupiedCorner = local
                changedViews.insert(ObjectIdentifier(view))
                if !view._storage.regionGuides.isEmpty { changed = true }
            }
        }
        let i: ConstraintInsets
        if let parentSafe = rootSafeRect {
            let inherited = ConstraintInsets(
                top: max(0, min(parentSafe.minY, rect.maxY) - rect.minY),
                left: max(0, min(parentSafe.minX, rect.maxX) - rect.minX),
                bottom: max(0, rect.maxY - max(parentSafe.maxY, rect.minY)),
                right: max(0, rect.maxX - max(parentSafe.maxX, rect.minX)))
            i = LayoutView.sum(inherited, view.additionalSafeAreaInsets)
            if view.computedSafeAreaInsets != i {
                view.computedSafeAreaInsets = i
                changedViews.insert(ObjectIdentifier(view))
                if Self.hasSystemGuides(view) { changed = true }
            }
        } else {
            i = view.safeAreaInsets
        }
        // A scroll view whose content inset takes in its safe area's top and bottom passes on only
        // its sides (``LayoutView/adjustsContentInsetForVerticalSafeArea``).
        let vertical = view.adjustsContentInsetForVerticalSafeArea
        let safe = CGRect(
            x: rect.minX + i.left, y: rect.minY + (vertical ? 0 : i.top),
            width: max(0, rect.width - i.left - i.right), height: max(0, rect.height - (vertical ? 0 : i.top + i.bottom)))
        for sub in view.subviews { computeSafeArea(sub, rootSafeRect: safe, rootCorner: corner, changed: &changed) }
    }

    /// The axes on which the item is free to move, as of the last pass: horizontal when its
    /// minX or width is ambiguous, vertical when its minY or height is.
    ///
    /// With `relativeTo` (the item's superview), a position that is free only because the
    /// superview's is does not count: Interface Builder flags the view whose own constraints are
    /// missing, not every view inside it.
    public func ambiguousAxes(_ item: LayoutItem, relativeTo parent: LayoutItem? = nil) -> [LayoutAxis] {
        guard let v = items[ObjectIdentifier(item)] else { return [] }
        let p = parent.flatMap { items[ObjectIdentifier($0)] }
        func free(_ position: Variable, _ size: Variable, _ parentPosition: Variable?) -> Bool {
            if solver.isAmbiguous(size) { return true }
            guard solver.isAmbiguous(position) else { return false }
            return !(parentPosition.map(solver.isAmbiguous) ?? false)
        }
        var axes: [LayoutAxis] = []
        if free(v.minX, v.width, p?.minX) { axes.append(.horizontal) }
        if free(v.minY, v.height, p?.minY) { axes.append(.vertical) }
        return axes
    }

    /// Why the item is free on `axis` (see ``ambiguousAxes(_:relativeTo:)``), as of the last pass:
    /// the constraints whose slack lets its position or size there move without making the
    /// layout worse (``Solver/freeingConstraints(of:)``), in the order the engine added them.
    /// With `relativeTo` (the superview), a position free only because the superview's is is
    /// skipped, as ``ambiguousAxes(_:relativeTo:)`` skips it. Walks only the records of the
    /// constraints found; call it for the items found ambiguous.
    public func ambiguityCause(_ item: LayoutItem, axis: LayoutAxis, relativeTo parent: LayoutItem? = nil) -> AmbiguityCause {
        guard let v = items[ObjectIdentifier(item)] else { return AmbiguityCause(constraints: [], unconstrained: []) }
        let p = parent.flatMap { items[ObjectIdentifier($0)] }
        let (position, size, parentPosition) = axis == .horizontal ? (v.minX, v.width, p?.minX) : (v.minY, v.height, p?.minY)
        var variables: [(Variable, AmbiguityCause.Dimension)] = []
        if solver.isAmbiguous(position), !(parentPosition.map(solver.isAmbiguous) ?? false) { variables.append((position, .position)) }
        if solver.isAmbiguous(size) { variables.append((size, .size)) }
        let unconstrained = variables.filter { !solver.isConstrained($0.0) }.map(\.1)
        let found = solver.freeingConstraints(of: variables.map(\.0))
        if found.isEmpty { return AmbiguityCause(constraints: [], unconstrained: unconstrained) }
        let wanted = Set(found.map(ObjectIdentifier.init))
        var byConstraint: [ObjectIdentifier: Installed] = [:]
        for entry in installed.values where wanted.contains(ObjectIdentifier(entry.constraint)) {
            byConstraint[ObjectIdentifier(entry.constraint)] = entry
        }
        let entries = found.compactMap { byConstraint[ObjectIdentifier($0)] }
        return AmbiguityCause(constraints: entries.map(Self.freeing), unconstrained: unconstrained)
    }

    /// An installed constraint as ``AmbiguityCause`` names it.
    private static func freeing(_ entry: Installed) -> AmbiguityCause.Constraint {
        let label = entry.label
        if let constraint = entry.spec.source as? LayoutConstraint {
            return .init(identifier: constraint.identifier, description: label, constraint: constraint)
        }
        // A generated constraint: UIKit's name for it, the first word of its description.
        let name = label.split(separator: " ", maxSplits: 1).first.map(String.init)
        return .init(identifier: name, description: label, constraint: nil)
    }

    /// Whether any of the item's four variables is free to move (see ``Solver/isAmbiguous(_:)``).
    func isAmbiguous(_ item: LayoutItem) -> Bool {
        guard let v = items[ObjectIdentifier(item)] else { return false }
        return [v.minX, v.minY, v.width, v.height].contains { solver.isAmbiguous($0) }
    }
}
