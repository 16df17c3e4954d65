import Foundation
import PadKit
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// iPadOS 26's compatibility window for an app that opts out of multitasking: the user's resizing
/// scales the window and reaches no callback; rotating still turns the scene ("adjusts the
/// interface orientation of your scene", `UIRequiresFullScreen`, Bundle Resources).
@Suite("The full-screen compatibility window in the twin")
struct FullScreenCompatibilityTwinTests {
    @Test(
        "resizing or tiling the compatibility window: no callback, the scene keeps the screen's size; rotating turns it",
        arguments: ["ipad-pro-11-inch-m4", "ipad-air-13-inch-m3", "ipad-mini-a17-pro"], [OSVersion(26), OSVersion(26, 2)])
    func scaled(deviceID: String, os: OSVersion) throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow(deviceID, .landscapeRight, .fullScreenCompatibility, os: os, root: root)
        let screen = window.placement.screenSize
        #expect(window.bounds.size == screen)
        let events: [(Window) throws -> Void] = [
            { try $0.resize(width: 700, height: 500) }, { try $0.setMode(.tile(.halfLeading)) },
            { try $0.setMode(.windowMinimum) },
        ]
        for (event, apply) in events.enumerated() {
            window.trace.currentEvent = event
            try apply(window)
            #expect(window.bounds.size == screen && window.placement.mode == .fullScreenCompatibility)
            let calls = window.trace.calls(forEvent: event, matching: { $0.controller == "Root" })
            #expect(calls.isEmpty, "event \(event): \(calls)")
            #expect(window.trace.calls(forEvent: event, matching: { $0.controller == "Window" }) == ["Window scaled"])
        }
        window.trace.currentEvent = events.count
        try window.rotate(to: .portrait)
        #expect(window.bounds.size == window.placement.screenSize && window.placement.mode == .fullScreenCompatibility)
        #expect(
            window.trace.calls(forEvent: events.count, matching: { $0.controller == "Root" }).contains("Root viewWillTransition(to:with:)"))
        try window.checkInvariants()
    }

    @Test("going full screen from the compatibility window is a window change like any other")
    func toFullScreen() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("ipad-pro-11-inch-m4", .portrait, .fullScreenCompatibility, os: OSVersion(26, 2), root: root)
        try window.setMode(.full)
        #expect(window.placement.mode == .full && window.bounds.size == window.placement.screenSize)
    }
}
