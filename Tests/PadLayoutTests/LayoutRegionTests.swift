import Foundation
import Testing
@testable import PadLayout

/// UIKit 26's layout regions: the safe area or margins, adapted around an occupied corner
/// (iPadOS 26's window controls) where the region reaches it.
struct LayoutRegionTests {
    static let controls = CGRect(x: 0, y: 0, width: 80, height: 36)
    static let size = CGSize(width: 400, height: 600)

    @Test("horizontal moves the leading edge past the corner, vertical moves the top below it")
    func adaptation() {
        let safe = ConstraintInsets(top: 0, left: 0, bottom: 20, right: 0)
        func insets(_ region: LayoutRegion, corner: CGRect? = LayoutRegionTests.controls, safe: ConstraintInsets = safe) -> ConstraintInsets
        {
            region.insets(size: Self.size, safeArea: safe, margins: ConstraintInsets(all: 8), marginsFromSafeArea: true, corner: corner)
        }
        #expect(insets(.safeArea(cornerAdaptation: .horizontal)) == ConstraintInsets(top: 0, left: 80, bottom: 20, right: 0))
        #expect(insets(.safeArea(cornerAdaptation: .vertical)) == ConstraintInsets(top: 36, left: 0, bottom: 20, right: 0))
        #expect(insets(.safeArea(cornerAdaptation: LayoutRegion.AdaptivityAxis.none)) == safe)
        #expect(insets(.safeArea()) == safe)
        #expect(insets(.margins(cornerAdaptation: .horizontal)) == ConstraintInsets(top: 8, left: 88, bottom: 28, right: 8))
        #expect(insets(.margins()) == ConstraintInsets(top: 8, left: 8, bottom: 28, right: 8))
        // No corner: the plain regions.
        for axis in LayoutRegion.AdaptivityAxis.allCases {
            #expect(insets(.safeArea(cornerAdaptation: axis), corner: nil) == safe)
        }
        // A safe area that already clears the corner is not moved further.
        let tall = ConstraintInsets(top: 40, left: 0, bottom: 0, right: 0)
        #expect(insets(.safeArea(cornerAdaptation: .horizontal), safe: tall) == tall)
        // The trailing corner of a right-to-left window moves the right edge.
        let trailing = CGRect(x: 320, y: 0, width: 80, height: 36)
        #expect(insets(.safeArea(cornerAdaptation: .horizontal), corner: trailing).right == 80)
    }

    @Test("the spelling descriptions use")
    func description() {
        #expect(LayoutRegion.safeArea(cornerAdaptation: .horizontal).description == "safeArea(horizontal)")
        #expect(LayoutRegion.margins().description == "margins")
    }

    @Test("a guide pinned to the region clears the controls; a view below them is not moved", arguments: [CGFloat(0), 30, 36, 100])
    func guides(top: CGFloat) {
        let window = root(412, 800)
        window.rootOccupiedCorner = Self.controls
        let container = child("container", in: window)
        container.snp.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            make.top.equalToSuperview().offset(top)
        }
        let header = child("header", in: container)
        let guide = container.layoutGuide(for: .safeArea(cornerAdaptation: .horizontal))
        #expect(container.layoutGuide(for: .safeArea(cornerAdaptation: .horizontal)) === guide, "one guide per region")
        header.snp.makeConstraints { make in
            make.top.leading.trailing.equalTo(guide)
            make.height.equalTo(44)
        }
        window.layoutIfNeeded()
        let reaches = top < Self.controls.maxY
        #expect(header.frame.minX == (reaches ? 80 : 0), "container at \(top)")
        #expect(container.edgeInsets(for: .safeArea(cornerAdaptation: .horizontal)).left == (reaches ? 80 : 0))
        #expect(guide.layoutFrame.minX == (reaches ? 80 : 0))
        // Taking the corner away (full screen) lays the guide out again.
        window.rootOccupiedCorner = nil
        window.layoutIfNeeded()
        #expect(header.frame.minX == 0)
    }

    @Test("vertical adaptation on the root and the margins region")
    func rootGuides() {
        let window = root(600, 400)
        window.rootOccupiedCorner = Self.controls
        let label = child("label", in: window)
        label.snp.makeConstraints { make in
            make.top.leading.equalTo(window.layoutGuide(for: .safeArea(cornerAdaptation: .vertical)))
            make.size.equalTo(CGSize(width: 50, height: 20))
        }
        let margin = child("margin", in: window)
        margin.snp.makeConstraints { make in
            make.top.leading.equalTo(window.layoutGuide(for: .margins(cornerAdaptation: .horizontal)))
            make.size.equalTo(CGSize(width: 50, height: 20))
        }
        window.layoutIfNeeded()
        #expect(label.frame.origin == CGPoint(x: 0, y: 36))
        #expect(margin.frame.origin == CGPoint(x: 88, y: 8))
    }
}
