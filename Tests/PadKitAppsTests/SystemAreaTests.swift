import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// The system areas a view must not lie under include iPhone Duo's cameras always and its fold
/// while the device is partially open (the HIG: the folding region is "excluding the region at the
/// center" only when partially open).
struct SystemAreaTests {
    @Test("the fold is an area only while partially open; the outer camera always", arguments: [Posture.fullyOpen, .partiallyOpen])
    func fold(posture: Posture) throws {
        let device = try Device.iPhoneDuo.on(.inner, posture: posture)
        let placement = try Placement(device: device, orientation: .landscapeRight, mode: .full)
        let areas = SystemArea.areas(
            windowSize: placement.window.size, safeArea: placement.safeArea(os: OSVersion(27, 1)).insets, windowControls: nil,
            reservedRegions: placement.reservedRegions, rootFrame: CGRect(origin: .zero, size: placement.window.size))
        #expect(areas.contains { $0.name == "fold" } == (posture == .partiallyOpen))
        let outer = try Placement(device: Device.iPhoneDuo.on(.outer, posture: .closed), orientation: .portrait, mode: .full)
        let outerAreas = SystemArea.areas(
            windowSize: outer.window.size, safeArea: outer.safeArea(os: OSVersion(27, 1)).insets, windowControls: nil,
            reservedRegions: outer.reservedRegions, rootFrame: CGRect(origin: .zero, size: outer.window.size))
        #expect(outerAreas.contains { $0.name == "camera" })
        let iPad = try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .portrait, mode: .full)
        #expect(iPad.reservedRegions.isEmpty)
    }
}
