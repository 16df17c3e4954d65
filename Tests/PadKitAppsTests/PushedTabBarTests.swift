import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A scene pushed onto a tab's navigation controller keeps the tab bar, as UIKit shows it unless
/// the pushed controller sets `hidesBottomBarWhenPushed`; a `showDetail` segue does not push, and a
/// scene that sets its own bottom bar keeps it. In compact height the tab bar is UIKit's 32 pt.
/// Written after AltStore's pushed scene (its views end 49 pt above a `retina4_7` screen's bottom)
/// and xDrip4iOS's landscape settings pages (`ScreenReader.pushedKeepingTabBar(from:controllers:)`).
struct PushedTabBarTests {
    static func scene(_ id: String, segues: String = "", attributes: String = "", size: (Double, Double) = (375, 667)) -> String {
        #"""
        <scene sceneID="s-\#(id)">
            <objects>
                <viewController id="\#(id)" \#(attributes) sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-\#(id)">
                        <rect key="frame" x="0.0" y="0.0" width="\#(size.0)" height="\#(size.1)"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box-\#(id)">
                                <rect key="frame" x="0.0" y="0.0" width="\#(size.0)" height="100"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="h-\#(id)"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe-\#(id)"/>
                        <constraints>
                            <constraint firstItem="box-\#(id)" firstAttribute="leading" secondItem="safe-\#(id)" secondAttribute="leading" id="l-\#(id)"/>
                            <constraint firstItem="safe-\#(id)" firstAttribute="trailing" secondItem="box-\#(id)" secondAttribute="trailing" id="t-\#(id)"/>
                            <constraint firstItem="safe-\#(id)" firstAttribute="bottom" secondItem="box-\#(id)" secondAttribute="bottom" id="b-\#(id)"/>
                        </constraints>
                    </view>
                    <connections>\#(segues)</connections>
                </viewController>
            </objects>
        </scene>
        """#
    }

    static func storyboard(orientation: String) -> String {
        let size: (Double, Double) = orientation == "landscape" ? (667, 375) : (375, 667)
        return #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="tabs">
                <device id="retina4_7" orientation="\#(orientation)"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21701"/>
                </dependencies>
                <scenes>
                    <scene sceneID="s-tabs">
                        <objects>
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="nav" kind="relationship" relationship="viewControllers" id="rel-nav"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="s-nav">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="top" kind="relationship" relationship="rootViewController" id="rel-top"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    \#(scene("top", segues: #"""
                    <segue destination="pushed" kind="show" id="to-pushed"/>
                    <segue destination="detail" kind="showDetail" id="to-detail"/>
                    <segue destination="hiding" kind="show" id="to-hiding"/>
                    """#, size: size))
                    \#(scene("pushed", segues: #"<segue destination="deeper" kind="push" id="to-deeper"/>"#, size: size))
                    \#(scene("deeper", size: size))
                    \#(scene("detail", size: size))
                    \#(scene("hiding", attributes: #"hidesBottomBarWhenPushed="YES""#, size: size))
                </scenes>
            </document>
            """#
    }

    @Test(
        "a pushed scene ends above the tab bar, unless it hides it or is shown as a detail",
        arguments: [
            // (scene, whether it keeps the tab bar)
            ("top", true), ("pushed", true), ("deeper", true), ("detail", false), ("hiding", false),
        ])
    func keepsTabBar(scene id: String, keeps: Bool) throws {
        let file = try ScreenReaderTests.read(Self.storyboard(orientation: "portrait"))
        let scene = try #require(file.scenes.first { $0.id == id })
        #expect((scene.bars.bottomBar?.kind == "tabBar") == keeps)
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let box = try #require(layout.views.first { $0.view.id == "box-\(id)" }?.frame)
        #expect(Double(box.maxY) == (keeps ? 667 - 49 : 667))
    }

    @Test("in compact height the tab bar is 32 pt high, as UIKit's")
    func compactHeight() throws {
        let file = try ScreenReaderTests.read(Self.storyboard(orientation: "landscape"))
        let scene = try #require(file.scenes.first { $0.id == "pushed" })
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        #expect(window.sizeClasses.vertical == .compact)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let box = try #require(layout.views.first { $0.view.id == "box-pushed" }?.frame)
        #expect(Double(box.maxY) == 375 - 32)
    }
}
