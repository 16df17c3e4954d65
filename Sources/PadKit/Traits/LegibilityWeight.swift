/// Whether Bold Text is on. Raw values are UIKit's (`UILegibilityWeight`): unspecified -1,
/// regular 0, bold 1.
public enum LegibilityWeight: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// `UILegibilityWeight.unspecified`.
    case unspecified = -1
    /// `UILegibilityWeight.regular`.
    case regular = 0
    /// `UILegibilityWeight.bold`.
    case bold = 1

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .regular: return "regular"
        case .bold: return "bold"
        }
    }
}
