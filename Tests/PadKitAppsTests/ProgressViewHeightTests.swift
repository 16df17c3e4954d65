import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// `UIProgressView` is 4 pt high since iOS 14 and was 2 pt before: Interface Builder before Xcode
/// 12 (plug-in below 17000) stores a progress view its constraints do not size 2 pt high
/// (Rocket.Chat's chat banner, Open Food Facts' offline-saving view), later ones 4.
@Suite("A progress view's height by Interface Builder's version")
struct ProgressViewHeightTests {
    static func document(plugIn: Int) -> String {
        TopLevelViewDocument.xib(
            device: "retina4_7", plugIn: plugIn, rootFrame: (375, 667),
            root: #"""
                <subviews>
                    <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="Bar">
                        <rect key="frame" x="16" y="100" width="343" height="4"/>
                    </progressView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Below">
                        <rect key="frame" x="16" y="112" width="343" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Bar" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="100" id="C-1"/>
                    <constraint firstItem="Bar" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-2"/>
                    <constraint firstAttribute="trailing" secondItem="Bar" secondAttribute="trailing" constant="16" id="C-3"/>
                    <constraint firstItem="Below" firstAttribute="top" secondItem="Bar" secondAttribute="bottom" constant="8" id="C-4"/>
                    <constraint firstItem="Below" firstAttribute="leading" secondItem="Bar" secondAttribute="leading" id="C-5"/>
                    <constraint firstItem="Below" firstAttribute="trailing" secondItem="Bar" secondAttribute="trailing" id="C-6"/>
                    <constraint firstItem="Below" firstAttribute="height" constant="20" id="C-7"/>
                </constraints>
                """#)
    }

    @Test(
        "as designed, 2 pt before plug-in 17000 and 4 pt from it",
        arguments: [(14283, 2.0), (16087, 2), (17000, 4), (17703, 4), (24504, 4)])
    func designed(plugIn: Int, height: Double) throws {
        let frames = try ScreenReaderTests.designedFrames(Self.document(plugIn: plugIn))
        #expect(frames["Bar"].map { Double($0.height) } == height)
        #expect(frames["Below"].map { Double($0.minY) } == 100 + height + 8)
    }

    @Test("in a window, the running iOS's 4 pt whatever the file's version")
    func window() {
        #expect(IntrinsicContentSize.progressViewHeight(designedBy: nil) == 4)
        #expect(IntrinsicContentSize.progressViewHeight(designedBy: 15704) == 2)
    }
}
