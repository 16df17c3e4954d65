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

/// A view pinned by its margins to the legacy layout guides, whose margins follow its own safe
/// area, has no layout that holds (a layout feedback loop: each pass moves it by its margin).
/// Where a pass stops must not depend on the windows laid out before.
struct FeedbackLoopTests {
    @Test("a layout feedback loop: every window as a fresh tree lays it out, in any order")
    func unsettledLayoutsAreFresh() throws {
        let path = ProjectFixtures.path("Screens/FeedbackLoop/Main.storyboard")
        let file = try ScreenReader.read(path: path, displayPath: path)
        let device = try Device.named("ipad-pro-11-inch-m4")
        let windows = try ScreenWindow.everyWindow(of: device, osVersion: device.newestOSVersion)
        let scene = try #require(file.scenes.first)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard)
        var unsettled = 0
        for window in windows + windows.reversed() {
            let kept = layout.layout(in: window)
            let freshLayout = ScreenLayout(scene: scene, file: file, metrics: .standard)
            let fresh = freshLayout.layout(in: window)
            if !(freshLayout.rootView.layoutEngine?.isSettled ?? true) { unsettled += 1 }
            #expect(kept.views.map(\.frame) == fresh.views.map(\.frame), "\(window.mode) \(window.size)")
            #expect(kept.findings == fresh.findings)
        }
        // The loop is real: without a fresh tree the container would keep climbing window after window.
        #expect(unsettled == 2 * windows.count)
    }
}
