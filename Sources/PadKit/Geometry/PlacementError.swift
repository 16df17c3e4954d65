import Foundation

/// Why a placement (device, orientation, window mode) cannot exist.
public enum PlacementError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The orientation is `.unknown`, which no window has.
    case unknownOrientation(device: String)
    /// The hardware cannot take this orientation (iPhones without a Home button have no upside-down
    /// portrait).
    case orientationUnsupported(device: String, orientation: InterfaceOrientation)
    /// The device has no such window mode in that orientation (an iPhone has no Split View;
    /// portrait has no 1/2 share).
    case modeUnavailable(mode: String, device: String, orientation: InterfaceOrientation, reason: String)
    /// A free-form window that cannot exist on that screen.
    case impossibleWindow(
        width: Double, height: Double, device: String, screenWidth: Double, screenHeight: Double, orientation: InterfaceOrientation,
        reason: String)

    /// The message, naming the bad value and what was expected.
    public var description: String {
        switch self {
        case .unknownOrientation(let device):
            return "no window on \(device) has orientation 'unknown'; use portrait, portraitUpsideDown, landscapeLeft or landscapeRight"
        case .orientationUnsupported(let device, let orientation):
            return "\(device) does not support \(orientation): iPhones without a Home button never turn the interface upside down"
        case .modeUnavailable(let mode, let device, let orientation, let reason):
            return "window mode '\(mode)' is not available on \(device) in \(orientation): \(reason)"
        case .impossibleWindow(let width, let height, let device, let screenWidth, let screenHeight, let orientation, let reason):
            return "window \(NumberText.points(width))x\(NumberText.points(height)) cannot exist on \(device) "
                + "(screen \(NumberText.points(screenWidth))x\(NumberText.points(screenHeight)) in \(orientation)): \(reason)"
        }
    }
}
