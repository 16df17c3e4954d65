import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A button of one of UIKit's icon types (info, detail disclosure, contact add) without a
/// configuration is the icon's size: 22 pt square in a file Interface Builder laid out with iOS
/// 12's UIKit or earlier (GitHawk's info button, plug-in 14460), 25.67 pt square on a 3x screen
/// since iOS 13 (KeePassium's, 21701; Go Map!!'s, 23727), 26 on a 2x one.
struct SystemIconButtonSizeTests {
    static func xib(type: String, toolsVersion: Int, device: String, configuration: String = "") -> String {
        #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\#(device)" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="Top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="\#(type)" translatesAutoresizingMaskIntoConstraints="NO" id="Info">
                            <rect key="frame" x="20" y="20" width="22" height="22"/>
                            \#(configuration)
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Info" firstAttribute="leading" secondItem="Top" secondAttribute="leading" constant="20" id="C-1"/>
                        <constraint firstItem="Info" firstAttribute="top" secondItem="Top" secondAttribute="top" constant="20" id="C-2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """#
    }

    static func size(_ source: String) throws -> CGSize {
        let file = try ScreenReaderTests.read(source)
        let scene = try #require(file.scenes.first)
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        return try #require(layout.views.first { $0.view.id == "Info" }?.frame).size
    }

    @Test(
        "an icon button is 22 pt square before iOS 13 and 25.67 (3x) or 26 (2x) since",
        arguments: [
            ("infoLight", 14460, "retina4_7", 22), ("infoDark", 14460, "retina4_7", 22), ("detailDisclosure", 14460, "retina4_7", 22),
            ("infoLight", 21701, "retina5_5", 77.0 / 3), ("contactAdd", 23727, "retina6_12", 77.0 / 3),
            ("infoLight", 21701, "retina4_7", 26),
        ] as [(String, Int, String, Double)])
    func designed(type: String, toolsVersion: Int, device: String, side: Double) throws {
        let size = try Self.size(Self.xib(type: type, toolsVersion: toolsVersion, device: device))
        #expect(abs(Double(size.width) - side) < 0.001)
        #expect(abs(Double(size.height) - side) < 0.001)
    }

    @Test("a configured icon button and a system button keep the button's content size")
    func others() throws {
        let configured = try Self.size(
            Self.xib(
                type: "detailDisclosure", toolsVersion: 23504, device: "retina6_12",
                configuration: #"<buttonConfiguration key="configuration" style="plain"/>"#))
        #expect(abs(Double(configured.width) - 77.0 / 3) > 0.01)
        let system = try Self.size(Self.xib(type: "system", toolsVersion: 21701, device: "retina5_5"))
        #expect(system == CGSize(width: 30, height: 30))
    }
}
