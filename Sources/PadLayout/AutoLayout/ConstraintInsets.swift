import Foundation

/// Insets from each edge of a rectangle (`UIEdgeInsets`), by SnapKit's name for them
/// (`ConstraintInsets`, its alias of `UIEdgeInsets`): margins, safe-area insets and `inset(_:)`
/// amounts. PadKit's `EdgeInsets` is the same idea for window geometry; PadLayout depends on
/// neither PadKit nor UIKit, so it has its own, and one name means one type.
public struct ConstraintInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Makes insets; edges not given are zero.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No insets.
    public static let zero = ConstraintInsets()
}
