/// The layout direction of a trait environment. Raw values are UIKit's
/// (`UITraitEnvironmentLayoutDirection`): unspecified -1, leftToRight 0, rightToLeft 1.
public enum TraitEnvironmentLayoutDirection: Int, Codable, UIKitEnumeration {
    /// `UITraitEnvironmentLayoutDirection.unspecified`.
    case unspecified = -1
    /// `UITraitEnvironmentLayoutDirection.leftToRight`.
    case leftToRight = 0
    /// `UITraitEnvironmentLayoutDirection.rightToLeft`.
    case rightToLeft = 1
}
