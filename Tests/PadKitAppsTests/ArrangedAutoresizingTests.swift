import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// An arranged view that Interface Builder stored without `translatesAutoresizingMaskIntoConstraints="NO"`
/// keeps its autoresizing mask in its stack, as a nib-loaded `UIStackView` leaves the flag as
/// archived: its stored height holds (WooCommerce's ledger cell), in the designed window and in
/// any other, where its flexible width follows the stack.
struct ArrangedAutoresizingTests {
    static let fixture = "Storyboards/StackAutoresizing/ArrangedAutoresizing.xib"

    @Test(
        "the autoresizing arranged view keeps its 70-pt stored height beside a constrained one",
        arguments: [
            (nil, 288.0),
            (VariationReinstallTests.window(700, 900), 668.0),
            (VariationReinstallTests.window(400, 900), 368.0),
        ] as [(ScreenWindow?, Double)])
    func keepsMask(window: ScreenWindow?, stackWidth: Double) throws {
        let (file, scene) = try ProjectFixtures.firstScene(Self.fixture)
        let resolved = try #require(window ?? ScreenWindow.designed(file))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: resolved)
        let frames = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.view.id, $0.frame) })
        let width = CGFloat(stackWidth)
        #expect(frames["stack-1"] == CGRect(x: 16, y: 20, width: width, height: 94))
        #expect(frames["constrained-1"] == CGRect(x: 0, y: 0, width: width, height: 20))
        #expect(frames["autoresizing-1"] == CGRect(x: 0, y: 24, width: width, height: 70))
        #expect(frames["content-1"] == CGRect(x: 0, y: 0, width: width, height: 70))
        #expect(layout.findings.isEmpty)
    }

    @Test("as designed, every view is within 1 pt of its stored frame")
    func designed() throws {
        let (file, _) = try ProjectFixtures.firstScene(Self.fixture)
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.compared == 4)
        #expect(comparison.total.within == comparison.total.compared)
    }
}
