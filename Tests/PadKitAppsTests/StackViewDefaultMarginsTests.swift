import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A stack view whose margins the file leaves at Default has zero margins, not UIView's 8: a view
/// pinned to its margins sits at its edges, as Interface Builder stores WooCommerce's and Pocket
/// Casts' arranged views.
struct StackViewDefaultMarginsTests {
    @Test(
        "an arranged view pinned 16 pt inside its stack view's margins",
        arguments: [
            ("", 16.0),
            (#"<directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="12" bottom="0.0" trailing="12"/>"#, 28),
        ])
    func pinnedToMargins(margins: String, x: Double) throws {
        let subviews = #"""
            <stackView axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Stack">
                <rect key="frame" x="0.0" y="20" width="375" height="40"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Row">
                        <rect key="frame" x="16" y="0.0" width="343" height="40"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="C-h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Row" firstAttribute="leading" secondItem="Stack" secondAttribute="leadingMargin" constant="16" id="C-l"/>
                    <constraint firstAttribute="trailingMargin" secondItem="Row" secondAttribute="trailing" constant="16" id="C-t"/>
                </constraints>
                \#(margins)
            </stackView>
            """#
        let constraints = #"""
            <constraint firstItem="Stack" firstAttribute="leading" secondItem="Root" secondAttribute="leading" id="C-1"/>
            <constraint firstItem="Root" firstAttribute="trailing" secondItem="Stack" secondAttribute="trailing" id="C-2"/>
            <constraint firstItem="Stack" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-3"/>
            """#
        let frames = try ScreenReaderTests.designedFrames(ScreenReaderTests.storyboard(subviews: subviews, constraints: constraints))
        #expect(frames["Row"] == CGRect(x: x, y: 0, width: 375 - 2 * x, height: 40))
    }
}
