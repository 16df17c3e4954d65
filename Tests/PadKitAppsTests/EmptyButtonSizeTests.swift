import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A button without a title, an image or a configuration is 30 pt wide and as high as a line of
/// its title font rounded up plus 12: 30 for a system button in UIButton's default 15-pt font,
/// 34 for a custom one in its default 18-pt font, 32 and 27 in a 16-pt and a 12-pt font (the
/// frames Interface Builder stored in Habitica, Element, Nextcloud Talk, IVPN, WooCommerce and
/// DuckDuckGo).
struct EmptyButtonSizeTests {
    @Test(
        "an empty button is 30 wide and a line of its title font plus 12 high",
        arguments: [
            (#"buttonType="system""#, "", 30), (#"buttonType="roundedRect""#, "", 30), ("", "", 34),
            (#"buttonType="system""#, #"<fontDescription key="fontDescription" type="system" pointSize="16"/>"#, 32),
            (#"buttonType="system""#, #"<fontDescription key="fontDescription" type="system" pointSize="12"/>"#, 27),
            // Content insets above or below replace the 6 pt around the empty title (DuckDuckGo's menu button).
            ("", #"<inset key="contentEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="21"/>"#, 43),
        ] as [(String, String, Double)])
    func size(attributes: String, content: String, height: Double) throws {
        let frame = try OneButtonDocument.designedFrame(OneButtonDocument.xib(attributes: attributes, content: content))
        #expect(frame == CGRect(x: 20, y: 20, width: 30, height: height))
    }

    @Test("a button without a font is measured in UIButton's default title font: 15-pt system, 18-pt for a custom one")
    func defaultFont() throws {
        for (attributes, size) in [(#"buttonType="system""#, 15.0), ("", 18)] {
            let file = try ScreenReaderTests.read(
                OneButtonDocument.xib(attributes: attributes, content: #"<state key="normal" title="Done"/>"#))
            #expect(file.scenes.first?.views.first { $0.id == "Button" }?.font == ScreenFont(pointSize: size))
        }
    }

    @Test(
        "a title-less button with an image is at least as high as its empty title",
        arguments: [("", 22.0), (#"buttonType="system""#, 18)] as [(String, Double)])
    func imageBelowTheTitleLine(attributes: String, height: Double) throws {
        let frame = try OneButtonDocument.designedFrame(
            OneButtonDocument.xib(
                attributes: attributes, content: #"<state key="normal" image="search_cancel"/>"#,
                resources: #"<image name="search_cancel" width="16" height="16"/>"#))
        #expect(frame == CGRect(x: 20, y: 20, width: 16, height: height))
    }
}
