/// Whether 3D Touch is available. Raw values are UIKit's (`UIForceTouchCapability`): unknown 0,
/// unavailable 1, available 2.
public enum ForceTouchCapability: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case unknown = 0
    case unavailable = 1
    case available = 2

    public var description: String {
        switch self {
        case .unknown: return "unknown"
        case .unavailable: return "unavailable"
        case .available: return "available"
        }
    }
}
