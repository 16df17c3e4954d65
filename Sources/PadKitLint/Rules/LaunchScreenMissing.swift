extension Rule {
    /// An app's Info.plist without a launch screen.
    public static let launchScreenMissing = Rule(
        id: "launch-screen-missing",
        defaultSeverity: .warning,
        input: .infoPlist,
        message:
            """
            no launch screen (UILaunchStoryboardName, UILaunchScreen, UILaunchStoryboards or UILaunchScreens): the app is not resizable \
            on iPad
            """,
        why:
            """
            TN3192 lists a launch screen first among what an app needs to support resizable scenes on iPadOS 26, and since iOS 9 an iPad \
            app takes part in multitasking only with a launch storyboard; without one the app runs at a fixed legacy screen size. TN3192 \
            also notes: \"Starting in iOS 27 and iPadOS 27, a launch screen is required for App Store submission\" (TN3208). The linter \
            judges only an app's Info.plist (APPL, or an unresolved package type beside an app's sources; not a test bundle, framework, \
            extension, macOS or tvOS plist), and in a folder it sees only the file: a launch screen Xcode generates from the build \
            settings (INFOPLIST_KEY_UILaunchScreen_Generation, INFOPLIST_KEY_UILaunchStoryboardName) is not in it, so there the finding \
            is a note; `padkit lint --project` reads the project and hands the linter the plist with those keys, where it is a warning.
            """,
        fix:
            """
            Add a launch storyboard (UILaunchStoryboardName) or a UILaunchScreen dictionary, or set \
            INFOPLIST_KEY_UILaunchScreen_Generation = YES in the target's build settings.
            """,
        triggerWords: [],
        examples: RuleExamples(
            flagged: [
                RuleExample.infoPlist(
                    #"""
                    	<key>UIApplicationSceneManifest</key>
                    	<dict/>
                    """#),
                RuleExample.infoPlist(
                    #"""
                    	<key>UILaunchStoryboardName</key>
                    	<string></string>
                    """#),
            ],
            nearMisses: [
                RuleExample.infoPlist(
                    #"""
                    	<key>UILaunchStoryboardName</key>
                    	<string>LaunchScreen</string>
                    """#),
                RuleExample.infoPlist(
                    #"""
                    	<key>UILaunchScreen</key>
                    	<dict/>
                    """#),
                RuleExample.infoPlist(
                    #"""
                    	<key>UILaunchScreen~ipad</key>
                    	<dict>
                    		<key>UIColorName</key>
                    		<string>LaunchBackground</string>
                    	</dict>
                    """#),
                // TN3208: the by-URL-scheme form counts too.
                RuleExample.infoPlist(
                    #"""
                    	<key>UILaunchScreens</key>
                    	<dict>
                    		<key>UIDefaultLaunchScreen</key>
                    		<string>Main</string>
                    	</dict>
                    """#),
            ]
        )
    )
}

/// ``Rule/launchScreenMissing``, reported by the linter itself (no Swift check).
enum LaunchScreenMissing: RuleDefinition {
    static let rule = Rule.launchScreenMissing
}
