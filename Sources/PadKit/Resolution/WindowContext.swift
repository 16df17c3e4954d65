import Foundation

/// Everything that decides an app's window: where it is (device, interface orientation, window
/// mode), the OS it runs on, the multitasking setting, the app's own facts and a team's
/// measurements. ``resolve()`` turns it, once, into a ``ResolvedWindow``; nothing else derives a
/// window from these parts.
///
/// The OS is part of the context, never a default: `padkit matrix` and scenarios give each device
/// its newest release unless one is asked for (``Device/newestOSVersion``).
public struct WindowContext: Sendable, Hashable {
    /// The device.
    public let device: Device
    /// The interface orientation.
    public let orientation: InterfaceOrientation
    /// The window mode, as the caller named it (with ``Offering/required``, ``resolve()`` takes it
    /// as the OS means its id: ``WindowMode/meant(on:)``).
    public let mode: WindowMode
    /// The OS the app runs on.
    public let osVersion: OSVersion
    /// The multitasking setting asked for; `nil` for the first the OS has that offers the mode.
    public let multitasking: MultitaskingSetting?
    /// The app's facts that decide its window.
    public let app: HostedApp
    /// Measured placements, which replace derived windows and safe areas (``Measurements``).
    public let measurements: Measurements?
    /// Whether the OS and the setting must offer the window (``Offering``).
    public let offering: Offering

    /// Whether ``resolve()`` asks that the OS and the setting offer the window.
    public enum Offering: Sendable, Hashable {
        /// The window must be one the OS offers in the setting, as `padkit matrix` lists them:
        /// what every command and scenario asks.
        case required
        /// Any window the device can show, offered or not: a window a test or a seed's snippet
        /// builds by hand (`Window(placement:)`), as a UIKit engineer builds one in a playground.
        case unchecked
    }

    /// Describes a window.
    public init(
        device: Device, orientation: InterfaceOrientation, mode: WindowMode, osVersion: OSVersion,
        multitasking: MultitaskingSetting? = nil, app: HostedApp = .unknown, measurements: Measurements? = nil,
        offering: Offering = .required
    ) {
        self.device = device
        self.orientation = orientation
        self.mode = mode
        self.osVersion = osVersion
        self.multitasking = multitasking
        self.app = app
        self.measurements = measurements
        self.offering = offering
    }

    /// The same context in another window mode.
    public func changing(mode: WindowMode) -> WindowContext {
        WindowContext(
            device: device, orientation: orientation, mode: mode, osVersion: osVersion, multitasking: multitasking,
            app: app, measurements: measurements, offering: offering)
    }

    /// The same context after the user rotates the device to `orientation`: the mode is kept,
    /// except that portrait has no 1/2 share and a free-form window is clamped to the rotated
    /// screen (``Placement/rotated(to:)`` gives the reasons).
    public func rotated(to orientation: InterfaceOrientation) -> WindowContext {
        WindowContext(
            device: device, orientation: orientation, mode: mode.rotated(to: orientation, on: device), osVersion: osVersion,
            multitasking: multitasking, app: app, measurements: measurements, offering: offering)
    }

    /// Resolves the window: its size with provenance, the setting that offers it, the app's
    /// hosting (an iPhone app, the compatibility design), a measurement where one was made, and
    /// from them the safe area, the screen arrangement, the window controls and the traits.
    ///
    /// - Throws: ``OSAvailabilityError`` for a window that is not full screen before iOS 9;
    ///   ``WindowingError`` for a mode the OS or the setting does not offer (with
    ///   ``Offering/required``); ``PlacementError`` for a window the device cannot show.
    public func resolve() throws -> ResolvedWindow {
        // A required window is the one the OS means by the mode's id (Slide Over is resizable from
        // 26); an unchecked one is the mode as given.
        let mode = offering == .required ? self.mode.meant(on: osVersion) : self.mode
        if offering == .required, mode.needsMultitasking {
            try OSFeature.multitasking.check(on: osVersion)
        }
        let derived = try Placement(device: device, orientation: orientation, mode: mode)
        let setting = try resolvedSetting(of: mode)
        var placement = derived
        if app.isIPhoneOnly, CompatibilityMode.runsResizable(osVersion: osVersion) { placement = placement.hostingIPhoneApp() }
        if WindowControls.usesCompatibilityDesign(build: app.build, osVersion: osVersion) {
            placement = placement.hostingCompatibilityDesign()
        }
        if app.statusBar != .shown { placement = placement.hostingStatusBar(app.statusBar) }
        if app.windowingControlStyle != .automatic { placement = placement.hostingWindowingControlStyle(app.windowingControlStyle) }
        if let restrictions = app.sizeRestrictions { placement = restrictions.applied(to: placement, setting: setting).placement }
        if placement.device.display != nil, !OSRelease.verticalBars.applies(on: osVersion, build: app.build) {
            placement = placement.keepingHorizontalBars()
        }
        let measured = measurements?.measurement(of: placement, osVersion: osVersion, setting: setting)
        if let measurements { placement = measurements.applied(to: placement, osVersion: osVersion, setting: setting) }
        return ResolvedWindow(context: self, placement: placement, setting: setting, measured: measured)
    }

    /// The setting that offers `mode`: for a free-form window (whose size is the caller's) the one
    /// asked for or the newest; for any other the first that offers it, which must exist when the
    /// offering is required.
    private func resolvedSetting(of mode: WindowMode) throws -> MultitaskingSetting? {
        if case .freeform = mode.kind {
            return multitasking ?? MultitaskingSetting.settings(for: device.family, osVersion: osVersion).last
        }
        switch offering {
        case .required:
            return try WindowingSystem.setting(offering: mode, on: device, osVersion: osVersion, only: multitasking)
        case .unchecked:
            return try? WindowingSystem.setting(offering: mode, on: device, osVersion: osVersion, only: multitasking)
        }
    }
}
