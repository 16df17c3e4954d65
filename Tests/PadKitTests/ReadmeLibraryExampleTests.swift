import Foundation
import PadKit
import Testing

/// The README's "Using the library" example, line for line, with the values its comments give.
@Suite("README library example")
struct ReadmeLibraryExampleTests {
    @Test("the example compiles and gives what its comments say")
    func example() throws {
        let device = try Device.named("ipad-pro-11-inch-m4")
        let placement = try Placement(device: device, orientation: .landscapeRight, mode: .tile(.halfLeading))
        #expect(placement.window.size == CGSize(width: 600, height: 834))
        #expect(placement.window.provenance.description == "derived: window-tiling-rule")
        #expect(placement.traitCollection().horizontalSizeClass == .compact)

        let decision = try OrientationResolver(
            device: device,
            infoPlist: InfoPlist(supportedInterfaceOrientations: .all),
            osVersion: device.newestOSVersion
        ).resolve()
        #expect(decision.allowed == .all)
        #expect(decision.isMultitaskingEligible)
    }
}
