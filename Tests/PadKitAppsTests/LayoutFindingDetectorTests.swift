import Foundation
import PadKit
import Testing
@testable import PadKitApps

/// The frame-based kinds on a hand-written scene designed on a 12.9-inch iPad (1024 pt wide),
/// laid out at a 320 pt window and at the design.
@Suite("Layout finding detector")
struct LayoutFindingDetectorTests {
    /// A box 300 pt from the leading edge, 200 pt wide (clipped below 500 pt); a label a fifth of
    /// the width less 64 pt (nothing left at 320 pt); a label at 20 pt, 150 pt wide,
    /// and one from the centre (overlapping below 340 pt).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="ipad12_9rounded" orientation="portrait"/>
            <scenes>
                <scene sceneID="S-1">
                    <objects>
                        <viewController id="VC-1" customClass="DetectorViewController" sceneMemberID="viewController">
                            <view key="view" id="Root">
                                <rect key="frame" x="0.0" y="0.0" width="1024" height="1366"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Box">
                                        <rect key="frame" x="300" y="100" width="200" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="200" id="BoxW"/>
                                            <constraint firstAttribute="height" constant="50" id="BoxH"/>
                                        </constraints>
                                    </view>
                                    <label text="Squeezed" translatesAutoresizingMaskIntoConstraints="NO" id="Sq">
                                        <rect key="frame" x="20" y="200" width="140.8" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <label text="Left" translatesAutoresizingMaskIntoConstraints="NO" id="LA">
                                        <rect key="frame" x="20" y="300" width="150" height="21"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="150" id="LAW"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <label text="Right" translatesAutoresizingMaskIntoConstraints="NO" id="LB">
                                        <rect key="frame" x="512" y="300" width="100" height="21"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="LBW"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Safe"/>
                                <constraints>
                                    <constraint firstItem="Box" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="300" id="BoxL"/>
                                    <constraint firstItem="Box" firstAttribute="top" secondItem="Safe" secondAttribute="top" constant="80" id="BoxT"/>
                                    <constraint firstItem="Sq" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="20" id="SqL"/>
                                    <constraint firstItem="Sq" firstAttribute="width" secondItem="Root" secondAttribute="width" multiplier="0.2" constant="-64" id="SqW"/>
                                    <constraint firstItem="Sq" firstAttribute="top" secondItem="Safe" secondAttribute="top" constant="180" id="SqT"/>
                                    <constraint firstItem="LA" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="20" id="LAL"/>
                                    <constraint firstItem="LA" firstAttribute="top" secondItem="Safe" secondAttribute="top" constant="280" id="LAT"/>
                                    <constraint firstItem="LB" firstAttribute="leading" secondItem="Root" secondAttribute="centerX" id="LBL"/>
                                    <constraint firstItem="LB" firstAttribute="top" secondItem="Safe" secondAttribute="top" constant="280" id="LBT"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func findings(width: Double) throws -> [LayoutFinding] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("detector-\(UUID().uuidString).storyboard")
        try Data(storyboard.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try ScreenReader.read(path: url.path, displayPath: "Detector.storyboard")
        let scene = try #require(file.scenes.first)
        let design = try #require(ScreenWindow.designed(file))
        let designed = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: design)
        let detector = LayoutFindingDetector(
            scene: scene, file: file.file, screen: LayoutFinding.Screen(className: scene.className, scene: "Detector.storyboard#VC-1"),
            metrics: .standard, designed: designed, designedAreas: [])
        var window = design
        window.designed = false
        window.size = CGSize(width: width, height: 800)
        window.safeArea = EdgeInsets()
        window.sizeClasses = SizeClassPair(horizontal: .compact, vertical: .regular)
        let laidOut = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        return detector.findings(in: laidOut, areas: [])
    }

    @Test("at 320 pt: the box is clipped, the squeezed label has no width, the two labels overlap")
    func narrow() throws {
        let found = try Self.findings(width: 320)
        #expect(found.contains { $0.kind == .clipped && $0.views.map(\.id) == ["Box"] })
        #expect(found.contains { $0.kind == .zeroSize && $0.views.map(\.id) == ["Sq"] })
        #expect(found.contains { $0.kind == .newOverlap && Set($0.views.map(\.id)) == ["LA", "LB"] })
    }

    @Test("wide enough, nothing breaks", arguments: [1024.0, 1366])
    func wide(width: Double) throws {
        #expect(try Self.findings(width: width).filter { $0.kind != .ambiguous }.map(\.id) == [])
    }
}
