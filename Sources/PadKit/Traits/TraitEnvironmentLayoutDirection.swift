/// The layout direction of a trait environment. Raw values are UIKit's
/// (`UITraitEnvironmentLayoutDirection`): unspecified -1, leftToRight 0, rightToLeft 1.
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// `UITraitEnvironmentLayoutDirection.unspecified`.
    case unspecified = -1
    /// `UITraitEnvironmentLayoutDirection.leftToRight`.
    case leftToRight = 0
    /// `UITraitEnvironmentLayoutDirection.rightToLeft`.
    case rightToLeft = 1

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .leftToRight: return "leftToRight"
        case .rightToLeft: return "rightToLeft"
        }
    }
}
