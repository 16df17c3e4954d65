import Foundation

extension EdgeInsets {
    /// The insets added edge by edge: how UIKit stacks a controller's `additionalSafeAreaInsets`
    /// and a container's bars on top of the insets a view inherits (`UIViewController.additionalSafeAreaInsets`
    /// documentation: "the safe area … accommodates … any additional insets that you specified").
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// Whether no edge is negative (UIKit's system insets never are).
    public var isNonNegative: Bool { top >= 0 && left >= 0 && bottom >= 0 && right >= 0 }

    /// The part of `insets` of a rectangle `outer` that reaches into `inner` (both in the same
    /// coordinates): UIKit's rule for a view's safe area, "the portion of the view that is
    /// covered by" what covers its ancestors (`UIView.safeAreaLayoutGuide` documentation: "For
    /// other views in the view hierarchy, the layout guide reflects only the portion of the view
    /// that is covered by other content").
    public static func overlap(of insets: EdgeInsets, in outer: CGRect, with inner: CGRect) -> EdgeInsets {
        let safe = insets.inset(outer)
        return EdgeInsets(
            top: max(0, min(Double(safe.minY), Double(inner.maxY)) - Double(inner.minY)),
            left: max(0, min(Double(safe.minX), Double(inner.maxX)) - Double(inner.minX)),
            bottom: max(0, Double(inner.maxY) - max(Double(safe.maxY), Double(inner.minY))),
            right: max(0, Double(inner.maxX) - max(Double(safe.maxX), Double(inner.minX)))
        )
    }
}
