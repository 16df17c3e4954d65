import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A window laid out on a fresh tree (after a window with a broken constraint) whose key (what
/// the layout reads of its window) an earlier such window had takes that window's layout instead
/// of building a tree: it is what a fresh tree gives, window for window.
struct FreshLayoutReuseTests {
    /// The fixture at `path` and every window of an 11-inch iPad Pro on its newest OS.
    static func everyWindow(of path: String) throws -> (ScreenFile, [ScreenWindow]) {
        let path = ProjectFixtures.path(path)
        let device = try Device.named("ipad-pro-11-inch-m4")
        return (
            try ScreenReader.read(path: path, displayPath: path),
            try ScreenWindow.everyWindow(of: device, osVersion: device.newestOSVersion)
        )
    }

    @Test("a XIB's view, broken in every window: windows of one width and size classes share a fresh layout, and each is a fresh tree's")
    func xibViewLayoutsAreSharedByWidth() throws {
        let (file, windows) = try Self.everyWindow(of: "Storyboards/FreshKey/Banner.xib")
        let scene = try #require(file.scenes.first)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard)
        var inputs: Set<ScreenLayout.Input> = []
        var sharedAcrossInputs = 0
        for window in windows + windows.reversed() {
            let reused = layout.reusedFreshLayoutCount
            let kept = layout.layout(in: window)
            let input = ScreenLayout.Input(window, file: file)
            if layout.reusedFreshLayoutCount > reused, !inputs.contains(input) { sharedAcrossInputs += 1 }
            inputs.insert(input)
            let fresh = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
            #expect(kept.window.mode == window.mode && kept.window.size == window.size)
            #expect(kept.sizeClasses == fresh.sizeClasses)
            #expect(kept.views.map(\.frame) == fresh.views.map(\.frame), "\(window.mode ?? "") \(window.size)")
            #expect(kept.views.map(\.installed) == fresh.views.map(\.installed))
            #expect(kept.views.map(\.ambiguousAxes) == fresh.views.map(\.ambiguousAxes))
            #expect(kept.findings == fresh.findings)
            #expect(fresh.findings.contains { $0.broken == "Fky-Ct-002" || $0.broken == "Fky-Ct-001" })
        }
        // Windows of one width but another height or safe area took a layout laid out for another input.
        #expect(sharedAcrossInputs > 0)
        // The full-width view follows the window's width, so a key without it would have failed above.
        let widths = Set(windows.map { layout.layout(in: $0).views.first { $0.view.id == "Fky-Bx-002" }?.frame?.width })
        #expect(widths.count > 1)
    }

    @Test("every window twice over, a compact conflict: each layout is a fresh tree's, and fresh layouts are reused")
    func reusedLayoutsAreFresh() throws {
        let (file, windows) = try Self.everyWindow(of: "Screens/CompactConflict/Main.storyboard")
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

    @Test(
        "several constraints broken at once, one of them a variation's that the kept tree activated again later: shown on the kept tree, retried and listed in a new tree's order"
    )
    func severalBrokenConstraintsInANewTreesOrder() throws {
        let (file, windows) = try Self.everyWindow(of: "Storyboards/SeveralBroken/Main.storyboard")
        let scene = try #require(file.scenes.first)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard)
        var shownWithSeveral = 0
        for window in windows + windows.reversed() + windows {
            let shown = layout.freshLayoutsOnKeptTree
            let kept = layout.layout(in: window)
            let fresh = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
            let place = "\(window.mode ?? "") \(window.size)"
            #expect(kept.views.map(\.frame) == fresh.views.map(\.frame), "\(place)")
            #expect(kept.views.map(\.ambiguousAxes) == fresh.views.map(\.ambiguousAxes), "\(place)")
            #expect(kept.findings == fresh.findings, "\(place)")
            // In a compact window the three widths break, the variation's first, as a new tree activates it.
            if window.sizeClasses.horizontal == .compact {
                #expect(fresh.findings.compactMap(\.broken) == ["Sbk-Wa-001", "Sbk-Wb-001", "Sbk-Wc-001"], "\(place)")
                if layout.freshLayoutsOnKeptTree > shown { shownWithSeveral += 1 }
            }
        }
        // The kept tree stood in for fresh ones where three constraints broke, after the variation's
        // width went out (a regular window) and came back (a compact one) later than the others.
        #expect(shownWithSeveral > 0)
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
