/// The visual level of content (base or elevated, as in popovers and sheets). Raw values are
/// UIKit's (`UIUserInterfaceLevel`): unspecified -1, base 0, elevated 1.
public enum UserInterfaceLevel: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case unspecified = -1
    case base = 0
    case elevated = 1

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .base: return "base"
        case .elevated: return "elevated"
        }
    }
}
