/// A description's attributes, extendable (`make.left.right.height`) and then related to a
/// target (SnapKit's `ConstraintMakerExtendable` and `ConstraintMakerRelatable`).
public final class ConstraintMakerExtendable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    private func adding(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        for a in attributes where !description.attributes.contains(a) { description.attributes.append(a) }
        return self
    }

    /// Adds the left edge to the attributes being constrained (`make.top.left`).
    public var left: ConstraintMakerExtendable { adding([.left]) }
    /// Adds the top edge to the attributes being constrained (`make.top.top`).
    public var top: ConstraintMakerExtendable { adding([.top]) }
    /// Adds the bottom edge to the attributes being constrained (`make.top.bottom`).
    public var bottom: ConstraintMakerExtendable { adding([.bottom]) }
    /// Adds the right edge to the attributes being constrained (`make.top.right`).
    public var right: ConstraintMakerExtendable { adding([.right]) }
    /// Adds the leading edge to the attributes being constrained (`make.top.leading`).
    public var leading: ConstraintMakerExtendable { adding([.leading]) }
    /// Adds the trailing edge to the attributes being constrained (`make.top.trailing`).
    public var trailing: ConstraintMakerExtendable { adding([.trailing]) }
    /// Adds the width to the attributes being constrained (`make.top.width`).
    public var width: ConstraintMakerExtendable { adding([.width]) }
    /// Adds the height to the attributes being constrained (`make.top.height`).
    public var height: ConstraintMakerExtendable { adding([.height]) }
    /// Adds the horizontal centre to the attributes being constrained (`make.top.centerX`).
    public var centerX: ConstraintMakerExtendable { adding([.centerX]) }
    /// Adds the vertical centre to the attributes being constrained (`make.top.centerY`).
    public var centerY: ConstraintMakerExtendable { adding([.centerY]) }
    /// Adds the four edges to the attributes being constrained (`make.top.edges`).
    public var edges: ConstraintMakerExtendable { adding([.top, .left, .bottom, .right]) }
    /// Adds the width and height to the attributes being constrained (`make.top.size`).
    public var size: ConstraintMakerExtendable { adding([.width, .height]) }
    /// Adds the centre (both axes) to the attributes being constrained (`make.top.center`).
    public var center: ConstraintMakerExtendable { adding([.centerX, .centerY]) }

    private func relate(_ relation: Relation, _ target: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        let (item, constant) = target.constraintTarget
        description.relation = relation
        description.related = item
        description.constant = constant
        description.hasRelation = true
        return ConstraintMakerEditable(description)
    }

    private func superviewItem() -> ConstraintItem {
        ConstraintItem(target: description.item.hostView?.superview, attributes: [])
    }

    /// Relates the attributes with `==` to a view's, a guide's or a constant.
    @discardableResult
    public func equalTo(_ target: ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(.equal, target) }

    /// Relates the attributes with `<=`.
    @discardableResult
    public func lessThanOrEqualTo(_ target: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, target)
    }

    /// Relates the attributes with `>=`.
    @discardableResult
    public func greaterThanOrEqualTo(_ target: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, target)
    }

    /// The same attributes of the superview. Without a superview the description fails with
    /// ``LayoutError/missingSuperview(_:)`` (SnapKit stops with `fatalError`).
    @discardableResult
    public func equalToSuperview() -> ConstraintMakerEditable { relate(.equal, superviewItem()) }

    /// Relates the attributes with `<=` to the superview's same attributes.
    @discardableResult
    public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable { relate(.lessThanOrEqual, superviewItem()) }

    /// Relates the attributes with `>=` to the superview's same attributes.
    @discardableResult
    public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable { relate(.greaterThanOrEqual, superviewItem()) }
}
