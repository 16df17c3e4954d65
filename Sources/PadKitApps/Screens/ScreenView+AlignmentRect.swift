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
    /// pinned by their leading edge start exactly on it).
    ///
    /// `UISlider`'s alignment rectangle, before iOS 26's design, is 2 pt inside its frame on each
    /// side and 1 pt above its bottom: its 30-pt intrinsic height is a 31-pt frame, and a slider
    /// pinned 20 pt from an edge has its frame 18 pt from it. Measured on Interface Builder's
    /// frames: every slider laid out by its constraints on both sides in the files of 8 apps saved
    /// by the plug-ins 11757 to 23721 has its frame 4 pt wider and 1 pt taller than the space its
    /// constraints give, starting 2 pt before it (`docs/sources.md`, "A slider's alignment
    /// rectangle"). With iOS 26's design (`liquidGlass`: files Xcode 26 saved, windows on iOS 26)
    /// the 4 files read have their sliders' frames exactly on their constraints across and 2 to 4
    /// pt taller, which is not modelled: the alignment rectangle is the frame.
    ///
    /// `UISegmentedControl`'s alignment rectangle stops 1 pt above its frame's bottom, so its
    /// 32-pt frame lays out as 31: measured on Interface Builder's frames, all 13 segmented
    /// controls of 7 apps (plug-ins 15706 to 24504, iOS 26's design included) whose bottom is
    /// pinned to a view or that sit in a stack end 1 pt past it, at every height their constraints
    /// give (25 to 84 pt); in a horizontal stack the stack is 1 pt shorter than the control
    /// (`docs/sources.md`, "low: a segmented control's alignment rectangle"). Every other view's
    /// alignment rectangle is its frame.
    public func alignmentRectInsets(liquidGlass: Bool) -> ConstraintInsets {
        switch element {
        case "switch": ConstraintInsets(right: 2)
        case "slider" where !liquidGlass: ConstraintInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "segmentedControl": ConstraintInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: .zero
        }
    }

    /// The alignment rectangle of `frame` (`alignmentRect(forFrame:)`) with iOS 26's design or not.
    public func alignmentRect(forFrame frame: CGRect, liquidGlass: Bool) -> CGRect {
        let insets = alignmentRectInsets(liquidGlass: liquidGlass)
        return CGRect(
            x: frame.minX + insets.left, y: frame.minY + insets.top, width: frame.width - insets.left - insets.right,
            height: frame.height - insets.top - insets.bottom)
    }

    /// The frame whose alignment rectangle is `rect` (`frame(forAlignmentRect:)`) with iOS 26's
    /// design or not.
    public func frame(forAlignmentRect rect: CGRect, liquidGlass: Bool) -> CGRect {
        let insets = alignmentRectInsets(liquidGlass: liquidGlass)
        return CGRect(
            x: rect.minX - insets.left, y: rect.minY - insets.top, width: rect.width + insets.left + insets.right,
            height: rect.height + insets.top + insets.bottom)
    }
}
