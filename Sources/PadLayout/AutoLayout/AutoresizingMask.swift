/// Which parts of a frame-based view stretch when its superview resizes
/// (`UIView.AutoresizingMask`).
///
/// With `translatesAutoresizingMaskIntoConstraints` on, the engine turns the mask into required
/// constraints relative to the superview. UIKit documents the rule: "When more than one
/// option along an axis is set, the default behavior is to distribute the size difference
/// proportionally among the flexible portions" (`UIView.autoresizingMask`). With no option
/// set, the frame keeps its origin and size.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The raw value, which is UIKit's.
    public let rawValue: UInt

    /// Creates a value from its raw value, which is UIKit's.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `UIView.AutoresizingMask.flexibleLeftMargin`: the left margin follows the superview's size.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// `UIView.AutoresizingMask.flexibleWidth`: the width follows the superview's size.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// `UIView.AutoresizingMask.flexibleRightMargin`: the right margin follows the superview's size.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// `UIView.AutoresizingMask.flexibleTopMargin`: the top margin follows the superview's size.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// `UIView.AutoresizingMask.flexibleHeight`: the height follows the superview's size.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// `UIView.AutoresizingMask.flexibleBottomMargin`: the bottom margin follows the superview's size.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
