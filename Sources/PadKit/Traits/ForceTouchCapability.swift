/// Whether 3D Touch is available. Raw values are UIKit's (`UIForceTouchCapability`): unknown 0,
/// unavailable 1, available 2.
public enum ForceTouchCapability: Int, Codable, UIKitEnumeration {
    /// `UIForceTouchCapability.unknown`.
    case unknown = 0
    /// `UIForceTouchCapability.unavailable`.
    case unavailable = 1
    /// `UIForceTouchCapability.available`.
    case available = 2
}
