import PadKit

/// What identifies a row of `padkit matrix --format json`: the device, orientation and window
/// mode, and, when rows carry them, the display and posture of a device with several displays
/// (iPhone Duo), the OS version and the iPadOS 26+ multitasking setting.
/// ``MatrixComparison`` matches a recorded row with today's by this key.
public struct MatrixRowKey: Sendable, Hashable {
    /// The device id (`ipad-pro-11-inch-m4`).
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// The window mode id (`full`, `half`, `slide_over`, `iphone_compatibility` ...).
    public var mode: String
    /// The row's `"osVersion"`, when it has one.
    public var osVersion: String?
    /// The row's `"multitasking"` setting, when it has one.
    public var multitasking: String?
    /// The row's `"display"` (`outer`, `inner`), on a device with several displays.
    public var display: String?
    /// The row's `"posture"` (`closed`, `partiallyOpen`, `fullyOpen`), on a device with a hinge.
    public var posture: String?

    /// The keys a row is matched by, in the order they are written; the rest of a row is compared.
    public static let fields = ["device", "display", "posture", "orientation", "mode", "osVersion", "multitasking"]

    /// The key without the OS version and multitasking setting where `using` says so: rows
    /// recorded before PadKit wrote those keys still match today's.
    func matching(osVersion useOS: Bool, multitasking useMultitasking: Bool) -> MatrixRowKey {
        MatrixRowKey(
            device: device, orientation: orientation, mode: mode, osVersion: useOS ? osVersion : nil,
            multitasking: useMultitasking ? multitasking : nil, display: display, posture: posture)
    }

    /// The device with its display and posture, where the row has them: `iphone-duo inner fullyOpen`.
    public var deviceText: String {
        [device, display, posture].compactMap { $0 }.joined(separator: " ")
    }

    /// The OS and multitasking setting in words, or empty: ` (iPadOS 26, windowedApps)`.
    var settingText: String {
        let parts = [osVersion.map { "OS \($0)" }, multitasking].compactMap { $0 }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    }
}

extension MatrixRowKey {
    /// The key of a row; `nil` when the row lacks a device, orientation or mode (the expectation
    /// reader reports those with their path).
    public init?(row: JSONValue) {
        guard case .string(let device)? = row["device"], case .string(let orientation)? = row["orientation"],
            case .string(let mode)? = row["mode"]
        else { return nil }
        func text(_ key: String) -> String? {
            if case .string(let text)? = row[key] { return text }
            return nil
        }
        self.init(
            device: device, orientation: orientation, mode: mode, osVersion: text("osVersion"), multitasking: text("multitasking"),
            display: text("display"), posture: text("posture"))
    }
}
