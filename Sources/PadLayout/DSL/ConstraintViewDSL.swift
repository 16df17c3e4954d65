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

extension LayoutView: SnapKitView {
    /// SnapKit's entry point.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}
