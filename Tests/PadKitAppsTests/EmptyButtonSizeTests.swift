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
    static func xib(buttonAttributes: String, font: String) -> String {
        #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="Top">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \#(buttonAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="Empty">
                            <rect key="frame" x="20" y="20" width="30" height="30"/>
                            \#(font)
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Empty" firstAttribute="leading" secondItem="Top" secondAttribute="leading" constant="20" id="C-1"/>
                        <constraint firstItem="Empty" firstAttribute="top" secondItem="Top" secondAttribute="top" constant="20" id="C-2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """#
    }

    @Test(
        "an empty button is 30 wide and a line of its title font plus 12 high",
        arguments: [
            (#"buttonType="system""#, "", 30), (#"buttonType="roundedRect""#, "", 30), ("", "", 34),
            (#"buttonType="system""#, #"<fontDescription key="fontDescription" type="system" pointSize="16"/>"#, 32),
            (#"buttonType="system""#, #"<fontDescription key="fontDescription" type="system" pointSize="12"/>"#, 27),
            // Content insets above or below replace the 6 pt around the empty title (DuckDuckGo's menu button).
            ("", #"<inset key="contentEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="21"/>"#, 43),
        ] as [(String, String, Double)])
    func size(buttonAttributes: String, font: String, height: Double) throws {
        let file = try ScreenReaderTests.read(Self.xib(buttonAttributes: buttonAttributes, font: font))
        let scene = try #require(file.scenes.first)
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let button = try #require(layout.views.first { $0.view.id == "Empty" }?.frame)
        #expect(button == CGRect(x: 20, y: 20, width: 30, height: height))
    }
}
