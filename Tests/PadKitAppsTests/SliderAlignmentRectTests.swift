import Foundation
import PadKit
@testable import PadKitApps
import PadLayout
import Testing

/// A slider's alignment rectangle, which Auto Layout lays out, is 2 pt inside its frame on each
/// side and 1 pt above its bottom before iOS 26's design (measured on the sliders of the real apps'
/// files saved by the plug-ins 11757 to 23721): pinned 20 pt from each side, its frame is 18 pt from
/// them and 31 pt high for its 30-pt intrinsic height. With iOS 26's design it is the frame.
struct SliderAlignmentRectTests {
    @Test("a slider pinned on both sides: its frame 2 pt past the constraints and 31 high as designed; on them in an iOS 27 window")
    func sliderFrame() throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/SliderAlignment/Slider.xib")
        let designed = try #require(ScreenWindow.designed(file))
        for (window, width, liquidGlass) in [(designed, 414.0, false), (VariationReinstallTests.window(600, 800), 600, true)] {
            let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
            let frames = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.view.id, $0.frame) })
            let outset = liquidGlass ? 0.0 : 2
            #expect(frames["slider-1"] == CGRect(x: 20 - outset, y: 10, width: width - 40 + 2 * outset, height: liquidGlass ? 30 : 31))
            // The view below follows the alignment rectangle, not the frame.
            #expect(frames["below-1"] == CGRect(x: 20, y: 48, width: width - 40, height: 4))
            #expect(layout.findings.isEmpty, "\(layout.findings)")
        }
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.compared == 2 && comparison.total.within == 2)
    }

    @Test("the insets by design", arguments: [false, true])
    func insets(liquidGlass: Bool) throws {
        let (_, scene) = try ProjectFixtures.firstScene("Storyboards/SliderAlignment/Slider.xib")
        let slider = try #require(scene.views.first { $0.id == "slider-1" })
        let expected = liquidGlass ? ConstraintInsets() : ConstraintInsets(top: 0, left: 2, bottom: 1, right: 2)
        #expect(slider.alignmentRectInsets(liquidGlass: liquidGlass) == expected)
    }
}
