/// The user's preferred text size (Dynamic Type).
///
/// Raw values are UIKit's `UIContentSizeCategory` string constants, so a value read from a
/// device log or a test host maps one to one.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case unspecified = "_UICTContentSizeCategoryUnspecified"
    case extraSmall = "UICTContentSizeCategoryXS"
    case small = "UICTContentSizeCategoryS"
    case medium = "UICTContentSizeCategoryM"
    case large = "UICTContentSizeCategoryL"
    case extraLarge = "UICTContentSizeCategoryXL"
    case extraExtraLarge = "UICTContentSizeCategoryXXL"
    case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
    case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
    case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
    case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
    case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
    case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

    /// Whether this is one of the five accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
             .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge:
            return true
        default:
            return false
        }
    }

    /// The Swift case name (`large`, `accessibilityMedium`, ...).
    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .extraSmall: return "extraSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .extraLarge: return "extraLarge"
        case .extraExtraLarge: return "extraExtraLarge"
        case .extraExtraExtraLarge: return "extraExtraExtraLarge"
        case .accessibilityMedium: return "accessibilityMedium"
        case .accessibilityLarge: return "accessibilityLarge"
        case .accessibilityExtraLarge: return "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: return "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: return "accessibilityExtraExtraExtraLarge"
        }
    }
}
