import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A scene Interface Builder simulates as a page sheet (`<modalPageSheetSimulatedSizeMetrics>`) is
/// laid out as designed in the sheet's card: below the status bar and sensor housing (no safe-area
/// top) and reaching the screen's bottom (the home indicator's inset stays), with or without an
/// opaque navigation bar over it.
struct SheetPresentationTests {
    @Test(
        "a page sheet's views pinned to its safe area sit 16 pt from the card's top and 16 pt above the home indicator",
        arguments: [("sheet", 842.0), ("sheet-in-nav", 786)])
    func pageSheet(scene id: String, rootHeight: Double) throws {
        let path = ProjectFixtures.path("Storyboards/Sheets/PageSheet.storyboard")
        let file = try ScreenReader.read(path: path, displayPath: path)
        let scene = try #require(file.scenes.first { $0.id == id })
        #expect(scene.bars.presentedAsSheet)
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        #expect(window.safeArea.top == 0 && window.safeArea.bottom == 34)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let card = layout.views.first { $0.view.id == "card-\(id)" }?.frame
        #expect(card == CGRect(x: 16, y: 16, width: 382, height: rootHeight - 34 - 32))
    }
}
