import Foundation
import Testing

@testable import PadKitApps

/// A XIB with one button free to take its own size (pinned by its leading and top edges only),
/// and the size the button is laid out at as designed: what the tests of a button's intrinsic
/// size share.
enum OneButtonDocument {
    /// A XIB of `toolsVersion` (and of Cocoa Touch plug-in `plugIn`, written only when given)
    /// viewed as `device` whose button has `attributes` (its `buttonType`, ...), `content` (its
    /// states, font, insets, configuration) and the stored size `stored`, with `resources` (its
    /// images' `<image>` sizes).
    static func xib(
        toolsVersion: Int = 22505, plugIn: Int? = nil, device: String = "retina6_1", attributes: String = "", content: String = "",
        stored: CGSize = CGSize(width: 30, height: 30), resources: String = ""
    ) -> String {
        let dependencies =
            plugIn.map {
                #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#($0)"/></dependencies>"#
            } ?? ""
        return #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\#(device)" orientation="portrait"/>
                \#(dependencies)
                <objects>
                    <view contentMode="scaleToFill" id="Top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="Button">
                                <rect key="frame" x="20" y="20" width="\#(stored.width)" height="\#(stored.height)"/>
                                \#(content)
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Button" firstAttribute="leading" secondItem="Top" secondAttribute="leading" constant="20" id="C-1"/>
                            <constraint firstItem="Button" firstAttribute="top" secondItem="Top" secondAttribute="top" constant="20" id="C-2"/>
                        </constraints>
                    </view>
                </objects>
                <resources>\#(resources)</resources>
            </document>
            """#
    }

    /// The button's frame as designed.
    static func designedFrame(_ source: String) throws -> CGRect {
        let file = try ScreenReaderTests.read(source)
        let scene = try #require(file.scenes.first)
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        return try #require(layout.views.first { $0.view.id == "Button" }?.frame)
    }
}
