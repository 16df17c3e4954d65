import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A rounded-rect text field is its font's line height, rounded up to a whole point, plus 13, and
/// at least 34 pt high: Interface Builder stores 34 for every unconstrained one in a 17-pt font
/// (20 views in openfoodfacts, KeePassium and Go Map!!), where the line's 20.29 pt plus 14 would
/// round up to 34.5; and, before iOS 11's 34-pt minimum, 30 for a 14-pt one (10 views in Element
/// and eidolon), ceil(16.71) + 13. The fixture's fields have a placeholder: as designed, a field
/// without text or placeholder keeps the size Interface Builder stored (`TextlessInputSizeTests`).
struct TextFieldHeightTests {
    @Test(
        "a rounded-rect text field's height", arguments: [("body-1", 34.0), ("small-1", 34.0)])
    func height(id: String, height: Double) throws {
        let (_, scene) = try ProjectFixtures.firstScene("Storyboards/TextFieldHeight/Fields.xib")
        let view = try #require(scene.views.first { $0.id == id })
        let size = IntrinsicContentSize.of(view, images: [:], metrics: .standard, scale: 2, maxWidth: nil)
        #expect(Double(size.height) == height)
    }

    @Test(
        "as designed by an older Interface Builder, its UIKit's sizes: no 34-pt minimum before iOS 11, a 29-pt segmented control before iOS 13",
        arguments: [
            ("small-1", 12089, 30.0), ("small-1", 13772, 34.0), ("segments-1", 14460, 29.0), ("segments-1", 15404, 32.0),
            ("segments-1", nil, 32.0),
        ] as [(String, Int?, Double)])
    func designedBy(id: String, version: Int?, height: Double) throws {
        let (_, scene) = try ProjectFixtures.firstScene("Storyboards/TextFieldHeight/Fields.xib")
        let view = try #require(scene.views.first { $0.id == id })
        let size = IntrinsicContentSize.of(view, images: [:], metrics: .standard, scale: 2, maxWidth: nil, designedBy: version)
        // The intrinsic size is the alignment rectangle's (a segmented control's is 1 pt shorter): the frame is checked.
        let frame = view.frame(forAlignmentRect: CGRect(origin: .zero, size: size), liquidGlass: false)
        #expect(Double(frame.height) == height)
    }
}
