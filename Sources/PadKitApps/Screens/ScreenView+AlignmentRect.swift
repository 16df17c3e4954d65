import Foundation
import PadLayout

extension ScreenView {
    /// The insets from the view's frame to its alignment rectangle
    /// (`UIView.alignmentRectInsets`): Auto Layout positions and sizes the alignment rectangle,
    /// and a view's intrinsic content size is the alignment rectangle's (Apple, *Auto Layout
    /// Guide*, "Alignment rect"; `alignmentRect(forFrame:)`).
    ///
    /// `UISwitch`'s alignment rectangle stops 2 pt short of its frame's trailing edge, for the
    /// 51 x 31 switch and iOS 26's 63 x 28 alike: measured on Interface Builder's frames
    /// (`docs/sources.md`, "Interface Builder devices": the 45 switches of 9 apps, Xcode 10 to 26,
    /// pinned by their trailing edge to their superview's end 2 pt past the constraint; the 33
    /// pinned by their leading edge start exactly on it). Every other view's alignment rectangle
    /// is its frame.
    public var alignmentRectInsets: ConstraintInsets {
        element == "switch" ? ConstraintInsets(right: 2) : .zero
    }

    /// The alignment rectangle of `frame` (`alignmentRect(forFrame:)`).
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: frame.minX + insets.left, y: frame.minY + insets.top, width: frame.width - insets.left - insets.right,
            height: frame.height - insets.top - insets.bottom)
    }

    /// The frame whose alignment rectangle is `rect` (`frame(forAlignmentRect:)`).
    public func frame(forAlignmentRect rect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: rect.minX - insets.left, y: rect.minY - insets.top, width: rect.width + insets.left + insets.right,
            height: rect.height + insets.top + insets.bottom)
    }
}
