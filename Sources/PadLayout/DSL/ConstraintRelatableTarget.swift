import Foundation

/// What `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo` accept (SnapKit's
/// `ConstraintRelatableTarget`): an item or attribute of one, or a constant — a number, a
/// `CGSize`, a `CGPoint` or ``ConstraintInsets``, spread over the attributes as SnapKit does.
public protocol ConstraintRelatableTarget {
    /// The target as an item (nil for constants) and the constant it implies.
    var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { get }
}

extension LayoutView: ConstraintRelatableTarget {
    /// The item and constant this value stands for on the right-hand side of a SnapKit relation.
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) {
        (ConstraintItem(target: self, attributes: []), .scalar(0))
    }
}

extension LayoutGuide: ConstraintRelatableTarget {
    /// The item and constant this value stands for on the right-hand side of a SnapKit relation.
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) {
        (ConstraintItem(target: self, attributes: []), .scalar(0))
    }
}

extension ConstraintItem: ConstraintRelatableTarget {
    /// The item and constant this value stands for on the right-hand side of a SnapKit relation.
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (self, .scalar(0)) }
}

extension Int: ConstraintRelatableTarget {
    /// The item and constant this value stands for on the right-hand side of a SnapKit relation.
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (nil, .scalar(CGFloat(self))) }
}

extension Double: ConstraintRelatableTarget {
    /// The item and constant this value stands for on the right-hand side of a SnapKit relation.
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (nil, .scalar(CGFloat(self))) }
}

extension CGFloat: ConstraintRelatableTarget {
    /// The item and constant this value stands for on the right-hand side of a SnapKit relation.
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (nil, .scalar(self)) }
}

extension CGSize: ConstraintRelatableTarget {
    /// The item and constant this value stands for on the right-hand side of a SnapKit relation.
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (nil, .size(self)) }
}

extension CGPoint: ConstraintRelatableTarget {
    /// The item and constant this value stands for on the right-hand side of a SnapKit relation.
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (nil, .point(self)) }
}

extension ConstraintInsets: ConstraintRelatableTarget {
    /// The item and constant this value stands for on the right-hand side of a SnapKit relation.
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) { (nil, .insets(self)) }
}
