import Foundation

/// PadKit's approximation of text measurement, since no UIKit fonts exist here.
///
/// The model (named "PadKit advance table" in the docs): a line of text is as wide as the sum
/// of per-character advances, in thousandths of the point size, from a table that starts at
/// Helvetica's published advance widths (Adobe's Helvetica AFM) and is fitted, by ridge least
/// squares pulled toward those widths, to the single-line system-font labels whose frames
/// Interface Builder stored in real apps (IB measured them with SF Pro), refitted on the 415 such
/// labels of 21 apps whose width the as-designed solve gives their text (`Scripts/fit-advance-table.py`;
/// within 1 pt of IB's width for 48.4 % of them, leave-one-app-out, against 43.4 % before);
/// heavier weights are wider: medium by ``mediumWidthFactor``, semibold by ``semiboldWidthFactor``,
/// bold and heavier by ``boldWidthFactor`` (fitted on the same labels, below); the system font's
/// figures from regular weight up are SF Pro's own (``figureAdvances``); characters outside
/// the table (CJK, emoji) take ``otherAdvance``. The system font from 20 pt is SF Pro Display,
/// whose letters are narrower per em than the Text face the table is fitted on: they take
/// ``displayWidthFactor`` (``displayPointSize``). Vertical metrics are SF Pro's: line height 1.1934 × the point size,
/// ascender 0.9521, descender 0.2412 (units 1950 and 494 of 2048). Sizes are rounded up to the
/// device's pixel, as UIKit rounds a label's intrinsic size. The error against IB's stored
/// frames is in `docs/layout-your-screens.md`; a team replaces the model with its own numbers
/// (`--text-metrics FILE`, ``load(_:)``).
public struct TextMetrics: Sendable, Hashable {
    /// Advances in thousandths of the point size, by character.
    public var advances: [Character: Double]
    /// The advance of a character not in ``advances``.
    public var otherAdvance: Double
    /// How much wider bold text is (and heavy and black).
    public var boldWidthFactor: Double
    /// How much wider medium and semibold text are (`UIFont.Weight.medium`, `.semibold`, which the
    /// Headline text style is). Fitted on the 561 one-line system-font labels of the fetched apps
    /// whose width the as-designed solve gives their text: medium labels are a median 3.9 % wider
    /// than the table's regular width, semibold ones 1.9 % narrower than its bold width; with
    /// 1.03 and 1.04 (semibold was bold's 1.06, medium regular's 1), 298 of the 561 widths are
    /// within 1 pt of IB's, against 270 (docs/layout-your-screens.md, "Weights").
    public var mediumWidthFactor = 1.03
    public var semiboldWidthFactor = 1.04
    /// How much narrower the system font's letters, punctuation and spaces (the table's characters
    /// but the figures; CJK and emoji come from other fonts) are from ``displayPointSize`` on,
    /// where UIKit's San Francisco is SF Pro Display (Apple's Human Interface Guidelines,
    /// *Typography*: SF Pro Text for text of 19 pt or less, SF Pro Display from 20 pt; the variable
    /// system font of iOS 14 and macOS 11 follows the point size along its optical-size axis).
    /// Fitted by least squares (0.9707) on the 52 one-line system-font labels of 20 pt or more whose
    /// width the as-designed solve gives their text, where IB's widths are a median 2.6 % below the
    /// table's: 9 of the 52 within 1 pt without it, 20 with 0.97, 26 with the factor fitted
    /// without the app each label is in (docs/layout-your-screens.md, "Round 14"). The figures
    /// keep their width: the 6 labels of figures alone ("0", "320", "399", "4:59") are as wide as
    /// the table's or wider.
    public var displayWidthFactor = 0.97
    /// The point size from which the system font is SF Pro Display.
    public static let displayPointSize = 20.0
    /// The system font's own figures, in thousandths of an em, for regular text and heavier; they
    /// take the place of ``advances``' figures, which the fit pulled toward Helvetica's tabular 556.
    ///
    /// San Francisco's figures are proportional by default (`1` narrow, `0` and `4` wide): these
    /// are the advances of SF Pro Display's `hmtx` table, 2048 units an em, in the font file one of
    /// the apps read carries for its screenshots. Taken as they are, nothing fitted, they put 23
    /// more of the 906 one-line system-font labels IB measured in both folders of apps within 1 pt
    /// of IB's width (433 -> 456); WooCommerce's "$40.00" rows gain 2 views and no app folder loses
    /// one (docs/sources.md, "round 15, text (second task)"). Light and thinner text keeps the
    /// table's figures: Loop's 45-pt light "0", twice 25.5 wide in IB, is the table's width and 2
    /// pt under the regular `0`'s (lighter figures are narrower, and no light figures were read).
    public var figureAdvances: [Character: Double] = [
        "0": 606, "1": 443, "2": 566, "3": 592, "4": 605, "5": 585, "6": 599, "7": 547, "8": 599, "9": 599,
    ]
    /// Line height, ascender and descender as fractions of the point size.
    public var lineHeight: Double
    public var ascender: Double
    public var descender: Double
    /// What every width of the table is multiplied by (1 for the table itself; a calibration
    /// against Interface Builder's measurement of a text otherwise, ``calibrated(for:)``).
    public var widthScale = 1.0
    /// Interface Builder's measurements of the app's texts, used before the table
    /// (``IntrinsicContentSize``); none for the table alone (`--text-metrics model`).
    public var measurements = TextMeasurements.none

