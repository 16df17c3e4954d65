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
        for id in [
            "ipad-air-2", "ipad-mini-4", "ipad-5th-gen", "ipad-pro-13-inch-m5", "ipad-air-13-inch-m4",
            "ipad-mini-a17-pro", "ipad-a16", "iphone-6", "iphone-17", "iphone-17-pro", "iphone-17-pro-max",
            "iphone-air", "iphone-16e", "iphone-duo",
        ] {
            _ = try Device.named(id)
        }
        #expect(Device.all.filter { $0.family == .iPad }.count == 37)
        #expect(Device.all.filter { $0.family == .iPhone }.count == 44)
        // iPads without Split View are not in the catalog (`docs/sources.md` § Conventions).
        for id in ["ipad-mini-3", "ipad-air", "ipad-4th-gen"] {
            #expect(!Device.all.contains { $0.id == id })
        }
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

    @Test(
        "HIG full-screen sizes",
        arguments: [
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
        #expect(
            throws: DeviceCatalogError.unknownDevice(
                id: "ipad-pro-11-m4", suggestions: ["ipad-pro-11-inch-m4", "ipad-pro-13-inch-m4", "ipad-pro-11-inch-m5"])
        ) {
            try Device.named("ipad-pro-11-m4")
        }
        do {
            _ = try Device.named("toaster")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("'toaster'"))
            guard case .unknownDevice(_, let suggestions) = error else { return }
            #expect(suggestions.count == 3)
        }
    }

    @Test("upside down: every iPad; on iPhone only with a Home button", arguments: Device.all)
    func hardwareOrientations(device: Device) {
        let upsideDown = device.supportedInterfaceOrientations.contains(.portraitUpsideDown)
        #expect(upsideDown == (device.family == .iPad || device.hasHomeButton))
        let placement = Result { try Placement(device: device, orientation: .portraitUpsideDown, mode: .full) }
        if upsideDown {
            #expect((try? placement.get()) != nil)
        } else {
            #expect(throws: PlacementError.orientationUnsupported(device: device.id, orientation: .portraitUpsideDown)) {
                try placement.get()
            }
        }
    }

    /// An independent table of every device: (id, portrait width, height, scale, diagonal, Home
    /// button, P3, 3D Touch), from Apple's technical specifications and the HIG.
    static let specifications: [(String, Double, Double, Double, Double, Bool, Bool, Bool)] = [
        ("ipad-mini-4", 768, 1024, 2, 7.9, true, false, false), ("ipad-mini-5th-gen", 768, 1024, 2, 7.9, true, true, false),
        ("ipad-mini-6th-gen", 744, 1133, 2, 8.3, false, true, false), ("ipad-mini-a17-pro", 744, 1133, 2, 8.3, false, true, false),
        ("ipad-air-2", 768, 1024, 2, 9.7, true, false, false), ("ipad-air-3rd-gen", 834, 1112, 2, 10.5, true, true, false),
        ("ipad-air-4th-gen", 820, 1180, 2, 10.9, false, true, false), ("ipad-air-5th-gen", 820, 1180, 2, 10.9, false, true, false),
        ("ipad-air-11-inch-m2", 820, 1180, 2, 10.9, false, true, false), ("ipad-air-13-inch-m2", 1024, 1366, 2, 12.9, false, true, false),
        ("ipad-air-11-inch-m3", 820, 1180, 2, 10.9, false, true, false), ("ipad-air-13-inch-m3", 1024, 1366, 2, 12.9, false, true, false),
        ("ipad-air-11-inch-m4", 820, 1180, 2, 10.9, false, true, false), ("ipad-air-13-inch-m4", 1024, 1366, 2, 12.9, false, true, false),
        ("ipad-5th-gen", 768, 1024, 2, 9.7, true, false, false), ("ipad-6th-gen", 768, 1024, 2, 9.7, true, false, false),
        ("ipad-7th-gen", 810, 1080, 2, 10.2, true, false, false), ("ipad-8th-gen", 810, 1080, 2, 10.2, true, false, false),
        ("ipad-9th-gen", 810, 1080, 2, 10.2, true, false, false), ("ipad-10th-gen", 820, 1180, 2, 10.9, false, false, false),
        ("ipad-a16", 820, 1180, 2, 10.9, false, false, false), ("ipad-pro-9-7-inch", 768, 1024, 2, 9.7, true, true, false),
        ("ipad-pro-10-5-inch", 834, 1112, 2, 10.5, true, true, false), ("ipad-pro-11-inch-1st-gen", 834, 1194, 2, 11, false, true, false),
        ("ipad-pro-11-inch-2nd-gen", 834, 1194, 2, 11, false, true, false),
        ("ipad-pro-11-inch-3rd-gen", 834, 1194, 2, 11, false, true, false),
        ("ipad-pro-11-inch-4th-gen", 834, 1194, 2, 11, false, true, false),
        ("ipad-pro-12-9-inch-1st-gen", 1024, 1366, 2, 12.9, true, false, false),
        ("ipad-pro-12-9-inch-2nd-gen", 1024, 1366, 2, 12.9, true, true, false),
        ("ipad-pro-12-9-inch-3rd-gen", 1024, 1366, 2, 12.9, false, true, false),
        ("ipad-pro-12-9-inch-4th-gen", 1024, 1366, 2, 12.9, false, true, false),
        ("ipad-pro-12-9-inch-5th-gen", 1024, 1366, 2, 12.9, false, true, false),
        ("ipad-pro-12-9-inch-6th-gen", 1024, 1366, 2, 12.9, false, true, false),
        ("ipad-pro-11-inch-m4", 834, 1210, 2, 11, false, true, false),
        ("ipad-pro-13-inch-m4", 1032, 1376, 2, 13, false, true, false), ("ipad-pro-11-inch-m5", 834, 1210, 2, 11, false, true, false),
        ("ipad-pro-13-inch-m5", 1032, 1376, 2, 13, false, true, false),
        ("iphone-6", 375, 667, 2, 4.7, true, false, false), ("iphone-6-plus", 414, 736, 3, 5.5, true, false, false),
        ("iphone-6s", 375, 667, 2, 4.7, true, false, true), ("iphone-6s-plus", 414, 736, 3, 5.5, true, false, true),
        ("iphone-se-1st-gen", 320, 568, 2, 4, true, false, false), ("iphone-7", 375, 667, 2, 4.7, true, true, true),
        ("iphone-7-plus", 414, 736, 3, 5.5, true, true, true), ("iphone-8", 375, 667, 2, 4.7, true, true, true),
        ("iphone-8-plus", 414, 736, 3, 5.5, true, true, true), ("iphone-x", 375, 812, 3, 5.8, false, true, true),
        ("iphone-xr", 414, 896, 2, 6.1, false, true, false), ("iphone-xs", 375, 812, 3, 5.8, false, true, true),
        ("iphone-xs-max", 414, 896, 3, 6.5, false, true, true), ("iphone-11", 414, 896, 2, 6.1, false, true, false),
        ("iphone-11-pro", 375, 812, 3, 5.8, false, true, false), ("iphone-11-pro-max", 414, 896, 3, 6.5, false, true, false),
        ("iphone-se-2nd-gen", 375, 667, 2, 4.7, true, true, false), ("iphone-12-mini", 375, 812, 3, 5.4, false, true, false),
        ("iphone-12", 390, 844, 3, 6.1, false, true, false), ("iphone-12-pro", 390, 844, 3, 6.1, false, true, false),
        ("iphone-12-pro-max", 428, 926, 3, 6.7, false, true, false), ("iphone-13-mini", 375, 812, 3, 5.4, false, true, false),
        ("iphone-13", 390, 844, 3, 6.1, false, true, false), ("iphone-13-pro", 390, 844, 3, 6.1, false, true, false),
        ("iphone-13-pro-max", 428, 926, 3, 6.7, false, true, false), ("iphone-se-3rd-gen", 375, 667, 2, 4.7, true, true, false),
        ("iphone-14", 390, 844, 3, 6.1, false, true, false), ("iphone-14-plus", 428, 926, 3, 6.7, false, true, false),
        ("iphone-14-pro", 393, 852, 3, 6.1, false, true, false), ("iphone-14-pro-max", 430, 932, 3, 6.7, false, true, false),
        ("iphone-15", 393, 852, 3, 6.1, false, true, false), ("iphone-15-plus", 430, 932, 3, 6.7, false, true, false),
        ("iphone-15-pro", 393, 852, 3, 6.1, false, true, false), ("iphone-15-pro-max", 430, 932, 3, 6.7, false, true, false),
        ("iphone-16", 393, 852, 3, 6.1, false, true, false), ("iphone-16-plus", 430, 932, 3, 6.7, false, true, false),
        ("iphone-16-pro", 402, 874, 3, 6.3, false, true, false), ("iphone-16-pro-max", 440, 956, 3, 6.9, false, true, false),
        ("iphone-16e", 390, 844, 3, 6.1, false, true, false), ("iphone-17", 402, 874, 3, 6.3, false, true, false),
        ("iphone-17-pro", 402, 874, 3, 6.3, false, true, false), ("iphone-17-pro-max", 440, 956, 3, 6.9, false, true, false),
        ("iphone-air", 420, 912, 3, 6.5, false, true, false), ("iphone-duo", 466, 678, 3, 5.4, false, true, false),
    ]

    @Test("every device matches the specification table")
    func specificationTable() throws {
        #expect(Self.specifications.map(\.0) == Device.all.map(\.id))
        for (id, width, height, scale, diagonal, home, p3, forceTouch) in Self.specifications {
            let device = try Device.named(id)
            #expect(device.screen.portraitSize == CGSize(width: width, height: height), "\(id)")
            #expect(device.screen.scale == scale && device.diagonal == diagonal && device.hasHomeButton == home, "\(id)")
            #expect((device.displayGamut == .P3) == p3 && (device.forceTouchCapability == .available) == forceTouch, "\(id)")
        }
    }
}
