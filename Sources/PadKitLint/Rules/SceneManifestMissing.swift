extension Rule {
    /// An app's Info.plist without a scene manifest: the app delegate life cycle.
    public static let sceneManifestMissing = Rule(
        id: "scene-manifest-missing",
        defaultSeverity: .warning,
        input: .infoPlist,
        message: "no UIApplicationSceneManifest: built with the iOS 27 SDK, an app without the scene life cycle does not launch",
        why:
            """
            TN3187 (Migrating to the UIKit scene-based life cycle): \"In the next major release following iOS 26, UIScene lifecycle will \
            be required when building with the latest SDK; otherwise, your app won't launch.\" Built with the iOS 27 SDK, such an app \
            stops at launch on iOS 27 with \"Application failed to launch: UIScene life cycle is required for apps built with this SDK\"; \
            built with the iOS 26 SDK it still launches and logs a warning. Scenes are also what iPad windows are: without them the app \
            has one window and no Stage Manager or multiple-window support. The linter judges only an app's Info.plist (APPL, or an \
            unresolved package type beside an app's sources; not a test bundle, framework, extension, macOS or tvOS plist); a target \
            whose sources start with a SwiftUI App is scene-based whatever its plist says, and is not flagged. In a folder it sees only \
            the file: a manifest Xcode generates from the build settings (INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES) is \
            not in it, so there the finding is a note; `padkit lint --project` reads the project and hands the linter the plist with \
            those keys, where it is a warning.
            """,
        fix:
            """
            Add a UIApplicationSceneManifest with a UIWindowSceneSessionRoleApplication configuration naming your UIWindowSceneDelegate, \
            and move the window's setup from application(_:didFinishLaunchingWithOptions:) to scene(_:willConnectTo:options:) \
            (\"Transitioning to the UIKit scene-based life cycle\").
            """,
        triggerWords: [],
        examples: RuleExamples(
            flagged: [
                RuleExample.infoPlist(
                    #"""
                    	<key>UILaunchStoryboardName</key>
                    	<string>LaunchScreen</string>
                    """#)
            ],
            nearMisses: [
                RuleExample.infoPlist(
                    #"""
                    	<key>UIApplicationSceneManifest</key>
                    	<dict>
                    		<key>UIApplicationSupportsMultipleScenes</key>
                    		<true/>
                    	</dict>
                    """#),
                RuleExample.infoPlist(
                    #"""
                    	<key>NSExtension</key>
                    	<dict>
                    		<key>NSExtensionPointIdentifier</key>
                    		<string>com.apple.share-services</string>
                    	</dict>
                    """#),
            ]
        )
    )
}

/// ``Rule/sceneManifestMissing``, reported by the linter itself (no Swift check).
enum SceneManifestMissing: RuleDefinition {
    static let rule = Rule.sceneManifestMissing
}
