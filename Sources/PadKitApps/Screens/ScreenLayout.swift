import Foundation
import PadKit
import PadLayout

/// One scene in PadLayout's engine, laid out window after window.
///
/// The view tree and its constraints are built once (``init(scene:file:metrics:)``); each
/// ``layout(in:)`` changes what a window changes: the root view's size, safe area and margins
/// (constant changes the engine applies in place, ``PadLayout/Solver/updateConstant(of:to:)``),
/// and, when the size classes change, the views and constraints the `<variation>` masks install
/// or remove (added and removed one by one, never a new solver). A window whose incremental
/// re-solve breaks a constraint, and the window after one with a broken constraint, are laid out
/// on a fresh tree: PadLayout's engine retries a broken constraint only when another one is
/// removed, and a finding must not depend on the order windows are visited in. So are a window
/// whose layout did not settle (a layout feedback loop, ``PadLayout/LayoutEngine/isSettled``) and
/// the one after it, and a window whose size classes put back a view a variation had taken out
/// (``reinstallsRemovedView(_:)``). Such a window whose key (``FreshKey``: what a layout reads of
/// its window) an earlier one had takes the layout its fresh tree gave, when a constraint broke or
/// the layout did not settle there (``brokenFreshLayouts``).
public final class ScreenLayout {
    /// The scene.
    public let scene: ScreenScene
    let file: ScreenFile
    let metrics: TextMetrics
    private var root: LayoutView
    /// The scene's root view in the engine.
    var rootView: LayoutView { root }
    /// The Interface Builder constraints made for the engine, with their models.
    var installedConstraints: [(model: ScreenConstraint, constraint: LayoutConstraint)] { constraints.map { ($0.model, $0.constraint) } }
    private var views: [String: LayoutView] = [:]
    /// Each view's superview and index, to put an uninstalled view back where it was.
    private var placement: [String: (superview: String, index: Int)] = [:]
    private var constraints: [(model: ScreenConstraint, constraint: LayoutConstraint, holder: LayoutView, hosts: [LayoutView]?)] = []
    /// The sizes Interface Builder keeps for arranged views nothing sizes across or along their stack,
    /// installed as designed only (``ArrangedViewStoredSize``), with the view's index.
    private var keptStoredSizes: [(index: Int, constraint: LayoutConstraint)] = []
    /// The constraints of this tree in the order a new tree activates them: a table view cell's
    /// pinning constraints as the build makes them, the file's constraints in its order
    /// (``install(_:designed:)``), then the sizes IB keeps (``layoutAsFresh(_:input:)`` numbers a
    /// kept tree's activations as a new one's by it). Made when first asked, once per tree.
    private var newTreeActivationOrder: [LayoutConstraint]?
    /// A table view cell's pinning constraints, as the build made them.
    private var pinConstraints: [LayoutConstraint] = []
    /// The views ``keptStoredSizes`` are made for, found once per scene.
    private let arrangedStoredSizes: [(index: Int, attribute: LayoutAttribute, size: Double, priority: Float)]
    /// What each combination of size classes (as designed or not) installs, worked out once: the
    /// scene's variations decide it, not the tree, so it outlives a rebuilt tree.
    private var plans: [PlanKey: InstallPlan] = [:]

    private struct PlanKey: Hashable {
        var traits: SizeClassPair
        var designed: Bool
    }

    /// Which views a combination of size classes installs (by index in the scene's views) and, for
    /// each constraint made (by index in ``constraints``), whether it installs it and its constant.
    private struct InstallPlan: Equatable {
        var views: [Bool]
        var constraints: [PlannedConstraint]
    }

    private struct PlannedConstraint: Equatable {
        var wanted: Bool
        var constant: CGFloat
    }
    private var installedTraits: SizeClassPair?
    /// Whether the installed constraints are Interface Builder's as designed (with its placeholders).
    private var installedDesigned = false
    /// Problems met building the tree (a constraint UIKit would refuse), with the constraint's line.
    public private(set) var problems: [(reason: String, line: Int)] = []
    private var needsRebuild = false
    private var hasLaidOut = false
    /// How many times a window was laid out on a fresh tree after the first (after a broken
    /// constraint, or one that puts back a removed view): a cost measure, as such a window costs
    /// what the first does.
    public private(set) var freshTreeCount = 0
    /// How many windows that would have been laid out on a fresh tree were laid out on the kept
    /// one, shown to give the fresh tree's layout (``layoutAsFresh(_:input:)``).
    public private(set) var freshLayoutsOnKeptTree = 0
    /// How many windows were tried on the kept tree that way and then laid out on a fresh tree
    /// (the check did not show the layout the same): a cost measure.
    public private(set) var failedFreshLayoutsOnKeptTree = 0
    /// Whether a window that would go to a fresh tree may be laid out on the kept one where that is
    /// shown to give the same layout (``layoutAsFresh(_:input:)``); tests turn it off to compare.
    public var provesFreshLayouts = true
    /// How many windows took the layout a fresh tree gave an earlier window with the same key
    /// (``brokenFreshLayouts``) instead of a fresh tree of their own.
    public private(set) var reusedFreshLayoutCount = 0
    /// The layouts fresh trees gave, by ``FreshKey``, where a constraint broke or the layout did
    /// not settle. A fresh tree's layout is a function of what it reads of the window (the tree,
    /// the solver and every cache start the same, and ``solve(_:)`` reads the window only
    /// through its key), so a window with the same key that would be laid out on a fresh tree gets
    /// it without building one; and since such a window is followed by a fresh tree either way, the
    /// tree this one would have left is never used. (Any other fresh layout is not kept: the
    /// windows after it re-solve its tree.)
    private var brokenFreshLayouts: [FreshKey: ScreenWindowLayout] = [:]
    /// Whether the window shows iOS 26's controls.
    private var liquidGlass = false
    /// The text size the window's text styles are at.
    private var contentSizeCategory = ContentSizeCategory.large
    /// As designed, the version of the Interface Builder that laid the file out; `nil` in a window.
    private var designedBy: Int?
    /// What each view's intrinsic size was last computed from.
    private var intrinsicInputs: [IntrinsicInputs?] = []
    /// Every intrinsic size and baselines measured so far, by view and input: measuring is a
    /// function of the view and the input, and a multi-line label is measured unwrapped and then
    /// at its width in every window, so the windows of a device mostly ask again.
    private var measured: [[IntrinsicInputs: Measurement]] = []
    /// Each view of the scene by its index in ``ScreenScene/views`` (the tree's view for its id).
    private var viewAt: [LayoutView?] = []
    /// Whether each view (by index) is in the tree, as the last ``install(_:designed:)`` left it.
    private var installedAt: [Bool] = []
    /// Each view's place (its superview's id and index) by its index in ``ScreenScene/views``,
    /// what ``placement`` holds for its id: looked up by index in every window whose size classes
    /// change, not by id.
    private var placementAt: [(superview: String, index: Int)?] = []
    /// Each view of the scene as the subclass it was made as (by index), read in every window
    /// without a cast.
    private var plainViewAt: [ScreenLayoutView?] = []
    private var stackViewAt: [ScreenStackView?] = []
    /// The plan the tree is installed with (`nil` on a new tree).
    private var appliedPlan: InstallPlan?
    /// For each index in ``ScreenScene/views``, the first index with the same id: what is kept
    /// per view is kept per id, as a malformed scene's repeated ids share one view.
    private let canonical: [Int]
    /// For each view id, the index of the first view with it (what a lookup by id finds first),
    /// worked out once: a rebuilt tree looks its views' models up by id again.
    private let firstIndex: [String: Int]
    /// For each layout guide's id, the id of the first view that declares it and the guide's key.
    private let guideOwners: [String: (owner: String, key: String)]
    /// The indices of the views whose intrinsic height depends on their width (multi-line labels).
    private let widthDependent: [Int]
    /// The indices whose view shares its id with such a view (``canonical``), ascending: the only
    /// views whose intrinsic size a window's later measurements (at the widths the labels got)
    /// can change, as nothing else of what a size depends on changes within a window.
    private let widthLinked: [Int]
    /// The stack views' indices and stacks (each window resolves a stack's variations).
    private let stacks: [(index: Int, stack: ScreenStack)]
    /// The indices of the views with Interface Builder's placeholder intrinsic size (read of stack views).
    private let placeholderStacks: Set<Int>
    /// Whether each view (by index) is a scroll view, whose edges related to its content attach
    /// to its content area.
    private let scrollViews: [Bool]
    /// The indices of table cells' content views, each with its superview's stored frame (the
    /// first view with its id, as a lookup by id finds it).
    private let contentViews: [(index: Int, model: ScreenView, cellFrame: CGRect?)]

