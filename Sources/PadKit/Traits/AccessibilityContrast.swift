/// Whether Increase Contrast is on. Raw values are UIKit's (`UIAccessibilityContrast`):
/// unspecified -1, normal 0, high 1.
public enum AccessibilityContrast: Int, Codable, UIKitEnumeration {
    /// `UIAccessibilityContrast.unspecified`.
    case unspecified = -1
    /// `UIAccessibilityContrast.normal`.
    case normal = 0
    /// `UIAccessibilityContrast.high`.
    case high = 1
}
