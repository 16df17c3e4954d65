/// `guide.snp`: a layout guide's attributes as targets (`view.safeAreaLayoutGuide.snp.top`).
public struct ConstraintGuideDSL {
    /// The guide the DSL reads.
    public let guide: LayoutGuide

    private func item(_ attributes: [LayoutAttribute]) -> ConstraintItem {
        ConstraintItem(target: guide, attributes: attributes)
    }

    /// The layout guide's left edge as the other side of a constraint (`snp.left`).
    public var left: ConstraintItem { item([.left]) }
    /// The layout guide's top edge as the other side of a constraint (`snp.top`).
    public var top: ConstraintItem { item([.top]) }
    /// The layout guide's bottom edge as the other side of a constraint (`snp.bottom`).
    public var bottom: ConstraintItem { item([.bottom]) }
    /// The layout guide's right edge as the other side of a constraint (`snp.right`).
    public var right: ConstraintItem { item([.right]) }
    /// The layout guide's leading edge as the other side of a constraint (`snp.leading`).
    public var leading: ConstraintItem { item([.leading]) }
    /// The layout guide's trailing edge as the other side of a constraint (`snp.trailing`).
    public var trailing: ConstraintItem { item([.trailing]) }
    /// The layout guide's width as the other side of a constraint (`snp.width`).
    public var width: ConstraintItem { item([.width]) }
    /// The layout guide's height as the other side of a constraint (`snp.height`).
    public var height: ConstraintItem { item([.height]) }
    /// The layout guide's horizontal centre as the other side of a constraint (`snp.centerX`).
    public var centerX: ConstraintItem { item([.centerX]) }
    /// The layout guide's vertical centre as the other side of a constraint (`snp.centerY`).
    public var centerY: ConstraintItem { item([.centerY]) }
    /// The layout guide's four edges as the other side of a constraint (`snp.edges`).
    public var edges: ConstraintItem { item([.top, .left, .bottom, .right]) }
    /// The layout guide's width and height as the other side of a constraint (`snp.size`).
    public var size: ConstraintItem { item([.width, .height]) }
    /// The layout guide's centre (both axes) as the other side of a constraint (`snp.center`).
    public var center: ConstraintItem { item([.centerX, .centerY]) }
}

extension LayoutGuide {
    /// SnapKit's entry point for a guide.
    public var snp: ConstraintGuideDSL { ConstraintGuideDSL(guide: self) }
}
