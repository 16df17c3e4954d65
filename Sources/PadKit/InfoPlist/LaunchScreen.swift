/// How an app declares its launch screen: a storyboard (`UILaunchStoryboardName`, iOS 8) or a
/// launch-screen dictionary (`UILaunchScreen`, iOS 14), each possibly with a `~ipad` / `~iphone`
/// variant, or their by-URL-scheme forms `UILaunchStoryboards` and `UILaunchScreens`, which
/// App Store Connect accepts as well (TN3208).
///
/// Why it matters on iPad: `docs/sources.md` § Info.plist.
public struct LaunchScreen: Sendable, Hashable {
    /// The key that declares it (`UILaunchStoryboardName`, `UILaunchScreen~ipad`, ...).
    public var key: String
    /// The storyboard's name, for `UILaunchStoryboardName`; `nil` for a `UILaunchScreen` dictionary.
    public var storyboardName: String?

    /// Makes a launch screen declared by `key`.
    public init(key: String, storyboardName: String? = nil) {
        self.key = key
        self.storyboardName = storyboardName
    }
}
