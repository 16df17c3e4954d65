import Foundation
@testable import PadKitApps
import Testing

/// Interface Builder's measurement of a text is shared only by views whose size the same
/// measurement gives: a button with a background image (at least that image's size) apart from one
/// without, a label wrapping at an explicit `preferredMaxLayoutWidth` apart from the same text on
/// one line.
struct TextMeasurementKeyTests {
    @Test("a button's background image is part of its key")
    func backgroundImage() throws {
        let plain = try ButtonConfigurationContentTests.button(
            ButtonConfigurationContentTests.xib(#"<state key="normal" title="Start"/>"#))
        let backed = try ButtonConfigurationContentTests.button(
            ButtonConfigurationContentTests.xib(#"<state key="normal" title="Start" backgroundImage="Pill"/>"#))
        let plainKey = try #require(TextMeasurements.Key(plain))
        let backedKey = try #require(TextMeasurements.Key(backed))
        #expect(plainKey.text == backedKey.text && plainKey != backedKey)
    }

    @Test("a label's explicit preferredMaxLayoutWidth is part of its key")
    func preferredMaxLayoutWidth() throws {
        func label(_ attributes: String) throws -> ScreenView {
            let xml = ScreenReaderTests.storyboard(
                subviews: #"""
                    <label opaque="NO" text="A sentence long enough to wrap" numberOfLines="0" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="L">
                        <rect key="frame" x="0.0" y="120" width="120" height="41"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    """#)
            return try #require(try ScreenReaderTests.read(xml).scenes.first?.views.first { $0.id == "L" })
        }
        let free = try #require(TextMeasurements.Key(try label("")))
        let wrapped = try #require(TextMeasurements.Key(try label(#"preferredMaxLayoutWidth="120""#)))
        #expect(free.text == wrapped.text && free != wrapped)
    }
}
