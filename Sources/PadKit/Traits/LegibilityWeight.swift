/// Whether Bold Text is on. Raw values are UIKit's (`UILegibilityWeight`): unspecified -1,
/// regular 0, bold 1.
public enum LegibilityWeight: Int, Codable, UIKitEnumeration {
    /// `UILegibilityWeight.unspecified`.
    case unspecified = -1
    /// `UILegibilityWeight.regular`.
    case regular = 0
    /// `UILegibilityWeight.bold`.
    case bold = 1
}
