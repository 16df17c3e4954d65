import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// The navigation bar Interface Builder simulates over a storyboard scene, inferred from the
/// navigation controller whose stack holds it: a bar that prefers large titles is 96 pt (44 + the
/// 52-pt large-title row) where the item shows its large title; a hidden bar
/// (`navigationBarHidden="YES"`) is not simulated; a tab bar controller pushed onto a stack gives
/// its children the stack's bar, with the tab bar controller's item.
struct SimulatedNavigationBarTests {
    @Test(
        "each scene's view pinned 8 pt below the safe area sits under the bar Interface Builder simulates",
        arguments: [
            ("large-root", 116.0),  // the root of a stack preferring large titles
            ("never", 64),  // largeTitleDisplayMode="never"
            ("after-never", 64),  // automatic: the item below it decides
            ("tab-child", 116),  // a tab bar controller's child: the tab bar controller's item
            ("hidden-root", 20),  // navigationBarHidden="YES"
            ("hidden-pushed", 20),
            ("plain-root", 64),  // "always" has no effect without largeTitles
        ])
    func navigationBar(scene id: String, safeAreaTop: Double) throws {
        let path = ProjectFixtures.path("Storyboards/SimulatedNavigationBars/Main.storyboard")
        let file = try ScreenReader.read(path: path, displayPath: path)
        let scene = try #require(file.scenes.first { $0.id == id })
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        #expect(layout.views.first { $0.view.id == "badge-\(id)" }?.frame == CGRect(x: 16, y: safeAreaTop + 8, width: 72, height: 72))
    }

    @Test("a large title is not shown in compact height")
    func compactHeight() {
        let bar = SimulatedBars.Bar(kind: "navigationBar", translucent: true, largeTitle: true)
        #expect(bar.height == 96)
        #expect(bar.height(verticalSizeClass: .compact) == 44)
    }

    @Test("every view of the fixture is where Interface Builder stored it")
    func asDesigned() throws {
        let path = ProjectFixtures.path("Storyboards/SimulatedNavigationBars/Main.storyboard")
        let file = try ScreenReader.read(path: path, displayPath: path)
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.compared == 7 && comparison.total.within == 7)
    }
}
