/// The kind of interface an app runs with: phone, pad, Mac and so on.
///
/// Raw values are UIKit's (`UIUserInterfaceIdiom` in `UIDevice.h`): unspecified -1, phone 0,
/// pad 1, tv 2, carPlay 3, mac 5 (iOS 14), vision 6 (iOS 17). There is no 4.
public enum UserInterfaceIdiom: Int, Codable, UIKitEnumeration {
    /// `UIUserInterfaceIdiom.unspecified`.
    case unspecified = -1
    /// `UIUserInterfaceIdiom.phone`.
    case phone = 0
    /// `UIUserInterfaceIdiom.pad`.
    case pad = 1
    /// `UIUserInterfaceIdiom.tv`.
    case tv = 2
    /// `UIUserInterfaceIdiom.carPlay`.
    case carPlay = 3
    /// `UIUserInterfaceIdiom.mac`.
    case mac = 5
    /// `UIUserInterfaceIdiom.vision`.
    case vision = 6
}
