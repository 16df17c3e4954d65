import PadKit
import Testing

/// iPadOS 27 runs an iPhone-only app in the iPad's own windows, resizable, with an iPhone's
/// traits (``OSRelease/resizableIPhoneApps``).
@Suite("Resizable iPhone apps on iPadOS 27")
struct ResizableIPhoneAppTests {
    static let iPadsOn27 = Device.all.filter { $0.family == .iPad && OSRelease.resizableIPhoneApps.isIncluded(in: $0.newestOSVersion) }

    @Test("every iPad window keeps its size and gets the phone idiom, compact width and regular height", arguments: iPadsOn27)
    func traits(device: Device) throws {
        let windows = WindowingSystem.placements(for: device, osVersion: OSVersion(27), only: nil).map(\.placement)
        #expect(!windows.isEmpty)
        for window in windows {
            let hosted = window.hostingIPhoneApp()
            let traits = hosted.traitCollection()
            #expect(hosted.hostsIPhoneApp && hosted.window.size == window.window.size && hosted.mode == window.mode, "\(hosted)")
            #expect(traits.userInterfaceIdiom == .phone, "\(hosted)")
            #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular, "\(hosted)")
            #expect(hosted.description.hasSuffix("(iPhone app)"))
        }
    }

    @Test("resizing and rotating keep the app an iPhone app", arguments: iPadsOn27)
    func staysHosted(device: Device) throws {
        let hosted = try Placement(device: device, orientation: .landscapeRight, mode: .full).hostingIPhoneApp()
        let tile = try hosted.changing(mode: .tile(.halfLeading))
        #expect(tile.hostsIPhoneApp && tile.traitCollection().horizontalSizeClass == .compact)
        let rotated = try tile.rotated(to: .portrait)
        #expect(rotated.hostsIPhoneApp && rotated.traitCollection().userInterfaceIdiom == .phone)
        let resized = try hosted.changing(mode: .window(width: 900, height: 700))
        #expect(resized.hostsIPhoneApp && resized.traitCollection().horizontalSizeClass == .compact)
    }

    @Test("an iPhone, a compatibility window and an iPad app's window are left as they are")
    func onlyIPadWindows() throws {
        let phone = try Placement(device: Device.named("iphone-16"), orientation: .portrait, mode: .full)
        #expect(!phone.hostingIPhoneApp().hostsIPhoneApp)
        let compatibility = try Placement.compatibilityMode(
            device: Device.named("ipad-air-2"), orientation: .portrait, osVersion: OSVersion(15))
        #expect(!compatibility.hostingIPhoneApp().hostsIPhoneApp)
        let native = try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full)
        #expect(native.traitCollection().horizontalSizeClass == .regular && native.traitCollection().userInterfaceIdiom == .pad)
    }

    @Test("the release: 27 and later are resizable, 26.2 and earlier are not")
    func release() {
        #expect(CompatibilityMode.runsResizable(osVersion: OSVersion(27)))
        #expect(!CompatibilityMode.runsResizable(osVersion: OSVersion(26, 2)))
        #expect(!CompatibilityMode.runsResizable(osVersion: OSVersion(18)))
    }
}
