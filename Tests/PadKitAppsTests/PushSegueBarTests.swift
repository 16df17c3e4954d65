import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A scene pushed onto a navigation stack gets the stack's bar from a `show` segue wherever its
/// source scene starts it (the controller, a bar button item, a button of its view), and no bar
/// from a source whose top bar the file sets to None.
struct PushSegueBarTests {
    /// A scene `id` whose badge is pinned 8 pt below its safe area, with `extra` inside its view
    /// controller and `button` inside its view.
    static func scene(_ id: String, extra: String = "", button: String = "") -> String {
        """
        <scene sceneID="s-\(id)">
            <objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge-\(id)">
                                <rect key="frame" x="16" y="72" width="72" height="72"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="72" id="width-\(id)"/>
                                    <constraint firstAttribute="height" constant="72" id="height-\(id)"/>
                                </constraints>
                            </view>
                            \(button)
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                        <constraints>
                            <constraint firstItem="badge-\(id)" firstAttribute="leading" secondItem="root-\(id)" secondAttribute="leading" constant="16" id="lead-\(id)"/>
                            <constraint firstItem="badge-\(id)" firstAttribute="top" secondItem="safe-\(id)" secondAttribute="top" constant="8" id="top-\(id)"/>
                        </constraints>
                    </view>
                    \(extra)
                </viewController>
            </objects>
        </scene>
        """
    }

    static func navigationController(_ id: String, root: String) -> String {
        """
        <scene sceneID="s-\(id)">
            <objects>
                <navigationController id="\(id)" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-\(id)">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="rel-\(id)"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    static func button(to destination: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button-\(destination)">
            <rect key="frame" x="16" y="200" width="46" height="30"/>
            <state key="normal" title="Next"/>
            <connections>
                <segue destination="\(destination)" kind="show" id="to-\(destination)"/>
            </connections>
        </button>
        """
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            </dependencies>
            <scenes>
                \(navigationController("nav", root: "source"))
                \(scene("source", extra: """
                    <navigationItem key="navigationItem" title="Inbox" id="item-source">
                        <barButtonItem key="rightBarButtonItem" title="New" id="new-source">
                            <connections>
                                <segue destination="from-item" kind="show" id="to-from-item"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    """, button: button(to: "from-button")))
                \(scene("from-item"))
                \(scene("from-button"))
                \(navigationController("bare-nav", root: "bare"))
                \(scene("bare", extra: #"<nil key="simulatedTopBarMetrics"/>"#, button: button(to: "from-bare")))
                \(scene("from-bare"))
            </scenes>
        </document>
        """

    @Test(
        "a pushed scene's badge 8 pt below its safe area sits under the bar its source passes on",
        arguments: [
            ("source", 64.0),  // the stack's root: status bar and navigation bar
            ("from-item", 64),  // pushed by a bar button item of the root's navigation item
            ("from-button", 64),  // pushed by a button in the root's view
            ("bare", 20),  // the file sets its top bar to None
            ("from-bare", 20),  // pushed from a scene without a bar: none passed on
        ])
    func bar(scene id: String, safeAreaTop: Double) throws {
        let file = try ScreenReaderTests.read(Self.storyboard)
        let scene = try #require(file.scenes.first { $0.id == id })
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        #expect(layout.views.first { $0.view.id == "badge-\(id)" }?.frame == CGRect(x: 16, y: safeAreaTop + 8, width: 72, height: 72))
    }
}
