import Foundation

/// Insets on each edge of a rectangle (`UIEdgeInsets`).
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

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
        CGRect(x: Double(rect.minX) + left, y: Double(rect.minY) + top,
               width: max(0, Double(rect.width) - left - right), height: max(0, Double(rect.height) - top - bottom))
    }

    public var description: String {
        "{\(NumberText.points(top)), \(NumberText.points(left)), \(NumberText.points(bottom)), \(NumberText.points(right))}"
    }
}
