/// The colour gamut of the display. Raw values are UIKit's (`UIDisplayGamut`): unspecified -1,
/// sRGB 0, P3 1.
public enum DisplayGamut: Int, Codable, UIKitEnumeration {
    /// `UIDisplayGamut.unspecified`.
    case unspecified = -1
    /// `UIDisplayGamut.sRGB`.
    case sRGB = 0
    /// `UIDisplayGamut.P3`.
    case P3 = 1
}
