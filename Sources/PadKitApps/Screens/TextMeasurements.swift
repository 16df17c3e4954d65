import Foundation

/// Interface Builder's own measurements of text, taken from the frames it stored
/// (`padkit layout screens`' default, `--text-metrics model` to leave them out).
///
/// Interface Builder sized every label, button and text field whose size comes from its text
/// with the real fonts, and saved that size as the view's frame. So the stored frame of such a
/// view is a measurement of its text in its font, which PadKit (with no fonts) cannot make: a
/// one-line text has the same width in every window and every file of the app. A measurement is
/// taken only where the as-designed solve with the advance table shows that the view's size on
/// that axis is its intrinsic size (its text's, not a constraint's), and only from views IB did
/// not flag misplaced or ambiguous. The same text measured differently in two places (another
/// device's pixel grid, a stale frame) keeps the value measured most often (the smaller on a tie).
///
/// A multi-line label's stored height is its text's height at its stored width, taken where the
/// solve gives the label that width and the table's height of its text there. Texts IB never
/// measured keep the advance table; a measured text wrapped at a new width is wrapped by the table
/// scaled by its own ratio of IB's width to the table's. (Scaling the table
/// per font by the median ratio of the app's measured labels was tried and left out: with the
/// refitted table it changed no share by more than 3 views in ten apps.) The error of each
/// approximation is in `docs/layout-your-screens.md`.
public struct TextMeasurements: Sendable, Hashable {
    /// What a measurement is of: the element (`label`, `button`, `textField`, `textView`), its text, font and
    /// what else its intrinsic size depends on (a button's configuration, image and content insets, a text field's border).
    public struct Key: Sendable, Hashable {
        public var element: String
        public var text: String
        public var pointSize: Double
        public var weight: ScreenFont.Weight
        /// Whether the font is the system font, and the name of the app's font when a font
        /// description names it (`Menlo-Regular`, `AvenirNext-DemiBold`; `nil` for the system font):
        /// the same text at the same size and weight is another width in another font, so a
        /// measurement in one is none of the other.
        public var isSystemFont: Bool
        public var fontName: String?
        public var variant: String

        /// The key of `view`, `nil` for a view whose size does not come from its text: one whose
        /// intrinsic size Interface Builder was given (a placeholder) or measured by running the
        /// view's code (an `@IBDesignable` class, whose code may set another font than the file's),
        /// so its frame is no measurement of its text in the file's font. A button with a
        /// configuration and an image but no title has one too (an empty text): the configuration
        /// draws its image at a size of its own (Go Map!!'s `trash` 48 x 34, KeePassium's
        /// `doc.on.doc` 51 x 34), which Interface Builder measured and PadKit does not model.
        public init?(_ view: ScreenView) {
            let configuredImage =
                view.element == "button" && view.details["configuration"] != nil && view.image != nil && (view.text ?? "").isEmpty
            guard DesignedComparison.showsText(view) || configuredImage,
                view.details["placeholderIntrinsicWidth"] == nil
            else { return nil }
            let text = view.text ?? ""
            let font = view.font ?? .body
            element = view.element
            self.text = text
            pointSize = font.pointSize
            weight = font.weight
            isSystemFont = font.isSystemFont
            fontName = font.isSystemFont ? nil : view.details["fontName"]
            switch view.element {
            case "button":
                variant = [
                    view.details["configuration"] != nil ? "configuration" : "", view.image?.name ?? "",
                    view.details["contentEdgeInsets"] ?? "", view.details["backgroundImage"] ?? "",
                ].joined(separator: "|")
            case "textField": variant = view.details["borderStyle"] ?? ""
            case "label":
                // A label wrapping at an explicit `preferredMaxLayoutWidth` is measured wrapped there,
                // apart from the same text measured on one line.
                variant = IntrinsicContentSize.preferredMaxLayoutWidth(view).map { "preferredMaxLayoutWidth=\($0)" } ?? ""
            default: variant = ""
            }
        }

