import Foundation

/// A vertical location of an item (`NSLayoutYAxisAnchor`): it relates only to other
/// vertical locations, so axis mix-ups do not compile.
public struct LayoutYAxisAnchor {
    /// The view or guide.
    public let item: LayoutItem
    /// The attribute.
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .equal, anchor.item, anchor.attribute, 1, constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }
}
