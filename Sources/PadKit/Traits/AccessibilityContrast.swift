/// Whether Increase Contrast is on. Raw values are UIKit's (`UIAccessibilityContrast`):
/// unspecified -1, normal 0, high 1.
public enum AccessibilityContrast: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case unspecified = -1
    case normal = 0
    case high = 1

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .normal: return "normal"
        case .high: return "high"
        }
    }
}
