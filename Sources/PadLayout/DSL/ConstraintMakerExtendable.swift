/// A description's attributes, extendable (`make.left.right.height`) and then related to a
/// target (SnapKit's `ConstraintMakerExtendable` and `ConstraintMakerRelatable`).
public final class ConstraintMakerExtendable: ConstraintAttributeNames {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// Adds `attributes` to those being constrained (`make.top.left` adds `[.left]`), each once.
    public func named(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        for a in attributes where !description.attributes.contains(a) { description.attributes.append(a) }
        return self
    }

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
