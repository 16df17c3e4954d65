import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A table view cell's side margin is 20 pt on a screen wider than 375 pt for a cell wider than
/// 320 pt, 16 pt otherwise (Interface Builder's frames of the XIB cells and storyboard tables of
/// 18 apps, `docs/sources.md`): each fixture stores IB's frame for its device and cell width.
struct TableViewCellMarginTests {
    @Test(
        "as designed, a view pinned to a cell's margins sits where Interface Builder stored it",
        arguments: [
            ("Cell331OnRetina6_1", 20.0), ("Cell320OnRetina6_1", 16.0), ("Cell348OnRetina4_7", 16.0), ("Cell393OnRetina6_12", 20.0),
            // Interface Builder 9.4 to 10.1 show a XIB cell as a screen of its own width.
            ("Cell600OnRetina4_7Xcode10", 20.0), ("Cell348OnRetina4_7Xcode10", 16.0),
            // Interface Builder 16 and later show the 390-pt iPhone with 16 pt (OsmAnd's cells), earlier ones with 20.
            ("Cell414OnRetina6_0Xcode16", 16.0), ("Cell414OnRetina6_0Xcode14", 20.0), ("Cell393OnRetina6_12Xcode16", 20.0),
            // As designed the screen is the portrait width in landscape too (xDrip4iOS's landscape cells).
            ("Cell750OnLandscapeRetina6_0Xcode16", 16.0),
        ])
    func designed(fixture: String, margin: Double) throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/CellMargins/\(fixture).xib")
        let window = try #require(ScreenWindow.designed(file))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let bar = try #require(layout.views.first { $0.view.id == "bar-1" }?.frame)
        #expect(Double(bar.minX) == margin)
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.within == comparison.total.compared)
    }

    @Test(
        "in a window, the margin follows the window's width and size class",
        arguments: [(320.0, 16.0), (375.0, 16.0), (390.0, 20.0), (414.0, 20.0), (700.0, 20.0)])
    func window(width: Double, margin: Double) throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/CellMargins/Cell320OnRetina6_1.xib")
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: VariationReinstallTests.window(width, 900))
        let bar = try #require(layout.views.first { $0.view.id == "bar-1" }?.frame)
        #expect(Double(bar.minX) == margin)
        #expect(abs(Double(bar.width) - (width - 2 * margin)) < 0.01)
    }

    @Test("the rule: regular width, or a screen wider than 375 pt and a cell wider than 320 pt, gives 20")
    func rule() {
        #expect(TableViewCellMargin.side(cellWidth: 320, screenWidth: 414, horizontal: .compact) == 16)
        #expect(TableViewCellMargin.side(cellWidth: 331, screenWidth: 414, horizontal: .compact) == 20)
        #expect(TableViewCellMargin.side(cellWidth: 394, screenWidth: 375, horizontal: .compact) == 16)
        #expect(TableViewCellMargin.side(cellWidth: 300, screenWidth: 1024, horizontal: .regular) == 20)
        // As designed by Interface Builder 16 and later, the 390-pt screen is a narrow one.
        let narrow = TableViewCellMargin.designedNarrowScreenWidth(toolsVersion: 23721)
        #expect(TableViewCellMargin.side(cellWidth: 414, screenWidth: 390, horizontal: .compact, narrowScreenWidth: narrow) == 16)
        #expect(TableViewCellMargin.side(cellWidth: 414, screenWidth: 393, horizontal: .compact, narrowScreenWidth: narrow) == 20)
        #expect(TableViewCellMargin.designedNarrowScreenWidth(toolsVersion: 23506) == 375)
    }

    @Test("as designed, a XIB cell of Interface Builder 9.4 to 10.1 is its own screen; other cells and versions keep the device's")
    func designedScreen() {
        #expect(TableViewCellMargin.designedScreenWidth(cellWidth: 600, deviceWidth: 375, xibCell: true, toolsVersion: 14460) == 600)
        #expect(TableViewCellMargin.designedScreenWidth(cellWidth: 600, deviceWidth: 375, xibCell: true, toolsVersion: 14113) == 600)
        #expect(TableViewCellMargin.designedScreenWidth(cellWidth: 600, deviceWidth: 375, xibCell: true, toolsVersion: 14868) == 375)
        #expect(TableViewCellMargin.designedScreenWidth(cellWidth: 600, deviceWidth: 375, xibCell: true, toolsVersion: 13771) == 375)
        #expect(TableViewCellMargin.designedScreenWidth(cellWidth: 600, deviceWidth: 375, xibCell: false, toolsVersion: 14460) == 375)
    }
}
