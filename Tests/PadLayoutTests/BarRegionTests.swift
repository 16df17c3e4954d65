import Foundation
import Testing
@testable import PadLayout

/// iOS 27.1's `UIView.LayoutRegion.bar(onEdge:extent:)`: the safe area narrowed to a strip of the
/// extent along the edge (`docs/choices.md`).
@Suite("Bar layout region")
struct BarRegionTests {
    /// iPhone Duo's outer display in portrait: 466 x 678 pt, the strip's 84 pt on the right and
    /// the 34-pt home indicator.
    static let size = CGSize(width: 466, height: 678)
    static let safeArea = ConstraintInsets(top: 0, left: 0, bottom: 34, right: 84)

    @Test("a strip of the extent along each edge, inside the safe area", arguments: LayoutRegion.Edge.allCases)
    func strip(edge: LayoutRegion.Edge) {
        let insets = LayoutRegion.bar(onEdge: edge, extent: 44).insets(
            size: Self.size, safeArea: Self.safeArea, margins: ConstraintInsets(top: 8, left: 8, bottom: 8, right: 8),
            marginsFromSafeArea: true, corner: nil)
        let expected: ConstraintInsets =
            switch edge {
            case .top: ConstraintInsets(top: 0, left: 0, bottom: 678 - 44, right: 84)
            case .bottom: ConstraintInsets(top: 678 - 34 - 44, left: 0, bottom: 34, right: 84)
            case .left: ConstraintInsets(top: 0, left: 0, bottom: 34, right: 466 - 44)
            case .right: ConstraintInsets(top: 0, left: 466 - 84 - 44, bottom: 34, right: 84)
            }
        #expect(insets == expected)
        #expect(LayoutRegion.bar(onEdge: edge, extent: 44) != .safeArea())
    }

    @Test("an extent larger than the safe area is the whole safe area; the description names edge and extent")
    func limits() {
        let insets = LayoutRegion.bar(onEdge: .top, extent: 5000).insets(
            size: Self.size, safeArea: Self.safeArea, margins: ConstraintInsets(top: 0, left: 0, bottom: 0, right: 0),
            marginsFromSafeArea: true, corner: nil)
        #expect(insets == Self.safeArea)
        #expect(LayoutRegion.bar(onEdge: .left, extent: 44).description == "bar(left, 44)")
        #expect(LayoutRegion.bar(onEdge: .left, extent: 44.5).description == "bar(left, 44.5)")
    }
}