    /// The width of one line of `text`, unrounded (a line break takes no width: ``isLineBreak(_:)``).
    public func width(of text: String, font: ScreenFont) -> Double {
        let display = font.isSystemFont && font.pointSize >= Self.displayPointSize
        let figures = font.isSystemFont && font.weight >= .regular ? figureAdvances : [:]
        var units = 0.0
        for character in text where !Self.isLineBreak(character) {
            guard let advance = figures[character] ?? advances[character] ?? baseLetterAdvance(character) else {
                units += otherAdvance
                continue
            }
            units += display && !Self.figures.contains(character) ? advance * displayWidthFactor : advance
        }
        return units / 1000 * font.pointSize * widthFactor(font.weight) * widthScale
    }

    /// The line height of `font` as a fraction of its point size: Interface Builder's measurement
    /// of a font the app names (``TextMeasurements/lineHeights``), SF Pro's ``lineHeight`` otherwise.
    public func lineHeight(of font: ScreenFont) -> Double {
        font.name.flatMap { measurements.lineHeights[$0] } ?? lineHeight
    }

    /// The advance of a letter with diacritics not in the table (`é`, `ü`, `ř`, `å`): its base
    /// letter's, or `nil` for any other character.
    ///
    /// A font draws a precomposed accented letter as its base glyph with a mark placed over or under
    /// it, and gives it the base letter's advance (in SF Pro Display's `hmtx` table `é`, `ü`, `ř`,
    /// `å`, `č`, `ž`, `ñ`, `í`, `Ä` and `Ü` are each exactly as wide as their base letter, as in
    /// Helvetica's AFM, where every accented letter has its base letter's width); a letter written
    /// as the base and combining marks (`e` + U+0301) is the same glyph. So the letter takes the
    /// advance of the first scalar of its canonical decomposition when the rest are non-spacing
    /// marks (Unicode's general category Mn). Before, each took ``otherAdvance``, a full em, meant
    /// for CJK and emoji: eRouska's Czech text views and Corona-Warn-App's German labels were
    /// wrapped a line too many (`docs/sources.md`, "round 15, text:").
    private func baseLetterAdvance(_ character: Character) -> Double? {
        let scalars = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
        guard scalars.count > 1, let base = scalars.first,
            scalars.dropFirst().allSatisfy({ $0.properties.generalCategory == .nonspacingMark })
        else { return nil }
        return advances[Character(base)]
    }

    /// The figures, whose width SF Pro Display keeps (``displayWidthFactor``).
    private static let figures = Set("0123456789")

    /// How much wider than regular text `weight` is (light and thinner weights as regular: the
    /// labels IB stored give no evidence of them narrower).
    public func widthFactor(_ weight: ScreenFont.Weight) -> Double {
        switch weight {
        case .ultraLight, .thin, .light, .regular: return 1
        case .medium: return mediumWidthFactor
        case .semibold: return semiboldWidthFactor
        case .bold, .heavy, .black: return boldWidthFactor
        }
    }

