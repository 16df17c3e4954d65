import Foundation
import PadKit
import PadLayout
@testable import PadKitApps
import Testing

/// A cell's content view preserves the cell's margins only where they reach into it: beside a
/// disclosure indicator (the content view ends 30.5 pt before the cell's trailing edge, more than
/// the cell's 20-pt margin) its trailing margin is UIView's 8; without an accessory it is the
/// cell's 20 (measured on 15 content views beside a disclosure indicator in 8 apps).
struct CellContentViewMarginsTests {
    @Test(
        "the trailing margin beside a disclosure indicator is 8, without one the cell's, as designed and in a window",
        arguments: [414.0, 700.0])
    func trailingMargin(windowWidth: Double) throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/CellAccessory/Settings.storyboard")
        let window = try #require(windowWidth == 414 ? ScreenWindow.designed(file) : VariationReinstallTests.window(windowWidth, 900))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let frames = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.view.id, $0.frame) })
        let besideAccessory = try #require(frames["content-1"] ?? nil)
        let plain = try #require(frames["content-2"] ?? nil)
        #expect(abs(Double(besideAccessory.width) - (windowWidth - 30.5)) < 0.01)
        #expect(frames["badge-1"] == CGRect(x: besideAccessory.width - 8 - 40, y: 12, width: 40, height: 20))
        #expect(frames["badge-2"] == CGRect(x: plain.width - 20 - 40, y: 12, width: 40, height: 20))
        #expect(layout.findings.isEmpty, "\(layout.findings)")
    }

    @Test("a content view's top and bottom margins are 15 in a file Xcode 26 saved (iOS 26's taller rows), 11 before")
    func verticalMargins() throws {
        for (name, top) in [("Settings", 11.0), ("Settings26", 15.0)] {
            let (file, scene) = try ProjectFixtures.firstScene("Storyboards/CellAccessory/\(name).storyboard")
            let model = try #require(scene.views.first { $0.id == "content-2" })
            let margins = ScreenLayout.contentViewMargins(model, cellMargin: 20, liquidGlass: file.designedWithLiquidGlass, in: scene)
            #expect(margins == ConstraintInsets(top: top, left: 20, bottom: top, right: 20))
        }
        let (file, _) = try ProjectFixtures.firstScene("Storyboards/CellAccessory/Settings26.storyboard")
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.within == comparison.total.compared)
    }

    @Test("as designed, a content view in a file of Xcode 8 (iOS 10) has UIView's 8-pt margins; in a window the later ones")
    func marginsBeforeIOS11() throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/CellMargins/Cell600OnRetina4_7Xcode8.xib")
        #expect(file.designedBeforeSystemMargins)
        let window = try #require(ScreenWindow.designed(file))
        let designed = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        #expect(designed.views.first { $0.view.id == "bar-1" }?.frame == CGRect(x: 8, y: 8, width: 584, height: 20))
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.within == comparison.total.compared)
        let inWindow = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: VariationReinstallTests.window(375, 900))
        #expect(inWindow.views.first { $0.view.id == "bar-1" }?.frame == CGRect(x: 16, y: 11, width: 343, height: 20))
    }

    @Test(
        "margins the file sets on a content view give way to the cell's wider margin while it preserves its superview's",
        arguments: [("content-1", 20.0), ("content-2", 16.0)])
    func explicitMarginsPreserved(contentView: String, side: Double) throws {
        let file = try ScreenReader.read(
            path: ProjectFixtures.path("Storyboards/CellMargins/ExplicitMarginsOnRetina6_1.xib"),
            displayPath: "ExplicitMarginsOnRetina6_1.xib")
        let scene = try #require(file.scenes.first { $0.views.contains { $0.id == contentView } })
        let model = try #require(scene.views.first { $0.id == contentView })
        // A 414-pt cell on a 414-pt iPhone has 20-pt margins; the file sets 16 on every side.
        let margins = ScreenLayout.contentViewMargins(model, cellMargin: 20, liquidGlass: false, in: scene)
        #expect(margins == ConstraintInsets(top: 16, left: side, bottom: 16, right: side))
        let designed = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: try #require(ScreenWindow.designed(file)))
        let bar = contentView.replacingOccurrences(of: "content", with: "bar")
        #expect(designed.views.first { $0.view.id == bar }?.frame == CGRect(x: side, y: 16, width: 414 - 2 * side, height: 20))
    }
}
