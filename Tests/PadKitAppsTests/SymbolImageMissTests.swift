import Foundation
@testable import PadKitApps
import Testing

/// An image view showing an SF Symbol whose stored frame does not sit on its constraints is the
/// glyph's alignment insets (which no file records), counted as a control or image miss; any other
/// view whose stored frame breaks its own constraints is a stale frame.
struct SymbolImageMissTests {
    /// An image view pinned 20 pt from the root's leading and top edges and 30 x 30, stored
    /// 2 pt outside that square on every side (as UIKit's frame around a symbol's alignment
    /// rectangle is); `image` is its image attribute and reference.
    static func document(image: String) -> String {
        let icon = #"""
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="Icon">
                <rect key="frame" x="18" y="18" width="34" height="34"/>
                <constraints>
                    <constraint firstAttribute="width" constant="30" id="C-W"/>
                    <constraint firstAttribute="height" constant="30" id="C-H"/>
                </constraints>
                \#(image)
            </imageView>
            """#
        let constraints = #"""
            <constraint firstItem="Icon" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="20" id="C-1"/>
            <constraint firstItem="Icon" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-2"/>
            """#
        return ScreenReaderTests.storyboard(subviews: icon, constraints: constraints)
    }

    @Test(
        "the miss's cause",
        arguments: [
            (#"<imageReference key="image" image="star" catalog="system"/>"#, DesignedComparison.Miss.controlOrImage),
            (#"<imageReference key="image" image="Star"/>"#, .staleFrame),
            ("", .staleFrame),
        ])
    func cause(image: String, miss: DesignedComparison.Miss) throws {
        let file = try ScreenReaderTests.read(Self.document(image: image))
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        // (The template's unconstrained `Box` is a miss of its own.)
        #expect(comparison.missed.filter { $0.id == "Icon" }.map(\.miss) == [miss])
    }
}
