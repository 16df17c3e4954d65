/// Whether Increase Contrast is on. Raw values are UIKit's (`UIAccessibilityContrast`):
/// unspecified -1, normal 0, high 1.
public enum AccessibilityContrast: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// `UIAccessibilityContrast.unspecified`.
    case unspecified = -1
    /// `UIAccessibilityContrast.normal`.
    case normal = 0
    /// `UIAccessibilityContrast.high`.
    case high = 1

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .normal: return "normal"
        case .high: return "high"
        }
    }
}
