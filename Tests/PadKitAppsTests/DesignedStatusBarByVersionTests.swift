import Foundation
import PadKitApps
import Testing

/// Interface Builder 10.2 to 14.1 (plug-in 14800 to below 21600) shows every device whose status
/// bar is 20 pt without one, the iPads with a Home button as the iPhones: Code App's iPad launch
/// screen (`ipad9_7`, 18093) has its views pinned to the safe area's top at 0.
@Suite("The status bar as designed, by Interface Builder's version")
struct DesignedStatusBarByVersionTests {
    static func document(device: String, plugIn: Int) -> String {
        #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(plugIn)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\#(device)" orientation="portrait"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#(plugIn)"/>
            </dependencies>
            <scenes>
                <scene sceneID="S-1">
                    <objects>
                        <viewController id="VC-1" sceneMemberID="viewController">
                            <view key="view" id="Root">
                                <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Bar">
                                        <rect key="frame" x="0.0" y="0.0" width="768" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="C-h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Safe"/>
                                <constraints>
                                    <constraint firstItem="Bar" firstAttribute="top" secondItem="Safe" secondAttribute="top" id="C-1"/>
                                    <constraint firstItem="Bar" firstAttribute="leading" secondItem="Root" secondAttribute="leading" id="C-2"/>
                                    <constraint firstItem="Bar" firstAttribute="trailing" secondItem="Root" secondAttribute="trailing" id="C-3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#
    }

    @Test(
        "a 20-pt status bar is left out by Interface Builder 10.2 to 14.1, on iPads with a Home button too",
        arguments: [
            ("ipad9_7", 18093, 0.0), ("ipad9_7", 14490, 20), ("ipad9_7", 22685, 20), ("retina4_7", 18093, 0),
            ("retina4_7", 22685, 20), ("ipad12_9rounded", 18093, 24),
        ])
    func top(device: String, plugIn: Int, y: Double) throws {
        let frames = try ScreenReaderTests.designedFrames(Self.document(device: device, plugIn: plugIn))
        #expect(frames["Bar"].map { Double($0.minY) } == y)
    }
}