    /// What a view of the tree is made with that its model alone decides (by index in
    /// ``ScreenScene/views``), worked out once per scene: a fresh tree is built again after every
    /// window with a broken constraint.
    private struct Blueprint {
        /// The alignment rectangle of its stored frame, where the tree starts it.
        var frame: CGRect
        var isStack: Bool
        var multilineText: Bool
        var adjustsContentInset: Bool
        /// A table's cell, header or footer view and a cell's content view: the constraints that
        /// keep it where IB stored it in its superview (each with its attribute, whether it is
        /// related to the superview's same attribute, and its constant); empty for other views.
        var pins: [(attribute: LayoutAttribute, toSuperview: Bool, constant: CGFloat)]
    }

    /// Each view's ``Blueprint``, by index.
    private let blueprints: [Blueprint]

    private struct Measurement {
        var size: CGSize
        var baselines: (first: Double, last: Double, height: Double)?
        /// ``IntrinsicContentSize/textShareAbove(_:)`` of a view with baselines.
        var shareAbove: Double?
    }

    private struct IntrinsicInputs: Hashable {
        var scale: Double
        var liquidGlass: Bool
        var contentSizeCategory: ContentSizeCategory
        var designedBy: Int?
        var width: Double?
    }

    /// Builds the scene's view tree.
    public init(scene: ScreenScene, file: ScreenFile, metrics: TextMetrics) {
        self.scene = scene
        self.file = file
        self.metrics = metrics
        var first: [String: Int] = [:]
        let canonical = scene.views.indices.map { index in
            if let known = first[scene.views[index].id] { return known }
            first[scene.views[index].id] = index
            return index
        }
        self.canonical = canonical
        firstIndex = first
        var owners: [String: (owner: String, key: String)] = [:]
        for model in scene.views {
            for guide in model.guides where owners[guide.id] == nil { owners[guide.id] = (model.id, guide.key) }
        }
        guideOwners = owners
        widthDependent = scene.views.indices.filter { IntrinsicContentSize.dependsOnWidth(scene.views[$0]) }
        let dependentIDs = Set(widthDependent.map { canonical[$0] })
        widthLinked = scene.views.indices.filter { dependentIDs.contains(canonical[$0]) }
        stacks = scene.views.indices.compactMap { index in scene.views[index].stack.map { (index, $0) } }
        placeholderStacks = Set(scene.views.indices.filter { scene.views[$0].details["placeholderIntrinsicWidth"] != nil })
        scrollViews = scene.views.map(\.isScrollView)
        contentViews = scene.views.indices.filter { scene.views[$0].element == "tableViewCellContentView" }.map { index in
            (index, scene.views[index], scene.views[index].superview.flatMap { first[$0] }.flatMap { scene.views[$0].storedFrame })
        }
        measured = Array(repeating: [:], count: scene.views.count)
        blueprints = scene.views.map { Self.blueprint($0, first: first, in: scene, liquidGlass: file.designedWithLiquidGlass) }
        arrangedStoredSizes = ArrangedViewStoredSize.views(in: scene)
        root = ScreenLayoutView()
        build()
    }

    private func build() {
        // Made at their size once: a tree is built again in every window laid out afresh.
        views = Dictionary(minimumCapacity: scene.views.count)
        placement = Dictionary(minimumCapacity: scene.views.count)
        constraints = []
        constraints.reserveCapacity(scene.constraints.count)
        pinConstraints = []
        newTreeActivationOrder = nil
        installedTraits = nil
        appliedPlan = nil
        intrinsicInputs = Array(repeating: nil, count: scene.views.count)
        problems = []
        for (model, blueprint) in zip(scene.views, blueprints) {
            let frame = blueprint.frame
            let view: LayoutView
            let storedSize = model.storedFrame == nil ? nil : frame.size
            if blueprint.isStack {
                let stack = ScreenStackView(frame: frame)
                stack.storedSize = storedSize
                view = stack
            } else {
                let plain = ScreenLayoutView(frame: frame)
                plain.storedSize = storedSize
                plain.multilineText = blueprint.multilineText
                plain.adjustsContentInset = blueprint.adjustsContentInset
                plain.isScrollView = model.isScrollView
                view = plain
            }
            view.identifier = model.id
            view.isHidden = model.isHidden
            view.translatesAutoresizingMaskIntoConstraints = model.translatesAutoresizingMaskIntoConstraints
            view.autoresizingMask = model.autoresizingMask
            // Set only where the file's differs from UIView's default (250 and 750, what a new
            // view reads already): a new view outside any tree has nothing else to tell, and
            // setting every view's four made two dictionaries per view in every fresh tree.
            for axis in [LayoutAxis.horizontal, .vertical] {
                let hugging = LayoutPriority(axis == .horizontal ? model.hugging.horizontal : model.hugging.vertical)
                if hugging != view.contentHuggingPriority(for: axis) { view.setContentHuggingPriority(hugging, for: axis) }
                let resistance = LayoutPriority(
                    axis == .horizontal ? model.compressionResistance.horizontal : model.compressionResistance.vertical)
                if resistance != view.contentCompressionResistancePriority(for: axis) {
                    view.setContentCompressionResistancePriority(resistance, for: axis)
                }
            }
            if let margins = model.layoutMargins {
                view.layoutMargins = margins
            } else if model.element == "stackView" {
                view.layoutMargins = Self.stackViewDefaultMargins
            }
            view.preservesSuperviewLayoutMargins = model.preservesSuperviewLayoutMargins
            view.insetsLayoutMarginsFromSafeArea = model.insetsLayoutMarginsFromSafeArea
            if let stack = model.stack, let stackView = view as? ScreenStackView { apply(stack, to: stackView) }
            views[model.id] = view
            guard let superID = model.superview, let parent = views[superID] else {
                // A XIB's top-level stack view is the root as it is: UIStackView arranges its
                // subviews wherever it sits (Loop's HUD XIBs, whose arranged views IB stored side
                // by side, `docs/sources.md` "low: a stack view at a XIB's root").
                root = view
                continue
            }
            placement[model.id] = (superID, parent.subviews.count)
            if let stack = parent as? ScreenStackView {
                stack.addArrangedSubview(view)
                // A nib's arranged view keeps the `translatesAutoresizingMaskIntoConstraints` it
                // was archived with: `addArrangedSubview` clears the flag for views added in code,
                // but a stack decoded from a nib takes its arranged subviews as they are decoded
                // (Open Radar 43651162: IB's arranged container views keep the flag set). A view
                // IB stored without `translatesAutoresizingMaskIntoConstraints="NO"` is then held
                // by its autoresizing mask as well as by the stack, which is what its stored frame
                // shows (`docs/sources.md`, "round 14, container: an arranged view that keeps its
                // autoresizing mask").
                view.translatesAutoresizingMaskIntoConstraints = model.translatesAutoresizingMaskIntoConstraints
            } else {
                parent.addSubview(view)
            }
            if !blueprint.pins.isEmpty {
                view.translatesAutoresizingMaskIntoConstraints = false
                for (a, toSuperview, c) in blueprint.pins {
                    if let constraint = try? LayoutConstraint(
                        item: view, attribute: a, relatedBy: .equal, toItem: toSuperview ? parent : nil,
                        attribute: toSuperview ? a : .notAnAttribute, constant: c)
                    {
                        // The case's name (its raw value: interpolating the case reflects on it,
                        // a twentieth of a fresh tree's build in DuckDuckGo).
                        constraint.identifier = "UITableView-cell-" + a.rawValue
                        parent.addConstraint(constraint)
                        pinConstraints.append(constraint)
                    }
                }
            }
        }
        viewAt = scene.views.map { views[$0.id] }
        placementAt = scene.views.map { placement[$0.id] }
        plainViewAt = viewAt.map { $0 as? ScreenLayoutView }
        stackViewAt = viewAt.map { $0 as? ScreenStackView }
        keptStoredSizes = arrangedStoredSizes.compactMap { kept -> (index: Int, constraint: LayoutConstraint)? in
            guard let view = viewAt[kept.index],
                let constraint = try? LayoutConstraint(
                    item: view, attribute: kept.attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    constant: CGFloat(kept.size))
            else { return nil }
            constraint.identifier = "IB-stored-size"
            constraint.priority = LayoutPriority(kept.priority)
            return (kept.index, constraint)
        }
        for model in scene.constraints {
            guard let holder = views[model.holder] else { continue }
            do {
                let constraint = try make(model)
                constraint.identifier = model.id
                constraint.priority = LayoutPriority(model.priority)
                // The views that hold its items, found once (`nil` when an item has none).
                let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                let hosts = items.compactMap(\.hostView)
                constraints.append((model, constraint, holder, hosts.count == items.count ? hosts : nil))
            } catch {
                // A placeholder is never built into the app: one PadKit cannot make is no problem of the app's.
                if !model.isPlaceholder { problems.append(("constraint \(model.id): \(error)", model.line)) }
            }
        }
    }

