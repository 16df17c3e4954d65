/// The keys of an app's Info.plist that decide what it gets on iPhone and iPad: PadKit's one
/// model of them, used by app descriptions, the project reader, the twin and the linter.
///
/// A key may have per-device variants (`~ipad`, `~iphone`), which win on their idiom: "You can
/// append a device-specific suffix to a key … `~ipad` … `~iphone`" (Bundle Resources,
/// "Information property list"). PadKit models the variants that change an iPad answer:
/// `UISupportedInterfaceOrientations~ipad` / `~iphone` and `UIRequiresFullScreen~ipad`.
///
/// What each key means, and from which OS version (`docs/sources.md` § Info.plist):
/// - `UIDeviceFamily` (Xcode's `TARGETED_DEVICE_FAMILY`): 1 iPhone, 2 iPad.
/// - `UIRequiresFullScreen`: opts an iPad app out of Split View and Slide Over (iOS 9). "Deprecated
///   … will be ignored in a future release" from iPadOS 26 (TN3192);
///   `UIRequiresFullScreenIgnoredStartingWithVersion` (iPadOS 26.2) names the version from which
///   the app asks the system to ignore it ("The system ignores the key starting in the version you
///   specify and in later versions of iOS").
/// - `UIApplicationSceneManifest`: the scene life cycle (iOS 13). "In the next major release
///   following iOS 26, UIScene lifecycle will be required when building with the latest SDK;
///   otherwise, your app won't launch" (TN3187).
/// - `UILaunchStoryboardName` / `UILaunchScreen`: a launch screen, without which an iPad app is
///   not eligible for multitasking windows.
/// - `UIDesignRequiresCompatibility` (iOS 26): keeps the pre-26 design, and with it the taller top
///   safe area in a window with window controls.
public struct InfoPlist: Sendable, Hashable {
    /// `UISupportedInterfaceOrientations`, or `nil` when absent.
    public var supportedInterfaceOrientations: InterfaceOrientationMask?
    /// `UISupportedInterfaceOrientations~ipad`, or `nil` when absent.
    public var supportedInterfaceOrientationsPad: InterfaceOrientationMask?
    /// `UISupportedInterfaceOrientations~iphone`, or `nil` when absent.
    public var supportedInterfaceOrientationsPhone: InterfaceOrientationMask?
    /// `UIRequiresFullScreen` (absent means `false`).
    public var requiresFullScreen: Bool
    /// `UIRequiresFullScreen~ipad`, or `nil` when absent; on iPad it wins over
    /// ``requiresFullScreen``.
    public var requiresFullScreenPad: Bool?
    /// `UIRequiresFullScreenIgnoredStartingWithVersion` (iPadOS 26.2), or `nil` when absent.
    public var requiresFullScreenIgnoredStartingWithVersion: OSVersion?
    /// `UIDeviceFamily` (`TARGETED_DEVICE_FAMILY`): 1 iPhone, 2 iPad; `nil`: not declared.
    public var deviceFamily: [Int]?
    /// `UIApplicationSceneManifest`, or `nil` when the app has none (the app delegate life cycle).
    public var sceneManifest: SceneManifest?
    /// The launch screens declared (`UILaunchStoryboardName`, `UILaunchScreen` and their
    /// device variants), in ``Key/all`` order; empty when there is none.
    public var launchScreens: [LaunchScreen]
    /// `UIDesignRequiresCompatibility` (iOS 26), or `nil` when absent.
    public var designRequiresCompatibility: Bool?
    /// `UIStatusBarHidden` ("Status bar is initially hidden"), or `nil` when absent (shown).
    public var statusBarHidden: Bool?
    /// `UIViewControllerBasedStatusBarAppearance`, or `nil` when absent, which UIKit reads as `YES`:
    /// the visible controller's `prefersStatusBarHidden` decides (``StatusBarAppearance``).
    public var viewControllerBasedStatusBarAppearance: Bool?

    /// Makes settings; keys not given are absent from Info.plist.
    public init(
        supportedInterfaceOrientations: InterfaceOrientationMask? = nil,
        supportedInterfaceOrientationsPad: InterfaceOrientationMask? = nil,
        supportedInterfaceOrientationsPhone: InterfaceOrientationMask? = nil,
        requiresFullScreen: Bool = false,
        requiresFullScreenPad: Bool? = nil,
        requiresFullScreenIgnoredStartingWithVersion: OSVersion? = nil,
        deviceFamily: [Int]? = nil,
        sceneManifest: SceneManifest? = nil,
        launchScreens: [LaunchScreen] = [],
        designRequiresCompatibility: Bool? = nil,
        statusBarHidden: Bool? = nil,
        viewControllerBasedStatusBarAppearance: Bool? = nil
    ) {
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.supportedInterfaceOrientationsPad = supportedInterfaceOrientationsPad
        self.supportedInterfaceOrientationsPhone = supportedInterfaceOrientationsPhone
        self.requiresFullScreen = requiresFullScreen
        self.requiresFullScreenPad = requiresFullScreenPad
        self.requiresFullScreenIgnoredStartingWithVersion = requiresFullScreenIgnoredStartingWithVersion
        self.deviceFamily = deviceFamily
        self.sceneManifest = sceneManifest
        self.launchScreens = launchScreens
        self.designRequiresCompatibility = designRequiresCompatibility
        self.statusBarHidden = statusBarHidden
        self.viewControllerBasedStatusBarAppearance = viewControllerBasedStatusBarAppearance
    }

