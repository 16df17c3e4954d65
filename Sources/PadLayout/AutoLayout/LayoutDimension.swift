import Foundation

/// A width or height of an item (`NSLayoutDimension`): relates to other sizes, with a
/// multiplier, or to a constant.
public struct LayoutDimension {
    /// The view or guide.
    public let item: LayoutItem
    /// The attribute (width or height).
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .equal, nil, .notAnAttribute, 1, constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, 1, constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .lessThanOrEqual, nil, .notAnAttribute, 1, constant)
    }

    /// `self == anchor * multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .equal, anchor.item, anchor.attribute, multiplier, constant)
    }

    /// `self >= anchor * multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint
    {
        LayoutConstraint(checked: item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, multiplier, constant)
    }

    /// `self <= anchor * multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, multiplier, constant)
    }
}
