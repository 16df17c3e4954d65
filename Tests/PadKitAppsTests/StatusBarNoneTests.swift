import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A scene whose simulated status bar is "None" (`<nil key="simulatedStatusBarMetrics"/>`) is laid
/// out as designed without a status bar on an iPhone (Pocket Casts' notification content
/// extension: its views pinned 16 pt below the top sit at 16, not 36); on an iPad Interface Builder
/// keeps the status bar (DuckDuckGo's tab scene on `ipad9_7`). A XIB's view keeps it on an
/// iPhone too (Element's, edX's and OsmAnd's full-screen XIB views, views under the safe area's
/// top at 20).
struct StatusBarNoneTests {
    @Test(
        "a scene without a simulated status bar: no status bar as designed on an iPhone, still one on an iPad",
        arguments: [
            ("Phone", 0.0), ("Pad", 20.0),
        ])
    func statusBarNone(file name: String, top: Double) throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/StatusBarNone/\(name).storyboard")
        #expect(scene.bars.statusBarHidden)
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        #expect(window.safeArea.top == top)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        #expect(layout.views.first { $0.view.id == "badge-1" }?.frame == CGRect(x: 16, y: top + 16, width: 72, height: 72))
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.compared == 1 && comparison.total.within == 1)
    }

    /// A XIB's full-screen view with status bar "None" on `retina4_7` (plug-in `plugIn`), a badge
    /// pinned 16 pt below the safe area's top and stored at y 36.
    static func xib(plugIn: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(plugIn)" targetRuntime="iOS.CocoaTouch" \
        propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge-1">
                            <rect key="frame" x="16" y="36" width="72" height="72"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="72" id="width-1"/>
                                <constraint firstAttribute="height" constant="72" id="height-1"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe-1"/>
                    <constraints>
                        <constraint firstItem="badge-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="lead-1"/>
                        <constraint firstItem="badge-1" firstAttribute="top" secondItem="safe-1" secondAttribute="top" constant="16" id="top-1"/>
                    </constraints>
                    <nil key="simulatedStatusBarMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test(
        "a XIB's view without a simulated status bar keeps the status bar as designed on an iPhone",
        arguments: [21678, 22504])
    func xibKeepsTheStatusBar(plugIn: Int) throws {
        let file = try ScreenReaderTests.read(Self.xib(plugIn: plugIn))
        let scene = try #require(file.scenes.first)
        #expect(scene.bars.statusBarHidden)
        #expect(try #require(ScreenWindow.designed(file, scene: scene)).safeArea.top == 20)
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.compared == 1 && comparison.total.within == 1)
    }
}
