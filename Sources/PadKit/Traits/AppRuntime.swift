/// How an app binary is running, which decides the idiom UIKit reports.
///
/// Sources (`docs/sources.md` § Idiom, Mac and compatibility mode, `docs/sources.md` § Idiom, Mac and compatibility mode):
/// - an iPhone/iPad app on an Apple-silicon Mac ("Designed for iPad") is not Catalyst: it keeps
///   `.pad` if it is deployable on iPad and `.phone` if iPhone-only, never `.mac` (Apple DTS:
///   "userInterfaceIdiom only returns Mac when the app opts into using the Mac idiom as a Mac
///   Catalyst app"); `ProcessInfo.isiOSAppOnMac` is true only here;
/// - Mac Catalyst "Scale Interface to Match iPad" (Xcode's default) is `.pad`, scaled to about 77%;
/// - Mac Catalyst "Optimize Interface for Mac" is `.mac` (macOS 11+);
/// - an iPhone-only app on iPad runs in compatibility mode as `.phone`;
/// - `ProcessInfo.isMacCatalystApp` is true for Catalyst apps *and* iOS apps on Apple silicon.
public enum AppRuntime: String, Sendable, Hashable, CaseIterable, Codable {
    /// On an iPhone.
    case iPhone
    /// A universal or iPad app on an iPad.
    case iPad
    /// An iPhone-only app on an iPad (compatibility mode).
    case iPhoneAppOnIPad
    /// An iPad app on an Apple-silicon Mac ("Designed for iPad").
    case iPadAppOnMac
    /// An iPhone-only app on an Apple-silicon Mac.
    case iPhoneAppOnMac
    /// Mac Catalyst, "Scale Interface to Match iPad".
    case catalystScaledToMatchIPad
    /// Mac Catalyst, "Optimize Interface for Mac".
    case catalystOptimizedForMac

    /// The `userInterfaceIdiom` UIKit reports.
    public var userInterfaceIdiom: UserInterfaceIdiom {
        switch self {
        case .iPhone, .iPhoneAppOnIPad, .iPhoneAppOnMac: return .phone
        case .iPad, .iPadAppOnMac, .catalystScaledToMatchIPad: return .pad
        case .catalystOptimizedForMac: return .mac
        }
    }

    /// `ProcessInfo.isiOSAppOnMac`.
    public var isiOSAppOnMac: Bool { self == .iPadAppOnMac || self == .iPhoneAppOnMac }

    /// `ProcessInfo.isMacCatalystApp`: true for Catalyst and for iOS apps on Apple silicon.
    public var isMacCatalystApp: Bool {
        switch self {
        case .iPadAppOnMac, .iPhoneAppOnMac, .catalystScaledToMatchIPad, .catalystOptimizedForMac: return true
        case .iPhone, .iPad, .iPhoneAppOnIPad: return false
        }
    }
}
