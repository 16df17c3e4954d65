import Foundation
import PadKitApps
import Testing

/// A root view no taller than the iPhone's screen is high in landscape, in a file of Interface
/// Builder 10.1 or earlier (plug-in below 14800), is laid out without the 20-pt status bar: PIA's
/// 89-pt tile on `retina4_7` (14460) has its label pinned 25 pt below the safe area's top at 25,
/// Rocket.Chat's 351-pt emoji picker (14088) its search bar at 0, where its 496-pt reactor list
/// and Pocket Casts' 600-pt network view keep their views 20 pt lower.
@Suite("The status bar of a root view no taller than the landscape screen, as designed before Interface Builder 10.2")
struct LandscapeSizedViewStatusBarTests {
    static func document(plugIn: Int, height: Double) -> String {
        TopLevelViewDocument.xib(
            device: "retina4_7", plugIn: plugIn, rootFrame: (375, height),
            root: #"""
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Row">
                        <rect key="frame" x="25" y="25" width="325" height="30"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Row" firstAttribute="top" secondItem="Safe" secondAttribute="top" constant="25" id="C-1"/>
                    <constraint firstItem="Row" firstAttribute="leading" secondItem="Safe" secondAttribute="leading" constant="25" id="C-2"/>
                    <constraint firstItem="Safe" firstAttribute="trailing" secondItem="Row" secondAttribute="trailing" constant="25" id="C-3"/>
                    <constraint firstItem="Row" firstAttribute="height" constant="30" id="C-4"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="Safe"/>
                """#)
    }

    @Test(
        "the row's top by the root's height and Interface Builder's version",
        arguments: [
            (14460, 89.0, 25.0), (14088, 351, 25), (14460, 375, 25), (14088, 376, 45), (14088, 496, 45), (14460, 667, 45),
            (18093, 89, 25), (22685, 89, 45),
        ])
    func top(plugIn: Int, height: Double, top: Double) throws {
        let file = try ScreenReaderTests.read(Self.document(plugIn: plugIn, height: height))
        let scene = try #require(file.scenes.first)
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let row = try #require(layout.views.first { $0.view.id == "Row" }?.frame)
        #expect(Double(row.minY) == top)
    }
}
