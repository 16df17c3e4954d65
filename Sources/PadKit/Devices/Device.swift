/// One device model: its identity, idiom, screen and the facts UIKit derives traits from.
///
/// Devices are a growing vocabulary, so they are values with static members (``Device/all``,
/// ``Device/iPadPro11InchM4`` ...) rather than an enum; an app can declare its own for a device
/// PadKit does not know yet.
public struct Device: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// A stable kebab-case identifier (`ipad-pro-11-inch-m4`), used on the command line and in JSON.
    public let id: String
    /// The marketing name (`iPad Pro 11-inch (M4)`).
    public let name: String
    /// iPad or iPhone.
    public let family: DeviceFamily
    /// The screen UIKit reports. Devices with the same screen share one value. On a device with
    /// several displays, the screen of the display the window is on (``display``): the catalog's
    /// row is on the first, the outer display of iPhone Duo.
    public private(set) var screen: Screen
    /// The screen diagonal in inches, as DeviceKit lists it (`docs/sources.md` § Provenance keys, DeviceKit; Air 13"
    /// is 12.9, Air 11" and iPad A16 are 10.9).
    public let diagonal: Double
    /// Whether the device has a Home button. Devices without one "don't support
    /// portraitUpsideDown" on iPhone (`supportedInterfaceOrientations` documentation).
    public let hasHomeButton: Bool
    /// The display gamut UIKit reports (Apple technical specifications: P3 "wide colour" displays).
    public let displayGamut: DisplayGamut
    /// Whether 3D Touch is available (iPhone 6s through XS Max; no iPad has it).
    public let forceTouchCapability: ForceTouchCapability
    /// The OS versions the device runs (sources: `Device+OSSupport.swift`); `nil` for a device an app
    /// declares without them.
    public let osSupport: DeviceOSSupport?
    /// The safe-area data of the device's housing: the insets of a full-screen window, with where
    /// they were measured (``DeviceSafeArea``).
    public let safeArea: DeviceSafeArea
    /// The displays of a device with more than one (iPhone Duo), in matrix order; empty for a
    /// device with one display.
    public let displays: [Display]
    /// The display the window is on, on a device with several (``on(_:posture:)``); `nil` otherwise.
    public private(set) var display: Display?
    /// How far the device is open, on a device with a hinge; `nil` otherwise.
    public private(set) var posture: Posture?

    /// Makes a device: one row holds everything PadKit knows of a model.
    ///
    /// - Parameters:
    ///   - osSupport: the releases it runs; `nil` when unknown (`padkit` then answers for
    ///     ``OSVersion/latest`` and refuses no version).
    ///   - safeArea: its housing's insets; `nil` for a model no one measured, which gets its
    ///     hardware class (``DeviceSafeArea/hardwareClass(family:hasHomeButton:)``), with that provenance.
    public init(
        id: String, name: String, family: DeviceFamily, screen: Screen, diagonal: Double,
        hasHomeButton: Bool, displayGamut: DisplayGamut, forceTouchCapability: ForceTouchCapability = .unavailable,
        osSupport: DeviceOSSupport? = nil, safeArea: DeviceSafeArea? = nil, displays: [Display] = []
    ) {
        self.displays = displays
        display = displays.first
        posture = displays.first?.postures.first
        self.osSupport = osSupport
        self.safeArea = safeArea ?? DeviceSafeArea.hardwareClass(family: family, hasHomeButton: hasHomeButton)
        self.id = id
        self.name = name
        self.family = family
        self.screen = screen
        self.diagonal = diagonal
        self.hasHomeButton = hasHomeButton
        self.displayGamut = displayGamut
        self.forceTouchCapability = forceTouchCapability
    }

    /// The display and posture as PadKit writes them (`inner partiallyOpen`); `nil` on a device
    /// with one display.
    public var pose: String? {
        guard let display, let posture else { return nil }
        return "\(display.id) \(posture)"
    }

    /// Whether the device has a hinge (`UIHinge`: "A null value indicates the app is running on a
    /// device without a hinge", tech talk 111464, 1:53): a device with several displays.
    public var hasHinge: Bool { !displays.isEmpty }

    /// The device as a window on `display` sees it, in `posture` (the display's first when not
    /// given): its ``screen`` is that display's.
    ///
    /// - Throws: ``DeviceDisplayError`` for a display the device does not have, or a posture in
    ///   which the app is not on that display.
    public func on(_ display: Display.ID, posture: Posture? = nil) throws(DeviceDisplayError) -> Device {
        guard let found = displays.first(where: { $0.id == display }) else {
            throw .unknownDisplay(display.rawValue, device: id, displays: displays.map(\.id.rawValue))
        }
        let posture = posture ?? found.postures.first
        guard let posture, found.postures.contains(posture) else {
            throw .postureNotOnDisplay(posture?.rawValue ?? "", display: display.rawValue, device: id)
        }
        return Device(self, display: found, posture: posture)
    }

    /// The device in `posture`, on the display the app is on in it.
    ///
    /// - Throws: ``DeviceDisplayError`` for a device without a hinge.
    public func folded(to posture: Posture) throws(DeviceDisplayError) -> Device {
        guard let found = displays.first(where: { $0.postures.contains(posture) }) else {
            throw .noHinge(device: id, posture: posture.rawValue)
        }
        return Device(self, display: found, posture: posture)
    }

    /// Every display and posture of the device, in matrix order: the device itself when it has
    /// one display.
    public var poses: [Device] {
        guard hasHinge else { return [self] }
        return displays.flatMap { display in display.postures.map { Device(self, display: display, posture: $0) } }
    }

    /// `device` on `display` in `posture`: the same device, with the display's screen.
    private init(_ device: Device, display: Display, posture: Posture) {
        self = device
        screen = display.screen
        self.display = display
        self.posture = posture
    }

    /// The idiom a native app gets on this device.
    public var idiom: UserInterfaceIdiom { family.idiom }

    /// The interface orientations the hardware supports: all four on iPad; on iPhone, upside
    /// down only with a Home button (`supportedInterfaceOrientations` documentation: "Devices
    /// without a Home button don't support portraitUpsideDown").
    public var supportedInterfaceOrientations: InterfaceOrientationMask {
        if let display { return display.supportedInterfaceOrientations }
        return family == .iPad || hasHomeButton ? .all : .allButUpsideDown
    }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String { id }
}
