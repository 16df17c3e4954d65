/// How points become pixels in a picture: one scale for every drawing on a page, so sizes
/// compare at a glance, and a margin around each screen.
public struct DrawingScale: Sendable, Hashable {
    /// Pixels per point.
    public let pixelsPerPoint: Double
    /// The margin around the screen outline, in pixels.
    public let margin: Double

    /// The default: 0.3 px per point puts a 13-inch iPad screen (1376 pt) in about 410 px, so a
    /// device's portrait and landscape rows fit a laptop screen at 100% with 10 px labels.
    public static let standard = DrawingScale(pixelsPerPoint: 0.3, margin: 8)

    public init(pixelsPerPoint: Double, margin: Double) {
        self.pixelsPerPoint = pixelsPerPoint
        self.margin = margin
    }

    /// A length in points, in pixels.
    func length(_ points: Double) -> Double { points * pixelsPerPoint }

    /// A coordinate in screen points, in pixels from the drawing's origin.
    func position(_ points: Double) -> Double { margin + points * pixelsPerPoint }
}
