import Foundation
import Testing
@testable import PadKit

/// Every fixed placement in all four interface orientations the hardware supports.
let everyOrientationPlacement: [Placement] = Device.all.flatMap { device in
    [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight].flatMap { orientation in
        Placement.fixedModes(for: device, orientation: orientation).compactMap { mode in
            try? Placement(device: device, orientation: orientation, mode: mode)
        }
    }
}

@Suite("Safe areas")
struct SafeAreaTests {
    @Test("every catalog row gives its own safe area and OS support, never the implicit hardware class", arguments: Device.all)
    func catalogCoversEveryDevice(device: Device) throws {
        let row = device.safeArea
        #expect(
            row != DeviceSafeArea.hardwareClass(family: device.family, hasHomeButton: device.hasHomeButton),
            "\(device.id) falls back to its hardware class; give its row a safe area")
        #expect(device.osSupport != nil)
        #expect(!row.provenance.sources.isEmpty || row.provenance.kind == .derived)
        // The row agrees with the hardware: a housing exactly on iPhones without a Home button,
        // a home indicator exactly on devices without one.
        // iPhone Duo has no housing at the top: its cameras are in the vertical bar's strip,
        // which is its displays' (IPhoneDuoTests).
        #expect(row.hasSensorHousing == (device.family == .iPhone && !device.hasHomeButton && !device.hasHinge))
        #expect((row.homeIndicator > 0) == !device.hasHomeButton)
    }

    @Test("a device an app declares without a safe area gets its hardware class, said so")
    func declaredDevice() {
        let device = Device(
            id: "future-pad", name: "Future iPad", family: .iPad, screen: .iPad834x1194, diagonal: 11,
            hasHomeButton: false, displayGamut: .P3)
        #expect(device.safeArea.provenance.rule == "safe-area-hardware-class")
        #expect(device.osSupport == nil)
        #expect(device.newestOSVersion == .latest)
    }

    @Test("insets are non-negative, leave a window, and follow the hardware", arguments: everyOrientationPlacement)
    func invariants(placement: Placement) {
        let insets = placement.safeAreaInsets
        let size = placement.window.size
        #expect(insets.isNonNegative)
        #expect(insets.left + insets.right < Double(size.width))
        #expect(insets.top + insets.bottom < Double(size.height))
        let data = DeviceSafeArea.of(placement.device)
        if let display = placement.device.display {
            // A device with several displays: the display's strip and home indicator (IPhoneDuoTests).
            let full = display.facts(in: placement.orientation)?.insets
            #expect(placement.mode.isSplitViewShare || insets == full)
        } else if placement.device.family == .iPhone && placement.isLandscape {
            // Compact height hides the status bar (iOS 26 shows it on the 62- and 68-pt housings,
            // `landscapeFrom26`); the housing moves to both sides.
            #expect(insets.top == (data.landscapeFrom26?.top ?? 0))
            #expect(insets.left == insets.right)
            #expect(insets.left == (data.hasSensorHousing ? data.top : 0))
        } else {
            #expect(insets.left == 0 && insets.right == 0)
        }
        // Split View windows keep the full-screen insets: the bars span the screen.
        if placement.mode.isSplitViewShare, placement.device.display == nil {
            let full = data.fullScreenInsets(family: placement.device.family, orientation: placement.orientation, os: .latest)
            #expect(insets == full)
        }
        #expect(placement.safeArea.provenance.description.isEmpty == false)
    }

    /// dimmmensions (iOS 16.2 simulators) and swift-snapshot-testing's presets.
    @Test(
        "documented values",
        arguments: [
            ("ipad-air-2", InterfaceOrientation.portrait, EdgeInsets(top: 20)),
            ("ipad-air-2", .landscapeRight, EdgeInsets(top: 20)),
            ("ipad-10th-gen", .portrait, EdgeInsets(top: 24, bottom: 20)),
            ("ipad-pro-12-9-inch-6th-gen", .landscapeLeft, EdgeInsets(top: 24, bottom: 20)),
            ("iphone-8", .portrait, EdgeInsets(top: 20)),
            ("iphone-8-plus", .landscapeRight, EdgeInsets()),
            ("iphone-se-3rd-gen", .landscapeLeft, EdgeInsets()),
            ("iphone-x", .portrait, EdgeInsets(top: 44, bottom: 34)),
            ("iphone-12", .portrait, EdgeInsets(top: 47, bottom: 34)),
            ("iphone-12", .landscapeRight, EdgeInsets(left: 47, bottom: 21, right: 47)),
            ("iphone-12-mini", .landscapeLeft, EdgeInsets(left: 50, bottom: 21, right: 50)),
            ("iphone-14-plus", .portrait, EdgeInsets(top: 47, bottom: 34)),
            ("iphone-14-pro", .portrait, EdgeInsets(top: 59, bottom: 34)),
            ("iphone-14-pro-max", .landscapeRight, EdgeInsets(left: 59, bottom: 21, right: 59)),
            ("iphone-16-pro", .portrait, EdgeInsets(top: 62, bottom: 34)),
        ])
    func documented(id: String, orientation: InterfaceOrientation, expected: EdgeInsets) throws {
        // The measurements were taken on iOS 16 to 18 simulators.
        let placement = try Placement(device: Device.named(id), orientation: orientation, mode: .full)
        #expect(placement.safeArea(os: OSVersion(18)).insets == expected)
    }

    @Test("the XR and 11 housing is 44 pt through iOS 13 and 48 pt from iOS 14", arguments: ["iphone-xr", "iphone-11"])
    func xrHousingByOS(id: String) throws {
        let placement = try Placement(device: Device.named(id), orientation: .portrait, mode: .full)
        #expect(placement.safeArea(os: OSVersion(13, 7)).insets.top == 44)
        #expect(placement.safeArea(os: OSVersion(14)).insets.top == 48)
        let landscape = try placement.rotated(to: .landscapeLeft)
        #expect(landscape.safeArea(os: OSVersion(12)).insets == EdgeInsets(left: 44, bottom: 21, right: 44))
    }

    @Test("Slide Over floats below the status bar; free-form windows smaller than the screen get no bars")
    func floatingWindows() throws {
        let faceID = try Device.named("ipad-pro-11-inch-m4")
        let slide = try Placement(device: faceID, orientation: .portrait, mode: .slideOver)
        #expect(slide.safeAreaInsets == EdgeInsets(bottom: DeviceSafeArea.tallPadHomeIndicator))
        #expect(slide.safeArea(os: OSVersion(18)).insets == EdgeInsets(bottom: 20))
        #expect(slide.safeArea.provenance.rule == "slide-over-safe-area")
        let button = try Placement(device: Device.named("ipad-air-2"), orientation: .landscapeRight, mode: .slideOver)
        #expect(button.safeAreaInsets == .zero)
        let small = try Placement(device: faceID, orientation: .portrait, mode: .window(width: 700, height: 900))
        #expect(small.safeAreaInsets == .zero)
        let whole = try Placement(device: faceID, orientation: .portrait, mode: .window(width: 834, height: 1210))
        #expect(whole.safeArea(os: OSVersion(26)).insets == EdgeInsets(top: 32, bottom: 25))
    }

    @Test("a device outside the catalog gets its hardware class")
    func customDevice() {
        let device = Device(
            id: "my-phone", name: "My Phone", family: .iPhone, screen: .iPhone390x844, diagonal: 6.1,
            hasHomeButton: false, displayGamut: .P3)
        let data = DeviceSafeArea.of(device)
        #expect(data.top == 44 && data.hasSensorHousing)
        #expect(data.provenance.rule == "safe-area-hardware-class")
    }

    @Test("overlap keeps only what reaches into the inner rectangle")
    func overlap() {
        let window = CGRect(x: 0, y: 0, width: 400, height: 800)
        let insets = EdgeInsets(top: 50, left: 10, bottom: 30, right: 10)
        #expect(EdgeInsets.overlap(of: insets, in: window, with: window) == insets)
        #expect(EdgeInsets.overlap(of: insets, in: window, with: CGRect(x: 100, y: 100, width: 100, height: 100)) == .zero)
        #expect(
            EdgeInsets.overlap(of: insets, in: window, with: CGRect(x: 0, y: 40, width: 200, height: 760))
                == EdgeInsets(top: 10, left: 10, bottom: 30, right: 0))
        // A rectangle entirely inside the top inset is covered by it from edge to edge.
        #expect(EdgeInsets.overlap(of: insets, in: window, with: CGRect(x: 100, y: 0, width: 50, height: 20)).top == 20)
    }

    @Test("bar heights by idiom, size class and OS (an unknown SDK is the OS's own)")
    func barHeights() {
        let bars = SystemBarMetrics.standard
        let ios18 = OSVersion(18)
        #expect(bars.navigationBarHeight(idiom: .phone, verticalSizeClass: .regular, os: ios18) == 44)
        #expect(bars.navigationBarHeight(idiom: .phone, verticalSizeClass: .compact, os: ios18) == 32)
        #expect(bars.navigationBarHeight(idiom: .pad, verticalSizeClass: .regular, os: ios18) == 50)
        #expect(bars.navigationBarHeight(idiom: .pad, verticalSizeClass: .regular, os: OSVersion(11)) == 44)
        #expect(
            bars.navigationBarHeight(idiom: .phone, verticalSizeClass: .regular, os: .latest) == 54, "the latest OS has the iOS 26 design")
        #expect(bars.tabBarHeight(idiom: .phone, verticalSizeClass: .regular, os: .latest) == 49)
        #expect(bars.tabBarHeight(idiom: .phone, verticalSizeClass: .compact, os: .latest) == 32)
        #expect(bars.tabBarHeight(idiom: .pad, verticalSizeClass: .regular, os: .latest) == 50)
        #expect(bars.tabBarHeight(idiom: .pad, verticalSizeClass: .regular, os: OSVersion(11)) == 49)
    }

    @Test("the JSON contract appends safeAreaInsets after provenance")
    func json() throws {
        let placement = try Placement(device: Device.named("iphone-12"), orientation: .landscapeRight, mode: .full)
        guard case .object(let pairs) = placement.jsonValue(traits: placement.traitCollection(), osVersion: .latest) else {
            Issue.record("not an object")
            return
        }
        #expect(pairs.map(\.0) == ["device", "orientation", "mode", "osVersion", "window", "traits", "provenance", "safeAreaInsets"])
        #expect(pairs.last?.1 == EdgeInsets(left: 47, bottom: 21, right: 47).jsonValue)
    }
}
