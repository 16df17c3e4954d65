/// Light or dark appearance. Raw values are UIKit's (`UIUserInterfaceStyle`): unspecified 0,
/// light 1, dark 2.
public enum UserInterfaceStyle: Int, Codable, UIKitEnumeration {
    /// `UIUserInterfaceStyle.unspecified`.
    case unspecified = 0
    /// `UIUserInterfaceStyle.light`.
    case light = 1
    /// `UIUserInterfaceStyle.dark`.
    case dark = 2

    /// The other appearance, as the iOS 13+ background snapshot pass flips to it and back.
    public var opposite: UserInterfaceStyle {
        switch self {
        case .light: return .dark
        case .dark: return .light
        case .unspecified: return .unspecified
        }
    }
}
