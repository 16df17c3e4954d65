import Foundation
import PadKit
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// An iPhone-only app in an iPad window on iPadOS 27: resizing it changes only its size. Its
/// size classes stay an iPhone's, so UIKit calls `viewWillTransition(to:with:)` and no trait
/// callback (Apple Developer Forums thread 836088).
@Suite("Resizable iPhone apps in the twin")
struct ResizableIPhoneAppTwinTests {
    @Test(
        "resizing and re-tiling an iPhone app's window: only size callbacks, the phone idiom throughout",
        arguments: ["ipad-pro-11-inch-m4", "ipad-air-13-inch-m3", "ipad-mini-a17-pro"])
    func resize(deviceID: String) throws {
        let placement = try Placement(device: Device.named(deviceID), orientation: .landscapeRight, mode: .full).hostingIPhoneApp()
        let root = ViewController(title: "Root")
        let window = makeWindow(placement, os: OSVersion(27), root: root)
        #expect(root.traitCollection.userInterfaceIdiom == .phone && root.traitCollection.horizontalSizeClass == .compact)
        var resized: [Bool] = []
        let events: [(Window) throws -> Void] = [
            { try $0.setMode(.tile(.thirdLeading)) }, { try $0.resize(width: 900, height: 600) },
            { try $0.rotate(to: .portrait) },
        ]
        for (event, apply) in events.enumerated() {
            let before = window.bounds.size
            window.trace.currentEvent = event
            try apply(window)
            resized.append(window.bounds.size != before)
        }
        for event in events.indices {
            let calls = window.trace.calls(forEvent: event, matching: { $0.controller == "Root" })
            #expect(calls.contains("Root viewWillTransition(to:with:)") == resized[event], "event \(event): \(calls)")
            #expect(
                !calls.contains("Root traitCollectionDidChange(_:)") && !calls.contains("Root willTransition(to:with:)"),
                "event \(event): \(calls)")
        }
        #expect(window.placement.hostsIPhoneApp && root.traitCollection.userInterfaceIdiom == .phone)
        try window.checkInvariants()
    }
}
