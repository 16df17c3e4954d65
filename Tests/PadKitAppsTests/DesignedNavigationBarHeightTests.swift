import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// Interface Builder 26 (Cocoa Touch plug-in 24000 and later) simulates iOS 26's 54-pt navigation
/// bar above a navigation controller's root view; earlier versions simulate the classic 44-pt bar.
/// Written after Go Map!!'s `Changeset.storyboard` (plug-in 24093: its bar stored at y 96, 54
/// high, and a label 8 pt below the safe area at 158) and the bars Xcode 26 stores at 54 (106 with
/// a large title) in NetNewsWire, Delta and Nextcloud Talk.
struct DesignedNavigationBarHeightTests {
    static func storyboard(plugIn: String, largeTitles: Bool, translucent: Bool, device: String = "retina4_7") -> String {
        ControllerSceneDocument.storyboard(
            device: device, plugIn: plugIn, rootFrame: device.hasPrefix("ipad") ? (768, 1024) : (375, 667),
            root: #"""
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Box">
                        <rect key="frame" x="16" y="82" width="343" height="100"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" id="C-4"/>
                        </constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="Safe"/>
                <constraints>
                    <constraint firstItem="Box" firstAttribute="leading" secondItem="Safe" secondAttribute="leading" constant="16" id="C-1"/>
                    <constraint firstItem="Safe" firstAttribute="trailing" secondItem="Box" secondAttribute="trailing" constant="16" id="C-2"/>
                    <constraint firstItem="Box" firstAttribute="top" secondItem="Safe" secondAttribute="top" constant="8" id="C-3"/>
                </constraints>
                """#,
            controller: #"<navigationItem key="navigationItem" title="Upload" id="Item-1"/>"#,
            scenes: #"""
                <scene sceneID="S-2">
                    <objects>
                        <navigationController id="Nav-1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" \#(largeTitles ? #"largeTitles="YES""# : "") \#(translucent ? "" : #"translucent="NO""#) id="Bar-1">
                                <rect key="frame" x="0.0" y="20" width="375" height="54"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="VC-1" kind="relationship" relationship="rootViewController" id="Rel-1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                """#)
    }

    @Test(
        "a view pinned below a navigation controller's bar sits below the bar of Interface Builder's version",
        arguments: [
            // (plug-in, large titles, box's top as designed: 20 status bar + bar + 8)
            ("24128", false, 82.0), ("24765", false, 82), ("24128", true, 134),
            ("23504", false, 72), ("23090", true, 124),
        ])
    func translucentBar(plugIn: String, largeTitles: Bool, top: Double) throws {
        let file = try ScreenReaderTests.read(Self.storyboard(plugIn: plugIn, largeTitles: largeTitles, translucent: true))
        let scene = try #require(file.scenes.first { $0.views.first?.id == "Root" })
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let box = try #require(layout.views.first { $0.view.id == "Box" }?.frame)
        #expect(abs(box.minY - top) < 0.01)
    }

    /// Interface Builder 10 to 16 show an iPad's navigation bar 50 pt high, as iOS 12 drew it
    /// (Monal's, Moonlight's, WireGuard's and Zotero's iPad files store their bars 50 high); files
    /// of earlier versions 44.
    @Test(
        "on an iPad, a view pinned below the bar sits below Interface Builder's iPad bar",
        arguments: [
            // (plug-in, box's top as designed: 20 status bar + bar + 8)
            ("14088", 72.0), ("14460", 78), ("22685", 78), ("24128", 82),
        ])
    func padBar(plugIn: String, top: Double) throws {
        let file = try ScreenReaderTests.read(Self.storyboard(plugIn: plugIn, largeTitles: false, translucent: true, device: "ipad9_7"))
        let scene = try #require(file.scenes.first { $0.views.first?.id == "Root" })
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let box = try #require(layout.views.first { $0.view.id == "Box" }?.frame)
        #expect(abs(box.minY - top) < 0.01)
    }
}
