import Foundation
import PadKit
import Testing
@testable import PadKitSimulator

/// iPhone Duo's hinge in the twin: folding and opening move the scene between the displays
/// through the window context, with the hinge's update first and the effective-geometry update
/// last (`docs/choices.md` § iPhone Duo), and a device without a hinge refuses the event.
@Suite("Hinge")
struct HingeTwinTests {
    func window(_ display: Display.ID, _ posture: Posture, _ orientation: InterfaceOrientation, mode: WindowMode = .full) throws -> Window {
        let device = try Device.iPhoneDuo.on(display, posture: posture)
        let context = WindowContext(device: device, orientation: orientation, mode: mode, osVersion: OSVersion(27, 1))
        let window = Window(resolved: try context.resolve())
        window.rootViewController = ViewController(title: "Root")
        window.makeKeyAndVisible()
        return window
    }

    @Test(
        "each fold and opening lands on the display of the posture, in UIKit's order",
        arguments: [Posture.closed, .partiallyOpen, .fullyOpen], [Posture.closed, .partiallyOpen, .fullyOpen])
    func fold(from start: Posture, to end: Posture) throws {
        let display: Display.ID = start == .closed ? .outer : .inner
        let window = try window(display, start, .landscapeRight)
        let before = window.trace.entries.count
        try window.fold(to: end)
        let lines = window.trace.entries.dropFirst(before).map(\.callback)
        #expect(window.placement.device.posture == end)
        #expect(window.placement.device.display?.id == (end == .closed ? .outer : .inner))
        guard start != end else {
            #expect(lines == ["no change"])
            return
        }
        #expect(lines.first == "UIHingeInteraction update")
        let movesScreens = (start == .closed) != (end == .closed)
        #expect(lines.contains("viewWillTransition(to:with:)") == movesScreens)
        #expect((lines.last == "windowScene(_:didUpdateEffectiveGeometry:)") == movesScreens)
        #expect(window.traitCollection.horizontalSizeClass == (end == .closed ? .compact : .regular))
    }

    @Test("closing from the inner display's Split View lands full screen on the outer display")
    func splitViewCloses() throws {
        let window = try window(.inner, .fullyOpen, .landscapeRight, mode: .half)
        try window.fold(to: .closed)
        #expect(window.placement.mode == .full && window.placement.window.size == CGSize(width: 678, height: 466))
    }

    @Test("a device without a hinge refuses the event, naming it")
    func noHinge() throws {
        let context = WindowContext(device: .iPhone17, orientation: .portrait, mode: .full, osVersion: OSVersion(27))
        let window = Window(resolved: try context.resolve())
        #expect(throws: DeviceDisplayError.noHinge(device: "iphone-17", posture: "closed")) { try window.fold(to: .closed) }
        #expect(throws: ScenarioError.self) { try ScenarioRunner.apply(.hinge(.closed), to: window, path: "events[0]") }
    }
}

/// `reservedRegions(kind:options:)` on a view of the twin.
@Suite("Reserved regions in the twin")
struct ReservedRegionTwinTests {
    @Test(
        "a view sees the fold in its own coordinates, active only partially open; inactive ones on request",
        arguments: [Posture.fullyOpen, .partiallyOpen])
    func viewRegions(posture: Posture) throws {
        let device = try Device.iPhoneDuo.on(.inner, posture: posture)
        let window = Window(
            resolved: try WindowContext(device: device, orientation: .landscapeRight, mode: .full, osVersion: OSVersion(27, 1)).resolve())
        window.rootViewController = ViewController(title: "Root")
        window.makeKeyAndVisible()
        let root = try #require(window.rootViewController?.view)
        let child = View(name: "right half")
        root.addSubview(child)
        child.frame = CGRect(x: 400, y: 0, width: 551, height: 669)
        let folds = child.reservedRegions(kind: .division)
        #expect(folds.count == (posture == .partiallyOpen ? 1 : 0))
        let all = child.reservedRegions(kind: .division, includeInactive: true)
        #expect(all.map(\.frame) == [CGRect(x: 55.5, y: 0, width: 40, height: 669)])
        #expect(child.reservedRegions(kind: .occlusion, includeInactive: true).map(\.identifier) == ["innerCamera"])
    }
}
