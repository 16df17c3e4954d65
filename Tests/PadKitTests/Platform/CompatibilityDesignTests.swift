import Foundation
import Testing
@testable import PadKit

/// iPadOS 26's compatibility design: apps built before the iOS 26 SDK, or with it and
/// `UIDesignRequiresCompatibility`, get a taller top safe area in windows with controls instead
/// of layout regions.
struct CompatibilityDesignTests {
    /// (sdk, UIDesignRequiresCompatibility, OS) and whether the app is in the compatibility design.
    static let decisions: [(OSVersion?, Bool?, OSVersion, Bool)] = [
        (nil, nil, OSVersion(26), false), (nil, true, OSVersion(27), false),
        (OSVersion(18), nil, OSVersion(26), true), (OSVersion(18), nil, OSVersion(27), true), (OSVersion(18), nil, OSVersion(18), false),
        (OSVersion(26), nil, OSVersion(26), false), (OSVersion(26), false, OSVersion(26, 2), false),
        (OSVersion(26), true, OSVersion(26), true), (OSVersion(26, 2), true, OSVersion(27), true),
        (OSVersion(26), true, OSVersion(18), false),
        (OSVersion(27), true, OSVersion(27), false), (OSVersion(27), nil, OSVersion(27), false),
    ]

    @Test("the SDK and the key decide; the 27 SDK ignores the key; an unknown SDK never", arguments: decisions)
    func decision(sdk: OSVersion?, key: Bool?, os: OSVersion, expected: Bool) {
        let build = AppBuild(sdk: sdk, designRequiresCompatibility: key == true)
        #expect(WindowControls.usesCompatibilityDesign(build: build, osVersion: os) == expected)
    }

    static let windowModes: [WindowMode] = [
        .full, .tile(.halfLeading), .tile(.thirdMiddle), .tile(.quarter), .windowMinimum, .resizableSlideOver,
        .window(width: 700, height: 500),
    ]
    static let osVersions = [OSVersion(18), OSVersion(26), OSVersion(26, 2), OSVersion(27)]

    @Test(
        "the band is the top inset of every window with controls, nothing else changes",
        arguments: Device.all.filter { $0.family == .iPad }, osVersions)
    func band(device: Device, os: OSVersion) throws {
        for orientation in [InterfaceOrientation.portrait, .landscapeRight] {
            for mode in Self.windowModes {
                guard let plain = try? Placement(device: device, orientation: orientation, mode: mode) else { continue }
                let compatible = plain.hostingCompatibilityDesign()
                let before = plain.safeArea(os: os).insets, after = compatible.safeArea(os: os).insets
                if WindowControls.shown(in: plain, osVersion: os) {
                    var expected = before
                    expected.top = max(before.top, WindowControls.compatibilityBandHeight)
                    #expect(after == expected, "\(compatible) on \(os)")
                    #expect(compatible.safeArea(os: os).provenance.rule == "compatibility-top-band")
                    #expect(WindowControls.frame(in: compatible, osVersion: os) == nil, "the regions do not see the controls")
                    #expect(WindowControls.frame(in: plain, osVersion: os) == CGRect(origin: .zero, size: WindowControls.regionSize))
                } else {
                    #expect(after == before, "\(compatible) on \(os): no controls, no band")
                    #expect(WindowControls.frame(in: plain, osVersion: os) == nil)
                }
            }
        }
    }

    @Test(
        "the scaled full-screen compatibility window hides the controls from layout regions",
        arguments: Device.all.filter { $0.family == .iPad }, [OSVersion(26), OSVersion(26, 2), OSVersion(27)])
    func fullScreenCompatibilityWindow(device: Device, os: OSVersion) throws {
        for orientation in [InterfaceOrientation.portrait, .landscapeRight] {
            let window = try Placement(device: device, orientation: orientation, mode: .fullScreenCompatibility)
            #expect(WindowControls.shown(in: window, osVersion: os))
            #expect(WindowControls.frame(in: window, osVersion: os) == nil, "the scaled scene cannot see the controls")
        }
    }

    @Test("an iPhone has no compatibility band", arguments: Device.all.filter { $0.family == .iPhone })
    func iPhone(device: Device) throws {
        let placement = try Placement(device: device, orientation: .portrait, mode: .full)
        #expect(placement.hostingCompatibilityDesign() == placement)
    }

    @Test("rotating and resizing keep the design; a measured safe area still wins")
    func keeps() throws {
        let device = try Device.named("ipad-pro-11-inch-m4")
        let placement = try Placement(device: device, orientation: .portrait, mode: .tile(.halfLeading)).hostingCompatibilityDesign()
        #expect(try placement.rotated(to: .landscapeLeft).hostsCompatibilityDesign)
        #expect(try placement.changing(mode: .windowMinimum).hostsCompatibilityDesign)
        #expect(try placement.changing(mode: .windowMinimum).safeArea(os: OSVersion(26)).insets.top == 32)
        let measured = SafeArea(insets: EdgeInsets(top: 28), provenance: .measured("team"))
        #expect(placement.replacing(window: placement.window, safeArea: measured).safeArea(os: OSVersion(26)) == measured)
        #expect(placement.description.hasSuffix("(compatibility design)"))
    }

    @Test("the controls sit in the top-trailing corner of a right-to-left window")
    func rightToLeft() throws {
        let placement = try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .portrait, mode: .tile(.halfLeading))
        let frame = try #require(WindowControls.frame(in: placement, osVersion: OSVersion(26), rightToLeft: true))
        #expect(frame.maxX == placement.window.size.width && frame.minY == 0)
    }
}
