import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A button whose title is attributed (`hasAttributedTitle="YES"`, an `<attributedString
/// key="attributedTitle">` in its normal state) shows that text in its runs' fonts, and is
/// measured from it, as a label with attributed text is.
struct ButtonAttributedTitleTests {
    static func storyboard(font: String, fontDescription: String) -> String {
        ScreenReaderTests.storyboard(
            subviews: #"""
                <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" hasAttributedTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Edit">
                    <rect key="frame" x="16" y="20" width="30" height="27"/>
                    \#(fontDescription)
                    <state key="normal">
                        <attributedString key="attributedTitle">
                            <fragment content="Edit ">
                                <attributes>
                                    \#(font)
                                </attributes>
                            </fragment>
                            <fragment content="all">
                                <attributes>
                                    \#(font)
                                </attributes>
                            </fragment>
                        </attributedString>
                    </state>
                </button>
                """#,
            constraints: #"""
                <constraint firstItem="Edit" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
                <constraint firstItem="Edit" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-2"/>
                """#)
    }

    @Test(
        "a button's attributed title is its text, in its first run's font, whatever its title label's font",
        arguments: [
            (#"<font key="NSFont" size="15" metaFont="systemBold"/>"#, "", 15.0, ScreenFont.Weight.bold),
            (#"<font key="NSFont" size="14" name="HelveticaNeue"/>"#, "", 14, .regular),
            (
                #"<font key="NSFont" size="12" name=".SFNSText-Semibold"/>"#,
                #"<fontDescription key="fontDescription" type="system" pointSize="20"/>"#, 12, .semibold
            ),
        ])
    func attributedTitle(font: String, fontDescription: String, size: Double, weight: ScreenFont.Weight) throws {
        let file = try ScreenReaderTests.read(Self.storyboard(font: font, fontDescription: fontDescription))
        let scene = try #require(file.scenes.first)
        let button = try #require(scene.views.first { $0.id == "Edit" })
        #expect(button.text == "Edit all")
        #expect(button.font?.pointSize == size && button.font?.weight == weight)
        // Measured from that text and font: wider and taller than an empty button.
        let measured = IntrinsicContentSize.of(button, images: [:], metrics: .standard, scale: 2, maxWidth: nil)
        let line = TextMetrics.standard.labelSize("Edit all", font: try #require(button.font), numberOfLines: 1, maxWidth: nil, scale: 2)
        #expect(measured.width >= line.width && measured.height >= line.height)
    }
}
