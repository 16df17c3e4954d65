import Foundation
import PadKit
import Testing

/// What iPadOS gives an iPad app that opts out of multitasking, by release
/// (``FullScreenCompatibility``).
@Suite("Full-screen apps on iPadOS 26 and 27")
struct FullScreenCompatibilityTests {
    static let iPads = Device.all.filter { $0.family == .iPad }
    static let releases = [OSVersion(9), OSVersion(18), OSVersion(26), OSVersion(26, 1), OSVersion(26, 2), OSVersion(27)]

    @Test(
        "how the scene follows the window, by release and by how the app opts out",
        arguments: releases, [true, false])
    func resizing(os: OSVersion, requiresFullScreen: Bool) {
        let resizing = FullScreenCompatibility.resizing(osVersion: os, requiresFullScreen: requiresFullScreen)
        if os < OSVersion(26) {
            #expect(resizing == nil)
        } else if os >= OSVersion(27) && requiresFullScreen {
            #expect(resizing == .discrete)
        } else {
            #expect(resizing == .scaled)
        }
    }

    @Test(
        "full screen is offered in every release and setting; windows only from iPadOS 26",
        arguments: iPads, releases)
    func placements(device: Device, os: OSVersion) {
        for requiresFullScreen in [true, false] {
            let rows = FullScreenCompatibility.placements(for: device, osVersion: os, requiresFullScreen: requiresFullScreen)
            #expect(rows.filter { $0.placement.mode == .full }.count == 2, "\(device.id) \(os)")
            switch FullScreenCompatibility.resizing(osVersion: os, requiresFullScreen: requiresFullScreen) {
            case nil:
                #expect(rows.allSatisfy { $0.placement.mode == .full && $0.resizing == nil })
            case .scaled:
                let windows = rows.filter { $0.placement.mode != .full }
                #expect(
                    windows.count == 2
                        && windows.allSatisfy {
                            $0.placement.mode == .fullScreenCompatibility && $0.resizing == .scaled && $0.setting == .windowedApps
                                && $0.placement.window.size == $0.placement.screenSize
                        })
            case .discrete:
                #expect(rows.map(\.placement) == WindowingSystem.placements(for: device, osVersion: os).map(\.placement))
                #expect(rows.filter { $0.placement.mode != .full }.allSatisfy { $0.resizing == .discrete })
            }
        }
    }

    @Test("the compatibility window has the full screen's size classes, and its safe area with the 32-pt top band", arguments: iPads)
    func traitsAndSafeArea(device: Device) throws {
        for orientation in [InterfaceOrientation.portrait, .landscapeRight] {
            let full = try Placement(device: device, orientation: orientation, mode: .full)
            let window = try Placement(device: device, orientation: orientation, mode: .fullScreenCompatibility)
            #expect(window.traitCollection() == full.traitCollection())
            var banded = full.safeArea(os: OSVersion(26)).insets
            banded.top = max(banded.top, WindowControls.compatibilityBandHeight)
            #expect(window.safeArea(os: OSVersion(26)).insets == banded, "the full screen's insets under a 32-pt top band")
            #expect(try window.rotated(to: orientation.isLandscape ? .portrait : .landscapeRight).mode == .fullScreenCompatibility)
        }
    }

    @Test("an iPhone has no compatibility window", arguments: Device.all.filter { $0.family == .iPhone }.prefix(4))
    func notOnIPhone(device: Device) {
        #expect(throws: PlacementError.self) { try Placement(device: device, orientation: .portrait, mode: .fullScreenCompatibility) }
        #expect(
            FullScreenCompatibility.placements(for: device, osVersion: OSVersion(27), requiresFullScreen: true).allSatisfy {
                $0.placement.mode == .full && $0.resizing == nil
            })
    }

    @Test("only the compatibility window scales instead of resizing, and only into a window")
    func scaling() {
        for next in [WindowMode.tile(.halfLeading), .windowMinimum, .resizableSlideOver, .window(width: 700, height: 500)] {
            #expect(FullScreenCompatibility.scalesInsteadOfResizing(from: .fullScreenCompatibility, to: next), "\(next)")
            #expect(!FullScreenCompatibility.scalesInsteadOfResizing(from: .full, to: next), "\(next)")
        }
        #expect(!FullScreenCompatibility.scalesInsteadOfResizing(from: .fullScreenCompatibility, to: .full))
        #expect(!FullScreenCompatibility.scalesInsteadOfResizing(from: .fullScreenCompatibility, to: .fullScreenCompatibility))
    }

    @Test("the mode is found by its id, as matrix and scenarios write it")
    func modeID() throws {
        #expect(try WindowMode.named("full_screen_compatibility", osVersion: OSVersion(26)) == .fullScreenCompatibility)
    }
}
