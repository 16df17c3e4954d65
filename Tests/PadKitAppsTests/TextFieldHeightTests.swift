import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A rounded-rect text field is its font's line height, rounded up to a whole point, plus 13, and
/// at least 34 pt high: Interface Builder stores 34 for every unconstrained one in a 17-pt font
/// (20 views in openfoodfacts, KeePassium and Go Map!!), where the line's 20.29 pt plus 14 would
/// round up to 34.5; and, before iOS 11's 34-pt minimum, 30 for a 14-pt one (10 views in Element
/// and eidolon), ceil(16.71) + 13.
struct TextFieldHeightTests {
    @Test(
        "a rounded-rect text field's height", arguments: [("body-1", 34.0), ("small-1", 34.0)])
    func height(id: String, height: Double) throws {
        let (_, scene) = try ProjectFixtures.firstScene("Storyboards/TextFieldHeight/Fields.xib")
        let view = try #require(scene.views.first { $0.id == id })
        let size = IntrinsicContentSize.of(view, images: [:], metrics: .standard, scale: 2, maxWidth: nil)
        #expect(Double(size.height) == height)
    }
}
