import Foundation

/// A view that lays out its arranged subviews in a row or column with constraints
/// (`UIStackView`), built entirely on the engine: every arrangement rule is an ordinary
/// ``LayoutConstraint`` installed on the stack view, named with UIKit's `UISV-` identifiers.
///
/// Distributions follow `UIStackView.Distribution`'s documentation: `.fill` stretches or
/// shrinks by hugging and compression resistance, and where those tie "resizes the arranged
/// views based on their index" — realised as extra hugging/compression constraints a hundredth
/// of a priority apart, so the last view stretches (and shrinks) first; `.fillEqually` gives all
/// the same size; `.fillProportionally` gives each view the stack's length times its share of the
/// intrinsic lengths and gaps (`UISV-fill-proportionally`); `.equalSpacing` pads the gaps evenly
/// (with `spacing` as the minimum); `.equalCentering` spaces the centres evenly, at priority 150
/// down to 50 under the `spacing` minimum. A spreading stack (equal spacing or centering) hugs its
/// views along the axis (`UISV-canvas-fit`, length zero at 49). Priorities and shares are UIKit's
/// `_UIOrderedLayoutArrangement`'s (docs/sources.md, "A stack view's distributions"). Hidden
/// arranged views drop out; a stack whose arranged views are all hidden collapses, as short as
/// nothing at 49 (`collapsedArrangement`).
open class StackView: LayoutView {
    /// How the arranged views share the stacking axis (`UIStackView.Distribution`).
    public enum Distribution: String, Sendable, CaseIterable {
        /// `UIStackView.Distribution`'s cases of the same names.
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How the arranged views sit across the axis (`UIStackView.Alignment`); `top` is
    /// `leading` and `bottom` is `trailing`, as in UIKit.
    public enum Alignment: String, Sendable, CaseIterable {
        /// `UIStackView.Alignment`'s cases of the same names.
        case fill, leading, top, center, trailing, bottom
        /// A horizontal stack's views share their first (or last) baseline
        /// (`UIStackView.Alignment.firstBaseline`, `.lastBaseline`): the stack's top (or bottom)
        /// is the first view's and its other edge spans them all, so a later view may stand out
        /// past the first one's edge. In a vertical stack UIKit treats them as `fill`.
        case firstBaseline, lastBaseline
    }

    /// The views the stack arranges, in order.
    public private(set) var arrangedSubviews: [LayoutView] = []
    /// The direction the views are arranged in.
    public var axis: LayoutAxis = .horizontal { didSet { invalidateArrangement() } }
    /// How the views share the length along the axis.
    public var distribution: Distribution = .fill { didSet { invalidateArrangement() } }
    /// How the views are placed across the axis.
    public var alignment: Alignment = .fill { didSet { invalidateArrangement() } }
    /// The gap between adjacent views, in points.
    public var spacing: CGFloat = 0 { didSet { invalidateArrangement() } }
    /// Whether a vertical stack's spacing runs from one view's last baseline to the next one's
    /// first baseline (`isBaselineRelativeArrangement`, default `false`).
    public var isBaselineRelativeArrangement = false { didSet { invalidateArrangement() } }
    /// Whether the arrangement is inside the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { invalidateArrangement() } }

    private var arrangement: [LayoutConstraint] = []
    /// The arrangement's constraints, in the order the stack view activated them (the engine
    /// numbers a kept tree's activations as a new tree's by it: ``LayoutEngine/newTreeActivationOrder``).
    var arrangementConstraints: [LayoutConstraint] { arrangement }
    private var spacers: [LayoutGuide] = []
    /// The `.fill` tie-break constraints: each one's constant is its first item's intrinsic size.
    private var tiebreaks: [LayoutConstraint] = []
    /// What the arrangement's constraints are made from: each visible view with its priorities
    /// and, where the distribution reads it, its intrinsic size on the axis. Only `.fill` and
    /// `.fillProportionally` read it: whether there is one decides which tie-break constraints
    /// exist, and its value is their constant (`.fill`) or a multiplier (`.fillProportionally`).
    private struct Entry: Equatable {
        var view: ObjectIdentifier
        var hugging: LayoutPriority
        var resistance: LayoutPriority
        /// `.fill`: whether the view has an intrinsic size on the axis; `.fillProportionally`:
        /// its proportional length (``proportionalFillLength(of:)``); otherwise 0.
        var intrinsic: CGFloat
    }

