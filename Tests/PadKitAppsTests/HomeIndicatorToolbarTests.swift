import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// As designed, a simulated bottom toolbar on an iPhone with a home indicator is 49 pt high, not
/// 44: a view pinned to the safe area ends 49 pt above the home indicator's 34-pt inset, as
/// Interface Builder stores it (Siskin IM, Stopp Corona, OwnTracks, AdGuard).
struct HomeIndicatorToolbarTests {
    static let fixture = "Storyboards/HomeIndicatorToolbar/Toolbar.storyboard"

    @Test("a toolbar above the home indicator is 49 high; 44 elsewhere, and a navigation bar keeps 44")
    func height() {
        let toolbar = SimulatedBars.Bar(kind: "toolbar", translucent: true)
        #expect(toolbar.height(verticalSizeClass: .regular, aboveHomeIndicator: true) == 49)
        #expect(toolbar.height(verticalSizeClass: .regular) == 44)
        let navigationBar = SimulatedBars.Bar(kind: "navigationBar", translucent: true)
        #expect(navigationBar.height(verticalSizeClass: .regular, aboveHomeIndicator: true) == 44)
    }

    @Test("as designed, the content pinned to the safe area ends above a 49-pt toolbar")
    func designed() throws {
        let (file, scene) = try ProjectFixtures.firstScene(Self.fixture)
        let window = try #require(ScreenWindow.designed(file))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let frames = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.view.id, $0.frame) })
        #expect(frames["content-1"] == CGRect(x: 0, y: 44, width: 414, height: 769))
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.within == comparison.total.compared)
    }
}
