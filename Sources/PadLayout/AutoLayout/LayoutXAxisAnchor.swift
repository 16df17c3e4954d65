import Foundation

/// A horizontal location of an item (`NSLayoutXAxisAnchor`): it relates only to other
/// horizontal locations, so axis mix-ups do not compile.
public struct LayoutXAxisAnchor {
    /// The view or guide.
    public let item: LayoutItem
    /// The attribute.
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .equal, anchor.item, anchor.attribute, 1, constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }
}
