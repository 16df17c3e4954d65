import Foundation

/// One `make.<attributes>.<relation>(target).<modifiers>` line, before it becomes
/// ``LayoutConstraint``s (SnapKit's internal `ConstraintDescription`).
final class ConstraintDescription {
    let item: LayoutItem
    var attributes: [LayoutAttribute]
    var relation: Relation = .equal
    var related: ConstraintItem?
    var constant: ConstraintConstant = .scalar(0)
    var multiplier: CGFloat = 1
    var priority: LayoutPriority = .required
    var label: String?
    var hasRelation = false
    /// The constraint made from this line, once made (SnapKit makes it when `.constraint` is
    /// read or the closure returns, whichever is first).
    private var made: Result<SnapConstraint, LayoutError>?

    init(item: LayoutItem, attributes: [LayoutAttribute]) {
        self.item = item
        self.attributes = attributes
    }

    /// The line's ``SnapConstraint``, made once.
    func snapConstraint() -> Result<SnapConstraint, LayoutError> {
        if let made { return made }
        let result = makeLayoutConstraints().map { SnapConstraint($0) }
        made = result
        return result
    }

    /// The layout constraints, one per attribute, or the reason there are none.
    func makeLayoutConstraints() -> Result<[LayoutConstraint], LayoutError> {
        let direction = item.hostView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        let toAttributes = related?.attributes ?? []
        var result: [LayoutConstraint] = []
        for (index, attribute) in attributes.enumerated() {
            let toAttribute: LayoutAttribute
            if toAttributes.isEmpty {
                toAttribute = attribute
            } else if toAttributes.count == attributes.count {
                toAttribute = toAttributes[index]
            } else if toAttributes.count == 1 {
                toAttribute = toAttributes[0]
            } else {
                return .failure(.multipleNonIdenticalAttributes(render()))
            }
            let constantValue = constant.value(for: toAttribute, direction: direction)
            var toItem: LayoutItem? = related?.target
            var finalAttribute = toAttribute
            if toItem == nil {
                if toAttribute.isSize {
                    finalAttribute = .notAnAttribute
                } else {
                    // SnapKit: a position related to a constant is relative to the superview.
                    guard let superview = item.hostView?.superview ?? (item as? LayoutGuide)?.owningView else {
                        return .failure(.missingSuperview(render()))
                    }
                    toItem = superview
                }
            }
            do {
                let c = try LayoutConstraint(
                    item: item, attribute: attribute, relatedBy: relation, toItem: toItem,
                    attribute: finalAttribute, multiplier: multiplier, constant: constantValue)
                c.priority = priority
                c.identifier = label
                result.append(c)
            } catch {
                // The initializer throws only LayoutError (plain `throws`, see its documentation).
                return .failure(error as? LayoutError ?? .incompatibleAttributes(render()))
            }
        }
        return .success(result)
    }

    func render() -> String {
        let target =
            related.map { "\($0.target?.layoutName ?? "nil").\($0.attributes.map(\.rawValue).joined(separator: "."))" } ?? "constant"
        return "\(item.layoutName).\(attributes.map(\.rawValue).joined(separator: ".")) \(relation.rawValue) \(target)"
    }
}
