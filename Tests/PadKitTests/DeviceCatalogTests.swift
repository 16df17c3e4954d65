import Foundation
import Testing
@testable import PadKit

@Suite("Device catalog")
struct DeviceCatalogTests {
    @Test("ids are unique, stable kebab-case")
    func idsAreUniqueKebabCase() {
        let ids = Device.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)")
            #expect(!id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--"), "\(id)")
        }
    }

    @Test("the catalog covers the Split View iPads and the iPhone 6 to 17 families")
    func coverage() throws {
        for id in ["ipad-air-2", "ipad-mini-4", "ipad-5th-gen", "ipad-pro-13-inch-m5", "ipad-air-13-inch-m4",
                   "ipad-mini-a17-pro", "ipad-a16", "iphone-6", "iphone-17", "iphone-17-pro", "iphone-17-pro-max",
                   "iphone-air", "iphone-16e"] {
            _ = try Device.named(id)
        }
        #expect(Device.all.filter { $0.family == .iPad }.count == 37)
        #expect(Device.all.filter { $0.family == .iPhone }.count == 43)
        // iPads without Split View are not in the catalog (devices.md §1).
        #expect(Device.suggestions(for: "ipad-mini-3", limit: 1) != ["ipad-mini-3"])
    }

    @Test("devices with the same screen share one definition", arguments: Device.all)
    func sharedScreens(device: Device) {
        let sameSize = Device.all.filter {
            $0.screen.portraitSize == device.screen.portraitSize && $0.screen.scale == device.screen.scale
        }
        for other in sameSize {
            // The 12/13 mini report the X's 375x812@3x at runtime but are a different panel with a
            // different published size, so they keep their own (documented) definition.
            let bothMini = other.screen.note != nil && device.screen.note != nil
            let neitherMini = other.screen.note == nil && device.screen.note == nil
            #expect(bothMini || neitherMini ? other.screen == device.screen : other.screen != device.screen)
        }
    }

    @Test("portrait screens are narrower than tall, with a scale and a source", arguments: Device.all)
    func screenSanity(device: Device) {
        let size = device.screen.portraitSize
        #expect(size.width < size.height)
        #expect([2.0, 3.0].contains(device.screen.scale))
        #expect(!device.screen.provenance.sources.isEmpty)
        #expect(device.diagonal > 3.9 && device.diagonal < 13.1)
    }

    @Test("the 12 and 13 mini use the runtime 375x812, not the HIG's 360x780")
    func miniRuntimeSize() throws {
        for id in ["iphone-12-mini", "iphone-13-mini"] {
            let mini = try Device.named(id)
            #expect(mini.screen.portraitSize == CGSize(width: 375, height: 812))
            #expect(mini.screen.scale == 3)
            #expect(mini.screen.provenance.kind == .measured)
        }
    }

    @Test("HIG full-screen sizes", arguments: [
        ("ipad-pro-13-inch-m4", 1032.0, 1376.0), ("ipad-pro-11-inch-m5", 834, 1210), ("ipad-air-11-inch-m4", 820, 1180),
        ("ipad-mini-a17-pro", 744, 1133), ("ipad-9th-gen", 810, 1080), ("ipad-pro-12-9-inch-1st-gen", 1024, 1366),
        ("iphone-se-1st-gen", 320, 568), ("iphone-8-plus", 414, 736), ("iphone-16-pro-max", 440, 956),
        ("iphone-air", 420, 912), ("iphone-17", 402, 874), ("iphone-16e", 390, 844), ("iphone-xr", 414, 896),
    ])
    func fullScreenSizes(id: String, width: Double, height: Double) throws {
        let device = try Device.named(id)
        #expect(device.screen.portraitSize == CGSize(width: width, height: height))
    }

    @Test("an unknown id is an error naming it, with the closest ids")
    func unknownDevice() {
        #expect(throws: DeviceCatalogError.unknownDevice(id: "ipad-pro-11-m4", suggestions: ["ipad-pro-11-inch-m4", "ipad-pro-13-inch-m4", "ipad-pro-11-inch-m5"])) {
            try Device.named("ipad-pro-11-m4")
        }
        do {
            _ = try Device.named("toaster")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("'toaster'"))
        }
    }

    @Test("upside down: every iPad; on iPhone only with a Home button", arguments: Device.all)
    func hardwareOrientations(device: Device) {
        let upsideDown = device.supportedInterfaceOrientations.contains(.portraitUpsideDown)
        #expect(upsideDown == (device.family == .iPad || device.hasHomeButton))
    }
}
