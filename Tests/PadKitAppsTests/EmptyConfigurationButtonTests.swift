import Foundation
@testable import PadKitApps
import Testing

/// A button whose configuration shows nothing is its configuration's content insets around
/// nothing, 24 x 14 (OsmAnd's plain buttons stored 24 wide, Go Map!!'s filled one 14 high); a
/// `close` button, which draws its xmark, an icon type, which draws its symbol, and a
/// configuration with insets of its own keep UIButton's empty 30 x 34.
struct EmptyConfigurationButtonTests {
    @Test(
        "an empty configuration is 24 x 14, whatever its style and the normal state's leftover title",
        arguments: [
            (#"buttonType="system""#, #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain"/>"#),
            (#"buttonType="system""#, #"<buttonConfiguration key="configuration" style="filled"/>"#),
            ("", #"<buttonConfiguration key="configuration" style="tinted"/>"#),
        ] as [(String, String)])
    func empty(attributes: String, content: String) throws {
        let frame = try OneButtonDocument.designedFrame(OneButtonDocument.xib(attributes: attributes, content: content))
        #expect(frame == CGRect(x: 20, y: 20, width: 24, height: 14))
    }

    @Test(
        "a close button, an icon type and a configuration with its own insets keep the empty button's 30 x 34",
        arguments: [
            (#"buttonType="close""#, #"<buttonConfiguration key="configuration" style="gray"/>"#),
            (#"buttonType="detailDisclosure""#, #"<buttonConfiguration key="configuration" style="plain"/>"#),
            (
                #"buttonType="system""#,
                #"""
                <buttonConfiguration key="configuration" style="plain">
                    <directionalEdgeInsets key="contentInsets" top="0.0" leading="0.0" bottom="0.0" trailing="0.0"/>
                </buttonConfiguration>
                """#
            ),
        ] as [(String, String)])
    func notEmpty(attributes: String, content: String) throws {
        let frame = try OneButtonDocument.designedFrame(OneButtonDocument.xib(attributes: attributes, content: content))
        #expect(frame == CGRect(x: 20, y: 20, width: 30, height: 34))
    }
}
