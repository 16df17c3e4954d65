import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A view Interface Builder writes with `fixedFrame="YES"` (and `translatesAutoresizingMaskIntoConstraints="NO"`) is
/// laid out by its autoresizing mask, which defaults to flexible right and bottom margins: its stored position and
/// size hold in every window. Found on FreeOTP and AltStore, whose fixed-frame image views were reported ambiguous
/// on both axes in every window (the reader's rule is in `ScreenReader+Scene`).
struct FixedFrameViewsTests {
    @Test(
        "fixed-frame views keep their stored frame and are not ambiguous, as designed and in other windows",
        arguments: [(375.0, 667.0), (320.0, 320.0), (1024.0, 1366.0), (1366.0, 1024.0)])
    func fixedFrame(width: Double, height: Double) throws {
        let path = ProjectFixtures.path("Storyboards/FixedFrame/Splash.storyboard")
        let file = try ScreenReader.read(path: path, displayPath: path)
        let scene = try #require(file.scenes.first)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: VariationReinstallTests.window(width, height))
        let frames = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.view.id, $0.frame) })
        #expect(frames["logo-1"] == CGRect(x: 67, y: 113, width: 240, height: 128))
        #expect(frames["card-1"] == CGRect(x: 37, y: 287, width: 300, height: 93))
        #expect(layout.findings.isEmpty, "\(layout.findings)")
    }
}