    private var arrangedSignature: [Entry] = []
    /// The canvas's width an arranged stack view is measured at (``proportionalFillLength(of:)``):
    /// the stack's width, inside its margins when it arranges inside them, when it first measured
    /// one. UIKit reads the canvas's bounds as the layout before left them, whenever it updates the
    /// arrangement; for a stack loaded from a nib the first measurement is at the width stored in
    /// the nib. When UIKit measures again after a resize was not worked out, so PadLayout keeps the
    /// first width **[UNCONFIRMED]**: the lengths do not depend on the windows laid out before,
    /// and a tree laid out afresh in a window gets the lengths a tree that went through other
    /// windows has (docs/choices.md).
    private var measuringWidth: CGFloat?
    private var arrangementIsValid = false

    /// Makes a stack view.
    public init(arrangedSubviews: [LayoutView] = [], frame: CGRect = .zero) {
        super.init(frame: frame)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Adds a view at the end of the arrangement (and as a subview).
    public func addArrangedSubview(_ view: LayoutView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at `index` (and as a subview).
    public func insertArrangedSubview(_ view: LayoutView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        invalidateArrangement()
    }

    /// Takes the view out of the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: LayoutView) {
        arrangedSubviews.removeAll { $0 === view }
        invalidateArrangement()
    }

    private func invalidateArrangement() {
        arrangementIsValid = false
        setNeedsLayout()
    }

    override func prepareArrangement() {
        arrangedSubviews.removeAll { $0.superview !== self }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let signature = visible.map { view in
            let size = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            return Entry(
                view: ObjectIdentifier(view), hugging: view.contentHuggingPriority(for: axis),
                resistance: view.contentCompressionResistancePriority(for: axis),
                intrinsic: distribution == .fill
                    ? (size >= 0 ? 1 : 0) : distribution == .fillProportionally ? proportionalFillLength(of: view) : 0)
        }
        if arrangementIsValid && signature == arrangedSignature {
            // A new intrinsic size changes only the tie-breaks' constants, in place, as a
            // constant change is applied (no constraint is removed or added).
            for constraint in tiebreaks {
                guard let view = constraint.firstItem as? LayoutView else { continue }
                let size = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                if constraint.constant != size { constraint.constant = size }
            }
            return
        }
        arrangedSignature = signature
        arrangementIsValid = true
        LayoutConstraint.deactivate(arrangement)
        for guide in spacers { removeLayoutGuide(guide) }
        spacers = []
        tiebreaks = []
        arrangement =
            (visible.isEmpty ? collapsedArrangement() : makeArrangement(visible, lengths: signature.map(\.intrinsic)))
            + hidingConstraints()
        LayoutConstraint.activate(arrangement)
    }

    private static func arranged(
        _ a: LayoutItem, _ aa: LayoutAttribute, _ r: Relation, _ b: LayoutItem?,
        _ ba: LayoutAttribute, _ m: CGFloat = 1, _ c: CGFloat = 0,
        _ p: LayoutPriority = .required, id: String
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(checked: a, aa, r, b, b == nil ? .notAnAttribute : ba, m, c)
        constraint.priority = p
        constraint.identifier = id
        constraint.isStackViewConstraint = true
        return constraint
    }

    /// What UIKit gives a hidden arranged subview: no length along the axis (`UISV-hiding`, required,
    /// so a required length of the app's own conflicts with it, UIKit's familiar console message),
    /// aligned across like the others, and placed by a `UISV-spacing-hidden` constraint at
    /// priority 50 from the visible view before it: half the spacing after it when a visible view
    /// follows, none when it is after the last one (UIKit's `_expectedEdgeToEdgeSpacingForPrecedingItem:`
    /// halves the spacing when either side is hidden and gives none without a visible view on
    /// both sides). A hidden view before the first visible one starts at the canvas. Interface
    /// Builder's stored frames show it so: after the last visible view, ending at 114 in a stack
    /// with 6-pt spacing, at x 114 (Habitica's `BuyModal.storyboard`); between two visible views,
    /// half the spacing after the first, in 5 of the 6 unflagged cases of 4 apps (docs/sources.md).
    private func hidingConstraints() -> [LayoutConstraint] {
        let horizontal = axis == .horizontal
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let lastVisible = arrangedSubviews.lastIndex { !$0.isHidden }
        var result: [LayoutConstraint] = []
        var previous: LayoutView?
        for (index, view) in arrangedSubviews.enumerated() {
            guard view.isHidden else {
                previous = view
                continue
            }
            result.append(Self.arranged(view, horizontal ? .width : .height, .equal, nil, .notAnAttribute, id: "UISV-hiding"))
            if let previous {
                let followed = lastVisible.map { $0 > index } ?? false
                let gap = followed ? spacing / 2 : 0
                result.append(Self.arranged(view, lead, .equal, previous, trail, 1, gap, 50, id: "UISV-spacing-hidden"))
            } else {
                result.append(Self.arranged(view, lead, .equal, canvas, lead, 1, 0, 50, id: "UISV-spacing-hidden"))
            }
            result += alignmentConstraints(view, canvas: canvas, first: nil)
        }
        return result
    }

    /// The constraints that place `view` across the axis (`UISV-alignment`, and the spanning
    /// boundaries and canvas fit that size the stack across). `first` is the first visible view,
    /// which baseline alignment aligns to; `nil` for a hidden view, which gets only the alignment
    /// itself and the ambiguity suppression: it does not size the stack. `spanner` is the guide
    /// spanning a horizontal baseline-aligned stack's views (``baselineArrangement(canvas:)``),
    /// `nil` for any other.
    private func alignmentConstraints(
        _ view: LayoutView, canvas: LayoutItem, first: LayoutView?, spanner: LayoutGuide? = nil
    ) -> [LayoutConstraint] {
        let horizontal = axis == .horizontal
        let crossLead: LayoutAttribute = horizontal ? .top : .leading
        let crossTrail: LayoutAttribute = horizontal ? .bottom : .trailing
        let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX
        var result: [LayoutConstraint] = []
        switch alignment {
        case .fill:
            result.append(Self.arranged(view, crossLead, .equal, canvas, crossLead, id: "UISV-alignment"))
            result.append(Self.arranged(view, crossTrail, .equal, canvas, crossTrail, id: "UISV-alignment"))
        case .leading, .top:
            result.append(Self.arranged(view, crossLead, .equal, canvas, crossLead, id: "UISV-alignment"))
            result.append(Self.arranged(view, crossTrail, .lessThanOrEqual, canvas, crossTrail, id: "UISV-spanning-boundary"))
        case .trailing, .bottom:
            result.append(Self.arranged(view, crossTrail, .equal, canvas, crossTrail, id: "UISV-alignment"))
            result.append(Self.arranged(view, crossLead, .greaterThanOrEqual, canvas, crossLead, id: "UISV-spanning-boundary"))
        case .center:
            result.append(Self.arranged(view, crossCenter, .equal, canvas, crossCenter, id: "UISV-alignment"))
            result.append(Self.arranged(view, crossLead, .greaterThanOrEqual, canvas, crossLead, id: "UISV-spanning-boundary"))
        case .firstBaseline, .lastBaseline:
            guard horizontal else {
                result.append(Self.arranged(view, crossLead, .equal, canvas, crossLead, id: "UISV-alignment"))
                result.append(Self.arranged(view, crossTrail, .equal, canvas, crossTrail, id: "UISV-alignment"))
                return result
            }
            guard let first, let spanner else { return [] }
            let firstBaseline = alignment == .firstBaseline
            let baseline = { (v: LayoutView) in firstBaseline ? v.firstBaselineGuide : v.lastBaselineGuide }
            if view !== first {
                result.append(Self.arranged(baseline(view), .top, .equal, baseline(first), .top, id: "UISV-alignment"))
            }
            // Every view inside the spanner (``baselineArrangement(canvas:)``); only the
            // first view is tied to the canvas, on the side of the baseline it aligns.
            result.append(Self.arranged(spanner, .top, .lessThanOrEqual, view, .top, id: "UISV-spanning-boundary"))
            result.append(Self.arranged(spanner, .bottom, .greaterThanOrEqual, view, .bottom, id: "UISV-spanning-boundary"))
            if view === first {
                result.append(
                    firstBaseline
                        ? Self.arranged(canvas, .top, .lessThanOrEqual, first, .top, id: "UISV-canvas-connection")
                        : Self.arranged(canvas, .bottom, .greaterThanOrEqual, first, .bottom, id: "UISV-canvas-connection"))
            }
        }
        if let suppression = ambiguitySuppression(view) { result.append(suppression) }
        // A hidden view gets no bound: it does not size the stack.
        let bounds: Set<String?> = ["UISV-spanning-boundary", "UISV-canvas-connection"]
        return first == nil ? result.filter { !bounds.contains($0.identifier) } : result
    }

    /// UIKit's `UISV-ambiguity-suppression`: with an alignment that does not pin both edges across
    /// the axis (any but `fill`; a vertical stack's baseline alignments are `fill`), each arranged
    /// view's size across is 0 at priority 25, under everything else, so that a view nothing
    /// sizes across has a size and is not ambiguous. `_UIAlignedLayoutArrangement` makes it for
    /// every item when `_wantsAmbiguitySuppressionConstraints` (the alignment's options hold
    /// neither both leading and trailing nor both top and bottom), the constraint UIKit's conflict
    /// logs print as `'UISV-ambiguity-suppression' V:[view(0@25)]`.
    private func ambiguitySuppression(_ view: LayoutView) -> LayoutConstraint? {
        let horizontal = axis == .horizontal
        guard alignment != .fill, horizontal || (alignment != .firstBaseline && alignment != .lastBaseline) else { return nil }
        return Self.arranged(view, horizontal ? .height : .width, .equal, nil, .notAnAttribute, 1, 0, 25, id: "UISV-ambiguity-suppression")
    }

    /// `.fill`'s tie-break by index, where hugging or compression resistance tie: earlier views
    /// hug and resist a hundredth of a priority more, so the last view stretches (and shrinks)
    /// first, as `UIStackView.Distribution.fill` documents.
    private func fillTiebreaks(_ views: [LayoutView]) -> [LayoutConstraint] {
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        var result: [LayoutConstraint] = []
        for (i, view) in views.enumerated() {
            let intrinsic = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            guard intrinsic >= 0, views.count > 1 else { continue }
            let bonus = Float(views.count - 1 - i) * 0.01
            let hug = view.contentHuggingPriority(for: axis)
            let resist = view.contentCompressionResistancePriority(for: axis)
            if !hug.isRequired && bonus > 0 {
                let tiebreak = Self.arranged(
                    view, size, .lessThanOrEqual, nil, .notAnAttribute, 1, intrinsic, min(hug + bonus, 999.99), id: "UISV-fill-tiebreak")
                result.append(tiebreak)
                tiebreaks.append(tiebreak)
            }
            if !resist.isRequired && bonus > 0 {
                let tiebreak = Self.arranged(
                    view, size, .greaterThanOrEqual, nil, .notAnAttribute, 1, intrinsic, min(resist + bonus, 999.99),
                    id: "UISV-fill-tiebreak")
                result.append(tiebreak)
                tiebreaks.append(tiebreak)
            }
        }
        return result
    }

    /// The width of the canvas the views are arranged in: the stack's, less its margins when it
    /// arranges inside them.
    private func canvasWidth() -> CGFloat {
        let margins = isLayoutMarginsRelativeArrangement ? effectiveLayoutMargins : .zero
        return bounds.width - margins.left - margins.right
    }

    /// The length `.fillProportionally` shares the stack by for `view`, as UIKit's ordered
    /// arrangement asks each arranged view (`_proportionalFillLengthForOrderedArrangement:relevantParentAxis:`):
    /// its intrinsic length on the axis; for a view without one, the length its own constraints and
    /// content give it, `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)` (UIView's
    /// version). A stack view arranged in a vertical stack of fill alignment is measured at the
    /// width it gets, the canvas's (``measuringWidth``), that width required and its height asked to be 0 at
    /// ``LayoutPriority/fittingSizeLevel`` (UIStackView's own version, so that the text it holds
    /// wraps at that width); any other arranged stack view is measured compressed. Read from
    /// UIKit's code as decompiled in public reverse-engineering projects (docs/sources.md,
    /// "round 16, container"). A ``LayoutView/compressedFittingSize`` its owner gives stands in for
    /// the measurement. Never negative.
    private func proportionalFillLength(of view: LayoutView) -> CGFloat {
        let horizontal = axis == .horizontal
        let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        if intrinsic >= 0 { return intrinsic }
        if let given = view.compressedFittingSize { return max(0, horizontal ? given.width : given.height) }
        if view is StackView, !horizontal, alignment == .fill {
            let width = measuringWidth ?? canvasWidth()
            measuringWidth = width
            let size = view.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            return max(0, size.height)
        }
        let size = view.systemLayoutSizeFitting(Self.layoutFittingCompressedSize)
        return max(0, horizontal ? size.width : size.height)
    }

    /// `.fillProportionally` as UIKit's ordered arrangement makes it (`_UIOrderedLayoutArrangement`,
    /// docs/sources.md): each view's length is the canvas's times its share, its proportional
    /// length (``proportionalFillLength(of:)``, given in `lengths`) over the denominator, the sum
    /// of the views' positive lengths and the gaps (`spacing × (n − 1)`), at priority 999 less the
    /// view's index among the arranged subviews, never below 751 (required when the share is the
    /// whole canvas). A view whose length is zero gets a required length of zero. When the
    /// denominator is no more than the gaps (or 1 pt), UIKit gives the views equal lengths, as
    /// `.fillEqually` does.
    private func proportionalConstraints(_ views: [LayoutView], lengths: [CGFloat], canvas: LayoutItem) -> [LayoutConstraint] {
        guard let first = views.first else { return [] }
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        let gaps = spacing * CGFloat(views.count - 1)
        let denominator = lengths.reduce(0, +) + gaps
        guard denominator > max(gaps, 1) else {
            return views.dropFirst().map { Self.arranged($0, size, .equal, first, size, id: "UISV-fill-equally") }
        }
        return zip(views, lengths).map { view, length in
            let share = length / denominator
            guard share > 0 else { return Self.arranged(view, size, .equal, nil, .notAnAttribute, id: "UISV-fill-proportionally") }
            let index = arrangedSubviews.firstIndex { $0 === view } ?? 0
            let priority: LayoutPriority = share == 1 ? .required : LayoutPriority(Float(max(999 - index, 751)))
            return Self.arranged(view, size, .equal, canvas, size, share, 0, priority, id: "UISV-fill-proportionally")
        }
    }

    /// A horizontal stack that does not size its views itself (fill, equal spacing, equal
    /// centering) caps each visible multi-line text view at its share of the canvas: its width at
    /// most `1/k` of the canvas's less `spacing × (k - 1)/k`, for `k` such views, at priority 950
    /// rising by `min(25/k, 1)` per view (`UISV-text-width-disambiguation`, UIKit's
    /// `_preparedImprovedMultilineTextWidthDisambiguationConstraintForItem:numberOfVisibleMultilineItems:`),
    /// so wrapping text shares the row instead of one label taking all of it unwrapped.
    private func textWidthDisambiguation(_ views: [LayoutView], canvas: LayoutItem) -> [LayoutConstraint] {
        let texts = views.filter(\.isMultilineText)
        guard !texts.isEmpty else { return [] }
        let count = CGFloat(texts.count)
        let step = min(25 / Float(texts.count), 1)
        return texts.enumerated().map { index, view in
            Self.arranged(
                view, .width, .lessThanOrEqual, canvas, .width, 1 / count, -spacing * (count - 1) / count,
                LayoutPriority(min(950 + Float(index) * step, 999)), id: "UISV-text-width-disambiguation")
        }
    }

    /// A stack whose arranged subviews are all hidden is as short as nothing along its axis, and,
    /// with any alignment but fill, across it too: its canvas's length is zero at priority 49
    /// (the shape of the spreading stacks' `UISV-canvas-fit`), under anything of the app's that
    /// gives it a length. UIKit documents only that hidden arranged subviews leave the
    /// arrangement; Interface Builder's stored frames show the collapse: the four unflagged
    /// stacks of hidden views that nothing else sizes along their axis are stored 0 long (Element's
    /// `RoomCellContentView.xib`, Threema's `IntroQuestionView.xib`, Blockstream Green's
    /// `Dialogs.storyboard`, Element's `RoomViewController.xib`), and the one an enclosing stack
    /// stretches keeps that width (Habitica's `Social.storyboard`, 343 pt), so it is not required
    /// (docs/sources.md, "round 15, container"). A stack without arranged subviews gets nothing:
    /// Interface Builder flags it ambiguous.
    private func collapsedArrangement() -> [LayoutConstraint] {
        guard !arrangedSubviews.isEmpty else { return [] }
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        var result = [Self.arranged(canvas, size, .equal, nil, .notAnAttribute, 1, 0, 49, id: "UISV-canvas-fit")]
        if alignment != .fill {
            result.append(
                Self.arranged(self, axis == .horizontal ? .height : .width, .equal, nil, .notAnAttribute, 1, 0, 51, id: "UISV-spanning-fit")
            )
        }
        return result
    }

    /// A horizontal stack aligned on baselines spans its views with a guide (UIKit's
    /// `UISV-alignment-spanner`: every view's top at or below its top, every bottom at or above its
    /// bottom, its height 0 at priority 51, `UISV-spanning-fit`) and ties the canvas to it on one
    /// side only: the bottom under first-baseline alignment, the top under last-baseline. On the
    /// other side only the first view is tied, by an inequality (`UISV-canvas-connection`: the
    /// canvas's top at or above the first view's top, or its bottom at or below the first view's
    /// bottom), and the stack's height is 0 at priority 49 (`UISV-canvas-fit`), so that edge is the
    /// first view's and a later view aligned on its baseline may stand out past it. This is the
    /// constraint set of Arranged (kean/Arranged, an open-source `UIStackView` for iOS 8 whose
    /// tests compare its constraints with `UIStackView`'s, `AlignedLayoutArrangement`), and
    /// Interface Builder's stored frames show it in every unflagged horizontal baseline stack of
    /// the apps read whose views differ in height: WooCommerce's `ULAccountMismatchViewController.xib`
    /// (first baseline, plug-in 21207: a 20.5-pt label first and a 30-pt button at y -4.5 in a
    /// 25.5-pt stack), its `TwoColumnHeadlineFootnoteTableViewCell.xib` (15404), Pocket Casts'
    /// `LargeListSummaryViewController.xib` (last baseline, 23084: a 28-pt button standing 8 pt
    /// below a 20-pt stack) and Loop's two last-baseline stacks (21679), 5 stacks of 3 apps
    /// (docs/sources.md, "round 17, container"). Returns the spanner with the constraints.
    private func baselineArrangement(canvas: LayoutItem) -> (spanner: LayoutGuide, constraints: [LayoutConstraint]) {
        let spanner = LayoutGuide(identifier: "UISV-alignment-spanner")
        addLayoutGuide(spanner)
        spacers.append(spanner)
        let edge: LayoutAttribute = alignment == .firstBaseline ? .bottom : .top
        let constraints = [
            Self.arranged(canvas, edge, .equal, spanner, edge, id: "UISV-canvas-connection"),
            Self.arranged(spanner, .height, .equal, nil, .notAnAttribute, 1, 0, 51, id: "UISV-spanning-fit"),
            Self.arranged(self, .height, .equal, nil, .notAnAttribute, 1, 0, 49, id: "UISV-canvas-fit"),
        ]
        return (spanner, constraints)
    }

    private func makeArrangement(_ views: [LayoutView], lengths: [CGFloat]) -> [LayoutConstraint] {
        guard let first = views.first, let last = views.last else { return [] }
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height
        let center: LayoutAttribute = horizontal ? .centerX : .centerY
        var result: [LayoutConstraint] = []

        result.append(Self.arranged(first, lead, .equal, canvas, lead, id: "UISV-canvas-connection"))
        result.append(Self.arranged(last, trail, .equal, canvas, trail, id: "UISV-canvas-connection"))
        for (prev, next) in zip(views, views.dropFirst()) {
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                if isBaselineRelativeArrangement && !horizontal {
                    result.append(
                        Self.arranged(next.firstBaselineGuide, .top, .equal, prev.lastBaselineGuide, .top, 1, spacing, id: "UISV-spacing"))
                } else {
                    result.append(Self.arranged(next, lead, .equal, prev, trail, 1, spacing, id: "UISV-spacing"))
                }
            case .equalSpacing, .equalCentering:
                result.append(Self.arranged(next, lead, .greaterThanOrEqual, prev, trail, 1, spacing, id: "UISV-spacing"))
            }
        }
        switch distribution {
        case .fill:
            result += fillTiebreaks(views)
        case .fillEqually:
            for view in views.dropFirst() {
                result.append(Self.arranged(view, size, .equal, first, size, id: "UISV-fill-equally"))
            }
        case .fillProportionally:
            result += proportionalConstraints(views, lengths: lengths, canvas: canvas)
        case .equalSpacing, .equalCentering:
            var firstSpacer: LayoutGuide?
            for (gap, (prev, next)) in zip(views, views.dropFirst()).enumerated() {
                let spacer = LayoutGuide(identifier: distribution == .equalSpacing ? "UISV-distributing" : "UISV-centering")
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let from: LayoutAttribute = distribution == .equalSpacing ? trail : center
                let to: LayoutAttribute = distribution == .equalSpacing ? lead : center
                result.append(Self.arranged(spacer, lead, .equal, prev, from, id: "UISV-distributing-edge"))
                result.append(Self.arranged(spacer, trail, .equal, next, to, id: "UISV-distributing-edge"))
                if let firstSpacer {
                    // Equal centering only asks for its equal gaps, at 150 less the gap's index
                    // (never below 50); equal spacing requires them.
                    let priority: LayoutPriority =
                        distribution == .equalCentering ? LayoutPriority(Float(max(150 - gap, 50))) : .required
                    result.append(Self.arranged(spacer, size, .equal, firstSpacer, size, 1, 0, priority, id: "UISV-fill-equally"))
                } else {
                    firstSpacer = spacer
                }
            }
            // The stack hugs its views along the axis: its length equal to zero at 49, under every
            // view's hugging, so an unconstrained stack is as long as its views and minimum gaps.
            result.append(Self.arranged(self, size, .equal, nil, .notAnAttribute, 1, 0, 49, id: "UISV-canvas-fit"))
        }
        if horizontal && [.fill, .equalSpacing, .equalCentering].contains(distribution) {
            result += textWidthDisambiguation(views, canvas: canvas)
        }
        let baselines = horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        let spanned = baselines ? baselineArrangement(canvas: canvas) : nil
        result += spanned?.constraints ?? []
        for view in views { result += alignmentConstraints(view, canvas: canvas, first: first, spanner: spanned?.spanner) }
        // With any alignment but fill, the stack is as small across as its largest view allows
        // (UIKit's `UISV-spanning-fit`, a size of 0 at priority 51 that the spanning boundaries
        // hold open); without it the stack's cross size is free.
        if alignment != .fill && !baselines {
            let crossSize: LayoutAttribute = horizontal ? .height : .width
            result.append(Self.arranged(self, crossSize, .equal, nil, .notAnAttribute, 1, 0, 51, id: "UISV-spanning-fit"))
        }
        return result
    }
}
