/// Whether Bold Text is on. Raw values are UIKit's (`UILegibilityWeight`): unspecified -1,
/// regular 0, bold 1.
public enum LegibilityWeight: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case unspecified = -1
    case regular = 0
    case bold = 1

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .regular: return "regular"
        case .bold: return "bold"
        }
    }
}
