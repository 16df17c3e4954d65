/// The layout direction of a trait environment. Raw values are UIKit's
/// (`UITraitEnvironmentLayoutDirection`): unspecified -1, leftToRight 0, rightToLeft 1.
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .leftToRight: return "leftToRight"
        case .rightToLeft: return "rightToLeft"
        }
    }
}