        /// Whether `view` is a text view sized by its text: one that does not scroll
        /// (``IntrinsicContentSize/textViewInsets(_:)``) and shows a text. Interface Builder sized it
        /// with the real fonts like a label, its text container's insets and padding around the
        /// text, so its stored frame is a measurement of its text as a text view lays it out
        /// (TextKit's lines, not a label's: a one-line text view in Subheadline is 36 pt high, 16
        /// pt of insets and the text style's 20-pt leading, where a label is 18).
        static func sizesToText(_ view: ScreenView) -> Bool {
            IntrinsicContentSize.textViewInsets(view) != nil && !(view.text ?? "").isEmpty
        }
    }

    /// A text wrapped at a width (a thousandth of a point apart at most).
    public struct Wrap: Sendable, Hashable {
        public var key: Key
        public var width: Double

        /// The text of `key` wrapped at `width`.
        public init(_ key: Key, width: Double) {
            self.key = key
            self.width = (width * 1000).rounded() / 1000
        }
    }

    /// Measured intrinsic widths and heights, by text.
    public var widths: [Key: Double] = [:]
    public var heights: [Key: Double] = [:]
    /// Measured heights of multi-line labels' texts wrapped at a width: Interface Builder wrapped
    /// the text at the label's stored width and stored the height of the lines it made, so the
    /// label's height at that width is the text's, in every file and window (at another width the
    /// table wraps it, scaled by ``textScales``).
    public var wrappedHeights: [Wrap: Double] = [:]
    /// Per text, IB's width over the advance table's (what wrapping it at a new width scales by).
    public var textScales: [Key: Double] = [:]

    /// The line height of each font the app names, as a fraction of its point size, by its
    /// PostScript name (``ScreenFont/name``): the median over the one-line labels in that font
    /// whose height the solve gives their text (``lineHeight(stored:pointSize:scale:)``).
    ///
    /// The advance table's vertical metrics are SF Pro's. A font the app names (its file listed
    /// under `<customFonts>` and shipped in the bundle, or one of iOS's own such as Menlo or
    /// Courier) has a line height of its own: `UIFont.lineHeight` is the font's ascender,
    /// descender and line gap (its `hhea` table), and a one-line label's intrinsic height is that,
    /// rounded up to the pixel (UIKit's `UIFont.lineHeight` documentation). Interface Builder drew
    /// the labels with the real fonts, and 2 of the 259 one-line labels in a named font of the
    /// apps read are stored at SF Pro's 1.1934 × their size: Blockstream Green's Menlo 14 is
    /// 16.33 high on a 3x screen (about 1.16), Threema's Courier 17 is 17 (about 1.0), Lockdown's
    /// Montserrat 12, 14 and 17 are 15, 17.5 and 21 (about 1.22). So a text in such a font, in a
    /// file that did not measure that text, takes its font's measured line height
    /// (`docs/sources.md`, "round 16, text:"). Its width is left to the table: the ratio of IB's
    /// widths to the table's varies by text (Montserrat 1.08 to 1.17), and scaling by the median
    /// ratio lost Lockdown 3 views.
    public var lineHeights: [String: Double] = [:]

    /// No measurements: the advance table alone.
    public static let none = TextMeasurements()

    /// Whether there are none.
    public var isEmpty: Bool { widths.isEmpty && heights.isEmpty && wrappedHeights.isEmpty }

