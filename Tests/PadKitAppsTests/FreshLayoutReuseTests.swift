import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A window laid out on a fresh tree (after a window with a broken constraint) whose input an
/// earlier such window had takes that window's layout instead of building a tree: it is what a
/// fresh tree gives, window for window.
struct FreshLayoutReuseTests {
    @Test("every window twice over, a compact conflict: each layout is a fresh tree's, and fresh layouts are reused")
    func reusedLayoutsAreFresh() throws {
        let path = ProjectFixtures.path("Screens/CompactConflict/Main.storyboard")
        let file = try ScreenReader.read(path: path, displayPath: path)
        let device = try Device.named("ipad-pro-11-inch-m4")
        let windows = try ScreenWindow.everyWindow(of: device, osVersion: device.newestOSVersion)
        for scene in file.scenes {
            let layout = ScreenLayout(scene: scene, file: file, metrics: .standard)
            for window in windows + windows.reversed() {
                let kept = layout.layout(in: window)
                let fresh = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
                #expect(kept.window.mode == window.mode && kept.window.size == window.size)
                #expect(kept.views.map(\.frame) == fresh.views.map(\.frame))
                #expect(kept.views.map(\.ambiguousAxes) == fresh.views.map(\.ambiguousAxes))
                #expect(kept.findings == fresh.findings)
            }
            if layout.freshTreeCount > 0 { #expect(layout.reusedFreshLayoutCount > 0) }
        }
        #expect(
            file.scenes.contains { scene in
                let layout = ScreenLayout(scene: scene, file: file, metrics: .standard)
                for window in windows + windows { _ = layout.layout(in: window) }
                return layout.reusedFreshLayoutCount > 0
            })
    }
}
