/// The user's system-wide settings that flow into every trait collection: appearance, language
/// direction, text size, contrast and bold text.
///
/// ``standard`` is a fresh device: light, left-to-right, Large text (the Dynamic Type default),
/// normal contrast, regular weight.
public struct SystemAppearance: Sendable, Hashable {
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle
    /// Left to right or right to left.
    public var layoutDirection: TraitEnvironmentLayoutDirection
    /// The Dynamic Type size.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// Normal or increased contrast.
    public var accessibilityContrast: AccessibilityContrast
    /// Regular or bold text.
    public var legibilityWeight: LegibilityWeight

    /// Makes settings; everything not given is UIKit's default.
    public init(
        userInterfaceStyle: UserInterfaceStyle = .light,
        layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight,
        preferredContentSizeCategory: ContentSizeCategory = .large,
        accessibilityContrast: AccessibilityContrast = .normal,
        legibilityWeight: LegibilityWeight = .regular
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.accessibilityContrast = accessibilityContrast
        self.legibilityWeight = legibilityWeight
    }

    /// Light, left-to-right, Large, normal contrast, regular weight.
    public static let standard = SystemAppearance()
}
