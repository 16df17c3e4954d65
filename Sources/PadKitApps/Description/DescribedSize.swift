/// A size in points in an app description (`{"width": 320, "height": 400}`).
public struct DescribedSize: Sendable, Hashable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Makes a described size from its parts; what is not given takes its default.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
