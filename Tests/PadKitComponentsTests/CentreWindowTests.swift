import Foundation
import PadKit
import PadKitComponents
import PadKitSamples
import Testing
import TwinTestSupport
@testable import PadKitSimulator

@Suite("Centre small window (seed 002)")
struct CentreWindowTests {
    func launch(
        _ id: String, _ orientation: InterfaceOrientation, _ mode: WindowMode = .full, osVersion: OSVersion = .latest
    ) throws -> (Window, DeviceListViewController) {
        let window = SampleApps.vesync.launch(
            in: try Placement(device: Device.named(id), orientation: orientation, mode: mode), osVersion: osVersion)
        let home = try #require(window.rootViewController as? NavigationController)
        return (window, try #require(home.first(DeviceListViewController.self)))
    }

    @Test(
        "on every iPad the centre window keeps its size through rotation and is what adaptiveScreenSize reports",
        arguments: Device.all.filter { $0.family == .iPad })
    func sizeThroughRotation(device: Device) throws {
        let (window, list) = try launch(device.id, .portrait)
        let container = try #require(try list.openDevice("Air Purifier"))
        let expected = try #require(CentreWindowRule.standard.preferredContentSize(for: device))
        #expect(container.view.bounds.size == expected)
        #expect(window.adaptiveScreenSize == expected)
        try window.checkInvariants()
        for orientation in [InterfaceOrientation.landscapeRight, .portrait, .landscapeLeft] {
            try window.rotate(to: orientation)
            #expect(container.preferredContentSize == expected && container.view.bounds.size == expected)
            #expect(window.adaptiveScreenSize == expected)
            try window.checkInvariants()
        }
        container.dismiss()
        #expect(window.adaptiveScreenSize == window.bounds.size)
    }

    @Test("no size callbacks reach pages in the centre window when the iPad rotates")
    func noSizeCallbacksInside() throws {
        let (window, list) = try launch("ipad-pro-11-inch-m4", .portrait)
        let container = try #require(try list.openDevice("Humidifier"))
        window.trace.currentEvent = 0
        try window.rotate(to: .landscapeRight)
        let calls = window.trace.calls(forEvent: 0) { $0.callback == "viewWillTransition(to:with:)" }
        #expect(calls == ["Home viewWillTransition(to:with:)", "Devices viewWillTransition(to:with:)"])
        #expect(container.view.window === window)
    }

    @Test("on iPhone the device page is pushed, and adaptiveScreenSize is the screen")
    func iPhone() throws {
        let (window, list) = try launch("iphone-16", .portrait)
        #expect(try list.openDevice("Smart Plug") == nil)
        #expect(list.navigationController?.topViewController?.traceName == "Smart Plug")
        #expect(window.adaptiveScreenSize == CGSize(width: 393, height: 852))
        try window.checkInvariants()
    }

    @Test("in compact width the form sheet is a full-width card; adaptiveScreenSize follows the card")
    func compactWidth() throws {
        let (window, list) = try launch("ipad-air-2", .landscapeRight, .oneThird, osVersion: OSVersion(15))
        let container = try #require(try list.openDevice("Air Purifier"))
        // The card starts 10 pt below the Air 2's 20-pt status bar (iPadOS 15, its last release).
        #expect(container.view.frame == CGRect(x: 0, y: 30, width: 320, height: 738))
        #expect(window.adaptiveScreenSize == CGSize(width: 320, height: 738))
        try window.setMode(.full)
        #expect(container.view.bounds.size == container.preferredContentSize)
        try window.checkInvariants()
    }

    @Test("popping the root and popToRoot dismiss the centre window; deeper pops stay pops")
    func navigationRewrites() throws {
        let (window, list) = try launch("ipad-air-2", .portrait)
        var container = try #require(try list.openDevice("Air Purifier"))
        try container.pushViewController(ViewController(title: "Settings"), animated: true)
        try container.pushViewController(ViewController(title: "Timer"), animated: true)
        #expect(container.popViewController(animated: true)?.traceName == "Timer")
        #expect(container.presentingViewController != nil)
        #expect(container.popToRootViewController(animated: true)?.map(\.traceName) == ["Air Purifier", "Settings"])
        #expect(container.presentingViewController == nil && window.rootViewController?.presentedViewController == nil)
        try window.checkInvariants()
        container = try #require(try list.openDevice("Humidifier"))
        #expect(container.popViewController(animated: true)?.traceName == "Humidifier")
        #expect(container.presentingViewController == nil)
        try window.checkInvariants()
        #expect(
            window.trace.calls { $0.callback.hasSuffix("-> dismiss") } == [
                "Centre Window popToRootViewController(animated:) -> dismiss", "Centre Window popViewController(animated:) -> dismiss",
            ])
    }

    @Test("controllers are found by identity, not by a fixed index")
    func identity() throws {
        let (window, list) = try launch("ipad-air-2", .portrait)
        let container = try #require(try list.openDevice("Air Purifier"))
        let settings = ViewController(title: "Settings")
        try container.pushViewController(settings, animated: true)
        try container.pushViewController(ObservingViewController(title: "Chart"), animated: true)
        #expect(container.index(of: settings) == 1)
        #expect(container.first(ObservingViewController.self)?.traceName == "Chart")
        #expect(container.last(ViewController.self)?.traceName == "Chart")
        #expect(container.popToFirst(ObservingViewController.self, animated: true) == nil, "already on top: nothing popped")
        try container.pushViewController(ViewController(title: "Timer"), animated: true)
        #expect(container.popToFirst(ObservingViewController.self, animated: true)?.map(\.traceName) == ["Timer"])
        #expect(container.index(of: ViewController(title: "Elsewhere")) == nil)
        #expect(container.popToFirst(SidebarContainer.self, animated: true) == nil)
        try window.checkInvariants()
    }

    @Test("overlays for the key window go into the centre window while it is up")
    func overlays() throws {
        let (window, list) = try launch("ipad-air-2", .portrait)
        let toast = View(name: "Toast")
        window.addOverlay(toast)
        #expect(toast.superview != nil && toast.superview === window.overlayContainerView)
        let container = try #require(try list.openDevice("Air Purifier"))
        let hud = View(name: "HUD")
        window.addOverlay(hud)
        #expect(hud.superview === container.view)
    }
}
