import Foundation

/// Insets on each edge of a rectangle (`UIEdgeInsets`).
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the left edge, in points.
    public var left: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the right edge, in points.
    public var right: Double

    /// Makes insets; edges not given are zero.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets (`UIEdgeInsetsZero`).
    public static let zero = EdgeInsets()

    /// Whether every edge is zero.
    public var isZero: Bool { self == .zero }

    /// `rect` shrunk by these insets (`UIEdgeInsetsInsetRect`); never negative in size.
    public func inset(_ rect: CGRect) -> CGRect {
        CGRect(
            x: Double(rect.minX) + left, y: Double(rect.minY) + top,
            width: max(0, Double(rect.width) - left - right), height: max(0, Double(rect.height) - top - bottom))
    }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String {
        "{\(NumberText.points(top)), \(NumberText.points(left)), \(NumberText.points(bottom)), \(NumberText.points(right))}"
    }
}
