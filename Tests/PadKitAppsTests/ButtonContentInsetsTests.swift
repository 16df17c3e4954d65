import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A button's `contentEdgeInsets` are part of its intrinsic size: the left and right ones add to
/// its width, and set above or below they replace the 6 pt a title has above and below it
/// (Nextcloud Talk's "Accept" in Body with insets 8 and 12: 78 x 37, its title 54 x 21 in
/// Interface Builder's frames; Simplenote's 14-pt "Right" with 6 and 16: 66 x 29).
struct ButtonContentInsetsTests {
    @Test("content insets add to a button's title size; set above or below, they replace its 6-pt padding")
    func contentInsets() throws {
        let (_, scene) = try ProjectFixtures.firstScene("Storyboards/ButtonInsets/Buttons.xib")
        func size(_ id: String) throws -> CGSize {
            let view = try #require(scene.views.first { $0.id == id })
            return IntrinsicContentSize.of(view, images: [:], metrics: .standard, scale: 2, maxWidth: nil)
        }
        func same(_ a: CGSize, _ b: CGSize) -> Bool { abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01 }
        let plain = try size("plain-1")
        let line = Double(plain.height) - 12
        #expect(abs(line - TextMetrics.standard.height(lines: 1, font: .body)) < 1)
        #expect(same(try size("inset-1"), CGSize(width: plain.width + 24, height: line + 16)))
        #expect(same(try size("sides-1"), CGSize(width: plain.width + 12, height: plain.height)))
        #expect(same(try size("zero-1"), plain))
    }
}
