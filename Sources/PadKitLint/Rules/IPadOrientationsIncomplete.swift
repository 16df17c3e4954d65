extension Rule {
    /// iPad orientations that are not all four.
    public static let iPadOrientationsIncomplete = Rule(
        id: "ipad-orientations-incomplete",
        defaultSeverity: .warning,
        input: .infoPlist,
        message: "the iPad supported interface orientations are not all four; a multitasking iPad app must support every orientation",
        why:
            """
            An iPad app that supports multitasking must support all four interface orientations; App Store validation rejects it \
            otherwise (ITMS-90474), unless it opts out of multitasking with UIRequiresFullScreen. Without a ~ipad variant, \
            UISupportedInterfaceOrientations applies to iPad too.
            """,
        fix:
            """
            List UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeLeft and \
            UIInterfaceOrientationLandscapeRight under UISupportedInterfaceOrientations~ipad; restrict single screens with \
            supportedInterfaceOrientations instead.
            """,
        triggerWords: [],
        examples: RuleExamples(
            flagged: [
                RuleExample.infoPlist(
                    #"""
                    ↓	<key>UISupportedInterfaceOrientations~ipad</key>
                    	<array>
                    		<string>UIInterfaceOrientationPortrait</string>
                    	</array>
                    """#),
                RuleExample.infoPlist(
                    #"""
                    ↓	<key>UISupportedInterfaceOrientations</key>
                    	<array>
                    		<string>UIInterfaceOrientationPortrait</string>
                    	</array>
                    """#),
            ],
            nearMisses: [
                .allFourIPadOrientations,
                RuleExample.infoPlist(
                    #"""
                    	<key>UIDeviceFamily</key>
                    	<array>
                    		<integer>1</integer>
                    	</array>
                    	<key>UISupportedInterfaceOrientations</key>
                    	<array>
                    		<string>UIInterfaceOrientationPortrait</string>
                    	</array>
                    """#),
                RuleExample.infoPlist(
                    #"""
                    	<key>UIRequiresFullScreen</key>
                    	<true/>
                    	<key>UISupportedInterfaceOrientations</key>
                    	<array>
                    		<string>UIInterfaceOrientationPortrait</string>
                    	</array>
                    """#),
            ]
        )
    )
}

/// ``Rule/iPadOrientationsIncomplete``, reported by the linter itself (no Swift check).
enum IPadOrientationsIncomplete: RuleDefinition {
    static let rule = Rule.iPadOrientationsIncomplete
}
