import Foundation
import Testing
@testable import PadKit

/// Where a window sits on the screen (``ScreenArrangement``), for every fixed iPad placement.
@Suite struct ScreenArrangementTests {
    static let placements: [Placement] = Device.all.flatMap(Placement.fixedPlacements(for:))

    /// Whether two rectangles share area (touching edges do not).
    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        min(Double(a.maxX), Double(b.maxX)) > max(Double(a.minX), Double(b.minX))
            && min(Double(a.maxY), Double(b.maxY)) > max(Double(a.minY), Double(b.minY))
    }

    @Test(
        "the window is inside the screen, at its size; a Split View fills the screen with the other app and the divider",
        arguments: placements)
    func arrangement(_ placement: Placement) throws {
        let arrangement = ScreenArrangement(placement: placement)
        #expect(arrangement.window.size == placement.window.size)
        #expect(arrangement.screen.contains(arrangement.window))
        if placement.mode.isSplitViewShare {
            let other = try #require(arrangement.otherApp)
            let divider = try #require(arrangement.divider)
            let total = Double(arrangement.window.width) + Double(other.width) + Double(divider.width)
            #expect(abs(total - Double(placement.screenSize.width)) < 0.0001)
            #expect(!Self.overlap(other, arrangement.window) && !Self.overlap(divider, arrangement.window) && !Self.overlap(other, divider))
            #expect(arrangement.window.minX == (placement.mode == .oneThird ? arrangement.screen.maxX - arrangement.window.width : 0))
        } else if placement.mode == .slideOver {
            #expect(arrangement.floatsOverOtherApp && arrangement.otherApp == arrangement.screen)
            #expect(arrangement.window.maxX == arrangement.screen.maxX)
            #expect(Double(arrangement.window.minY) == SplitViewGeometry.slideOverHeightReduction / 2)
        } else {
            #expect(arrangement.window == arrangement.screen && arrangement.otherApp == nil && arrangement.divider == nil)
        }
    }

    @Test func splitSideCanBeChosenAndFreeformWindowsAreCentred() throws {
        let device = try Device.named("ipad-air-2")
        let third = try Placement(device: device, orientation: .landscapeRight, mode: .oneThird)
        let leading = ScreenArrangement(placement: third, splitSide: .leading)
        #expect(leading.window.minX == 0 && leading.divider?.minX == 320 && leading.otherApp?.minX == 330)
        let window = try Placement(device: device, orientation: .portrait, mode: .window(width: 500, height: 600))
        let centred = ScreenArrangement(placement: window)
        #expect(centred.window == CGRect(x: 134, y: 212, width: 500, height: 600))
        #expect(centred.otherApp == nil && !centred.floatsOverOtherApp)
    }
}