    /// The table as it measures the text of `key`: scaled by IB's measurement of that text when
    /// there is one (a measured text wrapped at a new width), else as it is; its lines at the
    /// measured line height of a font the app names (``TextMeasurements/lineHeights``).
    public func calibrated(for key: TextMeasurements.Key?) -> TextMetrics {
        var result = self
        result.measurements = .none
        // A named font's measured line height still measures its lines.
        result.measurements.lineHeights = measurements.lineHeights
        if let key, let scale = measurements.textScales[key] { result.widthScale = widthScale * scale }
        return result
    }

    /// The height of `lines` lines: each line's height, and a text style's leading from one line to
    /// the next (``ScreenFont/leading``); with an attributed text's `paragraph` style, each line's
    /// height as the style gives it and its line spacing between them.
    public func height(lines: Int, font: ScreenFont, paragraph: ScreenParagraphStyle? = nil) -> Double {
        let natural = lineHeight(of: font) * font.pointSize
        let count = Double(max(1, lines))
        if let paragraph { return count * paragraph.lineHeight(natural: natural) + (count - 1) * paragraph.lineSpacing }
        return count * natural + (count - 1) * max(0, (font.leading ?? natural) - natural)
    }

    /// A label's intrinsic size: one line per `\n`-separated line (at most `numberOfLines`,
    /// 0 for no limit), wrapped greedily by words at `maxWidth` when given, rounded up to `scale`.
    public func labelSize(
        _ text: String, font: ScreenFont, numberOfLines: Int, maxWidth: Double?, scale: Double, paragraph: ScreenParagraphStyle? = nil
    ) -> CGSize {
        let lines = self.lines(of: text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth)
        let widest = lines.map { self.width(of: $0, font: font) }.max() ?? 0
        let capped = maxWidth.map { min(widest, $0) } ?? widest
        return CGSize(
            width: Self.ceil(capped, scale), height: Self.ceil(height(lines: lines.count, font: font, paragraph: paragraph), scale))
    }

    /// The lines a label shows `text` on: one per line of its own (``paragraphs(of:)``; at most
    /// `numberOfLines`, 0 for no limit), wrapped greedily by words at `maxWidth` when given.
    public func lines(of text: String, font: ScreenFont, numberOfLines: Int, maxWidth: Double?) -> [String] {
        var lines: [String] = []
        for paragraph in Self.paragraphs(of: text) {
            lines += wrap(String(paragraph), font: font, maxWidth: numberOfLines == 1 ? nil : maxWidth)
        }
        return numberOfLines > 0 ? Array(lines.prefix(numberOfLines)) : lines
    }

    /// Whether `character` ends a line wherever it stands: a line feed, a carriage return (alone or
    /// before a line feed), the line separator U+2028, the paragraph separator U+2029, the next-line
    /// control U+0085, a vertical tab or a form feed (Swift's `Character.isNewline`).
    ///
    /// These are Unicode's mandatory breaks (UAX #14, "Line Breaking Algorithm": classes BK, CR, LF
    /// and NL, "always break after hard line breaks"), and TextKit starts a new line after each: Apple
    /// names U+2028 `NSLineSeparatorCharacter` and U+2029 `NSParagraphSeparatorCharacter`. Interface
    /// Builder writes what a designer types with Option-Return (or pastes) into a label's or text
    /// view's text as the character itself, and its frames show the break: Soundscape's two-line
    /// Footnote label "WAKE UP", U+2028, "NOW" is stored 34 high, two lines (16 + 18), where read as
    /// one line it was 16; CovidSafe's non-scrolling text view whose paragraphs are separated by
    /// U+2028 is stored three Body lines (66 pt) taller than without the breaks. Before, only `\n`
    /// broke a line, and U+2028 was measured as a character of its own a full em wide
    /// (``otherAdvance``). The files of nine apps have such a text (`docs/sources.md`, "round 18,
    /// text:").
    public static func isLineBreak(_ character: Character) -> Bool { character.isNewline }

