import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A button of one of UIKit's icon types (info, detail disclosure, contact add) without a
/// configuration is the icon's size: 22 pt square in a file Interface Builder laid out with iOS
/// 12's UIKit or earlier (GitHawk's info button, plug-in 14460), 25.67 pt square on a 3x screen
/// since iOS 13 (KeePassium's, 21701; Go Map!!'s, 23727), 26 on a 2x one.
struct SystemIconButtonSizeTests {
    @Test(
        "an icon button is 22 pt square before iOS 13 and 25.67 (3x) or 26 (2x) since",
        arguments: [
            ("infoLight", 14460, "retina4_7", 22), ("infoDark", 14460, "retina4_7", 22), ("detailDisclosure", 14460, "retina4_7", 22),
            ("infoLight", 21701, "retina5_5", 77.0 / 3), ("contactAdd", 23727, "retina6_12", 77.0 / 3),
            ("infoLight", 21701, "retina4_7", 26),
        ] as [(String, Int, String, Double)])
    func designed(type: String, toolsVersion: Int, device: String, side: Double) throws {
        let frame = try OneButtonDocument.designedFrame(
            OneButtonDocument.xib(toolsVersion: toolsVersion, device: device, attributes: #"buttonType="\#(type)""#))
        #expect(abs(Double(frame.width) - side) < 0.001)
        #expect(abs(Double(frame.height) - side) < 0.001)
    }

    @Test("a configured icon button keeps the button's content size")
    func configured() throws {
        let frame = try OneButtonDocument.designedFrame(
            OneButtonDocument.xib(
                toolsVersion: 23504, device: "retina6_12", attributes: #"buttonType="detailDisclosure""#,
                content: #"<buttonConfiguration key="configuration" style="plain"/>"#))
        #expect(abs(Double(frame.width) - 77.0 / 3) > 0.01)
    }
}
