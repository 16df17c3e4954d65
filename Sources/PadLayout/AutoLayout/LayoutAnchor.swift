import Foundation

/// A location of an item on one axis (`NSLayoutAnchor<AnchorType>`): it relates only to
/// locations on the same axis, so axis mix-ups do not compile. UIKit's two subclasses are the two
/// aliases below, ``LayoutXAxisAnchor`` and ``LayoutYAxisAnchor``; sizes are ``LayoutDimension``.
public struct LayoutAnchor<Axis: LayoutAnchorAxis> {
    /// The view or guide.
    public let item: LayoutItem
    /// The attribute.
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<Axis>, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .equal, anchor.item, anchor.attribute, 1, constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Axis>, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Axis>, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }
}

/// The axis a ``LayoutAnchor`` lies on (a type only: anchors on different axes are different types).
public protocol LayoutAnchorAxis {}

/// The horizontal axis: leading, trailing, left, right, centre X.
public enum LayoutXAxis: LayoutAnchorAxis {}

/// The vertical axis: top, bottom, centre Y.
public enum LayoutYAxis: LayoutAnchorAxis {}

/// A horizontal location of an item (`NSLayoutXAxisAnchor`).
public typealias LayoutXAxisAnchor = LayoutAnchor<LayoutXAxis>

/// A vertical location of an item (`NSLayoutYAxisAnchor`).
public typealias LayoutYAxisAnchor = LayoutAnchor<LayoutYAxis>
