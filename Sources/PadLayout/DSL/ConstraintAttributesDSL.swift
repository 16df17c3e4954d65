/// A view's or a guide's attributes as the other side of a constraint (`view2.snp.top`,
/// `view.safeAreaLayoutGuide.snp.edges`): what SnapKit's `ConstraintAttributesDSL` gives both
/// `ConstraintViewDSL` and `ConstraintLayoutGuideDSL`, written once (the names are
/// ``ConstraintAttributeNames``').
public protocol ConstraintAttributesDSL: ConstraintAttributeNames where Named == ConstraintItem {
    /// The view or guide whose attributes these are.
    var layoutItem: LayoutItem { get }
}

extension ConstraintAttributesDSL {
    /// The attributes of ``layoutItem`` as the other side of a constraint.
    public func named(_ attributes: [LayoutAttribute]) -> ConstraintItem {
        ConstraintItem(target: layoutItem, attributes: attributes)
    }
}
