import PadKit
import PadKitApps

/// One window the audit counts: a row of `padkit matrix` (no app) for a current device at the OS
/// audited, in one multitasking setting. "fails in 23 of 41 windows" counts these.
public struct AuditWindow: Sendable, Hashable {
    /// The row: placement and multitasking setting.
    public let row: SettingPlacement
    /// The OS version it answers for.
    public let osVersion: OSVersion

    /// The placement.
    public var placement: Placement { row.placement }
    /// The device.
    public var device: Device { row.placement.device }
    /// The window's width in points.
    public var width: Double { Double(row.placement.window.size.width) }
    /// The window's height in points.
    public var height: Double { Double(row.placement.window.size.height) }
    /// Whether UIKit gives the window a regular horizontal size class (``PadKit/SizeClassRule``).
    public var isRegularWidth: Bool {
        row.placement.traitCollection().restricted(to: osVersion).horizontalSizeClass == .regular
    }

    /// The key a matrix row of the app matches: device (with its display and posture on iPhone
    /// Duo), orientation, mode and setting.
    var key: String {
        "\(device.id)\(device.pose.map { " " + $0 } ?? "") \(placement.isLandscape ? "landscape" : "portrait") \(placement.mode.id) "
            + (row.setting?.rawValue ?? "-")
    }

    /// The HTML anchor (`#window-...`) and the stable name `--expect` prints.
    public var anchor: String {
        "window-" + key.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "_", with: "-")
    }

    /// `ipad-pro-13 landscape full (stageManager) 1376 x 1032`.
    public var label: String {
        "\(device.id)\(device.pose.map { " " + $0 } ?? "") \(placement.isLandscape ? "landscape" : "portrait") \(placement.mode.id)"
            + (row.setting.map { " (\($0.rawValue))" } ?? "") + " \(NumberText.points(width)) x \(NumberText.points(height))"
    }

    /// The devices the audit counts: those whose newest release is in the newest modelled major
    /// release (``PadKit/OSVersion/latest``'s; iPhone Duo's 27.1 counts), and that run `osVersion`
    /// (any, when `nil`).
    public static func currentDevices(osVersion: OSVersion?) -> [Device] {
        Device.all.filter { device in
            device.newestOSVersion.major == OSVersion.latest.major && (osVersion.map { (try? device.checkSupports($0)) != nil } ?? true)
        }
    }

    /// Every window of every current device at `osVersion` (when `nil`, each device's newest
    /// release, as `padkit matrix` answers), in every multitasking setting, in `padkit matrix`'s order.
    public static func current(osVersion: OSVersion?) -> [AuditWindow] {
        currentDevices(osVersion: osVersion).flatMap { device in
            let os = osVersion ?? device.newestOSVersion
            return AppMatrix.rows(for: device, osVersion: os, iPhoneOnly: false, only: nil).map { AuditWindow(row: $0, osVersion: os) }
        }
    }
}