    /// The ``Blueprint`` of `model`; `first` gives the index of the first view with an id.
    private static func blueprint(_ model: ScreenView, first: [String: Int], in scene: ScreenScene, liquidGlass: Bool) -> Blueprint {
        // The engine lays out alignment rectangles; ``result`` gives back frames.
        let frame = model.alignmentRect(forFrame: model.storedFrame ?? .zero, liquidGlass: liquidGlass)
        let superview = model.superview.flatMap { first[$0] }.map { scene.views[$0] }
        var pins: [(attribute: LayoutAttribute, toSuperview: Bool, constant: CGFloat)] = []
        // A table's cell, header and footer view and a cell's content view keep the insets IB stored from their
        // superview's sides (an inset-grouped table's margins, an accessory beside the content
        // view) and their stored height; their width follows the superview's (UITableView and
        // UITableViewCell lay them out in code).
        let isHeader = ["tableHeaderView", "tableFooterView"].contains(model.details["key"] ?? "")
        if model.element == "tableViewCell" || isHeader
            || (model.element.hasSuffix("ContentView") && superview?.element == "tableViewCell")
        {
            let parentWidth = superview?.storedFrame?.width ?? frame.width
            let isCell = model.element == "tableViewCell" || isHeader
            pins = [
                (.left, true, frame.minX), (.width, true, frame.width - parentWidth), (.top, true, frame.minY),
                isCell ? (.height, false, frame.height) : (.height, true, frame.height - (superview?.storedFrame?.height ?? frame.height)),
            ]
        }
        return Blueprint(
            frame: frame, isStack: model.element == "stackView", multilineText: model.element == "label" && model.numberOfLines != 1,
            adjustsContentInset: ScreenLayoutView.adjustsContentInset(model),
            pins: pins)
    }

    private func apply(_ stack: ScreenStack, to view: ScreenStackView) {
        if view.axis != stack.axis { view.axis = stack.axis }
        if view.distribution != stack.distribution { view.distribution = stack.distribution }
        if view.alignment != stack.alignment { view.alignment = stack.alignment }
        if view.spacing != CGFloat(stack.spacing) { view.spacing = CGFloat(stack.spacing) }
        if view.isBaselineRelativeArrangement != stack.isBaselineRelativeArrangement {
            view.isBaselineRelativeArrangement = stack.isBaselineRelativeArrangement
        }
        if view.isLayoutMarginsRelativeArrangement != stack.isLayoutMarginsRelativeArrangement {
            view.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
        }
    }

    /// The engine item and attribute an IB item and attribute name.
    private func item(_ id: String, _ attribute: ScreenAttribute, other: String?) throws -> (LayoutItem, LayoutAttribute) {
        let (layoutAttribute, anchor) = attribute.layout
        if let view = views[id] {
            // Edges between a scroll view and its content attach to its content area (Auto
            // Layout Guide, "Working with Scroll Views").
            if let index = firstIndex[id], scrollViews[index], attribute.isEdge, anchor == .view,
                let other, let otherView = views[other], otherView !== view, otherView.isDescendant(of: view)
            {
                return (view.scrollContentLayoutGuide, layoutAttribute)
            }
            switch anchor {
            case .view: return (view, layoutAttribute)
            case .margins: return (view.layoutMarginsGuide, layoutAttribute)
            case .firstBaseline: return (view.firstBaselineGuide, layoutAttribute)
            case .lastBaseline: return (view.lastBaselineGuide, layoutAttribute)
            }
        }
        if let guide = guideOwners[id], let owner = views[guide.owner] {
            switch guide.key {
            case "safeArea": return (owner.safeAreaLayoutGuide, layoutAttribute)
            case "contentLayoutGuide": return (owner.scrollContentLayoutGuide, layoutAttribute)
            case "frameLayoutGuide": return (owner.scrollFrameLayoutGuide, layoutAttribute)
            case "keyboard", "keyboardWithoutSafeArea":
                // `UIKeyboardLayoutGuide` with the keyboard offscreen, as a screen is laid out: the
                // bottom strip of the view under its safe area (`usesBottomSafeArea`, true by
                // default: the guide's top is the safe area's bottom; false: the view's bottom).
                let top: (LayoutItem, LayoutAttribute) =
                    guide.key == "keyboard" ? (owner.safeAreaLayoutGuide, .bottom) : (owner, .bottom)
                switch layoutAttribute {
                case .top: return top
                case .bottom, .leading, .trailing, .left, .right, .centerX: return (owner, layoutAttribute)
                default: throw ScreenLayoutProblem("the keyboard layout guide's \(attribute) is not modelled")
                }
            default: throw ScreenLayoutProblem("layout guide \(guide.key) is not modelled")
            }
        }
        if let type = scene.legacyGuides[id], let rootView = views[scene.views.first?.id ?? ""] {
            // topLayoutGuide's bottom is the safe area's top; bottomLayoutGuide's top its bottom.
            switch (type, attribute) {
            case ("top", .bottom): return (rootView.safeAreaLayoutGuide, .top)
            case ("bottom", .top): return (rootView.safeAreaLayoutGuide, .bottom)
            default: throw ScreenLayoutProblem("the \(type) layout guide's \(attribute) is not modelled")
            }
        }
        throw ScreenLayoutProblem("\(id) is not a view or guide of the scene")
    }

