import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// As designed, an arranged plain view that nothing sizes across its centre-aligned stack keeps
/// the size Interface Builder stored (240 pt, the object library's width, in all 13 such views of
/// 5 apps); a view its own constraints size is unaffected. Along a `fill` stack's axis such a view
/// keeps its stored length at priority 999 (Stopp Corona, WooCommerce, PIA, Green).
struct ArrangedViewStoredSizeTests {
    /// The fixture `name`'s file, its scene and each view's frame as designed.
    static func designedFrames(_ name: String) throws -> (ScreenFile, ScreenScene, [String: CGRect?]) {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/StackStoredSize/\(name)")
        let window = try #require(ScreenWindow.designed(file))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        return (file, scene, Dictionary(uniqueKeysWithValues: layout.views.map { ($0.view.id, $0.frame) }))
    }

    @Test("as designed, the unsized arranged view keeps its stored 240-pt width, centred")
    func designed() throws {
        let (file, scene, frames) = try Self.designedFrames("CentredSpacer.xib")
        // Every arranged view keeps its stored width across at priority 26; the icon's own 64 decides its width.
        #expect(ArrangedViewStoredSize.views(in: scene).map(\.size) == [240, 64])
        #expect(frames["rule-1"] == CGRect(x: 16.5, y: 0, width: 240, height: 1))
        #expect(frames["icon-1"] == CGRect(x: 104.5, y: 21, width: 64, height: 64))
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.within == comparison.total.compared)
    }

    @Test("a view whose subviews are only centred across it keeps its stored width; one they pin is sized by them")
    func centredContent() throws {
        let (_, scene, frames) = try Self.designedFrames("CentredContent.xib")
        #expect(ArrangedViewStoredSize.views(in: scene).map(\.size) == [240, 100])
        #expect(frames["box-1"] == CGRect(x: 16.5, y: 0, width: 240, height: 40))
        #expect(frames["centred-1"] == CGRect(x: 70, y: 0, width: 100, height: 40))
        #expect(frames["wrap-1"] == CGRect(x: 86.5, y: 60, width: 100, height: 40))
    }

    @Test("in a window the stored size is taken out: after the designed window, the same frames as a fresh layout")
    func window() throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/StackStoredSize/CentredSpacer.xib")
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard)
        let designed = try #require(ScreenWindow.designed(file))
        _ = layout.layout(in: designed)
        let inWindow = layout.layout(in: VariationReinstallTests.window(700, 900))
        let fresh = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: VariationReinstallTests.window(700, 900))
        #expect(inWindow.views.map(\.frame) == fresh.views.map(\.frame))
    }

    @Test("as designed, a custom view nothing sizes across its centre-aligned stack keeps its stored width, not ambiguous")
    func customViewAcross() throws {
        let (file, _, frames) = try Self.designedFrames("CustomViewAcross.xib")
        #expect(frames["badge-1"] == CGRect(x: 111.5, y: 0, width: 50, height: 1))
        let report = try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard)
        let comparison = DesignedComparison(report)
        #expect(comparison.total.within == comparison.total.compared)
        #expect(comparison.total.ambiguous.padKit == 0)
    }

    @Test("in a window the same custom view takes UIKit's ambiguity suppression: 0 wide, centred, not ambiguous")
    func customViewAcrossInAWindow() throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/StackStoredSize/CustomViewAcross.xib")
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: VariationReinstallTests.window(313, 400))
        let badge = try #require(layout.views.first { $0.view.id == "badge-1" })
        #expect(badge.frame == CGRect(x: 136.5, y: 0, width: 0, height: 1))
        #expect(badge.ambiguousAxes.isEmpty)
        #expect(!layout.findings.contains { $0.kind == "ambiguous" })
    }

    @Test("as designed, an arranged view nothing sizes along its fill stack keeps its stored length against a pull of 250")
    func alongTheAxis() throws {
        let (file, scene, frames) = try Self.designedFrames("UnsizedSpacer.xib")
        let kept = ArrangedViewStoredSize.views(in: scene).map { "\(scene.views[$0.index].id) \($0.attribute) \($0.size) \($0.priority)" }
        #expect(kept == ["spacer-1 height 50.0 999.0"])
        // The content view's centre at priority 250 would stretch the spacer to fill the 400-pt
        // scroll view; Interface Builder keeps it 50 pt high, the stack 120.
        #expect(frames["spacer-1"] == CGRect(x: 0, y: 40, width: 320, height: 50))
        #expect(frames["content-1"] == CGRect(x: 0, y: 0, width: 320, height: 120))
        #expect(frames["bottom-1"] == CGRect(x: 0, y: 90, width: 320, height: 30))
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.within == comparison.total.compared)
    }

    @Test("in a window the kept length is taken out: the spacer takes the centring's stretch")
    func alongTheAxisInAWindow() throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/StackStoredSize/UnsizedSpacer.xib")
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard)
        let designed = try #require(ScreenWindow.designed(file))
        _ = layout.layout(in: designed)
        let inWindow = layout.layout(in: VariationReinstallTests.window(320, 400))
        let frames = Dictionary(uniqueKeysWithValues: inWindow.views.map { ($0.view.id, $0.frame) })
        #expect(frames["spacer-1"] == CGRect(x: 0, y: 40, width: 320, height: 330))
    }

    @Test("as designed, a custom-class arranged view nothing sizes keeps its stored length; a designable one is sized by its size")
    func customClassAlongTheAxis() throws {
        let (file, scene, frames) = try Self.designedFrames("UnsizedCustomSpacer.xib")
        let kept = ArrangedViewStoredSize.views(in: scene).map { "\(scene.views[$0.index].id) \($0.attribute) \($0.size) \($0.priority)" }
        // Interface Builder cannot run `SectionHeaderView`'s code: on its canvas the view is a
        // plain `UIView`, stored at its canvas length. `BadgeView` is designable: its recorded
        // intrinsic size sizes it.
        #expect(kept == ["spacer-1 height 50.0 999.0"])
        #expect(frames["top-1"] == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(frames["spacer-1"] == CGRect(x: 0, y: 40, width: 320, height: 50))
        #expect(frames["content-1"] == CGRect(x: 0, y: 0, width: 320, height: 120))
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.within == comparison.total.compared)
    }
}
