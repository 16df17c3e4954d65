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

    public var left: ConstraintMakerExtendable { adding([.left]) }
    public var top: ConstraintMakerExtendable { adding([.top]) }
    public var bottom: ConstraintMakerExtendable { adding([.bottom]) }
    public var right: ConstraintMakerExtendable { adding([.right]) }
    public var leading: ConstraintMakerExtendable { adding([.leading]) }
    public var trailing: ConstraintMakerExtendable { adding([.trailing]) }
    public var width: ConstraintMakerExtendable { adding([.width]) }
    public var height: ConstraintMakerExtendable { adding([.height]) }
    public var centerX: ConstraintMakerExtendable { adding([.centerX]) }
    public var centerY: ConstraintMakerExtendable { adding([.centerY]) }
    public var edges: ConstraintMakerExtendable { adding([.top, .left, .bottom, .right]) }
    public var size: ConstraintMakerExtendable { adding([.width, .height]) }
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

    @discardableResult
    public func equalTo(_ target: ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(.equal, target) }

    @discardableResult
    public func lessThanOrEqualTo(_ target: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, target)
    }

    @discardableResult
    public func greaterThanOrEqualTo(_ target: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, target)
    }

    /// The same attributes of the superview. Without a superview the description fails with
    /// ``LayoutError/missingSuperview(_:)`` (SnapKit stops with `fatalError`).
    @discardableResult
    public func equalToSuperview() -> ConstraintMakerEditable { relate(.equal, superviewItem()) }

    @discardableResult
    public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable { relate(.lessThanOrEqual, superviewItem()) }

    @discardableResult
    public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable { relate(.greaterThanOrEqual, superviewItem()) }
}
