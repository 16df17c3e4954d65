/// Which parts of a frame-based view stretch when its superview resizes
/// (`UIView.AutoresizingMask`).
///
/// With `translatesAutoresizingMaskIntoConstraints` on, the engine turns the mask into required
/// constraints relative to the superview. UIKit documents the rule: "When more than one
/// option along an axis is set, the default behavior is to distribute the size difference
/// proportionally among the flexible portions" (`UIView.autoresizingMask`). With no option
/// set, the frame keeps its origin and size.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
