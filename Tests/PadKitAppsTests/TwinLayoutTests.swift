import Foundation
import PadKit
import PadKitApps
import PadKitSamples
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// The twin's views laid out by PadLayout: seed 004's TraitViewController (the `traitlayout`
/// description) on every placement.
extension LayoutViewController {
    var view1: View { layoutView(named: "view1") ?? View() }
    var view2: View { layoutView(named: "view2") ?? View() }
    var view3: View { layoutView(named: "view3") ?? View() }
}

@Suite("Auto Layout in the twin")
struct TwinLayoutTests {
    static let placements: [Placement] = Device.all.flatMap(Placement.fixedPlacements(for:))

    @Test("seed 004: three stacked views in compact width, two side by side over one in regular", arguments: placements)
    func traitLayout(placement: Placement) throws {
        // The newest release, or the one the device shipped with where that is newer: iPhone Duo
        // runs 27.1, whose SDK gives the app the full display.
        let os = max(OSVersion.latest, placement.device.osSupport?.first ?? .latest)
        let window = SampleApps.traitlayout.launch(in: placement, osVersion: os)
        let controller = try #require(window.rootViewController as? LayoutViewController)
        let width = Double(placement.window.size.width), height = Double(placement.window.size.height)
        let (a, b, c) = (controller.view1.frame, controller.view2.frame, controller.view3.frame)
        func close(_ x: CGFloat, _ y: Double) -> Bool { abs(Double(x) - y) < 0.001 }
        if controller.traitCollection.horizontalSizeClass == .compact {
            let each = (height - 80) / 3
            #expect(close(a.minX, 20) && close(a.width, width - 40) && close(a.minY, 20) && close(a.height, each), "\(placement)")
            #expect(close(b.minY, 40 + each) && close(c.minY, 60 + 2 * each) && close(c.maxY, height - 20), "\(placement)")
            #expect(close(b.width, width - 40) && close(c.height, each), "\(placement)")
        } else {
            let half = (width - 60) / 2, rowHeight = (height - 60) / 2
            #expect(close(a.minX, 20) && close(a.width, half) && close(b.minX, 40 + half) && close(b.width, half), "\(placement)")
            #expect(close(a.height, rowHeight) && close(b.minY, 20) && close(c.minY, 40 + rowHeight), "\(placement)")
            #expect(close(c.minX, 20) && close(c.width, width - 40) && close(c.maxY, height - 20), "\(placement)")
        }
        try window.checkInvariants()
    }

    @Test("the layout is remade in willTransition when the size class flips, and re-solved on every resize")
    func remakeOnTransition() throws {
        let window = SampleApps.traitlayout.launch(
            in: try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full), osVersion: .latest)
        let controller = try #require(window.rootViewController as? LayoutViewController)
        #expect(controller.view2.frame.minY == 20)
        try window.setMode(.twoThirds)
        #expect(controller.view2.frame.minY == 20 && controller.view1.frame.width == (825 - 60) / 2)
        try window.setMode(.half)
        #expect(controller.view2.frame.minX == 20 && controller.view2.frame.minY > controller.view1.frame.maxY)
        try window.setMode(.full)
        #expect(controller.view2.frame.minY == 20 && controller.view2.frame.minX == controller.view1.frame.maxX + 20)
    }
}

@Suite("Constraint pass in the twin")
struct ConstraintPassTests {
    final class Badge: View {
        var updates = 0
        override func updateConstraints() {
            updates += 1
            snp.remakeConstraints { make in
                make.width.height.equalTo(44)
                make.right.top.equalToSuperview().inset(8)
            }
        }
    }

    @Test("updateConstraints runs before the engine for views that asked, then the frames follow")
    func updateConstraints() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("ipad-air-2", .portrait, root: root)
        let badge = Badge(name: "badge")
        root.view.addSubview(badge)
        badge.setNeedsUpdateConstraints()
        window.trace.currentEvent = 0
        window.layoutIfNeeded()
        #expect(badge.updates == 1)
        #expect(badge.frame == CGRect(x: 768 - 8 - 44, y: 8, width: 44, height: 44))
        #expect(window.trace.calls(forEvent: 0).first == "badge updateConstraints()")
        try window.rotate(to: .landscapeRight)
        #expect(badge.updates == 1)
        #expect(Double(badge.frame.minX) == 972)
    }
}
