import Foundation

/// Measuring a view by its constraints (`UIView.systemLayoutSizeFitting`).
extension LayoutView {
    /// `UIView.layoutFittingCompressedSize`: the target asking for the smallest size.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The size the view's own constraints and its subviews' content give it when asked to be
    /// `targetSize` at the given priorities (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`):
    /// a required priority fixes that dimension at the target, ``LayoutPriority/fittingSizeLevel``
    /// asks for it below every hugging and compression resistance, so the content decides.
    /// The view is solved on its own (constraints reaching its superview or siblings are not
    /// part of it) and nothing of the tree moves. Apple: "Returns the optimal size of the view
    /// based on its constraints and the specified fitting priorities."
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority, verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontal, vertical: vertical)
    }

    /// `systemLayoutSizeFitting(_:)`: both dimensions asked for at ``LayoutPriority/fittingSizeLevel``;
    /// with ``layoutFittingCompressedSize``, the smallest size the view's constraints and content allow.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
}
