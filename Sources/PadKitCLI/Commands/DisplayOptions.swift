import PadKit

/// `--display` and `--posture`: which display of a device with several (iPhone Duo) a command
/// answers for, and how far the device is open.
enum DisplayOptions {
    /// `device` on the display and in the posture asked for; `device` itself when neither is given.
    ///
    /// - Throws: `CLIError` naming the bad value: a display the device does not have, a posture
    ///   that is not one of UIHinge's, or one in which the app is not on that display.
    static func device(_ device: Device, display: String?, posture: String?) throws -> Device {
        guard display != nil || posture != nil else { return device }
        var asked: Posture?
        if let posture {
            guard let known = Posture(rawValue: posture) else {
                throw CLIError("--posture: unknown posture '\(posture)'; postures are \(Posture.names)")
            }
            asked = known
        }
        do {
            guard let display else { return try device.folded(to: asked ?? .closed) }
            guard let id = Display.ID(rawValue: display) else {
                throw DeviceDisplayError.unknownDisplay(display, device: device.id, displays: device.displays.map(\.id.rawValue))
            }
            return try device.on(id, posture: asked)
        } catch {
            throw CLIError("--display/--posture: \(error)")
        }
    }
}
