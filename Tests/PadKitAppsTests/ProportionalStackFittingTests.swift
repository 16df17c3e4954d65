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
}
