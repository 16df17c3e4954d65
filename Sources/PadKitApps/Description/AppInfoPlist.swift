import PadKit

/// The Info.plist keys of an app that decide what it gets on iPad: orientations (with their
/// `~ipad` / `~iphone` variants), `UIRequiresFullScreen`, `UIDeviceFamily` and
/// `UIApplicationSupportsMultipleScenes`.
public struct AppInfoPlist: Sendable, Hashable {
    /// The orientation keys and `UIRequiresFullScreen`.
    public var orientations: InfoPlistOrientations
    /// `UIDeviceFamily` (`TARGETED_DEVICE_FAMILY`): 1 iPhone, 2 iPad; `nil`: not declared.
    public var deviceFamily: [Int]?
    /// `UIApplicationSupportsMultipleScenes` (in `UIApplicationSceneManifest`); `nil`: not declared.
    public var supportsMultipleScenes: Bool?
    /// Where each value was read from, by key, for generated descriptions.
    public var sources: [KeySource]

    /// Where one Info.plist value came from.
    public struct KeySource: Sendable, Hashable {
        /// The Info.plist key.
        public var key: String
        /// Where it was read (the Info.plist file, or `infoPlist` inline).
        public var source: String
        /// Makes a key source.
        public init(key: String, source: String) {
            self.key = key
            self.source = source
        }
    }

    /// Makes an app info plist from its parts; what is not given takes its default.
    public init(orientations: InfoPlistOrientations = InfoPlistOrientations(), deviceFamily: [Int]? = nil,
                supportsMultipleScenes: Bool? = nil, sources: [KeySource] = []) {
        self.orientations = orientations
        self.deviceFamily = deviceFamily
        self.supportsMultipleScenes = supportsMultipleScenes
        self.sources = sources
    }

    /// The keys a description's inline `infoPlist` accepts, in the order they are written back.
    public static let keys = [
        "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad", "UISupportedInterfaceOrientations~iphone",
        "UIRequiresFullScreen", "UIDeviceFamily", "UIApplicationSupportsMultipleScenes", "UIApplicationSceneManifest",
    ]

    /// Whether the app runs on iPad as an iPad app (family 2, or no family declared, which Xcode
    /// never produces but a hand-written description may).
    public var runsNativelyOnPad: Bool { deviceFamily.map { $0.contains(2) } ?? true }
    /// Whether the app installs on iPhone (family 1, or none declared).
    public var runsOnPhone: Bool { deviceFamily.map { $0.contains(1) } ?? true }
}
