import PadKit

/// The font of a label, button or text field as Interface Builder writes it in
/// `<fontDescription>`: a system font of a size and weight, a text style, or a named font.
public struct ScreenFont: Sendable, Hashable {
    /// `UIFont.Weight`, as Interface Builder names it in `weight="..."` (`boldSystem` is `bold`).
    public enum Weight: Int, Sendable, Hashable, Comparable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The weight Interface Builder writes as `name`, `nil` for a name it does not write.
        public init?(name: String) {
            guard let weight = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
            self = weight
        }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A text style's size and leading at one content size category.
    public struct StyleMetrics: Sendable, Hashable {
        public let size: Double
        /// The distance from one line to the next, `nil` for the line height.
        public let leading: Double?
    }

    /// The point size (a text style's size at the default Large text size).
    public let pointSize: Double
    /// The weight (`regular` for a named font whose name gives none).
    public let weight: Weight

    /// A text style's leading, the distance from one line to the next (`nil` for a font that is
    /// not a text style, whose lines follow each other at its line height).
    public let leading: Double?

    /// The text style (`UICTFontTextStyleBody`, ...), `nil` for a font of a fixed size.
    public let textStyle: String?

    /// Whether this is the system font, San Francisco (`type="system"`, a text style, or a name of
    /// the system's own such as `.AppleSystemUIFont`), whose face changes with the point size
    /// (``TextMetrics/displayPointSize``); `false` for a font named by the app (`Avenir-Book`).
    public let isSystemFont: Bool

    /// The PostScript name of a font the app names (`Montserrat-Regular`, `Courier`), `nil` for the
    /// system font: what Interface Builder's measurement of the font's own line height is kept by
    /// (``TextMeasurements/lineHeights``).
    public let name: String?

    /// Whether the weight is bold or heavier (`boldSystem`, `weight="bold"`, a `-Bold` name).
    public var isBold: Bool { weight >= .bold }

    /// Makes a font.
    public init(
        pointSize: Double, weight: Weight = .regular, leading: Double? = nil, textStyle: String? = nil, isSystemFont: Bool = true,
        name: String? = nil
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.leading = leading
        self.textStyle = textStyle
        self.isSystemFont = isSystemFont
        self.name = isSystemFont ? nil : name
    }

    /// Whether a font name Interface Builder writes (`<fontDescription name="...">`, an attributed
    /// text's `<font name="...">`) is the system font's: the system's own fonts have names starting
    /// with a dot (`.AppleSystemUIFont`, `.SFUI-Regular`, `.SFNSDisplay-Bold`), which no installed
    /// font may take.
    public static func isSystemFontName(_ name: String) -> Bool { name.hasPrefix(".") }

    /// The font of `style` (a `UICTFontTextStyle...` name) at the default Large text size, with
    /// `weight` when the file gives one, else the style's own; `nil` for a style not in the table.
    public static func textStyle(_ style: String, weight: Weight? = nil) -> ScreenFont? {
        guard let entry = textStyles.first(where: { $0.style == style }) else { return nil }
        return ScreenFont(pointSize: entry.large.size, weight: weight ?? entry.weight, leading: entry.large.leading, textStyle: style)
    }

    /// This font at `category`: a text style takes that category's size and leading; a font of a
    /// fixed size is unchanged, and so is a text style at a category other than xSmall (only Large,
    /// the default, and xSmall, where some Interface Builder versions laid files out, are modelled).
    public func at(_ category: ContentSizeCategory) -> ScreenFont {
        guard category == .extraSmall, let textStyle,
            let metrics = Self.textStyles.first(where: { $0.style == textStyle })?.extraSmall
        else { return self }
        return ScreenFont(
            pointSize: metrics.size, weight: weight, leading: metrics.leading, textStyle: textStyle, isSystemFont: isSystemFont, name: name)
    }

    /// UIKit's text styles: their weight, and their size and leading at the default (Large) and
    /// the smallest (xSmall) content size categories (Apple's Human Interface Guidelines,
    /// *Typography*, "Dynamic Type sizes", iOS, the Large and xSmall columns). A text style's font
    /// carries its leading, which text layout puts between lines: a 3-line Caption 1 label is
    /// 14.32 + 2 × 16 = 46.5 pt high in Interface Builder's frames (NetNewsWire's account screens),
    /// where 3 × 14.32 would be 43. `UICTFontTextStyleTitle0`, what Interface Builder writes for
    /// Large Title, is UIKit's `UIFont.TextStyle.largeTitle` (its raw value), so it has Large
    /// Title's row: 31 pt at xSmall, as Soundscape's Title 0 label in a file of Xcode 13 (plug-in
    /// 20020) is stored 37 high, 31 × 1.1934 rounded up (`docs/sources.md`, "round 15, text:").
    public static let textStyles: [(style: String, weight: Weight, large: StyleMetrics, extraSmall: StyleMetrics?)] = [
        ("UICTFontTextStyleTitle0", .regular, StyleMetrics(size: 34, leading: 41), StyleMetrics(size: 31, leading: 38)),
        ("UICTFontTextStyleLargeTitle", .regular, StyleMetrics(size: 34, leading: 41), StyleMetrics(size: 31, leading: 38)),
        ("UICTFontTextStyleTitle1", .regular, StyleMetrics(size: 28, leading: 34), StyleMetrics(size: 25, leading: 31)),
        ("UICTFontTextStyleTitle2", .regular, StyleMetrics(size: 22, leading: 28), StyleMetrics(size: 19, leading: 24)),
        ("UICTFontTextStyleTitle3", .regular, StyleMetrics(size: 20, leading: 25), StyleMetrics(size: 17, leading: 22)),
        ("UICTFontTextStyleHeadline", .semibold, StyleMetrics(size: 17, leading: 22), StyleMetrics(size: 14, leading: 19)),
        ("UICTFontTextStyleBody", .regular, StyleMetrics(size: 17, leading: 22), StyleMetrics(size: 14, leading: 19)),
        ("UICTFontTextStyleCallout", .regular, StyleMetrics(size: 16, leading: 21), StyleMetrics(size: 13, leading: 18)),
        ("UICTFontTextStyleSubhead", .regular, StyleMetrics(size: 15, leading: 20), StyleMetrics(size: 12, leading: 16)),
        ("UICTFontTextStyleFootnote", .regular, StyleMetrics(size: 13, leading: 18), StyleMetrics(size: 12, leading: 16)),
        ("UICTFontTextStyleCaption1", .regular, StyleMetrics(size: 12, leading: 16), StyleMetrics(size: 11, leading: 13)),
        ("UICTFontTextStyleCaption2", .regular, StyleMetrics(size: 11, leading: 13), StyleMetrics(size: 11, leading: 13)),
    ]

    /// The body font, what UIKit's text views use when IB writes no font (17 pt).
    public static let body = ScreenFont(pointSize: 17)
}
