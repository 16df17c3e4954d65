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
