import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A `fillProportionally` stack whose arranged views have no intrinsic length (an image view
/// without an image, an empty label) shares its length by the sizes Interface Builder stored for
/// them, standing in for their compressed fitting sizes: two 50-pt views 3 pt apart make the
/// stack 103 wide, as Interface Builder stores it (Private Internet Access's account screen).
struct ProportionalStackFittingTests {
    @Test("a proportional stack's views without an intrinsic length share it by their stored sizes")
    func storedSizesShareTheStack() throws {
        let (layout, frames) = try ProjectFixtures.designedFirstScene("Storyboards/ProportionalStack/Account.xib")
        #expect(frames["stk-00-001"] == CGRect(x: 108.5, y: 20, width: 103, height: 35))
        #expect(frames["img-00-001"] == CGRect(x: 0, y: 0, width: 50, height: 35))
        #expect(frames["lbl-00-001"] == CGRect(x: 53, y: 0, width: 50, height: 35))
        #expect(layout.findings.isEmpty, "\(layout.findings)")
    }

    /// An arranged stack view is measured by its visible content, not by the size Interface
    /// Builder stored for it (OwnTracks' debug row: a stack of a hidden activity indicator and a
    /// 54-pt button, stored 74 wide with the hidden view's 20 inside): 57, 54 and 122 pt of content
    /// 8 apart in a 335-pt stack give the first two 335 × 57 / 249 and 335 × 54 / 249, the last
    /// the rest (frames at whole pixels). With the stored 74 the first would be 335 × 57 / 269.
    @Test("a proportional stack measures an arranged stack view by its content")
    func nestedStackIsMeasured() throws {
        let (layout, frames) = try ProjectFixtures.designedFirstScene("Storyboards/ProportionalStack/NestedStack.xib")
        let unit: CGFloat = 335.0 / 249
        let first = try #require(frames["img-00-001"] ?? nil)
        let nested = try #require(frames["stk-00-002"] ?? nil)
        let last = try #require(frames["img-00-004"] ?? nil)
        #expect(abs(first.width - 57 * unit) < 0.5)
        #expect(abs(nested.width - 54 * unit) < 0.5)
        #expect(abs(last.width - (319 - 111 * unit)) < 0.5)
        #expect(layout.findings.isEmpty, "\(layout.findings)")
    }
}
