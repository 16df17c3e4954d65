import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A view a size-class variation removes comes back in its place when a later window's size classes
/// install it again (found on Code App's launch screen, whose activity bar compact width removes).
struct VariationReinstallTests {
    static func window(_ width: Double, _ height: Double) -> ScreenWindow {
        ScreenWindow(
            designed: false, device: "ipad", orientation: width > height ? "landscape" : "portrait", mode: "window", multitasking: nil,
            osVersion: "27.0", size: CGSize(width: width, height: height), safeArea: EdgeInsets(top: 32, bottom: 25),
            sizeClasses: SizeClassPair(horizontal: width >= 678 ? .regular : .compact, vertical: .regular), scale: 2)
    }

    @Test("regular, then compact (the view is removed), then regular again: the view is where a fresh layout puts it")
    func reinstalled() throws {
        let path = ProjectFixtures.path("Storyboards/VariationRemovesView/Launch.storyboard")
        let file = try ScreenReader.read(path: path, displayPath: path)
        let scene = try #require(file.scenes.first)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard)
        _ = layout.layout(in: Self.window(834, 1210))
        let compact = layout.layout(in: Self.window(412, 1210))
        #expect(compact.views.first { $0.view.id == "bar-1" }?.installed == false)
        let again = layout.layout(in: Self.window(834, 600))
        let fresh = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: Self.window(834, 600))
        let bar = try #require(again.views.first { $0.view.id == "bar-1" })
        #expect(bar.frame == fresh.views.first { $0.view.id == "bar-1" }?.frame)
        #expect(bar.frame == CGRect(x: 0, y: 32, width: 50, height: 568))
        #expect(again.findings.isEmpty)
    }
}
