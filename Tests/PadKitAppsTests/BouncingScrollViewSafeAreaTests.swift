import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A plain scroll view that bounces vertically (`alwaysBounceVertical="YES"`) takes its safe
/// area's top and bottom into its adjusted content inset under the default `automatic` behaviour,
/// as `scrollableAxes` documents, so its content gets no top safe-area inset from the status bar;
/// one that does not bounce and whose content fits it passes the inset on (eRouška, Sileo,
/// Provenance; Stopp Corona).
struct BouncingScrollViewSafeAreaTests {
    static let fixture = "Storyboards/ScrollViewSafeArea/BouncingScrollView.xib"

    @Test("as designed, the bouncing scroll view's content starts at its top; the fixed one's below the status bar")
    func designed() throws {
        let (_, frames) = try ProjectFixtures.designedFirstScene(Self.fixture)
        #expect(frames["bouncing-box-1"] == CGRect(x: 0, y: 0, width: 180, height: 40))
        #expect(frames["fixed-box-1"] == CGRect(x: 0, y: 20, width: 180, height: 40))
        let (file, _) = try ProjectFixtures.firstScene(Self.fixture)
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.within == comparison.total.compared)
    }

    @Test("of two plain scroll views, only the one that bounces vertically adjusts its content inset")
    func which() throws {
        let (_, scene) = try ProjectFixtures.firstScene(Self.fixture)
        let adjusts = scene.views.filter { $0.element == "scrollView" }.map { "\($0.id) \(ScreenLayoutView.adjustsContentInset($0))" }
        #expect(adjusts == ["bouncing-1 true", "fixed-1 false"])
    }
}