    /// The lines of `text` that its line breaks make (``isLineBreak(_:)``), empty ones kept.
    public static func paragraphs(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak)
    }

    /// Words packed into lines no wider than `maxWidth`; a word wider than a line by itself is
    /// broken between characters, as many as fit on each line.
    ///
    /// TextKit breaks a word that does not fit on a line by itself between characters (with
    /// `NSLineBreakMode.byWordWrapping`, and with the truncating modes on every line but the last of
    /// a multi-line label): `UILabel`'s and `NSParagraphStyle.lineBreakMode`'s documentation,
    /// "wrapping occurs at word boundaries, unless the word itself doesn't fit on a single line".
    /// Interface Builder's frames show it: Corona-Warn-App's two multi-line labels whose texts are
    /// single 30-character keys (`BackgroundAppRefreshTitleLabel`) are stored two lines high at
    /// 193 and 181 pt (`docs/sources.md`, "round 15, text:").
    private func wrap(_ paragraph: String, font: ScreenFont, maxWidth: Double?) -> [String] {
        guard let maxWidth, maxWidth > 0, width(of: paragraph, font: font) > maxWidth else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || width(of: candidate, font: font) <= maxWidth {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
            // A word too wide for a line of its own: its characters fill lines, the rest starts the next.
            while current.count > 1, width(of: current, font: font) > maxWidth, !current.contains(" ") {
                var head = ""
                for character in current {
                    guard head.isEmpty || width(of: head + String(character), font: font) <= maxWidth else { break }
                    head.append(character)
                }
                lines.append(head)
                current = String(current.dropFirst(head.count))
            }
        }
        lines.append(current)
        return lines
    }

    /// `value` rounded up to the pixel grid of `scale` (tolerating float noise).
    public static func ceil(_ value: Double, _ scale: Double) -> Double {
        (value * scale - 1e-6).rounded(.up) / scale
    }

    /// PadKit's default table (see the type's documentation).
    public static let standard = TextMetrics(
        advances: Dictionary(uniqueKeysWithValues: fittedAdvances.map { (Character($0.key), $0.value) })
            .merging(punctuationAdvances) { fitted, _ in fitted },
        otherAdvance: 1000, boldWidthFactor: 1.06, lineHeight: 1.1934, ascender: 0.9521, descender: 0.2412)

    /// Typographic punctuation the fitted table (ASCII only) lacks, which it measured a full em wide
    /// (``otherAdvance``, meant for CJK and emoji): the curly apostrophe and quotes are their straight
    /// counterparts' fitted advances (`'` 188, `"` 355), the no-break space the space's, the bullet
    /// 460, the middle dot 278 and the single guillemets 333 (Helvetica's `periodcentered` and
    /// `guilsinglleft`/`right`, the table's base).
    ///
    /// Interface Builder's measurements of one-line system-font labels show it (`docs/sources.md`,
    /// "round 18, text:"): Element's 17-pt semibold "We’re ending support for iOS 11" is 250.5 wide
    /// and Canvas's "What’s your school’s name?" 213, where the table with an em per `’` made them
    /// 265.5 and 241 and with 188 puts them within 1 pt; a lone `•` is 6.5 at 14 pt (Pocket Casts)
    /// and 11 at 24 (Radar COVID), 0.43 to 0.47 of the size, where Helvetica's bullet is 0.35; Pocket
    /// Casts' 15-pt `·` is 4.5 and iNaturalist's 20-pt "Swipe ›" 66.5. The curly apostrophe is in
    /// 54 texts of 15 of the training apps, the bullet in 32 of 8. The ellipsis, arrows, dashes and
    /// emoji are left at an em: IB's few measurements of them do not agree on one width.
    static let punctuationAdvances: [Character: Double] = [
        "\u{2019}": 188, "\u{2018}": 188, "\u{201C}": 355, "\u{201D}": 355, "\u{00A0}": 290, "\u{2022}": 460,
        "\u{00B7}": 278, "\u{2039}": 333, "\u{203A}": 333,
    ]

    private static let fittedAdvances: [String: Double] = [
        " ": 290, "!": 279, "\"": 355, "#": 556, "$": 556, "%": 889, "&": 667, "'": 188, "(": 334, ")": 334,
        "*": 390, "+": 585, ",": 276, "-": 334, ".": 277, "/": 280, "0": 559, "1": 546, "2": 556, "3": 559, "4": 558,
        "5": 555, "6": 558, "7": 551, "8": 557, "9": 554, ":": 278, ";": 277, "<": 584, "=": 584, ">": 584, "?": 556,
        "@": 1013, "A": 660, "B": 664, "C": 725, "D": 714, "E": 664, "F": 602, "G": 765, "H": 721, "I": 276,
        "J": 499, "K": 663, "L": 560, "M": 839, "N": 714, "O": 775, "P": 659, "Q": 778, "R": 706, "S": 647, "T": 603,
        "U": 715, "V": 663, "W": 951, "X": 664, "Y": 667, "Z": 611, "[": 278, "\\": 278, "]": 278, "^": 469,
        "_": 556, "`": 333, "a": 557, "b": 554, "c": 524, "d": 548, "e": 550, "f": 293, "g": 554, "h": 553, "i": 225,
        "j": 215, "k": 518, "l": 191, "m": 838, "n": 560, "o": 573, "p": 580, "q": 556, "r": 339, "s": 490, "t": 315,
        "u": 555, "v": 495, "w": 739, "x": 501, "y": 490, "z": 498, "{": 334, "|": 260, "}": 334, "~": 584,
    ]

    /// Reads a team's metrics: `{"advances": {"a": 556, ...}, "figureAdvances": {"0": 606, ...}, "otherAdvance": 1000,
    /// "boldWidthFactor": 1.06, "semiboldWidthFactor": 1.04, "mediumWidthFactor": 1.03,
    /// "displayWidthFactor": 0.97, "lineHeight": 1.1934, "ascender": 0.9521, "descender": 0.2412}`, every key optional
    /// (missing ones keep the standard values). A figure given in `advances` and not in
    /// `figureAdvances` is the system font's figure too.
    ///
    /// - Throws: ``ScreenReadingError/invalidTextMetrics(file:reason:)`` naming the bad key.
    public static func load(_ data: Data, file: String) throws(ScreenReadingError) -> TextMetrics {
        guard let object = try? JSONSerialization.jsonObject(with: data), let pairs = object as? [String: Any] else {
            throw .invalidTextMetrics(file: file, reason: "not a JSON object")
        }
        var metrics = TextMetrics.standard
        for key in pairs.keys.sorted() {
            let value = pairs[key]
            func number() throws(ScreenReadingError) -> Double {
                guard let n = value as? Double, n.isFinite, n > 0 else {
                    throw .invalidTextMetrics(file: file, reason: "\(key) must be a positive number")
                }
                return n
            }
            switch key {
            case "advances":
                // A figure the file measures is its system font's figure too, unless `figureAdvances`
                // (read after it, the keys in order) says otherwise: the standard SF Pro figures must
                // not hide a team's own measurement.
                for (character, advance) in try characterAdvances(value, key: key, file: file) {
                    metrics.advances[character] = advance
                    if character.isASCII, character.isWholeNumber { metrics.figureAdvances[character] = advance }
                }
            case "figureAdvances":
                try characterAdvances(value, key: key, file: file).forEach { metrics.figureAdvances[$0.key] = $0.value }
            case "otherAdvance": metrics.otherAdvance = try number()
            case "boldWidthFactor": metrics.boldWidthFactor = try number()
            case "semiboldWidthFactor": metrics.semiboldWidthFactor = try number()
            case "mediumWidthFactor": metrics.mediumWidthFactor = try number()
            case "displayWidthFactor": metrics.displayWidthFactor = try number()
            case "lineHeight": metrics.lineHeight = try number()
            case "ascender": metrics.ascender = try number()
            case "descender": metrics.descender = try number()
            default: throw .invalidTextMetrics(file: file, reason: "unknown key \(key)")
            }
        }
        return metrics
    }

    /// A metrics file's table of advances by character (`advances`, `figureAdvances`).
    private static func characterAdvances(_ value: Any?, key: String, file: String) throws(ScreenReadingError) -> [Character: Double] {
        guard let table = value as? [String: Any] else {
            throw .invalidTextMetrics(file: file, reason: "\(key) must be an object")
        }
        var result: [Character: Double] = [:]
        for (text, advance) in table.sorted(by: { $0.key < $1.key }) {
            guard text.count == 1, let character = text.first, let a = advance as? Double, a.isFinite, a >= 0 else {
                throw .invalidTextMetrics(file: file, reason: "\(key).\(text) must be one character with a number ≥ 0")
            }
            result[character] = a
        }
        return result
    }
}
