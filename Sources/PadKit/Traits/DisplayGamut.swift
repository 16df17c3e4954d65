/// The colour gamut of the display. Raw values are UIKit's (`UIDisplayGamut`): unspecified -1,
/// sRGB 0, P3 1.
public enum DisplayGamut: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// `UIDisplayGamut.unspecified`.
    case unspecified = -1
    /// `UIDisplayGamut.sRGB`.
    case sRGB = 0
    /// `UIDisplayGamut.P3`.
    case P3 = 1

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .sRGB: return "sRGB"
        case .P3: return "P3"
        }
    }
}
