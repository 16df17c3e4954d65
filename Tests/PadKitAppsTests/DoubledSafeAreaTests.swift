import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// Interface Builder 16 and later (Cocoa Touch plug-in 23721 and later) lay a full-screen root
/// view on a notched iPhone out with twice the device's safe-area insets; earlier versions, a
/// root view smaller than the screen and an iPad keep them once. Written after Go Map!!'s
/// `Panoramax.storyboard` (`retina6_12`, plug-in 23721: a web view 16 pt inside a safe area at
/// 118 and 68) and Go Map!!'s modal `Display.storyboard` scene (848 pt high, its bar at 48).
struct DoubledSafeAreaTests {
    static func storyboard(
        device: String, plugIn: String, rootWidth: Double = 393, rootHeight: Double, orientation: String = "portrait"
    ) -> String {
        ControllerSceneDocument.storyboard(
            device: device, plugIn: plugIn, rootFrame: (rootWidth, rootHeight),
            root: #"""
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Box">
                        <rect key="frame" x="16" y="134" width="361" height="100"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="Safe"/>
                <constraints>
                    <constraint firstItem="Box" firstAttribute="leading" secondItem="Safe" secondAttribute="leading" constant="16" id="C-1"/>
                    <constraint firstItem="Safe" firstAttribute="trailing" secondItem="Box" secondAttribute="trailing" constant="16" id="C-2"/>
                    <constraint firstItem="Box" firstAttribute="top" secondItem="Safe" secondAttribute="top" constant="16" id="C-3"/>
                    <constraint firstItem="Safe" firstAttribute="bottom" secondItem="Box" secondAttribute="bottom" constant="16" id="C-4"/>
                </constraints>
                """#, orientation: orientation)
    }

    @Test(
        "a full-screen root view on a notched iPhone has twice the device's insets as Interface Builder 16 and later lay it out",
        arguments: [
            // (device, plug-in, root height, safe-area top and bottom as designed)
            ("retina6_12", "23721", 852.0, 118.0, 68.0), ("retina6_12", "24743", 852, 118, 68),
            ("retina6_12", "23506", 852, 59, 34), ("retina6_12", "24743", 793, 59, 34),
            ("retina4_7", "24743", 667, 20, 0), ("ipad10_9rounded", "24743", 1180, 24, 20),
        ])
    func doubled(device: String, plugIn: String, rootHeight: Double, top: Double, bottom: Double) throws {
        let width = DesignDevice.named(device)?.size(orientation: "portrait").width ?? 0
        let file = try ScreenReaderTests.read(Self.storyboard(device: device, plugIn: plugIn, rootWidth: width, rootHeight: rootHeight))
        let scene = try #require(file.scenes.first)
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        #expect(window.safeArea.top == top && window.safeArea.bottom == bottom)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let box = try #require(layout.views.first { $0.view.id == "Box" }?.frame)
        #expect(abs(box.minY - (top + 16)) < 0.01)
        // A root view shorter than the screen ends above the home indicator's inset.
        let root = try #require(layout.views.first { $0.view.id == "Root" }?.frame)
        let overlap = max(0, bottom - (window.size.height - root.height))
        #expect(abs(box.maxY - (root.height - overlap - 16)) < 0.01)
    }

    @Test(
        "in landscape, Interface Builder 16 and later add the portrait insets to the landscape ones on a full-screen root view, and take the deeper of the two on a smaller one",
        arguments: [
            // (plug-in, root width and height, safe-area top, left, bottom and right as designed): xDrip4iOS's
            // landscape `retina6_0` storyboard, whose views sit 47 pt below the top, 47 in from the sides and 55 above the bottom.
            ("24405", 844.0, 390.0, 47.0, 47.0, 55.0, 47.0), ("24405", 320, 600, 47, 47, 34, 47),
            // Earlier versions show the landscape insets alone.
            ("23506", 844, 390, 0, 47, 21, 47),
        ])
    func landscape(plugIn: String, rootWidth: Double, rootHeight: Double, top: Double, left: Double, bottom: Double, right: Double) throws {
        let file = try ScreenReaderTests.read(
            Self.storyboard(device: "retina6_0", plugIn: plugIn, rootWidth: rootWidth, rootHeight: rootHeight, orientation: "landscape"))
        let scene = try #require(file.scenes.first)
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        #expect(window.safeArea == EdgeInsets(top: top, left: left, bottom: bottom, right: right))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let box = try #require(layout.views.first { $0.view.id == "Box" }?.frame)
        #expect(abs(box.minX - (left + 16)) < 0.01 && abs(box.minY - (top + 16)) < 0.01)
    }

    @Test("every window other than the designed one keeps the device's insets once")
    func otherWindows() throws {
        let file = try ScreenReaderTests.read(Self.storyboard(device: "retina6_12", plugIn: "24743", rootHeight: 852))
        let scene = try #require(file.scenes.first)
        var window = try #require(ScreenWindow.designed(file, scene: scene))
        window.designed = false
        window.safeArea = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let box = try #require(layout.views.first { $0.view.id == "Box" }?.frame)
        #expect(abs(box.minY - 75) < 0.01)
    }
}
