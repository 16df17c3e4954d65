/// What an app binary was built with, where UIKit keys a change to the SDK an app links against
/// rather than to the OS it runs on ("linked on or after"): the SDK, and whether its Info.plist
/// asks to keep the pre-26 design (`UIDesignRequiresCompatibility`).
///
/// UIKit gives old binaries the old behaviour on a new OS:
/// - iOS 12 made iPad navigation bars and toolbars 50 pt and tab bars 50 pt, only for apps built
///   with the iOS 12 SDK: "Apps that were built with Xcode 9 or earlier ... the navigation bar and
///   toolbar are 44 points tall" on iOS 12 ("This is Apple's backwards compatibility at work"),
///   and "Building with Xcode 10 ... the new iPad navigation bar and toolbar heights are 6 points
///   taller at 50 points" (Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in
///   iOS 12", measured with his Adaptivity app);
/// - iOS 26's design (Liquid Glass, taller bars) is for apps built with the iOS 26 SDK that do not
///   set `UIDesignRequiresCompatibility` (WWDC25 "Build a UIKit app with the new design"); an app
///   built with the iOS 27 SDK gets it whatever the key says (Apple Developer Forums thread 832710);
/// - iPadOS 18's tab bar at the top is for apps built with the iOS 18 SDK (an app moved to the new
///   SDK "sometimes shows the tab bar at the bottom ... and sometimes at the top", Little Go issue
///   439, **[UNCONFIRMED]** beyond that report).
///
/// An unknown SDK (an app description without `"sdk"`) is taken to be the SDK of the OS the app
/// runs on (``linkedSDK(runningOn:)``): an app current for its OS, which keeps every measured row
/// for iOS 9 to 18 as it was and gives iOS 26 and 27 their own design (`UIDesignRequiresCompatibility`
/// counts only beside an explicit SDK, ``InterfaceDesign/resolved(os:build:)``). `docs/choices.md`
/// § Bars says how to change it.
public struct AppBuild: Sendable, Hashable {
    /// The SDK the app is built with; `nil` when unknown.
    public var sdk: OSVersion?
    /// `UIDesignRequiresCompatibility` in the app's Info.plist.
    public var designRequiresCompatibility: Bool

    /// Describes a build.
    public init(sdk: OSVersion? = nil, designRequiresCompatibility: Bool = false) {
        self.sdk = sdk
        self.designRequiresCompatibility = designRequiresCompatibility
    }

    /// A build nothing is known of: built with the SDK of the OS it runs on, no compatibility key.
    public static let unknown = AppBuild()

    /// The SDK UIKit's "linked on or after" checks see on `os`: the given SDK, or `os` itself
    /// when unknown. An SDK newer than the OS counts as the OS (an app cannot get behaviour its
    /// OS does not have).
    public func linkedSDK(runningOn os: OSVersion) -> OSVersion {
        guard let sdk else { return os }
        return min(sdk, os)
    }

    /// Whether UIKit treats the app as built with at least `release` when it runs on `os`.
    public func isLinked(onOrAfter release: OSVersion, runningOn os: OSVersion) -> Bool {
        linkedSDK(runningOn: os) >= release
    }
}
