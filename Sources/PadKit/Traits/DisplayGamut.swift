/// The colour gamut of the display. Raw values are UIKit's (`UIDisplayGamut`): unspecified -1,
/// sRGB 0, P3 1.
public enum DisplayGamut: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case unspecified = -1
    case sRGB = 0
    case P3 = 1

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .sRGB: return "sRGB"
        case .P3: return "P3"
        }
    }
}
