/// The user's preferred text size (Dynamic Type).
///
/// Raw values are UIKit's `UIContentSizeCategory` string constants, so a value read from a
/// device log or a test host maps one to one.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// `UIContentSizeCategory.unspecified`.
    case unspecified = "_UICTContentSizeCategoryUnspecified"
    /// `UIContentSizeCategory.extraSmall`.
    case extraSmall = "UICTContentSizeCategoryXS"
    /// `UIContentSizeCategory.small`.
    case small = "UICTContentSizeCategoryS"
    /// `UIContentSizeCategory.medium`.
    case medium = "UICTContentSizeCategoryM"
    /// `UIContentSizeCategory.large`.
    case large = "UICTContentSizeCategoryL"
    /// `UIContentSizeCategory.extraLarge`.
    case extraLarge = "UICTContentSizeCategoryXL"
    /// `UIContentSizeCategory.extraExtraLarge`.
    case extraExtraLarge = "UICTContentSizeCategoryXXL"
    /// `UIContentSizeCategory.extraExtraExtraLarge`.
    case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
    /// `UIContentSizeCategory.accessibilityMedium`.
    case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
    /// `UIContentSizeCategory.accessibilityLarge`.
    case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
    /// `UIContentSizeCategory.accessibilityExtraLarge`.
    case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
    /// `UIContentSizeCategory.accessibilityExtraExtraLarge`.
    case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
    /// `UIContentSizeCategory.accessibilityExtraExtraExtraLarge`.
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
