/// Whether the window is in the active (key) appearance. Raw values are UIKit's
/// (`UIUserInterfaceActiveAppearance`, iOS 14): unspecified -1, inactive 0, active 1.
/// Off macOS it is always active (`UITraitCollection.h`).
public enum UserInterfaceActiveAppearance: Int, Codable, UIKitEnumeration {
    /// `UIUserInterfaceActiveAppearance.unspecified`.
    case unspecified = -1
    /// `UIUserInterfaceActiveAppearance.inactive`.
    case inactive = 0
    /// `UIUserInterfaceActiveAppearance.active`.
    case active = 1
}