    /// The measurements the as-designed layouts of `report` (laid out with `metrics` and no
    /// measurements) give, from every file but `excluding` (a file's own frames left out, to measure
    /// how well other files' measurements carry over).
    public static func collect(from report: ScreensReport, metrics: TextMetrics, excluding: String? = nil) -> TextMeasurements {
        var widthSamples: [Key: [Double]] = [:]
        var heightSamples: [Key: [Double]] = [:]
        var scaleSamples: [Key: [Double]] = [:]
        var wrapSamples: [Wrap: [Double]] = [:]
        var lineHeightSamples: [String: [Double]] = [:]
        for file in report.files where file.file.designedFor != nil && file.file.file != excluding {
            for (_, windows) in file.scenes {
                for layout in windows where layout.window.designed {
                    for entry in layout.views where entry.installed && entry.frameAmbiguousAxes.isEmpty {
                        // Interface Builder measured the text at the text size it laid the file out at.
                        let view = entry.view.at(file.file.designedContentSizeCategory)
                        guard !view.isMisplaced, !view.isAmbiguous, let stored = view.storedFrame, let frame = entry.frame,
                            let key = Key(view)
                        else { continue }
                        let font = view.font ?? .body
                        let oneLine = IntrinsicContentSize.of(
                            view, images: file.file.imageSizes, metrics: metrics, scale: layout.window.scale, maxWidth: nil,
                            liquidGlass: file.file.designedWithLiquidGlass)
                        // The width is the text's when the solve gave the view its one-line width.
                        if abs(Double(frame.width) - Double(oneLine.width)) < 0.01, stored.width > 0 {
                            widthSamples[key, default: []].append(Double(stored.width))
                            let model = metrics.width(of: key.text, font: font)
                            if view.element == "label", model > 0, !key.text.contains(where: TextMetrics.isLineBreak) {
                                scaleSamples[key, default: []].append(Double(stored.width) / model)
                            }
                        }
                        // The height is the text's when the view shows it on one line and the solve gave it that height.
                        let unwrapped =
                            (view.numberOfLines == 1 && view.element != "textView") || Double(frame.width) >= Double(oneLine.width) - 0.01
                        if unwrapped, abs(Double(frame.height) - Double(oneLine.height)) < 0.01, stored.height > 0 {
                            heightSamples[key, default: []].append(Double(stored.height))
                            // A one-line label in a font the app names measures that font's line height.
                            if view.element == "label", let name = font.name, view.paragraphStyle == nil,
                                !key.text.contains(where: TextMetrics.isLineBreak)
                            {
                                lineHeightSamples[name, default: []].append(
                                    lineHeight(stored: Double(stored.height), pointSize: font.pointSize, scale: layout.window.scale))
                            }
                        }
                        // A wrapped label's height is its text's at its width when IB stored the width the
                        // solve gave it and the solve gave it its text's height at that width.
                        if !unwrapped, view.element == "label", abs(Double(stored.width) - Double(frame.width)) < 0.01, stored.height > 0 {
                            let wrapped = IntrinsicContentSize.of(
                                view, images: file.file.imageSizes, metrics: metrics, scale: layout.window.scale,
                                maxWidth: Double(frame.width), liquidGlass: file.file.designedWithLiquidGlass)
                            if abs(Double(frame.height) - Double(wrapped.height)) < 0.01 {
                                wrapSamples[Wrap(key, width: Double(frame.width)), default: []].append(Double(stored.height))
                            }
                        }
                    }
                }
            }
        }
        var result = TextMeasurements()
        result.widths = widthSamples.mapValues(mode)
        result.heights = heightSamples.mapValues(mode)
        result.wrappedHeights = wrapSamples.mapValues(mode)
        result.textScales = scaleSamples.mapValues(median)
        result.lineHeights = lineHeightSamples.mapValues(median)
        return result
    }

    /// The line height, as a fraction of the point size, that a one-line label's stored height
    /// `height` at `pointSize` gives on a screen of `scale` pixels a point: the stored height is
    /// the line rounded up to the pixel, so the line lies in the pixel below it, and its middle
    /// is taken (Menlo 14 stored 16.33 at 3x: 16.17 / 14 = 1.155, which rounds up to 16.33 again).
    static func lineHeight(stored height: Double, pointSize: Double, scale: Double) -> Double {
        (height - 0.5 / max(1, scale)) / pointSize
    }

    /// The value measured most often; the smaller one on a tie.
    static func mode(_ values: [Double]) -> Double {
        var counts: [Double: Int] = [:]
        for value in values { counts[(value * 1000).rounded() / 1000, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first?.key ?? 0
    }

    /// The median (the lower middle value of an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 1 : sorted[(sorted.count - 1) / 2]
    }
}

extension TextMetrics {
    /// `self` with Interface Builder's measurements of the texts of `files` (``TextMeasurements``,
    /// collected from their as-designed layouts laid out with `self`), and that as-designed report:
    /// how `padkit layout screens` measures text unless the table alone is asked for.
    public func measuringInterfaceBuilder(
        _ files: [ScreenFile]
    ) throws(ScreenReadingError) -> (metrics: TextMetrics, designed: ScreensReport) {
        let designed = try ScreensReport(files: files, sceneID: nil, windows: nil, metrics: self)
        var metrics = self
        metrics.measurements = TextMeasurements.collect(from: designed, metrics: self)
        return (metrics, designed)
    }
}
