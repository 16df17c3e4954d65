/// Whether 3D Touch is available. Raw values are UIKit's (`UIForceTouchCapability`): unknown 0,
/// unavailable 1, available 2.
public enum ForceTouchCapability: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// `UIForceTouchCapability.unknown`.
    case unknown = 0
    /// `UIForceTouchCapability.unavailable`.
    case unavailable = 1
    /// `UIForceTouchCapability.available`.
    case available = 2

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String {
        switch self {
        case .unknown: return "unknown"
        case .unavailable: return "unavailable"
        case .available: return "available"
        }
    }
}
