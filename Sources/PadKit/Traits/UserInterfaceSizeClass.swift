/// A size class: the coarse width or height category UIKit gives a trait environment.
///
/// Raw values are UIKit's (`UIUserInterfaceSizeClass` in `UIInterface.h`): unspecified 0,
/// compact 1, regular 2.
public enum UserInterfaceSizeClass: Int, Codable, UIKitEnumeration {
    /// `UIUserInterfaceSizeClass.unspecified`.
    case unspecified = 0
    /// `UIUserInterfaceSizeClass.compact`.
    case compact = 1
    /// `UIUserInterfaceSizeClass.regular`.
    case regular = 2

    /// The one-letter abbreviation Apple's size-class tables use (`C`, `R`, `-`).
    public var abbreviation: String {
        switch self {
        case .unspecified: return "-"
        case .compact: return "C"
        case .regular: return "R"
        }
    }
}
