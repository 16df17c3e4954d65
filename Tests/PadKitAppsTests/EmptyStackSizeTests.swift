import Foundation
import PadLayout
@testable import PadKitApps
import Testing

/// A stack view without subviews (its arranged views added by code) keeps the size Interface
/// Builder stored for it as designed, and has no intrinsic size in a window.
struct EmptyStackSizeTests {
    static let document = ScreenReaderTests.storyboard(
        subviews: #"""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="Card">
                <rect key="frame" x="16" y="40" width="300" height="102"/>
                <subviews>
                    <stackView opaque="NO" axis="vertical" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="Buttons">
                        <rect key="frame" x="40" y="18" width="220" height="56"/>
                        <constraints>
                            <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="50" id="C-min"/>
                        </constraints>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="Buttons" firstAttribute="top" secondItem="Card" secondAttribute="top" constant="18" id="C-top"/>
                    <constraint firstAttribute="bottom" secondItem="Buttons" secondAttribute="bottom" constant="28" id="C-bottom"/>
                    <constraint firstItem="Buttons" firstAttribute="leading" secondItem="Card" secondAttribute="leading" constant="40" id="C-lead"/>
                    <constraint firstAttribute="trailing" secondItem="Buttons" secondAttribute="trailing" constant="40" id="C-trail"/>
                    <constraint firstAttribute="height" priority="500" constant="50" id="C-card"/>
                </constraints>
            </view>
            """#,
        constraints: #"""
            <constraint firstItem="Card" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
            <constraint firstItem="Card" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="40" id="C-2"/>
            <constraint firstItem="Card" firstAttribute="width" constant="300" id="C-3"/>
            """#)

    @Test("an empty stack is its stored size as designed, and the card around it follows")
    func designed() throws {
        let frames = try ScreenReaderTests.designedFrames(Self.document)
        #expect(frames["Buttons"] == CGRect(x: 40, y: 18, width: 220, height: 56))
        #expect(frames["Card"] == CGRect(x: 16, y: 40, width: 300, height: 102))
    }

    @Test("in a window an empty stack has no intrinsic size: the card's preferred height leaves it its minimum")
    func window() throws {
        let file = try ScreenReaderTests.read(Self.document)
        let scene = try #require(file.scenes.first)
        var window = try #require(ScreenWindow.designed(file))
        window.designed = false
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        #expect(layout.views.first { $0.view.id == "Buttons" }?.frame?.height == 50)
        let model = try #require(scene.views.first { $0.id == "Buttons" })
        #expect(IntrinsicContentSize.emptyStackSize(model, designedBy: nil).height == LayoutView.noIntrinsicMetric)
    }
}
