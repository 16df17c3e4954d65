import Foundation
import PadKitApps
import Testing

/// A XIB's top-level view shorter than the screen: Interface Builder 14.1 and later (plug-in 21600
/// on) simulates it as a screen of its size, so its safe area ends the device's bottom inset above
/// its bottom (iTorrent's 119-pt switch row on `retina6_12`: its stack pinned to the margins ends
/// 34 pt above the bottom); earlier versions end it at the view's bottom (Element's and Tinode's
/// bars, 17126 to 21505).
@Suite("A short free-form XIB view's safe area, as designed")
struct FreeformXIBSafeAreaTests {
    static func document(plugIn: Int) -> String {
        TopLevelViewDocument.xib(
            device: "retina6_12", plugIn: plugIn, rootFrame: (393, 119),
            root: #"""
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Row">
                        <rect key="frame" x="16" y="59" width="361" height="26"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Row" firstAttribute="top" secondItem="Root" secondAttribute="topMargin" id="C-1"/>
                    <constraint firstAttribute="bottomMargin" secondItem="Row" secondAttribute="bottom" id="C-2"/>
                    <constraint firstItem="Row" firstAttribute="leading" secondItem="Root" secondAttribute="leadingMargin" id="C-3"/>
                    <constraint firstAttribute="trailingMargin" secondItem="Row" secondAttribute="trailing" id="C-4"/>
                </constraints>
                """#)
    }

    @Test("the bottom inset by Interface Builder's version", arguments: [(22684, 26.0), (21600, 26), (21505, 60), (18093, 60)])
    func bottom(plugIn: Int, height: Double) throws {
        let frames = try ScreenReaderTests.designedFrames(Self.document(plugIn: plugIn))
        #expect(frames["Row"] == CGRect(x: 16, y: 59, width: 361, height: height))
    }
}
