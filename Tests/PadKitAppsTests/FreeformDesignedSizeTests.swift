import Foundation
import PadKitApps
import Testing

/// A scene designed at a free-form size taller than its device's screen (a long form laid out
/// whole) is laid out as Interface Builder simulates it: on a screen of that size, so the safe
/// area ends at the root's bottom less the device's bottom inset, not at the screen's bottom.
@Suite("Free-form sizes taller than the screen, as designed")
struct FreeformDesignedSizeTests {
    static func document(height: Int) -> String {
        #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097.3" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="S-1">
                    <objects>
                        <viewController id="VC-1" sceneMemberID="viewController">
                            <view key="view" id="Root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\#(height)"/>
                                <subviews>
                                    <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="Scroll">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="\#(height)"/>
                                    </scrollView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Safe"/>
                                <constraints>
                                    <constraint firstItem="Scroll" firstAttribute="top" secondItem="Root" secondAttribute="top" id="C-1"/>
                                    <constraint firstItem="Scroll" firstAttribute="leading" secondItem="Root" secondAttribute="leading" id="C-2"/>
                                    <constraint firstItem="Scroll" firstAttribute="trailing" secondItem="Root" secondAttribute="trailing" id="C-3"/>
                                    <constraint firstItem="Safe" firstAttribute="bottom" secondItem="Scroll" secondAttribute="bottom" id="C-4"/>
                                </constraints>
                            </view>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="375" height="\#(height)"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#
    }

    @Test("the safe area's bottom is the root's bottom on a screen without a home indicator", arguments: [2000, 667, 500])
    func bottom(height: Int) throws {
        let frames = try ScreenReaderTests.designedFrames(Self.document(height: height))
        let scroll = try #require(frames["Scroll"])
        #expect(Double(scroll.maxY) == Double(height))
    }
}
