import Foundation

/// A window resolved from its ``WindowContext``, once: what the twin runs, `matrix` lists,
/// `traits` prints and the pictures draw.
///
/// The placement carries the window's size with its provenance (measured where a team measured
/// it) and what it hosts (an iPhone app, the compatibility design); the safe area, the screen
/// arrangement, the window controls and the traits follow from it and the OS.
public struct ResolvedWindow: Sendable, Hashable {
    /// What was resolved.
    public let context: WindowContext
    /// The device, orientation and mode as the OS means it, with the window's size and what it hosts.
    public let placement: Placement
    /// The multitasking setting that offers the window (`nil` on iPhone, and for a window no
    /// setting offers when the offering was not required).
    public let setting: MultitaskingSetting?
    /// The team's measurement of this window, when there is one (its bar heights replace
    /// ``SystemBarMetrics``').
    public let measured: MeasuredPlacement?

    /// The OS the app runs on.
    public var osVersion: OSVersion { context.osVersion }

    /// The window's safe area on its OS (``Placement/safeArea(os:)``).
    public var safeArea: SafeArea { placement.safeArea(os: osVersion) }

    /// Where the window is on the screen.
    public var arrangement: ScreenArrangement { ScreenArrangement(placement: placement) }

    /// Whether the window shows iPadOS 26's window controls.
    public var showsWindowControls: Bool { WindowControls.shown(in: placement, osVersion: osVersion) }

    /// The window's traits with the standard size-class rule and appearance, restricted to the
    /// traits its OS has.
    public var traits: TraitCollection { placement.traitCollection().restricted(to: osVersion) }

    /// Hashes the window's size, orientation, mode, OS and what it hosts only: equal windows have
    /// equal ones, so this agrees with `==` (which compares every field). `padkit matrix` hashes
    /// one window per placement (``launchIdentity``), and hashing every field of the device, once
    /// in the context and once in the placement, was a tenth of its main-thread work.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(placement.window.size.width)
        hasher.combine(placement.window.size.height)
        hasher.combine(placement.orientation)
        hasher.combine(placement.mode)
        hasher.combine(placement.hostsIPhoneApp)
        hasher.combine(context.osVersion)
    }

    /// A window resolved by ``WindowContext/resolve()``.
    init(context: WindowContext, placement: Placement, setting: MultitaskingSetting?, measured: MeasuredPlacement?) {
        self.context = context
        self.placement = placement
        self.setting = setting
        self.measured = measured
    }

    /// A window a caller built as `placement` (a test's, a seed snippet's), kept as it is: its
    /// context asks no offering (``WindowContext/Offering/unchecked``) and carries what the
    /// placement hosts.
    public init(placement: Placement, osVersion: OSVersion, build: AppBuild = .unknown, measurements: Measurements? = nil) {
        let app = HostedApp(isIPhoneOnly: placement.hostsIPhoneApp || placement.mode.isIPhoneCompatibility, build: build)
        context = WindowContext(
            device: placement.device, orientation: placement.orientation, mode: placement.mode, osVersion: osVersion,
            app: app, measurements: measurements, offering: .unchecked)
        self.placement = placement
        setting = try? WindowingSystem.setting(offering: placement.mode, on: placement.device, osVersion: osVersion)
        measured = measurements?.measurement(of: placement, osVersion: osVersion, setting: setting)
    }
}
