import Foundation
import Testing
@testable import PadKit

/// `preferredWindowingControlStyle(for:)`: the minimal style takes a strip at the top of a window
/// that shows the controls; the others leave the safe area alone.
struct WindowingControlStyleTests {
    static let iPads = Device.all.filter { $0.family == .iPad && ($0.osSupport?.supports(OSVersion(26)) ?? true) }

    @Test("minimal: every window with controls starts its safe area at least 36 pt down; others are unchanged", arguments: iPads)
    func minimal(device: Device) throws {
        for os in [OSVersion(26), OSVersion(27)] {
            for row in WindowingSystem.placements(for: device, osVersion: os) {
                let plain = row.placement
                let minimal = plain.hostingWindowingControlStyle(.minimal)
                let unified = plain.hostingWindowingControlStyle(.unified)
                #expect(unified.safeArea(os: os).insets == plain.safeArea(os: os).insets)
                if WindowControls.shown(in: plain, osVersion: os) {
                    let insets = minimal.safeArea(os: os).insets
                    #expect(insets.top == max(plain.safeArea(os: os).insets.top, WindowControls.minimalStripHeight))
                    #expect(insets.bottom == plain.safeArea(os: os).insets.bottom)
                } else {
                    #expect(minimal.safeArea(os: os).insets == plain.safeArea(os: os).insets)
                }
            }
        }
    }

    @Test("the style has no effect in the compatibility design or before iPadOS 26")
    func noEffect() throws {
        let tile = try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .tile(.halfLeading))
        let compatibility = tile.hostingCompatibilityDesign().hostingWindowingControlStyle(.minimal)
        #expect(compatibility.safeArea(os: OSVersion(27)).insets.top == WindowControls.compatibilityBandHeight)
        let classic = try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .half)
        #expect(
            classic.hostingWindowingControlStyle(.minimal).safeArea(os: OSVersion(18)).insets == classic.safeArea(os: OSVersion(18)).insets)
        let phone = try Placement(device: Device.named("iphone-16"), orientation: .portrait, mode: .full)
        #expect(phone.hostingWindowingControlStyle(.minimal).windowingControlStyle == .automatic)
    }

    @Test("the window context carries the app's style into the window")
    func resolved() throws {
        let context = WindowContext(
            device: try Device.named("ipad-pro-13-inch-m5"), orientation: .portrait, mode: .tile(.quarter), osVersion: OSVersion(27),
            app: HostedApp(windowingControlStyle: .minimal))
        #expect(try context.resolve().safeArea.insets.top == WindowControls.minimalStripHeight)
    }
}
