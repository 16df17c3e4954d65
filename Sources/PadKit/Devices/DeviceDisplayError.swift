/// A display, posture or hinge asked of a device that does not have it.
public enum DeviceDisplayError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The device has no display with this id; `displays` are the ones it has (empty for a device
    /// with one display).
    case unknownDisplay(String, device: String, displays: [String])
    /// The app is not on `display` in this posture (the outer display of iPhone Duo is used only
    /// while closed), or the posture is not one of ``Posture``'s.
    case postureNotOnDisplay(String, display: String, device: String)
    /// The device has no hinge, so it has no posture.
    case noHinge(device: String, posture: String)

    /// Whether the error is about the posture rather than the display (for the JSON path it names).
    public var isAboutPosture: Bool {
        if case .unknownDisplay = self { return false }
        return true
    }

    /// The message, naming the bad value and what was expected.
    public var description: String {
        switch self {
        case .unknownDisplay(let display, let device, let displays):
            guard !displays.isEmpty else { return "\(device) has one display; it has no display '\(display)'" }
            return "\(device) has no display '\(display)'; its displays are \(displays.joined(separator: ", "))"
        case .postureNotOnDisplay(let posture, let display, let device):
            return "the app is not on the \(display) display of \(device) when '\(posture)'; postures are \(Posture.names)"
        case .noHinge(let device, let posture):
            return "\(device) has no hinge, so it cannot be '\(posture)' (only a device with a hinge, such as iphone-duo, folds)"
        }
    }
}
