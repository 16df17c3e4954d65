@testable import PadKitLint

/// Property lists written in tests.
enum PlistFixture {
    /// An XML property list of a current app whose top-level dictionary holds `body`, then a scene
    /// manifest and a launch screen unless `body` has its own (the keys every app needs, so tests
    /// of other rules see only their own findings); the added keys come after `body`, so its lines
    /// keep their numbers.
    static func plist(_ body: String) -> String {
        var entries = body
        if !body.contains("UIApplicationSceneManifest") { entries += "\n<key>UIApplicationSceneManifest</key>\n<dict/>" }
        if !body.contains("UILaunch") { entries += "\n<key>UILaunchStoryboardName</key>\n<string>LaunchScreen</string>" }
        return bare(entries)
    }

    /// An XML property list whose top-level dictionary holds `body` and nothing else (the
    /// envelope the rules' own Info.plist examples use).
    static func bare(_ body: String) -> String {
        RuleExample.infoPlist(body).code
    }

    /// The four interface orientations, as a plist array.
    static let allFour = """
        <array>
            <string>UIInterfaceOrientationPortrait</string>
            <string>UIInterfaceOrientationPortraitUpsideDown</string>
            <string>UIInterfaceOrientationLandscapeLeft</string>
            <string>UIInterfaceOrientationLandscapeRight</string>
        </array>
        """
}
