import Foundation
import Testing
@testable import PadKit

/// An app's preferred scene size clamps its resizable windows in Windowed Apps and Stage Manager,
/// and nothing else (TN3192; FlowDown issue 246).
struct SceneSizeRestrictionsTests {
    static let iPads = Device.all.filter { $0.family == .iPad && ($0.osSupport?.supports(OSVersion(26)) ?? true) }

    @Test(
        "every offered window of a resizable kind is at least the minimum (capped at the screen) and at most the maximum",
        arguments: iPads, [OSVersion(26), OSVersion(27)])
    func clamps(device: Device, os: OSVersion) throws {
        let restrictions = try SceneSizeRestrictions(
            minimumSize: CGSize(width: 500, height: 450), maximumSize: CGSize(width: 900, height: 0))
        for row in WindowingSystem.placements(for: device, osVersion: os) {
            let (placement, outcome) = restrictions.applied(to: row.placement, setting: row.setting)
            let before = row.placement.window.size, after = placement.window.size, screen = row.placement.screenSize
            guard SceneSizeRestrictions.isConsulted(for: row.placement, setting: row.setting) else {
                #expect(outcome == .notConsulted)
                #expect(after == before)
                continue
            }
            #expect(Double(after.width) == min(min(max(Double(before.width), 500), 900), Double(screen.width)))
            #expect(Double(after.height) == min(max(Double(before.height), 450), Double(screen.height)))
            #expect(outcome == (after == before ? .honoured : .clamped))
            #expect(placement.mode == row.placement.mode)
        }
    }

    @Test("full screen, Full Screen Apps, the classic Split View and iPhones never consult it", arguments: Device.all)
    func notConsulted(device: Device) throws {
        let restrictions = try SceneSizeRestrictions(minimumSize: CGSize(width: 2000, height: 2000))
        for os in [OSVersion(18), OSVersion(27)] {
            for row in WindowingSystem.placements(for: device, osVersion: os) where row.setting?.hasResizableWindows != true {
                #expect(restrictions.applied(to: row.placement, setting: row.setting).outcome == .notConsulted)
            }
        }
    }

    @Test("the smallest window becomes the app's minimum where that is larger")
    func smallestWindow() throws {
        let placement = try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .portrait, mode: .windowMinimum)
        let restrictions = try SceneSizeRestrictions(minimumSize: CGSize(width: 500, height: 0))
        let (restricted, outcome) = restrictions.applied(to: placement, setting: .windowedApps)
        #expect(restricted.window.size == CGSize(width: 500, height: 320))
        #expect(outcome == .clamped)
        #expect(restricted.window.provenance.rule == "scene-size-restrictions")
    }

    @Test("the window context applies the app's restrictions once, where the setting resizes windows")
    func resolvedOnce() throws {
        let app = HostedApp(sizeRestrictions: try SceneSizeRestrictions(minimumSize: CGSize(width: 500, height: 0)))
        let device = try Device.named("ipad-pro-11-inch-m4")
        let third = try WindowContext(
            device: device, orientation: .landscapeRight, mode: .tile(.thirdLeading), osVersion: OSVersion(27), app: app
        )
        .resolve()
        #expect(third.placement.window.size.width == 500)
        let full = try WindowContext(device: device, orientation: .landscapeRight, mode: .full, osVersion: OSVersion(27), app: app)
            .resolve()
        #expect(full.placement.window.size.width == 1210)
    }

    @Test("negative and inverted sizes are errors naming the value")
    func errors() {
        #expect(throws: SceneSizeRestrictionsError.negative(field: "minimumSize.width", value: -1)) {
            try SceneSizeRestrictions(minimumSize: CGSize(width: -1, height: 0))
        }
        #expect(throws: SceneSizeRestrictionsError.maximumBelowMinimum(axis: "height", minimum: 600, maximum: 500)) {
            try SceneSizeRestrictions(minimumSize: CGSize(width: 0, height: 600), maximumSize: CGSize(width: 0, height: 500))
        }
    }
}
