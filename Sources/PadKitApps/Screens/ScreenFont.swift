/// The font of a label, button or text field as Interface Builder writes it in
/// `<fontDescription>`: a system font of a size and weight, a text style, or a named font.
public struct ScreenFont: Sendable, Hashable {
    /// The point size (a text style's size at the default Large text size).
    public let pointSize: Double
    /// Whether the weight is bold or heavier (`boldSystem`, `weight="bold"`, a `-Bold` name, `headline`).
    public let isBold: Bool

    /// A text style's leading, the distance from one line to the next (`nil` for a font that is
    /// not a text style, whose lines follow each other at its line height).
    public let leading: Double?

    /// Makes a font.
    public init(pointSize: Double, isBold: Bool, leading: Double? = nil) {
        self.pointSize = pointSize
        self.isBold = isBold
        self.leading = leading
    }

    /// UIKit's text style sizes and leadings at the default (Large) content size category (Apple's
    /// Human Interface Guidelines, *Typography*, "Dynamic Type sizes", Large column). A text
    /// style's font carries the difference as its `leading`, which text layout puts between lines:
    /// a 3-line Caption 1 label is 14.32 + 2 × 16 = 46.5 pt high in Interface Builder's frames
    /// (NetNewsWire's account screens), where 3 × 14.32 would be 43.
    public static let textStyleSizes: [(style: String, size: Double, bold: Bool, leading: Double?)] = [
        ("UICTFontTextStyleLargeTitle", 34, false, 41), ("UICTFontTextStyleTitle0", 34, false, nil),
        ("UICTFontTextStyleTitle1", 28, false, 34), ("UICTFontTextStyleTitle2", 22, false, 28),
        ("UICTFontTextStyleTitle3", 20, false, 25), ("UICTFontTextStyleHeadline", 17, true, 22),
        ("UICTFontTextStyleBody", 17, false, 22), ("UICTFontTextStyleCallout", 16, false, 21),
        ("UICTFontTextStyleSubhead", 15, false, 20), ("UICTFontTextStyleFootnote", 13, false, 18),
        ("UICTFontTextStyleCaption1", 12, false, 16), ("UICTFontTextStyleCaption2", 11, false, 13),
    ]

    /// The body font, what UIKit's text views use when IB writes no font (17 pt).
    public static let body = ScreenFont(pointSize: 17, isBold: false)
}
