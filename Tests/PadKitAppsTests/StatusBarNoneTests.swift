import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A scene whose simulated status bar is "None" (`<nil key="simulatedStatusBarMetrics"/>`) is laid
/// out as designed without a status bar on an iPhone (Pocket Casts' notification content
/// extension: its views pinned 16 pt below the top sit at 16, not 36); on an iPad Interface Builder
/// keeps the status bar (DuckDuckGo's tab scene on `ipad9_7`).
struct StatusBarNoneTests {
    @Test(
        "a scene without a simulated status bar: no status bar as designed on an iPhone, still one on an iPad",
        arguments: [
            ("Phone", 0.0), ("Pad", 20.0),
        ])
    func statusBarNone(file name: String, top: Double) throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/StatusBarNone/\(name).storyboard")
        #expect(scene.bars.statusBarHidden)
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        #expect(window.safeArea.top == top)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        #expect(layout.views.first { $0.view.id == "badge-1" }?.frame == CGRect(x: 16, y: top + 16, width: 72, height: 72))
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.compared == 1 && comparison.total.within == 1)
    }
}
