import Foundation
import Testing

@testable import PadKit

/// `padkit matrix` launches an app once per ``ResolvedWindow/launchIdentity``: the resolved window
/// compared whole, with only what no launch reads set to one value. These tests fail when a field
/// that changes a launch is left out of the key, and when a new field is added without deciding.
@Suite("A launch is keyed on the resolved window")
struct LaunchIdentityTests {
    static let os = OSVersion(26)

    static func window(
        _ device: Device = .iPadAir2, _ orientation: InterfaceOrientation = .landscapeLeft, _ mode: WindowMode = .full,
        os: OSVersion = os, build: AppBuild = .unknown, change: (Placement) -> Placement = { $0 }
    ) throws -> ResolvedWindow {
        ResolvedWindow(placement: change(try Placement(device: device, orientation: orientation, mode: mode)), osVersion: os, build: build)
    }

    /// Each stored field of the types a resolved window is made of, as compared by the key or set
    /// to one value by it. A field missing here (a new one) fails ``everyFieldIsDecided``: add it
    /// to `compared` (nothing to do: the key compares it) or, if no launch reads it, set it to one
    /// value in `launchIdentity` and add it to `setToOneValue`.
    static let fields: [(type: String, compared: Set<String>, setToOneValue: Set<String>)] = [
        ("ResolvedWindow", ["context", "placement", "setting", "measured"], []),
        ("WindowContext", ["device", "orientation", "mode", "osVersion", "multitasking", "app", "offering"], ["measurements"]),
        (
            "Placement",
            [
                "device", "orientation", "mode", "window", "measuredSafeArea", "hostsIPhoneApp", "hostsCompatibilityDesign",
                "keepsHorizontalBars", "windowingControlStyle", "statusBar",
            ], []
        ),
        (
            "Device", ["family", "screen", "hasHomeButton", "safeArea", "displays", "display", "posture"],
            ["id", "name", "diagonal", "displayGamut", "forceTouchCapability", "osSupport"]
        ),
        ("Screen", ["portraitSize"], ["id", "scale", "provenance", "note", "measuredWindows", "measuredOn"]),
        ("WindowGeometry", ["size"], ["provenance"]),
        (
            "DeviceSafeArea", ["top", "hasSensorHousing", "homeIndicator", "landscapeHomeIndicator", "landscapeFrom26"],
            ["earlierTop", "topChangedIn", "provenance"]
        ),
    ]

    @Test("every stored field of a resolved window is either compared or set to one value")
    func everyFieldIsDecided() throws {
        let resolved = try Self.window()
        let values: [String: Any] = [
            "ResolvedWindow": resolved, "WindowContext": resolved.context, "Placement": resolved.placement,
            "Device": resolved.placement.device, "Screen": resolved.placement.device.screen,
            "WindowGeometry": resolved.placement.window, "DeviceSafeArea": resolved.placement.device.safeArea,
        ]
        for (type, compared, setToOneValue) in Self.fields {
            let labels = Set(Mirror(reflecting: try #require(values[type])).children.compactMap(\.label))
            #expect(
                labels == compared.union(setToOneValue),
                "\(type): decide whether a launch reads \(labels.symmetricDifference(compared.union(setToOneValue)).sorted())")
            #expect(compared.isDisjoint(with: setToOneValue), "\(type)")
        }
    }

    /// A device like `device` with another family or Home button (its housing kept).
    static func variant(of device: Device, family: DeviceFamily? = nil, hasHomeButton: Bool? = nil) -> Device {
        Device(
            id: device.id, name: device.name, family: family ?? device.family, screen: device.screen, diagonal: device.diagonal,
            hasHomeButton: hasHomeButton ?? device.hasHomeButton, displayGamut: device.displayGamut, safeArea: device.safeArea)
    }

    /// One change of each kind a launch reads, from the same window: each must give another key.
    static let changes: [(String, @Sendable () throws -> ResolvedWindow)] = [
        ("orientation", { try window(.iPadAir2, .portrait) }),
        ("mode", { try window(.iPadAir2, .landscapeLeft, .half) }),
        ("OS", { try window(os: OSVersion(18)) }),
        ("app build", { try window(build: AppBuild(sdk: OSVersion(18))) }),
        ("compatibility design", { try window(change: { $0.hostingCompatibilityDesign() }) }),
        ("windowing control style", { try window(change: { $0.hostingWindowingControlStyle(.minimal) }) }),
        ("status bar", { try window(change: { $0.hostingStatusBar(StatusBarAppearance(hiddenAtLaunch: true, hidden: true)) }) }),
        (
            "measured window",
            {
                try window(change: {
                    $0.replacing(window: WindowGeometry(size: CGSize(width: 1000, height: 700), provenance: .given), safeArea: nil)
                })
            }
        ),
        ("screen and housing", { try window(.iPadPro11InchM4) }),
        ("family", { try window(variant(of: .iPadAir2, family: .iPhone)) }),
        ("Home button", { try window(variant(of: .iPadAir2, hasHomeButton: false)) }),
    ]

    @Test("a window a launch can tell apart has another key", arguments: changes.indices)
    func changesSeparate(index: Int) throws {
        let (name, make) = Self.changes[index]
        #expect(try make().launchIdentity != Self.window().launchIdentity, "\(name)")
    }

    @Test("an iPhone app in an iPad window has another key")
    func iPhoneApp() throws {
        let ipad = try Self.window(.iPadPro11InchM4, os: OSVersion(27))
        let iPhoneApp = try Self.window(.iPadPro11InchM4, os: OSVersion(27)) { $0.hostingIPhoneApp() }
        #expect(iPhoneApp.placement.hostsIPhoneApp)
        #expect(iPhoneApp.launchIdentity != ipad.launchIdentity)
    }

    @Test("models that differ only in what no launch reads share a key")
    func identityIsLeftOut() throws {
        // The mini 4 and the Air 2 share a screen; they differ in name, diagonal and gamut.
        #expect(try Self.window(.iPadMini4).launchIdentity == Self.window(.iPadAir2).launchIdentity)
        #expect(try Self.window(.iPadMini4).launchIdentity.hashValue == Self.window(.iPadAir2).launchIdentity.hashValue)
    }
}
