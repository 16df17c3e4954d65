import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// As designed, a XIB's top-level collection view cell gets a root view's system minimum margins,
/// as Interface Builder shows it as the root of the simulated screen: 16 pt in a 343-pt cell, not
/// UIView's 8 (the 5 views pinned to such a cell's margins in AltStore's and Delta's XIBs).
struct CollectionCellMarginsTests {
    @Test("as designed, a view pinned to a XIB collection view cell's margins sits 16 pt in")
    func designed() throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/CollectionCellMargins/Cell343OnRetina6_1.xib")
        let window = try #require(ScreenWindow.designed(file))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        #expect(layout.views.first { $0.view.id == "card-1" }?.frame == CGRect(x: 16, y: 0, width: 311, height: 100))
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.within == comparison.total.compared)
    }

    @Test(
        "the elements Interface Builder shows as a root",
        arguments: [
            ("view", true), ("collectionViewCell", true), ("collectionReusableView", true), ("tableViewCell", false), ("stackView", false),
        ])
    func rootElements(element: String, root: Bool) {
        #expect(ScreenLayout.takesRootMarginsAsDesigned(element) == root)
    }
}
