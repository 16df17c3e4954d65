import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A title-less button without a configuration is at least a line of its title font high, whatever
/// its SF Symbol's shape or configuration: a custom button 22 pt, as Interface Builder stores
/// openHAB's chevron buttons (`chevron.down`, recorded 128 x 70, in a 30 x 22 button), a system
/// one 18; the symbol keeps its aspect ratio at 20 pt on the long side.
struct SymbolButtonHeightTests {
    /// A 30-pt-wide button showing `chevron.down` with `symbolConfiguration`, its state's image
    /// named on the state or (files of Xcode 13 and later) in an `<imageReference>` inside it.
    static func xib(symbolConfiguration: String, imageReference: Bool = false, buttonType: String = "") -> String {
        let state =
            imageReference
            ? #"<state key="normal"><imageReference key="image" image="chevron.down" catalog="system"/>"#
            : #"<state key="normal" image="chevron.down" catalog="system">"#
        return OneButtonDocument.xib(
            toolsVersion: 22685, attributes: buttonType,
            content: #"""
                <constraints>
                    <constraint firstAttribute="width" constant="30" id="W-1"/>
                </constraints>
                \#(state)
                    \#(symbolConfiguration)
                </state>
                """#,
            resources: #"<image name="chevron.down" catalog="system" width="128" height="70"/>"#)
    }

    /// A custom button (IB writes no `buttonType`) is at least its empty title's 22 pt high (a line
    /// of its 18-pt default font) whatever sizes the symbol; a system button's empty title is 18 pt.
    @Test(
        "a title-less symbol button is its empty title's height: 22 pt in a custom button, 18 in a system one",
        arguments: [
            ("", 22.0, 18.0),
            (#"<preferredSymbolConfiguration key="preferredSymbolConfiguration" weight="medium"/>"#, 22, 18),
            (#"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="20"/>"#, 22, 18),
            (#"<preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="small"/>"#, 22, 18),
        ])
    func height(symbolConfiguration: String, custom: Double, system: Double) throws {
        for imageReference in [false, true] {
            for (buttonType, height) in [("", custom), (#"buttonType="system""#, system)] {
                let frame = try OneButtonDocument.designedFrame(
                    Self.xib(symbolConfiguration: symbolConfiguration, imageReference: imageReference, buttonType: buttonType))
                #expect(frame == CGRect(x: 20, y: 20, width: 30, height: height))
            }
        }
    }
}