    private func make(_ model: ScreenConstraint) throws -> LayoutConstraint {
        let (first, firstAttribute) = try item(model.firstItem, model.firstAttribute, other: model.secondItem)
        var second: (LayoutItem, LayoutAttribute)?
        if let secondItem = model.secondItem, let secondAttribute = model.secondAttribute {
            second = try item(secondItem, secondAttribute, other: model.firstItem)
        }
        return try LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: model.relation, toItem: second?.0,
            attribute: second?.1 ?? .notAnAttribute, multiplier: CGFloat(model.multiplier), constant: CGFloat(model.constant))
    }

    // MARK: Windows

    /// Lays the scene out in `window`.
    public func layout(in window: ScreenWindow) -> ScreenWindowLayout {
        layout(in: window, input: Input(window, file: file))
    }

    /// Lays the scene out in `window`, whose input (what the layout reads of it) is `input`.
    private func layout(in window: ScreenWindow, input: Input) -> ScreenWindowLayout {
        var mustBuild = false
        if hasLaidOut, reinstallsRemovedView(window.sizeClasses) {
            needsRebuild = true
            mustBuild = true
        }
        let fresh = needsRebuild || !hasLaidOut
        // Only a window on a fresh tree looks its key up (a kept tree's layout depends on the windows before).
        let key = fresh ? freshKey(input) : nil
        if let key, let known = brokenFreshLayouts[key] {
            // What a fresh tree gives in this window, laid out before; the window after it is laid
            // out on a fresh tree, as after any window with a broken constraint.
            hasLaidOut = true
            needsRebuild = true
            reusedFreshLayoutCount += 1
            return ScreenWindowLayout(window: window, sizeClasses: known.sizeClasses, views: known.views, findings: known.findings)
        }
        if needsRebuild, !mustBuild, let key, let laidOut = layoutAsFresh(window, input: input) {
            // What a fresh tree gives, shown on the kept one (``layoutAsFresh(_:input:)``).
            if needsRebuild { brokenFreshLayouts[key] = laidOut }
            return laidOut
        }
        if needsRebuild {
            root = ScreenLayoutView()
            build()
            needsRebuild = false
            freshTreeCount += 1
        }
        hasLaidOut = true
        solve(input)
        // A conflict met while re-solving incrementally (a constant change that cannot hold, the
        // window's own size) may break another constraint than a fresh solve would, and a layout
        // feedback loop stops where the last window left it (`LayoutEngine.isSettled`): such a
        // window is laid out again from a fresh tree, so frames and findings do not depend on the
        // order windows are visited in. The kept tree's frames, ambiguity and findings are not
        // read then (they would be thrown away: conflict reports and every view's ambiguity were
        // a large part of such a window).
        if !fresh, needsFreshTree {
            needsRebuild = true
            return layout(in: window, input: input)
        }
        let result = result(window, scale: input.scale, traits: input.sizeClasses)
        if let key, needsRebuild { brokenFreshLayouts[key] = result }
        return result
    }

    /// The layout a fresh tree gives in the window, made on the kept tree where that is shown to be
    /// the same, else `nil` (the kept tree is then left for a fresh one, which the caller builds).
    ///
    /// A window goes to a fresh tree after one whose layout broke a constraint or did not settle.
    /// Instead, the kept tree is put back where a new tree starts, in everything a pass reads of
    /// it: every view's frame is its blueprint's (the stored frame's alignment rectangle) and no
    /// view has derived safe-area insets or an occupied corner yet
    /// (``PadLayout/LayoutEngine/restoreInitialFrame(of:to:)``); its views, their properties, the
    /// installed constraints and the intrinsic sizes are what the window's install and
    /// measurement give, as on a new tree. The window is then solved as always, except that the
    /// engine's first sync brings every constant to the window's together, then tries the broken
    /// constraints again as a new engine adding every constraint would meet them, and every later
    /// change goes one by one, as on a new engine
    /// (``PadLayout/LayoutEngine/nextSyncAsNewEngine``). Where the retry needs it, the tree's
    /// constraints are numbered as a new tree activates them (``PadLayout/LayoutEngine/newTreeActivationOrder``:
    /// the cells' pins, the file's constraints in its order, the sizes IB keeps, then the stack
    /// views' arrangements), which is the order a new engine adds the app's constraints in. It
    /// stands for the fresh tree's layout when:
    ///
    /// - the retry was shown to meet each broken constraint as a new engine would, and no other
    ///   conflict was met: the engine holds every other constraint at each step's constants, so
    ///   they can all hold, and a new engine, adding them in its order and changing the same
    ///   constants one by one in the same order, breaks none of them (the solver refuses a
    ///   required constraint or constant only when it cannot hold), and breaks the retried ones
    ///   (in its order of addition, each met with those before it) exactly as the retry did, with
    ///   the same reports, and lists them in the same order (``PadLayout/LayoutEngine/passesAsNewEngine``);
    /// - every solve of the window ended at the only optimum of its constraints
    ///   (``PadLayout/LayoutEngine/everySolutionUnique``), so each pass wrote the frames a new
    ///   engine writes, and with them the same safe areas, preserved margins and label widths for
    ///   the next pass, the same number of passes, and the same settledness;
    /// - no view is ambiguous (the frames are then the unique optimum's, which the fresh tree's
    ///   ambiguity test cannot find free either).
    ///
    /// Otherwise the window is laid out on a fresh tree as before; so is a window that puts back a
    /// view a variation took out (``reinstallsRemovedView(_:)``), whose tree differs. (Numbers: the
    /// solver's tolerances decide "cannot hold" and "priced" alike in both trees; two optima closer
    /// than a millionth of a pixel round to the same frame.)
    private func layoutAsFresh(_ window: ScreenWindow, input: Input) -> ScreenWindowLayout? {
        // A scene whose first two tries were not shown is not tried again (a try that fails costs
        // a kept tree's window on top of the fresh one, and such scenes mostly fail in every window).
        guard provesFreshLayouts, freshLayoutsOnKeptTree > 0 || failedFreshLayoutsOnKeptTree < 2, let engine = root.layoutEngine
        else { return nil }
        let reports = engine.unsatisfiableReports.count
        // The views in the tree (a view the window's install takes out is set aside with its frame,
        // as on a new tree; one it puts back sends the window to a new tree).
        for (index, view) in viewAt.enumerated() where installedAt[index] {
            if let view { engine.restoreInitialFrame(of: view, to: blueprints[index].frame) }
        }
        engine.checksUniqueSolutions = true
        engine.nextSyncAsNewEngine = true
        // A new tree activates the cells' pins as it builds, then the file's constraints, then the sizes IB keeps.
        let order = newTreeActivationOrder ?? pinConstraints + constraints.map(\.constraint) + keptStoredSizes.map(\.constraint)
        newTreeActivationOrder = order
        engine.newTreeActivationOrder = order
        needsRebuild = false
        solve(input)
        engine.checksUniqueSolutions = false
        engine.nextSyncAsNewEngine = false
        // Every conflict the window met is a broken constraint retried as a new engine meets it,
        // and every constraint broken now is one of those.
        let retried = engine.conflictsRetriedAsNew
        guard engine.everySolutionUnique, engine.passesAsNewEngine, engine.unsatisfiableReports.count - reports == retried,
            engine.brokenConstraintCount == retried
        else {
            needsRebuild = true
            failedFreshLayoutsOnKeptTree += 1
            return nil
        }
        let result = result(window, scale: input.scale, traits: input.sizeClasses)
        guard !result.findings.contains(where: { $0.kind == "ambiguous" }) else {
            needsRebuild = true
            failedFreshLayoutsOnKeptTree += 1
            return nil
        }
        freshLayoutsOnKeptTree += 1
        return result
    }

    /// Whether the window just laid out must be laid out on a fresh tree, and the next one too: a
    /// constraint broke, or the layout did not settle (see ``layout(in:)``).
    private var needsFreshTree: Bool {
        guard let engine = root.layoutEngine else { return false }
        return engine.hasBrokenConstraints || !engine.isSettled
    }

    /// Lays the tree out in the window whose input (what is read of it: the key under which
    /// ``ScreenLayoutMemo`` shares results) is `input`; ``result(_:scale:traits:)`` reads the
    /// layout, with the window itself, which only goes into the result.
    private func solve(_ input: Input) {
        let traits = input.sizeClasses
        // A kept tree's window changes its constants together: any constraint broken in it sends
        // the window to a fresh tree (``layout(in:input:)``), so the order they change in must not
        // break one on the way.
        root.layoutEngine?.batchesConstantChanges = true
        install(traits, designed: input.designed)
        let environment = rootEnvironment(input)
        root.frame = CGRect(origin: .zero, size: environment.size)
        root.rootSafeAreaInsets = environment.safeArea
        // Interface Builder gives a XIB's top-level view these margins too as designed (it shows it
        // as the root of the simulated screen): Zotero's twelve XIB views pinned to their margins
        // sit 20 pt in on a 414-pt iPhone, not UIView's 8 (docs/choices.md).
        if scene.isControllerRoot || (input.designed && Self.takesRootMarginsAsDesigned(scene.views.first?.element)) {
            // A view controller's root view: the system minimum margins, 16 pt at compact width and
            // 20 at regular width or on the wide iPhones (UIViewController.systemMinimumLayoutMargins),
            // top and bottom 0, at least what the file sets.
            let side: CGFloat = traits.horizontal == .regular || environment.size.width >= 414 ? 20 : 16
            let own = scene.views.first?.layoutMargins ?? ConstraintInsets(top: 0, left: 0, bottom: 0, right: 0)
            root.layoutMargins = ConstraintInsets(top: own.top, left: max(side, own.left), bottom: own.bottom, right: max(side, own.right))
        } else {
            // A XIB view's own margins (UIView's 8 unless the file sets them, a stack view's zero)
            // in every other window.
            let own =
                scene.views.first?.layoutMargins
                ?? (scene.views.first?.element == "stackView" ? Self.stackViewDefaultMargins : ConstraintInsets(all: 8))
            if root.layoutMargins != own { root.layoutMargins = own }
        }
        // A XIB whose scene is a top-level table view cell (`TableViewCellMargin.designedScreenWidth`).
        let xibCell = scene.sceneID == nil && scene.views.first?.element == "tableViewCell"
        for (index, model, cellFrame) in contentViews {
            // As designed a cell has its stored width; in a window the window's (`TableViewCellMargin`).
            let cellWidth = input.designed ? Double(cellFrame?.width ?? environment.size.width) : Double(environment.size.width)
            let screenWidth =
                input.designed
                ? TableViewCellMargin.designedScreenWidth(
                    cellWidth: cellWidth, deviceWidth: Double(file.designedFor?.portraitSize.width ?? input.size.width),
                    xibCell: xibCell, toolsVersion: file.toolsVersion)
                : Double(input.size.width)
            let side = TableViewCellMargin.side(
                cellWidth: cellWidth, screenWidth: screenWidth, horizontal: traits.horizontal,
                narrowScreenWidth: input.designed ? TableViewCellMargin.designedNarrowScreenWidth(toolsVersion: file.toolsVersion) : 375)
            viewAt[index]?.layoutMargins = Self.contentViewMargins(
                model, cellMargin: side, liquidGlass: file.designedWithLiquidGlass,
                beforeSystemMargins: input.designed && file.designedBeforeSystemMargins, cellFrame: cellFrame)
        }
        for (index, stack) in stacks {
            if let view = stackViewAt[index] { apply(stack.resolved(in: traits), to: view) }
        }
        liquidGlass = input.liquidGlass
        // Text styles at the size Interface Builder laid them out at as designed, UIKit's default elsewhere.
        contentSizeCategory = input.designed ? file.designedContentSizeCategory : .large
        // Controls as the Interface Builder that laid the file out sized them, as designed only
        // (a file whose version was not read is taken as the newest: the current controls).
        designedBy = input.designed ? (file.toolsVersion > 0 ? file.toolsVersion : Int.max) : nil
        // A multi-line label starts unwrapped in every window, as in a fresh layout: starting from
        // the last window's width could settle on another of several consistent heights, and a
        // window's result must not depend on the windows before it.
        updateIntrinsicSizes(widths: Array(repeating: nil, count: scene.views.count), scale: input.scale)
        root.layoutIfNeeded()
        // Multi-line labels: their height follows the width they got (UIKit's two-pass layout).
        for _ in 0..<2 {
            guard !widthDependent.isEmpty else { break }
            // By canonical index, as the views' ids would key them.
            var widths: [Double?] = Array(repeating: nil, count: scene.views.count)
            for index in widthDependent {
                if let view = viewAt[index] { widths[canonical[index]] = Double(view.frame.width) }
            }
            guard updateIntrinsicSizes(widths: widths, scale: input.scale, only: widthLinked) else { break }
            root.layoutIfNeeded()
        }
    }

    /// The axes on which a plain scroll view's content size is ambiguous: its content's constraints
    /// reach its content area (``LayoutView/existingScrollContentLayoutGuide``) but leave the
    /// area's width or height free. Interface Builder flags such a scroll view `ambiguous`
    /// ("Scrollable Content Size Ambiguity", Auto Layout Guide, *Working with Scroll Views*: the
    /// content's constraints must define its size); a table, collection or text view sizes its
    /// content in code, and a scroll view whose content no constraint relates has none to flag.
    private func scrollableContentSizeAmbiguity(_ model: ScreenView, _ view: LayoutView) -> [LayoutAxis] {
        guard model.element == "scrollView", let guide = view.existingScrollContentLayoutGuide, let engine = root.layoutEngine else {
            return []
        }
        return engine.ambiguousAxes(guide, relativeTo: view)
    }

    /// The axes along which a hidden arranged view above `view` collapses it: the axis of each
    /// stack view that has a hidden arranged subview among `view`'s ancestors. `UISV-hiding` makes
    /// that subview 0 long along its stack's axis (the constraint UIKit's conflict logs name when
    /// a hidden arranged view's content asks for a length), so what it holds is squeezed against
    /// its own constraints on that axis (labels' compression resistances of equal priority trading
    /// the points, every split as good as another), in a place no window shows. Interface Builder
    /// does not flag such a view: of the 173 installed views inside a hidden arranged view in the
    /// three training folders (31 files, 13 apps), it flags 2 (Element's `RoomViewController.xib`,
    /// xDrip4iOS's `Main.storyboard`, which PadKit's engine finds placed), and none of the 20 the
    /// engine finds free along the collapsed axis (COVIDSafe 13, Canvas 3, Blockstream Green 2,
    /// OsmAnd 2; plug-ins 17505 to 24504) (docs/sources.md, "round 18, ambig"). So that axis is not
    /// read as IB's flag (``ScreenViewLayout/ambiguousAxes``); the frame's own free axes
    /// (``ScreenViewLayout/frameAmbiguousAxes``), which decide what is placed by chance and which
    /// texts are measured, stay. The hidden arranged view itself is left out on both axes by the
    /// caller.
    private static func collapsedAxes(around view: LayoutView) -> Set<LayoutAxis> {
        var axes: Set<LayoutAxis> = []
        var child = view
        while let parent = child.superview {
            if child !== view, child.isHidden, let stack = parent as? ScreenStackView { axes.insert(stack.axis) }
            child = parent
        }
        return axes
    }

    /// Whether `traits` puts back a view a `<variation>` took out. PadLayout's engine does not give
    /// a view re-inserted into a laid-out tree its place again (its frame stays zero and it reads
    /// as ambiguous on both axes: the activity bar of Code App's launch screen, which only compact
    /// width removes, in every regular window after a compact one), so such a window is laid out on
    /// a fresh tree, as a window with a broken constraint is.
    private func reinstallsRemovedView(_ traits: SizeClassPair) -> Bool {
        guard installedTraits != traits else { return false }
        let installs = plan(traits, designed: installedDesigned).views
        return scene.views.indices.contains { index in
            guard installs[index], let view = viewAt[index], view.superview == nil else { return false }
            return placementAt[index] != nil
        }
    }

    /// Puts in the views and constraints `traits` installs and takes out the others. As designed,
    /// `placeholder` constraints are in too: Interface Builder lays the file out with them (and
    /// flags ambiguity and saves frames with them); the build removes them, so no window has them.
    private func install(_ traits: SizeClassPair, designed: Bool) {
        guard installedTraits != traits || installedDesigned != designed else { return }
        installedTraits = traits
        installedDesigned = designed
        let plan = self.plan(traits, designed: designed)
        // Size classes whose variations install what the last ones did change nothing.
        if appliedPlan == plan {
            installKeptStoredSizes(designed: designed)
            return
        }
        appliedPlan = plan
        for index in scene.views.indices.reversed() {
            guard let view = viewAt[index], placementAt[index] != nil else { continue }
            if !plan.views[index], view.superview != nil { view.removeFromSuperview() }
        }
        for index in scene.views.indices {
            guard let view = viewAt[index], let spot = placementAt[index], let parent = views[spot.superview] else { continue }
            if plan.views[index], view.superview == nil {
                if let stack = parent as? ScreenStackView {
                    let count = stack.arrangedSubviews.count
                    stack.insertArrangedSubview(view, at: min(count, spot.index))
                } else {
                    parent.insertSubview(view, at: min(spot.index, parent.subviews.count))
                }
            }
        }
        // The views now in the tree, found once rather than by walking up from every constraint's items.
        var inTree: Set<ObjectIdentifier> = []
        func mark(_ view: LayoutView) {
            inTree.insert(ObjectIdentifier(view))
            for sub in view.subviews { mark(sub) }
        }
        mark(root)
        installedAt = viewAt.map { view in view.map { inTree.contains(ObjectIdentifier($0)) } ?? false }
        for index in constraints.indices {
            let planned = plan.constraints[index], constraint = constraints[index].constraint
            if constraint.constant != planned.constant { constraint.constant = planned.constant }
            let itemsPresent = constraints[index].hosts?.allSatisfy { inTree.contains(ObjectIdentifier($0)) } ?? false
            let holder = constraints[index].holder
            if planned.wanted && itemsPresent && inTree.contains(ObjectIdentifier(holder)) {
                if !constraint.isActive { holder.addConstraint(constraint) }
            } else if constraint.isActive {
                constraint.deactivate()
            }
        }
        installKeptStoredSizes(designed: designed)
    }

    /// Puts in the sizes Interface Builder keeps (``ArrangedViewStoredSize``) as designed, for
    /// the views in the tree, and takes them out in every other window.
    private func installKeptStoredSizes(designed: Bool) {
        for (index, constraint) in keptStoredSizes {
            let wanted = designed && installedAt.indices.contains(index) && installedAt[index]
            if wanted, !constraint.isActive, let view = viewAt[index] {
                view.addConstraint(constraint)
            } else if !wanted, constraint.isActive {
                constraint.deactivate()
            }
        }
    }

    /// What `traits` installs (placeholders too as designed), from the cache or worked out now.
    private func plan(_ traits: SizeClassPair, designed: Bool) -> InstallPlan {
        let key = PlanKey(traits: traits, designed: designed)
        if let plan = plans[key], plan.constraints.count == constraints.count { return plan }
        let plan = InstallPlan(
            views: scene.views.map { scene.isInstalled($0.id, in: traits) },
            constraints: constraints.map { entry in
                PlannedConstraint(
                    wanted: scene.isInstalled(entry.model.id, in: traits) && (designed || !entry.model.isPlaceholder),
                    constant: CGFloat(entry.model.constant(in: traits)))
            })
        plans[key] = plan
        return plan
    }

    /// The root view's size and safe area in `window`: as designed, the size IB stored (which
    /// already leaves out opaque bars and is the free-form size); in a window, the window less
    /// the opaque bars. Translucent bars add to the safe area.
    func rootEnvironment(_ window: Input) -> (size: CGSize, safeArea: ConstraintInsets) {
        if window.isRootViewGiven {
            let safe = window.safeArea
            return (window.size, ConstraintInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right))
        }
        let bars = scene.bars
        // As designed, the bar Interface Builder's version simulates (a sheet's card's, or Interface
        // Builder 26's); in a window, the classic 44-pt bar PadKit's screens have always used
        // (`docs/sources.md`, "low: Interface Builder 26's navigation bar").
        let navigation =
            bars.navigationBar.map {
                $0.height(
                    verticalSizeClass: window.sizeClasses.vertical, inSheet: window.designed && bars.presentedAsSheet,
                    liquidGlass: window.designed && window.liquidGlass,
                    onPad: window.designed && file.designedFor?.isPad == true && file.toolsVersion >= SimulatedBars.Bar.padBarVersion)
            } ?? 0
        // An iPhone's tab bar is 32 pt in compact height as designed; an iPad's keeps its height in
        // every window (`SystemBarMetrics.tabBarHeight`), as PadKit's windows always gave it.
        let phone = window.designed && file.designedFor?.isPad == false
        let safe = window.safeArea
        // A sheet's card keeps the 44-pt toolbar `ScreenWindow` sized the card with.
        let aboveHomeIndicator = phone && safe.bottom > 0 && !bars.presentedAsSheet
        let bottomBar =
            bars.bottomBar.map {
                $0.height(verticalSizeClass: phone ? window.sizeClasses.vertical : .regular, aboveHomeIndicator: aboveHomeIndicator)
            } ?? 0
        let opaqueTop = bars.navigationBar?.translucent == false ? safe.top + navigation : 0
        let opaqueBottom = bars.bottomBar?.translucent == false ? safe.bottom + bottomBar : 0
        var size = CGSize(width: window.size.width, height: window.size.height - opaqueTop - opaqueBottom)
        if window.designed, let stored = scene.views.first?.storedFrame, stored.width > 0, stored.height > 0 {
            size = stored.size
            if !scene.isControllerRoot && scene.views.first?.element != "view" {
                // A XIB's cell or reusable view is not in a window: no safe area. (A top-level
                // view gets the device's, as Interface Builder shows it at any size.)
                return (size, ConstraintInsets())
            }
        } else if !scene.isControllerRoot, let stored = scene.views.first?.storedFrame {
            // A XIB view or cell keeps its stored height and takes the window's width.
            return (CGSize(width: window.size.width, height: stored.height), ConstraintInsets())
        }
        let top = max(0, safe.top + (bars.navigationBar?.translucent == true ? navigation : 0) - opaqueTop)
        let translucentBottom = bars.bottomBar?.translucent == true ? bottomBar : 0
        var bottomEdge = window.size.height - safe.bottom - translucentBottom
        // A XIB's top-level view in a file of Interface Builder 14.1 or later (plug-in 21600 on),
        // File's Owner's view included (cells returned above): shown as a screen of its own size
        // at any height (`docs/sources.md`, "low: a stack view at a XIB's root, short XIB views'
        // safe area, iPads without a status bar"; left out for controllers' views, Pocket Casts
        // lost 4). An opaque bottom bar below the root takes the bottom inset in, as on a screen.
        let xibViewAsScreen = scene.sceneID == nil && file.toolsVersion >= 21600
        if window.designed, xibViewAsScreen || opaqueTop + Double(size.height) + opaqueBottom > window.size.height {
            // A free-form size taller than the screen (`<freeformSimulatedSizeMetrics>`, a long
            // form laid out whole), or a XIB view of IB 14.1 and later at any size: Interface
            // Builder simulates a screen of that size, so its safe area ends the device's bottom
            // inset and any translucent bar above the root's bottom, not the device's screen's.
            // [UNCONFIRMED] for notched devices' tall roots (docs/choices.md). Earlier versions
            // end a shorter XIB view's safe area at its bottom: 20 views of Element's, Tinode's,
            // Simplenote's and VLC's XIBs (17126 to 21505) pinned to it end at their view's bottom.
            bottomEdge = opaqueTop + Double(size.height) + opaqueBottom - safe.bottom - translucentBottom
        }
        let bottom = max(0, opaqueTop + Double(size.height) - bottomEdge)
        return (size, ConstraintInsets(top: top, left: safe.left, bottom: min(bottom, Double(size.height)), right: safe.right))
    }

    /// A stack view's layout margins when the file sets none: zero, not UIView's 8. Every view
    /// pinned to such a stack view's margins in Interface Builder's frames sits at its edge (9
    /// constraints to the margins of 3 stack views in Pocket Casts and WooCommerce, none against),
    /// and KeePassium's arranged stack view that preserves its superview's margins keeps its own 4
    /// at the top of a stack view with default margins (`docs/sources.md`, "woo: a stack view's
    /// default margins"; [UNCONFIRMED] by Apple's documentation, `docs/choices.md`).
    static let stackViewDefaultMargins = ConstraintInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Whether a XIB's top-level view of `element` gets a root view's system minimum margins as
    /// designed: a plain view, and a collection view cell or reusable view, which Interface Builder
    /// also shows as the root of the simulated screen. The 5 views pinned to the margins of a
    /// top-level collection view cell in the XIBs of AltStore and Delta sit 16 pt in (cells 343 to
    /// 359 pt wide), where UIView's own margins would put them 8 pt in, as they are in the
    /// collection view cells of storyboards (7 views in AltStore and Habitica; `docs/sources.md`,
    /// "element: ...").
    static func takesRootMarginsAsDesigned(_ element: String?) -> Bool {
        ["view", "collectionViewCell", "collectionReusableView"].contains(element ?? "")
    }

    /// A cell's content view's margins: top and bottom 11 (15 with iOS 26's taller rows, `liquidGlass`:
    /// in the files Xcode 26 saved, 11 views pinned to a content view's top margin and 9 to its
    /// bottom one sit 15 pt in, `docs/sources.md`; the design's in every window, as a cell keeps
    /// the height it was designed with, `docs/choices.md`), and on each side the cell's margin where
    /// it reaches into the content view, UIView's 8 otherwise. The content view preserves its
    /// superview's margins (`preservesSuperviewLayoutMargins`: the superview's margin counts only
    /// where the view is closer to the superview's edge than that margin), so beside an accessory,
    /// which keeps the content view more than the cell's margin from the cell's trailing edge, its
    /// trailing margin is its own 8: all 15 content views beside a disclosure indicator pinned to
    /// their trailing margin in the files of 8 apps sit 8 pt in (`docs/sources.md`).
    ///
    /// `beforeSystemMargins` (as designed, in a file Interface Builder laid out with iOS 10's
    /// UIKit, ``ScreenFile/designedBeforeSystemMargins``): UIView's 8 on every side, as iOS 10 gave
    /// a content view that does not preserve its cell's margins; iOS 11 brought the system
    /// margins. 19 views pinned to such a content view's leading margin and 18 to its top margin in
    /// 2 apps' files sit 8 pt in, none elsewhere (`docs/sources.md`, "element: a cell before iOS
    /// 11, ..."). The app runs on a later iOS, so every other window keeps the later margins.
    static func contentViewMargins(
        _ contentView: ScreenView, cellMargin: CGFloat, liquidGlass: Bool, beforeSystemMargins: Bool = false,
        in scene: ScreenScene
    ) -> ConstraintInsets {
        contentViewMargins(
            contentView, cellMargin: cellMargin, liquidGlass: liquidGlass, beforeSystemMargins: beforeSystemMargins,
            cellFrame: scene.views.first(where: { $0.id == contentView.superview })?.storedFrame)
    }

    /// ``contentViewMargins(_:cellMargin:liquidGlass:beforeSystemMargins:in:)`` with the cell's
    /// stored frame found already (once per scene, not in every window).
    ///
    /// Margins the file sets on the content view (`layoutMargins`) replace its own 8 and 11, and
    /// still give way to the cell's margin on each side while the content view preserves its
    /// superview's margins (IB writes `preservesSuperviewLayoutMargins="YES"` on every content
    /// view it makes): UIKit takes the larger of the two (`UIView.preservesSuperviewLayoutMargins`,
    /// "the superview's margins are also respected"). Corona-Warn-App's cells set 16 pt on a
    /// 414-pt iPhone, whose cells have 20-pt margins, and Interface Builder stores their content
    /// 20 pt in (`docs/sources.md`, "round 14, text:").
    static func contentViewMargins(
        _ contentView: ScreenView, cellMargin: CGFloat, liquidGlass: Bool, beforeSystemMargins: Bool = false, cellFrame: CGRect?
    ) -> ConstraintInsets {
        if let own = contentView.layoutMargins {
            guard contentView.preservesSuperviewLayoutMargins, !beforeSystemMargins else { return own }
            // A content view without a stored frame spans its cell, as below.
            var leading: CGFloat = 0, trailing: CGFloat = 0
            if let frame = contentView.storedFrame, let cell = cellFrame { (leading, trailing) = (frame.minX, cell.width - frame.maxX) }
            return ConstraintInsets(
                top: own.top, left: max(own.left, cellMargin - leading), bottom: own.bottom, right: max(own.right, cellMargin - trailing))
        }
        if beforeSystemMargins && !contentView.preservesSuperviewLayoutMargins { return ConstraintInsets(all: 8) }
        let vertical: CGFloat = liquidGlass ? 15 : 11
        guard let frame = contentView.storedFrame, let cell = cellFrame
        else { return ConstraintInsets(top: vertical, left: cellMargin, bottom: vertical, right: cellMargin) }
        // The content view keeps its stored insets from the cell's sides in every window.
        let leading = frame.minX, trailing = cell.width - frame.maxX
        return ConstraintInsets(
            top: vertical, left: max(8, cellMargin - leading), bottom: vertical, right: max(8, cellMargin - trailing))
    }

    /// Gives every view its intrinsic size (multi-line labels at `widths`); whether any changed.
    /// `only` (ascending, every width-dependent index among them) limits it to those views: after
    /// a window's first measurement, only the multi-line labels' widths move, and every other
    /// view would find its inputs unchanged (a placeholder size depends on nothing).
    @discardableResult
    private func updateIntrinsicSizes(widths: [Double?], scale: Double, only: [Int]? = nil) -> Bool {
        var changed = false
        var dependent = widthDependent.makeIterator()
        var nextDependent = dependent.next()
        // By index, the view's model read only where it is measured: this runs two or three times
        // in every window, and copying every view's model was a tenth of a window on a kept tree.
        for index in only ?? Array(scene.views.indices) {
            let dependsOnWidth = nextDependent == index
            if dependsOnWidth { nextDependent = dependent.next() }
            if let stack = stackViewAt[index] {
                // A stack view's only intrinsic size is Interface Builder's placeholder, which depends on nothing.
                guard placeholderStacks.contains(index) else { continue }
                let size = IntrinsicContentSize.of(scene.views[index], images: [:], metrics: metrics, scale: scale, maxWidth: nil)
                if size != stack.intrinsic {
                    stack.intrinsic = size
                    stack.invalidateIntrinsicContentSize()
                    changed = true
                }
                continue
            }
            guard let view = plainViewAt[index] else { continue }
            // Measured again only when what it depends on changed (text measurement is the
            // costliest part of a window otherwise).
            let id = canonical[index]
            let inputs = IntrinsicInputs(
                scale: scale, liquidGlass: liquidGlass, contentSizeCategory: contentSizeCategory, designedBy: designedBy,
                width: dependsOnWidth ? widths[id] : nil)
            if intrinsicInputs[id] == inputs { continue }
            intrinsicInputs[id] = inputs
            let measurement: Measurement
            if let known = measured[id][inputs] {
                measurement = known
            } else {
                let model = scene.views[index].at(contentSizeCategory)
                let size = IntrinsicContentSize.of(
                    model, images: file.imageSizes, metrics: metrics, scale: scale, maxWidth: widths[id], liquidGlass: liquidGlass,
                    designedBy: designedBy)
                let baselines = IntrinsicContentSize.baselines(model, intrinsic: size, metrics: metrics)
                measurement = Measurement(
                    size: size, baselines: baselines, shareAbove: baselines == nil ? nil : IntrinsicContentSize.textShareAbove(model))
                measured[id][inputs] = measurement
            }
            let size = measurement.size
            if abs(size.width - view.intrinsic.width) > 0.01 || abs(size.height - view.intrinsic.height) > 0.01 {
                view.intrinsic = size
                view.invalidateIntrinsicContentSize()
                changed = true
            }
            if let baselines = measurement.baselines {
                let share = measurement.shareAbove.map { CGFloat($0) }
                if view.firstBaseline != CGFloat(baselines.first) || view.lastBaseline != CGFloat(baselines.last)
                    || view.baselineHeight != CGFloat(baselines.height) || view.baselineShareAbove != share
                {
                    view.firstBaseline = CGFloat(baselines.first)
                    view.lastBaseline = CGFloat(baselines.last)
                    view.baselineHeight = CGFloat(baselines.height)
                    view.baselineShareAbove = share
                    view.setNeedsLayout()
                }
            }
        }
        return changed
    }

    private func result(_ window: ScreenWindow, scale: Double, traits: SizeClassPair) -> ScreenWindowLayout {
        let engine = root.layoutEngine
        func pixel(_ v: CGFloat) -> Double {
            // To the nearest pixel, halves away from zero, after snapping to a millionth of a pixel:
            // the solver's rounding noise (213.49999999 where another order of pivots gives 213.5)
            // must not decide a pixel, or a frame would depend on the windows laid out before it.
            let value = ((Double(v) * scale * 1e6).rounded() / 1e6).rounded() / scale
            return value == 0 ? 0 : value
        }
        var frames: [ScreenViewLayout] = []
        frames.reserveCapacity(scene.views.count)
        var causes: [Int: [(LayoutAxis, AmbiguityCause)]] = [:]
        for (index, model) in scene.views.enumerated() {
            guard let view = viewAt[index] else { continue }
            let installed = installedAt[index]
            var frame: CGRect?
            if installed {
                let f = view.frame
                // The origin and size as written: a view squeezed to a negative size keeps it (CGRect's
                // minY and height would standardize it).
                let r = model.frame(forAlignmentRect: f, liquidGlass: liquidGlass)
                frame = CGRect(x: pixel(r.origin.x), y: pixel(r.origin.y), width: pixel(r.size.width), height: pixel(r.size.height))
            }
            // A hidden arranged subview has no length along the axis (`UISV-hiding`) and, under
            // baseline alignment, no place across it: its position is not a finding.
            let hiddenArranged = model.isHidden && view.superview is ScreenStackView
            let axes = installed && !hiddenArranged ? engine?.ambiguousAxes(view, relativeTo: view.superview) ?? [] : []
            let contentAxes = installed ? scrollableContentSizeAmbiguity(model, view) : []
            let collapsed = installed ? Self.collapsedAxes(around: view) : []
            let flagged = LayoutAxis.allCases.filter { (axes.contains($0) || contentAxes.contains($0)) && !collapsed.contains($0) }
            frames.append(
                ScreenViewLayout(view: model, frame: frame, installed: installed, ambiguousAxes: flagged, frameAmbiguousAxes: axes))
            // Why it is free, asked only of a flagged view (a walk of its rows).
            if let engine, !flagged.isEmpty {
                causes[frames.count - 1] = flagged.filter(axes.contains).map {
                    ($0, engine.ambiguityCause(view, axis: $0, relativeTo: view.superview))
                }
            }
        }
        var findings: [ScreenFinding] = []
        // The broken constraints are looked for only when there are some (a walk of every constraint).
        let hasBroken = engine?.hasBrokenConstraints ?? false
        let reports = hasBroken ? engine?.unsatisfiableReports ?? [] : []
        let broken = hasBroken ? engine?.brokenLayoutConstraints ?? [] : []
        for constraint in broken {
            guard let id = constraint.identifier, let model = constraints.first(where: { $0.constraint === constraint })?.model else {
                continue
            }
            let report = reports.last { $0.brokenIdentifier == id }
            findings.append(
                ScreenFinding(
                    kind: "unsatisfiable", views: (report?.itemNames ?? []).filter { firstIndex[$0] != nil },
                    constraints: report?.conflictingIdentifiers.filter { !$0.hasPrefix("UI") } ?? [id], broken: id,
                    message: report?.description ?? "Will attempt to recover by breaking constraint \(constraint)",
                    source: "\(file.file):\(model.line)", contentSizes: report?.contentSizes ?? []))
        }
        // A content size broken for the app's required size (a required hugging and compression
        // resistance against it): UIKit logs the conflict too, though the broken constraint has no id.
        for (view, label) in hasBroken ? engine?.brokenContentSizes ?? [] : [] {
            guard let model = firstIndex[view.layoutName].map({ scene.views[$0] }) else { continue }
            let report = reports.last { $0.broken == label }
            findings.append(
                ScreenFinding(
                    kind: "unsatisfiable", views: (report?.itemNames ?? [model.id]).filter { firstIndex[$0] != nil },
                    constraints: report?.conflictingIdentifiers.filter { !$0.hasPrefix("UI") } ?? [], broken: nil,
                    message: report?.description ?? "Will attempt to recover by breaking constraint \(label)",
                    source: "\(file.file):\(model.line)", contentSizes: report?.contentSizes ?? []))
        }
        if needsFreshTree { needsRebuild = true }
        for (index, entry) in frames.enumerated() where !entry.ambiguousAxes.isEmpty {
            let axes = entry.ambiguousAxes.map(\.rawValue).joined(separator: " and ")
            // A scroll view whose frame is fixed and whose content size is not: Interface Builder's
            // "Scrollable Content Size Ambiguity".
            let what = entry.frameAmbiguousAxes.isEmpty ? "scrollable content size" : "layout"
            let (identifiers, why) = Self.explain(causes[index] ?? [])
            findings.append(
                ScreenFinding(
                    kind: "ambiguous", views: [entry.view.id], constraints: identifiers, broken: nil,
                    message:
                        """
                        \(entry.view.customClass ?? entry.view.uikitClass) \(entry.view.id)\(entry.label) has an ambiguous \
                        \(what) (\(axes))\(why)
                        """,
                    source: "\(file.file):\(entry.view.line)"))
        }
        return ScreenWindowLayout(window: window, sizeClasses: traits, views: frames, findings: findings)
    }
}

