/// UIKit's scene life-cycle requirement: "In the next major release following iOS 26, UIScene
/// lifecycle will be required when building with the latest SDK; otherwise, your app won't
/// launch" (TN3187, "Migrating to the UIKit scene-based life cycle"). The check follows the SDK
/// the app is built with, not only the OS it runs on: "The assert is only evaluated when building
/// with the next major release's SDK" (a UIKit frameworks engineer, Apple Developer Forums thread
/// 789004). Built with the iOS 26 SDK, an app without scenes still launches on iOS 27 and logs
/// "CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle".
///
/// An app adopts the scene life cycle by declaring a scene manifest (`UIApplicationSceneManifest`
/// in its Info.plist); a SwiftUI `App` adopts it by itself, but a description says so only through
/// its Info.plist, so an `"sdk"` is worth giving only with the Info.plist the app ships.
public enum SceneLifeCycleRequirement {
    /// What UIKit logs when it refuses the launch (device logs of iOS 27 apps built with Xcode 27).
    public static let message =
        "Application failed to launch: UIScene life cycle is required for apps built with this SDK. "
        + "See \"Transitioning to the UIKit scene-based life cycle\" in the UIKit documentation for more information on migration."

    /// Whether UIKit refuses to launch an app built with `sdk` on `osVersion`: both at least
    /// the release of ``OSRelease/sceneLifeCycleRequired`` and no scene manifest in `infoPlist`. An unknown SDK never refuses.
    public static func refusesLaunch(sdk: OSVersion?, osVersion: OSVersion, infoPlist: InfoPlist) -> Bool {
        guard let sdk else { return false }
        let row = OSRelease.sceneLifeCycleRequired
        return row.isIncluded(inSDK: sdk) && row.isIncluded(in: osVersion) && infoPlist.sceneManifest == nil
    }
}
