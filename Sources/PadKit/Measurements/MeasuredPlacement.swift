import Foundation

/// One placement a team measured in the Simulator or on a device: which window, and what UIKit
/// reported there (`docs/measuring.md` gives the snippet that writes these).
public struct MeasuredPlacement: Sendable, Hashable {
    /// The catalog device id.
    public let device: String
    /// The OS release it was measured on, as PadKit models it (26.3 is stored as 26.2).
    public let osVersion: OSVersion
    /// The multitasking setting (`nil` on iPhone).
    public let multitasking: MultitaskingSetting?
    /// The window mode id (`full`, `tile_half_leading`, `slide_over`, ...).
    public let mode: String
    /// Portrait or landscape.
    public let landscape: Bool
    /// The window's size (`UIWindowScene.effectiveGeometry` / `window.bounds.size`).
    public let window: CGSize
    /// `UIWindow.safeAreaInsets`, when measured.
    public let safeAreaInsets: EdgeInsets?
    /// `navigationController.navigationBar.frame.height` in the measuring app, when measured: it
    /// replaces ``SystemBarMetrics``' navigation bar height in that placement (the measuring app's
    /// SDK and design are the ones that count).
    public let navigationBarHeight: Double?
    /// `tabBarController.tabBar.frame.height` less the home indicator, for a tab bar at the bottom,
    /// when measured.
    public let tabBarHeight: Double?
    /// The display, on a device with several (iPhone Duo); `nil` for the device's first.
    public let display: Display.ID?
    /// The posture, on a device with a hinge; `nil` for the display's first.
    public let posture: Posture?

    /// Makes a measured placement.
    public init(
        device: String, osVersion: OSVersion, multitasking: MultitaskingSetting?, mode: String, landscape: Bool,
        window: CGSize, safeAreaInsets: EdgeInsets?, navigationBarHeight: Double? = nil, tabBarHeight: Double? = nil,
        display: Display.ID? = nil, posture: Posture? = nil
    ) {
        self.display = display
        self.posture = posture
        self.device = device
        self.osVersion = osVersion
        self.multitasking = multitasking
        self.mode = mode
        self.landscape = landscape
        self.window = window
        self.safeAreaInsets = safeAreaInsets
        self.navigationBarHeight = navigationBarHeight
        self.tabBarHeight = tabBarHeight
    }

    /// Whether this measurement is of `placement` on `osVersion` in `setting`.
    public func describes(_ placement: Placement, osVersion: OSVersion, setting: MultitaskingSetting?) -> Bool {
        device == placement.device.id && self.osVersion == osVersion && mode == placement.mode.id
            && landscape == placement.isLandscape && (multitasking == nil || multitasking == setting)
            && describesPose(of: placement.device)
    }

    /// Whether the display and posture are `device`'s: those given, else the first display and
    /// its first posture.
    private func describesPose(of device: Device) -> Bool {
        guard let shown = device.display else { return true }
        let display = displayOrFirst(of: device)
        guard shown.id == display?.id else { return false }
        return device.posture == (posture ?? display?.postures.first)
    }

    /// The display named, or the device's first.
    private func displayOrFirst(of device: Device) -> Display? {
        guard let display else { return device.displays.first }
        return device.displays.first { $0.id == display }
    }
}
