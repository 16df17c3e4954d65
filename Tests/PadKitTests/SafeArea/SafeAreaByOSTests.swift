import Testing
@testable import PadKit

/// Safe areas follow the OS version asked, not only the newest.
struct SafeAreaByOSTests {
    @Test("iPhone XR: 44 pt on iOS 12 and 13, 48 pt from 14")
    func xr() throws {
        let placement = try Placement(device: Device.named("iphone-xr"), orientation: .portrait, mode: .full)
        #expect(placement.safeArea(os: OSVersion(12)).insets.top == 44)
        #expect(placement.safeArea(os: OSVersion(14)).insets.top == 48)
    }

    @Test(
        "iPads without a Home button: 24/20 pt through iPadOS 18, 32/25 pt from 26.0 (measured on 26.2)",
        arguments: Device.all.filter { $0.family == .iPad && !$0.hasHomeButton },
        [InterfaceOrientation.portrait, .landscapeRight])
    func faceIDPads(device: Device, orientation: InterfaceOrientation) throws {
        let placement = try Placement(device: device, orientation: orientation, mode: .full)
        if device.osSupport?.supports(OSVersion(18)) ?? true {
            #expect(placement.safeArea(os: OSVersion(18)).insets == EdgeInsets(top: 24, bottom: 20))
        }
        for os in [OSVersion(26), OSVersion(26, 2), OSVersion(27)] {
            #expect(placement.safeArea(os: os).insets == EdgeInsets(top: 32, bottom: 25))
        }
        let slideOver = try Placement(device: device, orientation: orientation, mode: .resizableSlideOver)
        #expect(slideOver.safeArea(os: OSVersion(27)).insets == EdgeInsets(bottom: 25))
    }

    @Test(
        "iPads with a Home button keep the 20 pt status bar on 27", arguments: Device.all.filter { $0.family == .iPad && $0.hasHomeButton })
    func homeButtonPads(device: Device) throws {
        let placement = try Placement(device: device, orientation: .portrait, mode: .full)
        #expect(placement.safeArea(os: .latest).insets == EdgeInsets(top: 20))
    }

    @Test("tiles and the smallest window smaller than the screen have no insets", arguments: Device.all.filter { $0.family == .iPad })
    func windows(device: Device) throws {
        for mode in [WindowMode.tile(.halfLeading), .tile(.quarter), .windowMinimum] {
            let placement = try Placement(device: device, orientation: .landscapeRight, mode: mode)
            #expect(placement.safeArea(os: .latest).insets == .zero)
        }
    }
}
