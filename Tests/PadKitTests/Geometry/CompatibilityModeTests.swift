import Foundation
import Testing
@testable import PadKit

/// iPhone-only apps on iPad, and the smallest free-form window.
@Suite("Compatibility mode and free-form limits")
struct CompatibilityModeTests {
    static let iPads = Device.all.filter { $0.family == .iPad }

    // Source: Geoff Hackworth, "How iPhone-only Apps Appear on iPad" (2019): 320 x 480 on most
    // iPads and 375 x 667 on the 12.9-inch iPad Pro before iOS 12; 375 x 667 on every iPad from
    // iOS 12 (launch storyboard apps); idiom .phone; integral zoom; status bar cropped.
    @Test("an iPhone-only app gets a 4.7-inch iPhone window from iOS 12 on every iPad, as .phone", arguments: iPads)
    func modern(device: Device) throws {
        let portrait = try Placement.compatibilityMode(device: device, orientation: .portrait, osVersion: OSVersion(17))
        #expect(portrait.window.size == CGSize(width: 375, height: 667))
        #expect(portrait.mode.id == "iphone_compatibility")
        let traits = portrait.traitCollection()
        #expect(traits.userInterfaceIdiom == .phone && traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.displayScale == 2)
        let landscape = try Placement.compatibilityMode(device: device, orientation: .landscapeRight, osVersion: OSVersion(17))
        #expect(landscape.window.size == CGSize(width: 667, height: 375))
        // A 375-pt iPhone is compact in both directions in landscape (below the 414-pt rule).
        #expect(landscape.traitCollection().horizontalSizeClass == .compact && landscape.traitCollection().verticalSizeClass == .compact)
        let frame = try #require(CompatibilityMode.frameOnScreen(of: portrait))
        let screen = portrait.screenSize
        #expect(frame.midX == screen.width / 2 && frame.midY == screen.height / 2)
        #expect(frame.width <= screen.width && frame.height <= screen.height)
    }

    @Test("before iOS 12: 320 x 480, except 375 x 667 on the 12.9-inch iPad Pro; zoomed 2x where it fits")
    func legacy() throws {
        let air = try Placement.compatibilityMode(device: Device.named("ipad-air-2"), orientation: .portrait, osVersion: OSVersion(10))
        #expect(air.window.size == CGSize(width: 320, height: 480))
        // 2 x (320 x 460 visible) = 640 x 920 pt, centred on the 768 x 1024 screen.
        #expect(CompatibilityMode.frameOnScreen(of: air) == CGRect(x: 64, y: 52, width: 640, height: 920))
        let pro = try Placement.compatibilityMode(
            device: Device.named("ipad-pro-12-9-inch-1st-gen"), orientation: .portrait, osVersion: OSVersion(10))
        #expect(pro.window.size == CGSize(width: 375, height: 667))
        // 2 x (375 x 647) = 750 x 1294 pt (hacknicity: 1500 x 2588 pixels).
        #expect(CompatibilityMode.frameOnScreen(of: pro)?.size == CGSize(width: 750, height: 1294))
        // 2 x 375 x 667 does not fit a 768 x 1024 iPad: zoom 1.
        #expect(CompatibilityMode.zoom(emulatedSize: CGSize(width: 375, height: 667), screenSize: CGSize(width: 768, height: 1024)) == 1)
    }

    @Test("an iPhone has no compatibility mode; fixed placements have no compatibility frame")
    func iPhone() throws {
        #expect(throws: PlacementError.self) {
            try Placement.compatibilityMode(device: Device.named("iphone-16"), orientation: .portrait, osVersion: .latest)
        }
        #expect(
            CompatibilityMode.frameOnScreen(of: try Placement(device: Device.named("ipad-air-2"), orientation: .portrait, mode: .full))
                == nil)
    }

    // Source: no Apple figure (HIG Layout: "down to a minimum width and height");
    // FreeformWindow.minimumSize is PadKit's documented choice.
    @Test(
        "free-form windows below the minimum are refused with the minimum in the message",
        arguments: [
            (319.0, 500.0), (500, 319), (1, 1), (100, 900),
        ])
    func freeformMinimum(width: Double, height: Double) throws {
        do {
            _ = try Placement(
                device: Device.named("ipad-pro-13-inch-m5"), orientation: .landscapeRight, mode: .window(width: width, height: height))
            Issue.record("accepted \(width)x\(height)")
        } catch {
            #expect("\(error)".contains("at least 320x320 pt"))
        }
        #expect(throws: Never.self) {
            try Placement(device: Device.named("ipad-pro-13-inch-m5"), orientation: .landscapeRight, mode: .window(width: 320, height: 320))
        }
    }

    @Test("every Split View and Slide Over window is at least the free-form minimum", arguments: iPads)
    func fixedWindowsFit(device: Device) {
        for placement in Placement.fixedPlacements(for: device) {
            #expect(
                placement.window.size.width >= FreeformWindow.minimumSize.width
                    && placement.window.size.height >= FreeformWindow.minimumSize.height)
        }
    }
}
