/// The font of a label, button or text field as Interface Builder writes it in
/// `<fontDescription>`: a system font of a size and weight, a text style, or a named font.
public struct ScreenFont: Sendable, Hashable {
    /// The point size (a text style's size at the default Large text size).
    public let pointSize: Double
    /// Whether the weight is bold or heavier (`boldSystem`, `weight="bold"`, a `-Bold` name, `headline`).
    public let isBold: Bool

    /// Makes a font.
    public init(pointSize: Double, isBold: Bool) {
        self.pointSize = pointSize
        self.isBold = isBold
    }

    /// UIKit's text style sizes at the default (Large) content size category (Apple's Human
    /// Interface Guidelines, *Typography*, "Dynamic Type sizes", Large column).
    public static let textStyleSizes: [(style: String, size: Double, bold: Bool)] = [
        ("UICTFontTextStyleLargeTitle", 34, false), ("UICTFontTextStyleTitle0", 34, false),
        ("UICTFontTextStyleTitle1", 28, false), ("UICTFontTextStyleTitle2", 22, false),
        ("UICTFontTextStyleTitle3", 20, false), ("UICTFontTextStyleHeadline", 17, true),
        ("UICTFontTextStyleBody", 17, false), ("UICTFontTextStyleCallout", 16, false),
        ("UICTFontTextStyleSubhead", 15, false), ("UICTFontTextStyleFootnote", 13, false),
        ("UICTFontTextStyleCaption1", 12, false), ("UICTFontTextStyleCaption2", 11, false),
    ]

    /// The body font, what UIKit's text views use when IB writes no font (17 pt).
    public static let body = ScreenFont(pointSize: 17, isBold: false)
}
