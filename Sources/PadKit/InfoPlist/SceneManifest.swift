/// `UIApplicationSceneManifest`: the app adopts the scene life cycle (iOS 13).
///
/// PadKit keeps what decides window behaviour: whether the app supports several scenes
/// (`UIApplicationSupportsMultipleScenes`), and the storyboard of the application role's first
/// configuration when one is named. The manifest's presence alone decides whether an app built with
/// the iOS 27 SDK launches (TN3187: "UIScene lifecycle will be required when building with the
/// latest SDK; otherwise, your app won't launch").
public struct SceneManifest: Sendable, Hashable {
    /// `UIApplicationSupportsMultipleScenes`, or `nil` when the manifest does not say.
    public var supportsMultipleScenes: Bool?

    /// Makes a manifest.
    public init(supportsMultipleScenes: Bool? = nil) {
        self.supportsMultipleScenes = supportsMultipleScenes
    }
}
