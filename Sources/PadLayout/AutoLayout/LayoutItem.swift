/// Something constraints can relate: a ``LayoutView`` or a ``LayoutGuide``
/// (what `NSLayoutConstraint`'s `firstItem` and `secondItem` may be).
///
/// The engine gives each item four variables in its root view's coordinate space: minX, minY,
/// width and height. Every attribute is a linear expression of them (`right = minX + width`,
/// `centerX = minX + width / 2`, `leading = minX` or `−(minX + width)` in right-to-left), so
/// no attribute costs an extra variable or constraint.
public protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item lives in: the view itself, or a guide's owning view.
    var hostView: LayoutView? { get }
    /// A name for logs and reports.
    var layoutName: String { get }
}

/// The anchors every view and guide has (UIKit declares them on both `UIView` and `UILayoutGuide`).
extension LayoutItem {
    /// The leading edge anchor (UIKit's `leadingAnchor`).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge anchor (UIKit's `trailingAnchor`).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge anchor (UIKit's `leftAnchor`).
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge anchor (UIKit's `rightAnchor`).
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The horizontal centre anchor (UIKit's `centerXAnchor`).
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge anchor (UIKit's `topAnchor`).
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge anchor (UIKit's `bottomAnchor`).
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre anchor (UIKit's `centerYAnchor`).
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width anchor (UIKit's `widthAnchor`).
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height anchor (UIKit's `heightAnchor`).
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}
