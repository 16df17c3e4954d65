extension Rule {
    /// `UIRequiresFullScreen` in Info.plist.
    public static let requiresFullScreen = Rule(
        id: "requires-full-screen",
        defaultSeverity: .warning,
        input: .infoPlist,
        message: "UIRequiresFullScreen opts the app out of iPad multitasking and is deprecated in iPadOS 26",
        why: "UIRequiresFullScreen opts the app out of Split View and Slide Over. It is deprecated in iPadOS 26, where such an app runs in a compatibility mode in windowed multitasking: a fixed scene size that is scaled when the user resizes the window.",
        fix: "Remove the key and support resizable windows (size classes, Auto Layout); on iPadOS 26 a view controller that truly needs a fixed orientation can set prefersInterfaceOrientationLocked.",
        triggerWords: [],
        examples: RuleExamples(
            flagged: [
                RuleExample.infoPlist(#"""
                ↓	<key>UIRequiresFullScreen</key>
                	<true/>
                """#),
                RuleExample.infoPlist(#"""
                ↓	<key>UIRequiresFullScreen~ipad</key>
                	<true/>
                """#),
            ],
            nearMisses: [
                RuleExample.infoPlist(#"""
                	<key>UIRequiresFullScreen</key>
                	<false/>
                """#),
                RuleExample.infoPlist(#"""
                	<key>UISupportedInterfaceOrientations~ipad</key>
                	<array>
                		<string>UIInterfaceOrientationPortrait</string>
                		<string>UIInterfaceOrientationPortraitUpsideDown</string>
                		<string>UIInterfaceOrientationLandscapeLeft</string>
                		<string>UIInterfaceOrientationLandscapeRight</string>
                	</array>
                """#),
            ]
        )
    )
}

/// ``Rule/requiresFullScreen``, reported by the linter itself (no Swift check).
enum RequiresFullScreen: RuleDefinition {
    static let rule = Rule.requiresFullScreen
}
