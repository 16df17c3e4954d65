import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A horizontal stack aligned on first baselines takes its top from its first arranged view
/// alone (UIKit's `UISV-canvas-connection`, `stack.top <= first.top`, rdar://32291130): a larger
/// font after a smaller one stands out above the stack, whose bottom spans every view.
/// Interface Builder stores it so: WooCommerce's `ULAccountMismatchViewController.xib` keeps a
/// 30-pt button at y -4.5 beside a 20.5-pt label at y 0 in a 25.5-pt stack (docs/sources.md,
/// "round 17, container").
struct BaselineStackTests {
    @Test("a first-baseline stack's top is its first view's; a larger font after it stands out above")
    func laterViewStandsOutAbove() throws {
        let (layout, frames) = try ProjectFixtures.designedFirstScene("Storyboards/BaselineStack/FirstBaseline.xib")
        let stack = try #require(frames["stk-00-001"] ?? nil)
        let small = try #require(frames["lbl-00-001"] ?? nil)
        let large = try #require(frames["lbl-00-002"] ?? nil)
        #expect(stack.minY == 60)
        #expect(small.minY == 0)
        #expect(large.minY < -1, "the larger label rises above the stack's top")
        #expect(abs(stack.height - large.maxY) < 0.01, "the stack's bottom is the lowest view's")
        #expect(stack.height < large.height)
        #expect(layout.findings.isEmpty, "\(layout.findings)")
    }
}
