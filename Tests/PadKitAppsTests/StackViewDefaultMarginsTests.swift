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
        let pins = #"""
            <constraint firstItem="Row" firstAttribute="leading" secondItem="Stack" secondAttribute="leadingMargin" constant="16" id="C-l"/>
            <constraint firstAttribute="trailingMargin" secondItem="Row" secondAttribute="trailing" constant="16" id="C-t"/>
            """#
        let frames = try ScreenReaderTests.designedFrames(
            ScreenReaderTests.stackScene(margins: margins, attributes: #"alignment="center""#, constraints: pins))
        #expect(frames["Row"] == CGRect(x: x, y: 0, width: 375 - 2 * x, height: 40))
    }
}
