/// `view.snp`: SnapKit's entry point — `makeConstraints`, `remakeConstraints`,
/// `updateConstraints`, `removeConstraints` — and the view's attributes as targets
/// (`view2.snp.top`).
///
/// As in SnapKit, making constraints sets `translatesAutoresizingMaskIntoConstraints` to
/// `false`, and a view remembers the constraints the DSL made for it, which is what remake,
/// update and remove act on. Where SnapKit stops the app with `fatalError` (no superview for
/// `equalToSuperview()`, nothing matching in `updateConstraints`, several attributes to
/// several different ones), the line is skipped and the reason is appended to
/// ``LayoutView/layoutErrors``.
public struct ConstraintViewDSL: ConstraintAttributesDSL {
    /// The view the DSL constrains.
    public let view: LayoutView

    // MARK: Making

    /// Makes and activates the described constraints.
    @discardableResult
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnapConstraint] {
        let made = prepareConstraints(closure)
        for constraint in made {
            view.layoutErrors += constraint.activate()
        }
        view.madeConstraints += made
        return made
    }

    /// Builds the described constraints without activating them (`prepareConstraints`).
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnapConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(item: view)
        closure(maker)
        var made: [SnapConstraint] = []
        for description in maker.descriptions where description.hasRelation {
            switch description.snapConstraint() {
            case .success(let constraint): made.append(constraint)
            case .failure(let error): view.layoutErrors.append(error)
            }
        }
        return made
    }

    /// Removes every constraint the DSL made for the view, then makes these (what seed 004
    /// does when the size class changes).
    @discardableResult
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnapConstraint] {
        removeConstraints()
        return makeConstraints(closure)
    }

    /// Updates only the constants of existing constraints that match each described one in
    /// items, attributes, relation, priority and multiplier (SnapKit's rule). With no existing
    /// DSL constraints it makes them.
    @discardableResult
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnapConstraint] {
        if view.madeConstraints.isEmpty { return makeConstraints(closure) }
        let described = prepareConstraints(closure)
        let existing = view.madeConstraints.flatMap(\.layoutConstraints)
        var updated: [SnapConstraint] = []
        for constraint in described {
            var matchedAll = true
            for new in constraint.layoutConstraints {
                if let old = existing.first(where: { Self.matches($0, new) }) {
                    old.constant = new.constant
                } else {
                    matchedAll = false
                    view.layoutErrors.append(.noMatchingConstraintToUpdate(new.description))
                }
            }
            if matchedAll { updated.append(constraint) }
        }
        return updated
    }

    /// Deactivates and forgets every constraint the DSL made for the view.
    public func removeConstraints() {
        for constraint in view.madeConstraints { constraint.deactivate() }
        view.madeConstraints.removeAll()
    }

    /// The constraints the DSL made for the view and has not removed.
    public var constraints: [SnapConstraint] { view.madeConstraints }

    static func matches(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.firstItem === b.firstItem && a.firstAttribute == b.firstAttribute && a.relation == b.relation
            && a.secondItem === b.secondItem && a.secondAttribute == b.secondAttribute
            && a.priority == b.priority && a.multiplier == b.multiplier
    }

    // MARK: Attributes as targets

    /// The view, for the attributes (``ConstraintAttributesDSL``).
    public var layoutItem: LayoutItem { view }
}

extension LayoutView {
    /// SnapKit's entry point.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }

    // SnapKit 0.x spellings, which seed 004 uses (`snp_remakeConstraints`, `view2.snp_top`), so
    // its code ports line for line.

    /// `snp.makeConstraints` under the name SnapKit 0.x used (`snp_makeConstraints`).
    @discardableResult
    public func snp_makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnapConstraint] {
        snp.makeConstraints(closure)
    }

    /// `snp.remakeConstraints` under the name SnapKit 0.x used (`snp_remakeConstraints`).
    @discardableResult
    public func snp_remakeConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnapConstraint] {
        snp.remakeConstraints(closure)
    }

    /// `snp.updateConstraints` under the name SnapKit 0.x used (`snp_updateConstraints`).
    @discardableResult
    public func snp_updateConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnapConstraint] {
        snp.updateConstraints(closure)
    }

    /// `snp.removeConstraints` under the name SnapKit 0.x used (`snp_removeConstraints`).
    public func snp_removeConstraints() { snp.removeConstraints() }

    /// `snp.left` under the name SnapKit 0.x used (`snp_left`).
    public var snp_left: ConstraintItem { snp.left }
    /// `snp.top` under the name SnapKit 0.x used (`snp_top`).
    public var snp_top: ConstraintItem { snp.top }
    /// `snp.bottom` under the name SnapKit 0.x used (`snp_bottom`).
    public var snp_bottom: ConstraintItem { snp.bottom }
    /// `snp.right` under the name SnapKit 0.x used (`snp_right`).
    public var snp_right: ConstraintItem { snp.right }
    /// `snp.leading` under the name SnapKit 0.x used (`snp_leading`).
    public var snp_leading: ConstraintItem { snp.leading }
    /// `snp.trailing` under the name SnapKit 0.x used (`snp_trailing`).
    public var snp_trailing: ConstraintItem { snp.trailing }
    /// `snp.width` under the name SnapKit 0.x used (`snp_width`).
    public var snp_width: ConstraintItem { snp.width }
    /// `snp.height` under the name SnapKit 0.x used (`snp_height`).
    public var snp_height: ConstraintItem { snp.height }
    /// `snp.centerX` under the name SnapKit 0.x used (`snp_centerX`).
    public var snp_centerX: ConstraintItem { snp.centerX }
    /// `snp.centerY` under the name SnapKit 0.x used (`snp_centerY`).
    public var snp_centerY: ConstraintItem { snp.centerY }
    /// `snp.edges` under the name SnapKit 0.x used (`snp_edges`).
    public var snp_edges: ConstraintItem { snp.edges }
    /// `snp.size` under the name SnapKit 0.x used (`snp_size`).
    public var snp_size: ConstraintItem { snp.size }
    /// `snp.center` under the name SnapKit 0.x used (`snp_center`).
    public var snp_center: ConstraintItem { snp.center }
}
