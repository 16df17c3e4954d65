import Foundation
import PadKit
import SnapshotSupport
import Testing
@testable import PadKitApps

/// Launches that share a ``ScreenLayoutMemo`` get exactly what laying the same windows out on
/// their own tree gives, whether a window is answered from the memo or laid out (after the windows
/// the memo answered before it), ambiguous and broken layouts included.
@Suite("Screen layout memo")
struct ScreenLayoutMemoTests {
    /// Everything a layout gives, as text (frames to the pixel, installation, ambiguity, findings).
    static func text(_ layout: ScreenWindowLayout) -> String {
        let views = layout.views.map { entry in
            "\(entry.view.id) \(entry.installed) \(entry.frame.map { "\($0)" } ?? "-") \(entry.ambiguousAxes.map(\.rawValue))"
        }
        let findings = layout.findings.map { "\($0.kind) \($0.views) \($0.constraints) \($0.broken ?? "-") \($0.message)" }
        return (views + findings + ["\(layout.sizeClasses)"]).joined(separator: "\n")
    }

    @Test("a launch answered from the memo, then laying out its own tree, gives what its own tree gives", arguments: 0..<4)
    func sharedLaunches(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let windows = (0..<4).map { _ in ScreenWindowPropertyTests.randomWindow(&random) }
        for path in ScreenWindowPropertyTests.files(in: ScreenWindowPropertyTests.fixtures) {
            guard let file = try? ScreenReader.read(path: path, displayPath: path) else { continue }
            for scene in file.scenes {
                let memo = ScreenLayoutMemo()
                // The first launch lays out the first three windows; the second is answered from
                // the memo for those and lays the fourth out on its own tree.
                let first = MemoizedScreenLayout(scene: scene, file: file, metrics: .standard, memo: memo)
                for window in windows.prefix(3) { _ = first.layout(in: window) }
                let second = MemoizedScreenLayout(scene: scene, file: file, metrics: .standard, memo: memo)
                let own = ScreenLayout(scene: scene, file: file, metrics: .standard)
                for window in windows {
                    let shared = second.layout(in: window)
                    let alone = own.layout(in: window)
                    #expect(Self.text(shared) == Self.text(alone), "\(path) scene \(scene.id) at \(window.size)")
                    #expect(shared.window == window)
                }
            }
        }
    }

    @Test("a window of another device with the same root view is answered from the memo")
    func sameInputOtherDevice() throws {
        let path = ScreenWindowPropertyTests.fixtures + "/Orders.storyboard"
        let file = try ScreenReader.read(path: path, displayPath: path)
        let scene = try #require(file.scenes.first)
        var random = SplitMix64(seed: 3)
        let window = ScreenWindowPropertyTests.randomWindow(&random)
        var other = window
        other.device = "another-device"
        other.mode = "full_screen"
        #expect(ScreenLayout.Input(window, file: file) == ScreenLayout.Input(other, file: file))
        let memo = ScreenLayoutMemo()
        _ = MemoizedScreenLayout(scene: scene, file: file, metrics: .standard, memo: memo).layout(in: window)
        #expect(memo.result(after: [ScreenLayout.Input(other, file: file)]) != nil)
        var later = window
        later.osVersion = "18.0"
        #expect(ScreenLayout.Input(later, file: file) != ScreenLayout.Input(window, file: file), "the control design follows the OS")
    }
}
