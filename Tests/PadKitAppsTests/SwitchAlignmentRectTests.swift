import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A switch's alignment rectangle, which Auto Layout lays out, stops 2 pt short of its frame's
/// trailing edge (measured on every switch pinned by an edge in the real apps' files): pinned 20 pt
/// from the trailing edge, its frame ends 18 pt from it; pinned by its leading edge, its frame
/// starts on the constraint. Interface Builder's version is its Cocoa Touch plug-in's: a file
/// written as `toolsVersion="32700.99.1234"` with Xcode 15's plug-in shows the 51 x 31 switch.
struct SwitchAlignmentRectTests {
    @Test(
        "a switch pinned by its trailing edge: its frame ends 2 pt past the constraint, as designed and in a window",
        arguments: [("Xcode15", 22685, 51.0, 31.0), ("Xcode26", 24504, 63.0, 28.0)])
    func switchFrame(file name: String, version: Int, width: Double, height: Double) throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/SwitchAlignment/\(name).xib")
        #expect(file.toolsVersion == version)
        let designed = try #require(ScreenWindow.designed(file))
        // As designed, the switch of the Interface Builder that saved the file; in a window on iOS 27, iOS 26's.
        let windows = [
            (designed, 414.0, CGSize(width: width, height: height)),
            (VariationReinstallTests.window(600, 800), 600, CGSize(width: 63, height: 28)),
        ]
        for (window, rowWidth, size) in windows {
            let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
            let frames = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.view.id, $0.frame) })
            let (width, height) = (Double(size.width), Double(size.height))
            let x = rowWidth - 20 - (width - 2)
            #expect(frames["switch-1"] == CGRect(x: x, y: (44 - height) / 2, width: width, height: height))
            #expect(frames["swatch-1"] == CGRect(x: 20, y: 12, width: x - 8 - 20, height: 20))
            #expect(layout.findings.isEmpty, "\(layout.findings)")
        }
        // As designed the frames are the ones Interface Builder stored.
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.within == comparison.total.compared)
    }
}