    /// The declared mask that applies to `idiom` and the key it came from; `nil` when the app
    /// declares none for it.
    public func declaredOrientations(for idiom: UserInterfaceIdiom) -> (mask: InterfaceOrientationMask, key: String)? {
        if idiom == .pad, let pad = supportedInterfaceOrientationsPad { return (pad, Key.supportedInterfaceOrientations + "~ipad") }
        if idiom == .phone, let phone = supportedInterfaceOrientationsPhone {
            return (phone, Key.supportedInterfaceOrientations + "~iphone")
        }
        return supportedInterfaceOrientations.map { ($0, Key.supportedInterfaceOrientations) }
    }

    /// Whether the app asks for full screen on `idiom`, and the key that says so: on iPad
    /// `UIRequiresFullScreen~ipad` when present, else `UIRequiresFullScreen`. Whether the system
    /// still honours the request depends on the OS (``honoursRequiresFullScreen(on:)``).
    public func requiresFullScreen(on idiom: UserInterfaceIdiom) -> (value: Bool, key: String) {
        if idiom == .pad, let pad = requiresFullScreenPad { return (pad, Key.requiresFullScreen + "~ipad") }
        return (requiresFullScreen, Key.requiresFullScreen)
    }

    /// Whether the system honours a `true` `UIRequiresFullScreen` on `osVersion`: it does from
    /// iOS 9 (where the key arrived with multitasking) until the version the app names in
    /// `UIRequiresFullScreenIgnoredStartingWithVersion`, if any.
    public func honoursRequiresFullScreen(on osVersion: OSVersion) -> Bool {
        guard OSRelease.multitasking.isIncluded(in: osVersion) else { return false }
        if let ignored = requiresFullScreenIgnoredStartingWithVersion, osVersion >= ignored { return false }
        return true
    }

    /// The launch screen UIKit shows on `idiom`: a device variant (`~ipad`, `~iphone`) before the
    /// plain key; `nil` when the app declares none that applies.
    public func launchScreen(for idiom: UserInterfaceIdiom) -> LaunchScreen? {
        let suffix = idiom == .pad ? "~ipad" : idiom == .phone ? "~iphone" : nil
        if let suffix, let variant = launchScreens.first(where: { $0.key.hasSuffix(suffix) }) { return variant }
        return launchScreens.first { !$0.key.contains("~") }
    }

    /// Whether the app runs on iPad as an iPad app (family 2, or no family declared, which Xcode
    /// never produces but a hand-written description may).
    public var runsNativelyOnPad: Bool { deviceFamily.map { $0.contains(2) } ?? true }
    /// Whether the app installs on iPhone (family 1, or none declared).
    public var runsOnPhone: Bool { deviceFamily.map { $0.contains(1) } ?? true }

    /// The key names PadKit reads.
    public enum Key {
        /// `UISupportedInterfaceOrientations` (and its `~ipad` / `~iphone` variants).
        public static let supportedInterfaceOrientations = "UISupportedInterfaceOrientations"
        /// `UIRequiresFullScreen` (and its `~ipad` variant).
        public static let requiresFullScreen = "UIRequiresFullScreen"
        /// `UIRequiresFullScreenIgnoredStartingWithVersion`.
        public static let requiresFullScreenIgnoredStartingWithVersion = "UIRequiresFullScreenIgnoredStartingWithVersion"
        /// `UIDeviceFamily`.
        public static let deviceFamily = "UIDeviceFamily"
        /// `UIApplicationSceneManifest`.
        public static let sceneManifest = "UIApplicationSceneManifest"
        /// `UIApplicationSupportsMultipleScenes`, inside the scene manifest (PadKit's descriptions
        /// also accept it at the top level, for a manifest with only that key).
        public static let supportsMultipleScenes = "UIApplicationSupportsMultipleScenes"
        /// `UILaunchStoryboardName`.
        public static let launchStoryboardName = "UILaunchStoryboardName"
        /// `UILaunchScreen`.
        public static let launchScreen = "UILaunchScreen"
        /// `UILaunchStoryboards`: launch storyboards by URL scheme, with a default
        /// (`UIDefaultLaunchStoryboard`).
        public static let launchStoryboards = "UILaunchStoryboards"
        /// `UILaunchScreens`: launch-screen dictionaries by URL scheme, with a default
        /// (`UIDefaultLaunchScreen`).
        public static let launchScreens = "UILaunchScreens"
        /// `UIDesignRequiresCompatibility`.
        public static let designRequiresCompatibility = "UIDesignRequiresCompatibility"
        /// `UIStatusBarHidden`.
        public static let statusBarHidden = "UIStatusBarHidden"
        /// `UIViewControllerBasedStatusBarAppearance`.
        public static let viewControllerBasedStatusBarAppearance = "UIViewControllerBasedStatusBarAppearance"

        /// Every key PadKit reads, in the order descriptions write them.
        public static let all = [
            supportedInterfaceOrientations, supportedInterfaceOrientations + "~ipad", supportedInterfaceOrientations + "~iphone",
            requiresFullScreen, requiresFullScreen + "~ipad", requiresFullScreenIgnoredStartingWithVersion,
            deviceFamily, supportsMultipleScenes, sceneManifest,
            launchStoryboardName, launchStoryboardName + "~ipad", launchStoryboardName + "~iphone",
            launchScreen, launchScreen + "~ipad", launchScreen + "~iphone", launchStoryboards, launchScreens,
            designRequiresCompatibility, statusBarHidden, viewControllerBasedStatusBarAppearance,
        ]
    }
}
