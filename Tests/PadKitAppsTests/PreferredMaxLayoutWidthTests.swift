import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A multi-line label whose "Preferred Width" is Explicit in Interface Builder
/// (`preferredMaxLayoutWidth`) wraps its text at that width whatever the layout gives it, as
/// UIKit's `UILabel` does; Automatic (no attribute, or `0`) wraps at the width layout gives it.
struct PreferredMaxLayoutWidthTests {
    static let text = String(repeating: "For playback, stream media from a server. ", count: 4)

    static func storyboard(preferred: String) -> String {
        ScreenReaderTests.storyboard(
            subviews: #"""
                <label numberOfLines="0" \#(preferred) text="\#(text)" translatesAutoresizingMaskIntoConstraints="NO" id="Text">
                    <rect key="frame" x="16" y="20" width="200" height="100"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """#,
            constraints: #"""
                <constraint firstItem="Text" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
                <constraint firstItem="Text" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-2"/>
                <constraint firstItem="Root" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="Text" secondAttribute="trailing" constant="16" id="C-3"/>
                """#)
    }

    @Test(
        "an explicit preferred width wraps a multi-line label there in every window; automatic wraps at the width it gets",
        arguments: [(#"preferredMaxLayoutWidth="200""#, 200.0), ("", 343), (#"preferredMaxLayoutWidth="0.0""#, 343)])
    func wrapWidth(preferred: String, wrapsAt: Double) throws {
        let file = try ScreenReaderTests.read(Self.storyboard(preferred: preferred))
        let scene = try #require(file.scenes.first)
        let label = try #require(scene.views.first { $0.id == "Text" })
        #expect(IntrinsicContentSize.dependsOnWidth(label) == (wrapsAt != 200))
        let font = try #require(label.font)
        let wrapped = TextMetrics.standard.labelSize(Self.text, font: font, numberOfLines: 0, maxWidth: wrapsAt, scale: 2)
        var window = try #require(ScreenWindow.designed(file))
        var widths: [Double] = []
        for width in [375.0, 768] {
            window.size.width = width
            window.designed = width == 375
            let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
            let frame = try #require(layout.views.first { $0.view.id == "Text" }?.frame)
            widths.append(Double(frame.width))
            if wrapsAt == 200 {
                // The same lines in a wider window: the explicit width does not follow the bounds.
                #expect(Double(frame.width) == Double(wrapped.width))
                #expect(Double(frame.height) == Double(wrapped.height))
            } else if width == 375 {
                // Wrapped at the 343 pt its constraints leave it, then as wide as its widest line.
                #expect(Double(frame.width) == Double(wrapped.width))
                #expect(Double(frame.height) == Double(wrapped.height))
            }
        }
        // Automatic follows the window; explicit does not.
        #expect((widths[1] > widths[0]) == (wrapsAt != 200))
    }
}
