import Foundation

/// What `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo` accept (SnapKit's
/// `ConstraintRelatableTarget`): an item or attribute of one, or a constant — a number, a
/// `CGSize`, a `CGPoint` or ``EdgeInsets``, spread over the attributes as SnapKit does.
public protocol ConstraintRelatableTarget {
    /// The target as an item (nil for constants) and the constant it implies.
    var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { get }
}

extension LayoutView: ConstraintRelatableTarget {
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) {
        (ConstraintItem(target: self, attributes: []), .scalar(0))
    }
}

extension LayoutGuide: ConstraintRelatableTarget {
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) {
        (ConstraintItem(target: self, attributes: []), .scalar(0))
    }
}

extension ConstraintItem: ConstraintRelatableTarget {
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (self, .scalar(0)) }
}

extension Int: ConstraintRelatableTarget {
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (nil, .scalar(CGFloat(self))) }
}

extension Double: ConstraintRelatableTarget {
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (nil, .scalar(CGFloat(self))) }
}

extension CGFloat: ConstraintRelatableTarget {
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (nil, .scalar(self)) }
}

extension CGSize: ConstraintRelatableTarget {
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (nil, .size(self)) }
}

extension CGPoint: ConstraintRelatableTarget {
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (nil, .point(self)) }
}

extension EdgeInsets: ConstraintRelatableTarget {
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (nil, .insets(self)) }
}
