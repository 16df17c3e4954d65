/// `guide.snp`: a layout guide's attributes as targets (`view.safeAreaLayoutGuide.snp.top`).
public struct ConstraintGuideDSL {
    public let guide: LayoutGuide

    private func item(_ attributes: [LayoutAttribute]) -> ConstraintItem {
        ConstraintItem(target: guide, attributes: attributes)
    }

    public var left: ConstraintItem { item([.left]) }
    public var top: ConstraintItem { item([.top]) }
    public var bottom: ConstraintItem { item([.bottom]) }
    public var right: ConstraintItem { item([.right]) }
    public var leading: ConstraintItem { item([.leading]) }
    public var trailing: ConstraintItem { item([.trailing]) }
    public var width: ConstraintItem { item([.width]) }
    public var height: ConstraintItem { item([.height]) }
    public var centerX: ConstraintItem { item([.centerX]) }
    public var centerY: ConstraintItem { item([.centerY]) }
    public var edges: ConstraintItem { item([.top, .left, .bottom, .right]) }
    public var size: ConstraintItem { item([.width, .height]) }
    public var center: ConstraintItem { item([.centerX, .centerY]) }
}

extension LayoutGuide {
    /// SnapKit's entry point for a guide.
    public var snp: ConstraintGuideDSL { ConstraintGuideDSL(guide: self) }
}
