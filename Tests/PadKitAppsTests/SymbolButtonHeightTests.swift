import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A title-less button without a configuration is at least a line of its title font high, whatever
/// its SF Symbol's shape or configuration: a custom button 22 pt, as Interface Builder stores
/// openHAB's chevron buttons (`chevron.down`, recorded 128 x 70, in a 30 x 22 button), a system
/// one 18; the symbol keeps its aspect ratio at 20 pt on the long side.
struct SymbolButtonHeightTests {
    static func xib(symbolConfiguration: String, imageReference: Bool = false, buttonType: String = "") -> String {
        let state =
            imageReference
            ? #"<state key="normal"><imageReference key="image" image="chevron.down" catalog="system"/>"#
            : #"<state key="normal" image="chevron.down" catalog="system">"#
        return #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22685" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Top">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \#(buttonType) translatesAutoresizingMaskIntoConstraints="NO" id="Down">
                                <rect key="frame" x="20" y="20" width="30" height="22"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="30" id="W-1"/>
                                </constraints>
                                \#(state)
                                    \#(symbolConfiguration)
                                </state>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Down" firstAttribute="leading" secondItem="Top" secondAttribute="leading" constant="20" id="C-1"/>
                            <constraint firstItem="Down" firstAttribute="top" secondItem="Top" secondAttribute="top" constant="20" id="C-2"/>
                        </constraints>
                    </view>
                </objects>
                <resources>
                    <image name="chevron.down" catalog="system" width="128" height="70"/>
                </resources>
            </document>
            """#
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
            try expectHeight(custom, symbolConfiguration: symbolConfiguration, imageReference: imageReference)
            try expectHeight(
                system, symbolConfiguration: symbolConfiguration, imageReference: imageReference, buttonType: #"buttonType="system""#)
        }
    }

    /// Files of Xcode 13 and later name a state's image in an `<imageReference>` inside the state.
    func expectHeight(_ height: Double, symbolConfiguration: String, imageReference: Bool, buttonType: String = "") throws {
        let file = try ScreenReaderTests.read(
            Self.xib(symbolConfiguration: symbolConfiguration, imageReference: imageReference, buttonType: buttonType))
        let scene = try #require(file.scenes.first)
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let button = try #require(layout.views.first { $0.view.id == "Down" }?.frame)
        #expect(button == CGRect(x: 20, y: 20, width: 30, height: height))
    }
}
