import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A controller presented as a sheet without a simulated size of its own is shown by Interface
/// Builder (Xcode 11 and later) as the sheet's card, under a 56-pt navigation bar when a
/// presented navigation controller holds it; a full-screen presentation is not; a show-detail
/// destination sits under its source's navigation bar.
struct InferredSheetTests {
    static let path = ProjectFixtures.path("Storyboards/InferredSheets/Main.storyboard")

    /// The frame of `badge-<scene>`, pinned 8 pt below the safe area's top, as designed.
    static func badge(_ id: String, in file: ScreenFile) throws -> CGRect? {
        let scene = try #require(file.scenes.first { $0.id == id })
        let window = try #require(ScreenWindow.designed(file, scene: scene))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        return layout.views.first { $0.view.id == "badge-\(id)" }?.frame
    }

    @Test(
        "each scene's badge sits 8 pt under the bars Interface Builder simulates",
        arguments: [
            ("main-root", 72.0, false),  // a full-screen stack: 20-pt status bar, 44-pt bar
            ("sheet-root", 64, true),  // presented (automatic): the card, a 56-pt bar
            ("sheet-pushed", 64, true),  // pushed onto the presented stack
            ("full-root", 72, false),  // modalPresentationStyle="fullScreen"
            ("sheet-vc", 8, true),  // a page sheet without a navigation controller
            ("detail", 72, false),  // showDetail: under its source's bar
        ])
    func designed(scene id: String, badgeY: Double, sheet: Bool) throws {
        let file = try ScreenReader.read(path: Self.path, displayPath: Self.path)
        #expect(file.scenes.first { $0.id == id }?.bars.presentedAsSheet == sheet)
        #expect(try Self.badge(id, in: file) == CGRect(x: 16, y: badgeY, width: 72, height: 72))
    }

    @Test("a file laid out before Xcode 11 infers no sheet")
    func beforeAutomaticSheets() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8).replacingOccurrences(
            of: #"version="22504""#, with: #"version="14490""#)
        let file = try ScreenReaderTests.read(text)
        #expect(!file.scenes.contains { $0.bars.presentedAsSheet })
        #expect(try Self.badge("sheet-root", in: file)?.minY == 72)
    }

    @Test("Interface Builder 26 shows a sheet's bar 16 pt below the card's top, 54 high")
    func liquidGlassSheet() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8).replacingOccurrences(
            of: #"version="22504""#, with: #"version="24412""#)
        let file = try ScreenReaderTests.read(text)
        #expect(try Self.badge("sheet-root", in: file)?.minY == 78)
        #expect(try Self.badge("sheet-pushed", in: file)?.minY == 78)
    }

    @Test("a sheet's navigation bar is 56 pt, 108 with a large title, 70 with iOS 26's design")
    func barHeight() {
        let bar = SimulatedBars.Bar(kind: "navigationBar", translucent: true)
        #expect(bar.height(verticalSizeClass: .regular, inSheet: true) == 56)
        #expect(bar.height(verticalSizeClass: .regular, inSheet: true, liquidGlass: true) == 70)
        let large = SimulatedBars.Bar(kind: "navigationBar", translucent: true, largeTitle: true)
        #expect(large.height(verticalSizeClass: .regular, inSheet: true) == 108)
        #expect(SimulatedBars.Bar(kind: "tabBar", translucent: true).height(verticalSizeClass: .regular, inSheet: true) == 49)
    }

    @Test("every view of the fixture is where Interface Builder stored it")
    func asDesigned() throws {
        let file = try ScreenReader.read(path: Self.path, displayPath: Self.path)
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.compared == comparison.total.within && comparison.total.compared == 6)
    }
}
