/// A size in points in an app description (`{"width": 320, "height": 400}`).
public struct DescribedSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
