import Foundation
import Testing

@testable import PadKitApps

/// A button with a configuration (`UIButton.Configuration`, Xcode 13 and later) shows the
/// configuration's title and image, in the Body text style unless the configuration names a font;
/// the normal state's title Interface Builder also writes ("Button") is not shown, and a
/// configured image-only button's size is Interface Builder's measurement.
struct ButtonConfigurationContentTests {
    /// A XIB of plug-in `plugIn` with one button of `content` (its state and configuration), free
    /// to take its own size, stored 48 x 34 (`OneButtonDocument`).
    static func xib(plugIn: String = "22685", _ content: String) -> String {
        let version = Int(plugIn) ?? 22685
        return OneButtonDocument.xib(
            toolsVersion: version, plugIn: version, content: content, stored: CGSize(width: 48, height: 34),
            resources: #"<image name="trash" catalog="system" width="117" height="128"/>"#)
    }

    static func button(_ text: String) throws -> ScreenView {
        let file = try ScreenReaderTests.read(text)
        return try #require(file.scenes.first?.views.first { $0.id == "Button" })
    }

    @Test func theConfigurationsTitleInTheBodyStyle() throws {
        let button = try Self.button(
            Self.xib(#"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="+"/>"#))
        #expect(button.text == "+")
        #expect(button.font == ScreenFont.textStyle("UICTFontTextStyleBody"))
        // 12 pt on each side of the title (the table's "+" is 9.95 pt wide at 17 pt) and 7 above
        // and below its 20.29-pt line, on the 3x grid: Go Map!!'s "+" is 34.33 x 34.33, the model 0.33 pt
        // narrower (the advance table's "+", not SF Pro's).
        let size = IntrinsicContentSize.of(button, images: [:], metrics: .standard, scale: 3, maxWidth: nil)
        #expect(abs(size.width - 34) < 0.01)
        #expect(abs(size.height - 34.33) < 0.01)
    }

    @Test func aConfigurationsFontIsKept() throws {
        let button = try Self.button(
            Self.xib(
                #"<buttonConfiguration key="configuration" style="plain" title="Report"><fontDescription key="titleFontDescription" type="system" pointSize="14"/></buttonConfiguration>"#
            ))
        #expect(button.font == ScreenFont(pointSize: 14))
    }

    @Test func noTitleWithoutTheConfigurations() throws {
        let button = try Self.button(
            Self.xib(
                #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" image="trash" catalog="system"/>"#
            ))
        #expect(button.text == nil)
        #expect(button.image?.name == "trash")
        #expect(button.image?.isSymbol == true)
        // Interface Builder's measurement of the configured image is kept like a text's.
        #expect(TextMeasurements.Key(button) != nil)
    }

    /// The stored size of an image-only configured button is the one it is laid out at as designed.
    @Test func anImageOnlyButtonTakesInterfaceBuildersMeasurement() throws {
        let file = try ScreenReaderTests.read(
            Self.xib(
                #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" image="trash" catalog="system"/>"#
            ))
        let (metrics, _) = try TextMetrics.standard.measuringInterfaceBuilder([file])
        let scene = try #require(file.scenes.first)
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        let layout = ScreenLayout(scene: scene, file: file, metrics: metrics).layout(in: window)
        #expect(layout.views.first { $0.view.id == "Button" }?.frame == CGRect(x: 20, y: 20, width: 48, height: 34))
    }
}
