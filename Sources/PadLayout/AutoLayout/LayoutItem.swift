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
