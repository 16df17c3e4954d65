import Foundation
import PadKitApps
import Testing

/// A button is at least as large as its background image (`UIButton.sizeThatFits(_:)`): a
/// title-less button with a 126-pt background image is 126 x 126, and a title wider than the
/// image widens it.
struct ButtonBackgroundImageTests {
    static func document(title: String?) -> String {
        let button = #"""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Begin">
                <rect key="frame" x="16" y="40" width="126" height="126"/>
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                <state key="normal" \#(title.map { "title=\"\($0)\" " } ?? "")backgroundImage="BeginButton"/>
            </button>
            """#
        let constraints = #"""
            <constraint firstItem="Begin" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
            <constraint firstItem="Begin" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="40" id="C-2"/>
            """#
        return ScreenReaderTests.storyboard(subviews: button, constraints: constraints).replacingOccurrences(
            of: "</document>",
            with: #"<resources><image name="BeginButton" width="126" height="126"/></resources></document>"#)
    }

    @Test("a title-less button is its background image's size")
    func imageOnly() throws {
        let frame = try #require(try ScreenReaderTests.designedFrames(Self.document(title: nil))["Begin"])
        #expect(frame == CGRect(x: 16, y: 40, width: 126, height: 126))
    }

    @Test("a title wider than the background image widens the button; the image keeps its height")
    func wideTitle() throws {
        let title = String(repeating: "Begin your adventure ", count: 2)
        let frame = try #require(try ScreenReaderTests.designedFrames(Self.document(title: title))["Begin"])
        #expect(Double(frame.width) > 200 && Double(frame.height) == 126)
    }
}
