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
    /// The screen UIKit reports. Devices with the same screen share one value.
    public let screen: Screen
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
        osSupport: DeviceOSSupport? = nil, safeArea: DeviceSafeArea? = nil
    ) {
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

    /// The idiom a native app gets on this device.
    public var idiom: UserInterfaceIdiom { family.idiom }

    /// The interface orientations the hardware supports: all four on iPad; on iPhone, upside
    /// down only with a Home button (`supportedInterfaceOrientations` documentation: "Devices
    /// without a Home button don't support portraitUpsideDown").
    public var supportedInterfaceOrientations: InterfaceOrientationMask {
        family == .iPad || hasHomeButton ? .all : .allButUpsideDown
    }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String { id }
}