extension ScreenLayout {
    /// An ambiguous finding's constraints and the end of its message: per axis, the constraints
    /// whose slack leaves the view free (`: free within fpG-MC-SHp, UISV-spanning-boundary`; a
    /// generated one described in full, as it has no id of its own), or
    /// what no constraint holds (`: nothing constrains its width`). The identifiers are the IB ids
    /// of the file's constraints and UIKit's names of the ones stack views and the engine make,
    /// each once, in the order the engine added them.
    static func explain(_ causes: [(LayoutAxis, AmbiguityCause)]) -> (identifiers: [String], message: String) {
        var identifiers: [String] = []
        var parts: [String] = []
        for (axis, cause) in causes {
            // An app constraint by its identifier; a generated one as described, which names its view.
            let names = cause.constraints.map { c in c.constraint == nil ? c.description : c.identifier ?? c.description }
            for case let id? in cause.constraints.map(\.identifier) where !identifiers.contains(id) { identifiers.append(id) }
            var text: String
            if !names.isEmpty {
                var seen: Set<String> = []
                text = "free within " + names.filter { seen.insert($0).inserted }.joined(separator: ", ")
            } else if !cause.unconstrained.isEmpty {
                let what = cause.unconstrained.map { dimension in
                    switch (axis, dimension) {
                    case (.horizontal, .position): return "x position"
                    case (.horizontal, .size): return "width"
                    case (.vertical, .position): return "y position"
                    case (.vertical, .size): return "height"
                    }
                }
                text = "nothing constrains its " + what.joined(separator: " or ")
            } else {
                text = "it moves with another item that is free"
            }
            if causes.count > 1 { text = "\(axis.rawValue) " + text }
            parts.append(text)
        }
        return (identifiers, parts.isEmpty ? "" : ": " + parts.joined(separator: "; "))
    }
}

/// A constraint UIKit would refuse to make (a location related to a size...).
struct ScreenLayoutProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
