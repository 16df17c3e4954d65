import Foundation
import PadKit
import Testing
@testable import PadKitApps

/// A label's text breaks its line at every mandatory break Unicode names, not at `\n` alone: the
/// line separator U+2028 (Option-Return in Interface Builder's text field) and the paragraph
/// separator U+2029 start a new line as a line feed does, and take no width (round 18, text:
/// Soundscape's "WAKE UP", U+2028, "NOW" stored two Footnote lines high).
struct TextLineBreakTests {
    static let font = ScreenFont(pointSize: 13)

    /// A two-line 13-pt label whose text is "WAKE UP", `separator`, "NOW", pinned by its top and
    /// leading edges only, so that its size is its text's.
    static func storyboard(separator: String) -> String {
        ScreenReaderTests.storyboard(
            subviews: #"""
                <label numberOfLines="2" text="WAKE UP\#(separator)NOW" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Wake">
                    <rect key="frame" x="5" y="62" width="110" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                </label>
                """#,
            constraints: #"""
                <constraint firstItem="Wake" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="5" id="C-1"/>
                <constraint firstItem="Wake" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="62" id="C-2"/>
                """#)
    }

    @Test(
        "a line separator, a paragraph separator and a line feed each end a line of a label as designed",
        arguments: ["&#x2028;", "&#x2029;", "&#10;", "\u{2028}"])
    func separatorBreaksLine(separator: String) throws {
        let frames = try ScreenReaderTests.designedFrames(Self.storyboard(separator: separator))
        let frame = try #require(frames["Wake"])
        let metrics = TextMetrics.standard
        let twoLines = TextMetrics.ceil(metrics.height(lines: 2, font: Self.font), 2)
        let widest = TextMetrics.ceil(
            max(metrics.width(of: "WAKE UP", font: Self.font), metrics.width(of: "NOW", font: Self.font)), 2)
        #expect(Double(frame.height) == twoLines)
        #expect(Double(frame.width) == widest)
    }

    @Test("a line break takes no width, and splits the text into its lines", arguments: ["\u{2028}", "\u{2029}", "\n", "\r\n"])
    func separatorWidth(separator: String) {
        let metrics = TextMetrics.standard
        let text = "WAKE UP" + separator + "NOW"
        #expect(metrics.width(of: text, font: Self.font) == metrics.width(of: "WAKE UPNOW", font: Self.font))
        #expect(metrics.lines(of: text, font: Self.font, numberOfLines: 0, maxWidth: nil) == ["WAKE UP", "NOW"])
        #expect(metrics.lines(of: text, font: Self.font, numberOfLines: 1, maxWidth: nil) == ["WAKE UP"])
    }
}

/// Typographic punctuation takes its own advance, not the em the table gives a character it does
/// not have (round 18, text: Element's and Canvas's curly apostrophes, Pocket Casts' and Radar
/// COVID's bullets, as Interface Builder measured them).
struct TypographicPunctuationTests {
    static func storyboard(text: String) -> String {
        ScreenReaderTests.storyboard(
            subviews: #"""
                <label text="\#(text)" translatesAutoresizingMaskIntoConstraints="NO" id="Name">
                    <rect key="frame" x="16" y="20" width="213" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """#,
            constraints: #"""
                <constraint firstItem="Name" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
                <constraint firstItem="Name" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-2"/>
                """#)
    }

    @Test("a label with curly apostrophes is as wide as with straight ones, laid out as designed")
    func curlyApostrophe() throws {
        let frames = try ScreenReaderTests.designedFrames(Self.storyboard(text: "What’s your school’s name?"))
        let frame = try #require(frames["Name"])
        let straight = TextMetrics.standard.width(of: "What's your school's name?", font: ScreenFont(pointSize: 17))
        #expect(Double(frame.width) == TextMetrics.ceil(straight, 2))
        // Canvas's label of this text, as Interface Builder measured it.
        #expect(abs(Double(frame.width) - 213) <= 1)
    }

    @Test(
        "a bullet, a middle dot, a guillemet and a no-break space are narrower than an em, as IB measured them",
        arguments: [("\u{2022}", 14.0, 6.5), ("\u{2022}", 24, 11), ("\u{00B7}", 15, 4.5)])
    func narrowPunctuation(character: String, pointSize: Double, measured: Double) {
        let width = TextMetrics.ceil(TextMetrics.standard.width(of: character, font: ScreenFont(pointSize: pointSize)), 2)
        #expect(abs(width - measured) <= 1)
        let metrics = TextMetrics.standard
        let font = ScreenFont(pointSize: 17)
        #expect(metrics.width(of: "a\u{00A0}b", font: font) == metrics.width(of: "a b", font: font))
        #expect(metrics.width(of: "\u{203A}", font: font) < metrics.otherAdvance / 1000 * 17 / 2)
    }
}
