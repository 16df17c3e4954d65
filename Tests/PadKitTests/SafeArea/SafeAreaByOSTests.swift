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
        "iPads without a Home button: 24 pt through iPadOS 26.2, 32 pt from 27",
        arguments: Device.all.filter { $0.family == .iPad && !$0.hasHomeButton })
    func faceIDPads(device: Device) throws {
        for orientation in [InterfaceOrientation.portrait, .landscapeRight] {
            let placement = try Placement(device: device, orientation: orientation, mode: .full)
            #expect(placement.safeArea(os: OSVersion(26, 2)).insets.top == 24)
            #expect(placement.safeArea(os: OSVersion(27)).insets == EdgeInsets(top: DeviceSafeArea.tallPadStatusBar, bottom: 20))
        }
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
