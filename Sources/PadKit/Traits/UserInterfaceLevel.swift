/// The visual level of content (base or elevated, as in popovers and sheets). Raw values are
/// UIKit's (`UIUserInterfaceLevel`): unspecified -1, base 0, elevated 1.
public enum UserInterfaceLevel: Int, Codable, UIKitEnumeration {
    /// `UIUserInterfaceLevel.unspecified`.
    case unspecified = -1
    /// `UIUserInterfaceLevel.base`.
    case base = 0
    /// `UIUserInterfaceLevel.elevated`.
    case elevated = 1
}
