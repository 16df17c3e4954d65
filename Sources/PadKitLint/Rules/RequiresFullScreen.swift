extension Rule {
    /// `UIRequiresFullScreen` in Info.plist.
    public static let requiresFullScreen = Rule(
        id: "requires-full-screen",
        defaultSeverity: .warning,
        input: .infoPlist,
        message: "UIRequiresFullScreen is deprecated from iPadOS 26: a scaled compatibility window on 26, discrete resizing from 27",
        why:
            """
            UIRequiresFullScreen opts the app out of Split View and Slide Over up to iPadOS 18. It is deprecated in iPadOS 26 and \"will \
            be ignored in a future release\" (TN3192): on iPadOS 26, in Windowed Apps and Stage Manager, the app runs in a compatibility \
            window whose scene keeps the screen's size and is scaled when the user resizes the window; from iPadOS 27 the key no longer \
            opts out of resizing but gives discrete resizing (each window the user makes becomes a new screen configuration, in the \
            supported orientations), on iPhone too (WWDC26 \"Modernize your UIKit app\").
            """,
        fix:
            """
            Remove the key and support resizable windows (size classes, Auto Layout); a view controller that truly needs a fixed \
            orientation can set prefersInterfaceOrientationLocked (iPadOS 26). To keep full screen on iPadOS 18 and earlier only, add \
            UIRequiresFullScreenIgnoredStartingWithVersion with the value 26.
            """,
        triggerWords: [],
        examples: RuleExamples(
            flagged: [
                RuleExample.infoPlist(
                    #"""
                    ↓	<key>UIRequiresFullScreen</key>
                    	<true/>
                    """#),
                RuleExample.infoPlist(
                    #"""
                    ↓	<key>UIRequiresFullScreen~ipad</key>
                    	<true/>
                    """#),
                RuleExample.infoPlist(
                    #"""
                    ↓	<key>UIRequiresFullScreen</key>
                    	<true/>
                    	<key>UIRequiresFullScreenIgnoredStartingWithVersion</key>
                    	<string>28</string>
                    """#),
            ],
            nearMisses: [
                RuleExample.infoPlist(
                    #"""
                    	<key>UIRequiresFullScreen</key>
                    	<false/>
                    """#),
                RuleExample.infoPlist(
                    #"""
                    	<key>UIRequiresFullScreen</key>
                    	<true/>
                    	<key>UIRequiresFullScreenIgnoredStartingWithVersion</key>
                    	<string>26</string>
                    """#),
                .allFourIPadOrientations,
            ]
        )
    )
}

/// ``Rule/requiresFullScreen``, reported by the linter itself (no Swift check).
enum RequiresFullScreen: RuleDefinition {
    static let rule = Rule.requiresFullScreen
}
