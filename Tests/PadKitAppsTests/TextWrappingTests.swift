import Foundation
import PadKitApps
import Testing

/// How the advance table wraps a multi-line label's text: greedily by words, and a word too wide
/// for a line of its own between characters, as TextKit breaks it.
struct TextWrappingTests {
    static let font = ScreenFont(pointSize: 17)

    @Test("words fill lines no wider than the width", arguments: [120.0, 200, 343])
    func words(width: Double) {
        let text = "Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor"
        let lines = TextMetrics.standard.lines(of: text, font: Self.font, numberOfLines: 0, maxWidth: width)
        #expect(lines.joined(separator: " ") == text)
        #expect(lines.allSatisfy { TextMetrics.standard.width(of: $0, font: Self.font) <= width })
    }

    @Test(
        "a word wider than a line is broken between characters", arguments: [(90.0, "Background"), (187, "BackgroundAppRefreshTitleLabel")])
    func longWord(width: Double, word: String) {
        let text = "BackgroundAppRefreshTitleLabel on"
        let lines = TextMetrics.standard.lines(of: text, font: Self.font, numberOfLines: 0, maxWidth: width)
        #expect(lines.count >= 2)
        #expect(lines.allSatisfy { TextMetrics.standard.width(of: $0, font: Self.font) <= width })
        #expect(lines.joined().replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""))
        // Each line is as full as it can be: the next line's first character would not have fitted.
        for (line, next) in zip(lines, lines.dropFirst()) where !line.contains(" ") && !next.hasPrefix("on") {
            #expect(TextMetrics.standard.width(of: line + String(next.prefix(1)), font: Self.font) > width)
        }
        #expect(lines.first?.hasPrefix(String(word.prefix(5))) == true)
    }

    @Test(
        "a letter with diacritics is as wide as its base letter, precomposed or combined; a character of another script is an em",
        arguments: [("é", "e"), ("e\u{301}", "e"), ("ř", "r"), ("Ü", "U"), ("å", "a")])
    func accentedLetter(letter: String, base: String) {
        let metrics = TextMetrics.standard
        #expect(metrics.width(of: "Zur\(letter)ck", font: Self.font) == metrics.width(of: "Zur\(base)ck", font: Self.font))
        #expect(metrics.width(of: "漢", font: Self.font) == metrics.otherAdvance / 1000 * 17)
    }

    @Test("a label of one long word is as many lines high as its characters fill")
    func longWordHeight() {
        let size = TextMetrics.standard.labelSize(
            "BackgroundAppRefreshTitleLabel", font: Self.font, numberOfLines: 0, maxWidth: 187, scale: 3)
        #expect(Double(size.height) == TextMetrics.ceil(2 * 17 * 1.1934, 3))
        #expect(Double(size.width) <= 187)
    }
}
