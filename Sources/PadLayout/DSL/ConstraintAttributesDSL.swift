/// A view's or a guide's attributes as the other side of a constraint (`view2.snp.top`,
/// `view.safeAreaLayoutGuide.snp.edges`): what SnapKit's `ConstraintAttributesDSL` gives both
/// `ConstraintViewDSL` and `ConstraintLayoutGuideDSL`, written once.
public protocol ConstraintAttributesDSL {
    /// The view or guide whose attributes these are.
    var layoutItem: LayoutItem { get }
}

extension ConstraintAttributesDSL {
    private func item(_ attributes: [LayoutAttribute]) -> ConstraintItem {
        ConstraintItem(target: layoutItem, attributes: attributes)
    }

    /// The left edge as the other side of a constraint (`snp.left`).
    public var left: ConstraintItem { item([.left]) }
    /// The top edge as the other side of a constraint (`snp.top`).
    public var top: ConstraintItem { item([.top]) }
    /// The bottom edge as the other side of a constraint (`snp.bottom`).
    public var bottom: ConstraintItem { item([.bottom]) }
    /// The right edge as the other side of a constraint (`snp.right`).
    public var right: ConstraintItem { item([.right]) }
    /// The leading edge as the other side of a constraint (`snp.leading`).
    public var leading: ConstraintItem { item([.leading]) }
    /// The trailing edge as the other side of a constraint (`snp.trailing`).
    public var trailing: ConstraintItem { item([.trailing]) }
    /// The width as the other side of a constraint (`snp.width`).
    public var width: ConstraintItem { item([.width]) }
    /// The height as the other side of a constraint (`snp.height`).
    public var height: ConstraintItem { item([.height]) }
    /// The horizontal centre as the other side of a constraint (`snp.centerX`).
    public var centerX: ConstraintItem { item([.centerX]) }
    /// The vertical centre as the other side of a constraint (`snp.centerY`).
    public var centerY: ConstraintItem { item([.centerY]) }
    /// The four edges as the other side of a constraint (`snp.edges`).
    public var edges: ConstraintItem { item([.top, .left, .bottom, .right]) }
    /// The width and height as the other side of a constraint (`snp.size`).
    public var size: ConstraintItem { item([.width, .height]) }
    /// The centre (both axes) as the other side of a constraint (`snp.center`).
    public var center: ConstraintItem { item([.centerX, .centerY]) }
}
