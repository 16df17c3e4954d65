import Foundation
import Testing
@testable import PadKit

/// OS versions PadKit models and the windows each multitasking setting offers on them.
struct WindowingSystemTests {
    static let iPads = Device.all.filter { $0.family == .iPad }

    @Test("a point release answers as the modelled release before it; 19 to 25 and 28 are errors naming the modelled ones")
    func modelledReleases() throws {
        #expect(try OSVersion(17, 4).modelledRelease() == OSVersion(17))
        #expect(try OSVersion(26, 3).modelledRelease() == OSVersion(26, 2))
        #expect(try OSVersion(26, 1).modelledRelease() == OSVersion(26, 1))
        #expect(try OSVersion(27, 2).modelledRelease() == OSVersion(27, 1))
        for bad in [OSVersion(19), OSVersion(25, 4), OSVersion(28), OSVersion(7)] {
            #expect(throws: OSVersionError(version: bad)) { try bad.modelledRelease() }
        }
        #expect(
            OSVersionError(version: OSVersion(20)).description.contains(
                "PadKit models 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26, 26.1, 26.2, 27"))
    }

    @Test("each device answers for the newest release it runs", arguments: Device.all)
    func newestOSVersion(device: Device) throws {
        let newest = device.newestOSVersion
        #expect(OSVersion.modelled.contains(newest))
        try device.checkSupports(newest)
        if let next = OSVersion.modelled.first(where: { $0.major > newest.major }) {
            #expect(throws: OSSupportError.self) { try device.checkSupports(next) }
        }
    }

    @Test func miniFourAnswersForFifteen() throws {
        #expect(try Device.named("ipad-mini-4").newestOSVersion == OSVersion(15))
        #expect(try Device.named("ipad-air-3rd-gen").newestOSVersion == OSVersion(26, 2))
        #expect(try Device.named("iphone-11").newestOSVersion == OSVersion(27))
    }

    @Test("iPadOS 9 to 18: the classic modes only; 26+: no Split View share, a placement listed once", arguments: iPads)
    func placementsPerRelease(device: Device) {
        for os in OSVersion.modelled where device.osSupport?.supports(os) == true {
            let rows = WindowingSystem.placements(for: device, osVersion: os)
            let ids = Set(rows.map(\.placement.mode.id))
            if !OSRelease.multitasking.isIncluded(in: os) {
                // iOS 8: no Split View, no Slide Over.
                #expect(rows.allSatisfy { $0.setting == .classic && $0.placement.mode == .full })
            } else if !OSRelease.windowedApps.isIncluded(in: os) {
                #expect(rows.allSatisfy { $0.setting == .classic })
                #expect(rows.map(\.placement) == Placement.fixedPlacements(for: device))
            } else {
                #expect(ids.isDisjoint(with: ["two_thirds", "half", "one_third"]))
                #expect(ids.contains("slide_over") == OSRelease.resizableSlideOver.isIncluded(in: os))
                #expect(rows.allSatisfy { $0.setting != .classic && $0.setting != .stageManager })
                #expect(rows.filter { $0.placement.mode == .full }.allSatisfy { $0.setting == .fullScreenApps })
                for orientation in [false, true] {
                    let modes = rows.filter { $0.placement.isLandscape == orientation }.map(\.placement.mode)
                    #expect(Set(modes).count == modes.count, "a mode listed twice in one orientation on \(os)")
                }
                let stage = WindowingSystem.placements(for: device, osVersion: os, only: .stageManager)
                #expect(stage.allSatisfy { $0.setting == .stageManager } && stage.count == rows.count)
            }
        }
    }

    @Test("tiles fill the screen with the documented gap; thirds only in landscape", arguments: iPads)
    func tiles(device: Device) throws {
        for orientation in [InterfaceOrientation.portrait, .landscapeRight] {
            let screen = device.screen.size(in: orientation)
            for tile in WindowTile.allCases {
                guard tile.isOffered(landscape: orientation.isLandscape) else {
                    #expect(throws: PlacementError.self) { try Placement(device: device, orientation: orientation, mode: .tile(tile)) }
                    continue
                }
                let placement = try Placement(device: device, orientation: orientation, mode: .tile(tile))
                let size = placement.window.size
                #expect(size.width <= screen.width && size.height <= screen.height)
                #expect(placement.window.provenance == .derived(WindowTiling.rule))
                switch tile {
                case .halfLeading, .halfTrailing, .quarter:
                    #expect(2 * Double(size.width) + WindowTiling.gap <= Double(screen.width))
                    #expect(2 * Double(size.width) + WindowTiling.gap > Double(screen.width) - 2)
                case .thirdLeading, .thirdMiddle, .thirdTrailing:
                    #expect(3 * Double(size.width) + 2 * WindowTiling.gap > Double(screen.width) - 3)
                case .halfTop, .halfBottom:
                    #expect(size.width == screen.width)
                }
            }
        }
    }

    @Test("a mode the OS or setting does not offer is a typed error naming what is offered")
    func unavailableModes() throws {
        let m4 = try Device.named("ipad-pro-11-inch-m4")
        #expect(throws: WindowingError.self) { try WindowingSystem.setting(offering: .twoThirds, on: m4, osVersion: OSVersion(26)) }
        #expect(throws: WindowingError.self) { try WindowingSystem.setting(offering: .tile(.quarter), on: m4, osVersion: OSVersion(18)) }
        #expect(throws: WindowingError.self) { try WindowingSystem.setting(offering: .slideOver, on: m4, osVersion: OSVersion(26)) }
        #expect(throws: WindowingError.self) {
            try WindowingSystem.setting(offering: .full, on: m4, osVersion: OSVersion(18), only: .windowedApps)
        }
        #expect(try WindowingSystem.setting(offering: .slideOver, on: m4, osVersion: OSVersion(26, 1)) == .windowedApps)
        #expect(try WindowingSystem.setting(offering: .full, on: m4, osVersion: OSVersion(27)) == .fullScreenApps)
        #expect(try WindowingSystem.setting(offering: .half, on: m4, osVersion: OSVersion(18)) == .classic)
    }
}
