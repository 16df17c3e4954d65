/// The user's system-wide settings that flow into every trait collection: appearance, language
/// direction, text size, contrast and bold text.
///
/// ``standard`` is a fresh device: light, left-to-right, Large text (the Dynamic Type default),
/// normal contrast, regular weight.
public struct SystemAppearance: Sendable, Hashable {
    public var userInterfaceStyle: UserInterfaceStyle
    public var layoutDirection: TraitEnvironmentLayoutDirection
    public var preferredContentSizeCategory: ContentSizeCategory
    public var accessibilityContrast: AccessibilityContrast
    public var legibilityWeight: LegibilityWeight

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
