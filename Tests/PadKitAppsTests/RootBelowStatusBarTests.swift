import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A storyboard controller's root stored shorter than a notched iPhone's screen, with no simulated
/// bar, is laid out below the status bar as designed by Interface Builder 14.1 to 15 (plug-in 21600
/// to below 23721): no top inset (Lockdown's scenes reached by identifier, Soundscape's help pages,
/// Private Internet Access's sign-up). Interface Builder 16 and a full-height root keep the inset.
struct RootBelowStatusBarTests {
    /// A controller on `retina6_1` (plug-in `plugIn`) whose root is `height` tall, a badge pinned
    /// 10 pt below the top layout guide and stored at `storedY`.
    static func storyboard(plugIn: Int, height: Int, storedY: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(plugIn)" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
            </dependencies>
            <scenes>
                <scene sceneID="scene-1">
                    <objects>
                        <viewController storyboardIdentifier="blockLog" id="vc-1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top-guide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root-1">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge-1">
                                        <rect key="frame" x="16" y="\(storedY)" width="72" height="72"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="72" id="width-1"/>
                                            <constraint firstAttribute="height" constant="72" id="height-1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="badge-1" firstAttribute="leading" secondItem="root-1" \
        secondAttribute="leading" constant="16" id="lead-1"/>
                                    <constraint firstItem="badge-1" firstAttribute="top" secondItem="top-guide" \
        secondAttribute="bottom" constant="10" id="top-1"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test(
        "a short controller root with no bar sits below the status bar in Interface Builder 14.1 to 15 only",
        arguments: [
            (22685, 886, 0.0), (21678, 804, 0.0), (22685, 896, 48.0), (24743, 886, 48.0),
        ])
    func rootBelowStatusBar(plugIn: Int, height: Int, top: Double) throws {
        let file = try ScreenReaderTests.read(Self.storyboard(plugIn: plugIn, height: height, storedY: Int(top) + 10))
        let scene = try #require(file.scenes.first)
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        #expect(window.safeArea.top == top)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        #expect(layout.views.first { $0.view.id == "badge-1" }?.frame == CGRect(x: 16, y: top + 10, width: 72, height: 72))
    }
}
