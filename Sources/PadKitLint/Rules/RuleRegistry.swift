/// The one list of rules. Adding a rule is adding its file under `Rules/` and one line here.
enum RuleRegistry {
    /// Every rule, in the order `padkit-lint --rules` lists them and SARIF numbers them.
    static let definitions: [any RuleDefinition.Type] = [
        ScreenBoundsLayout.self,
        WidthDividedLayout.self,
        IdiomForLayout.self,
        StatusBarOrientation.self,
        DeviceOrientationForInterface.self,
        DeviceOrientationNotification.self,
        OrientationKeyValueCoding.self,
        AttemptRotationDeprecated.self,
        TransitionMissingSuper.self,
        PopoverWithoutAnchor.self,
        KeyWindowAddSubview.self,
        FixedNavigationIndex.self,
        RequiresFullScreen.self,
        IPadOrientationsIncomplete.self,
        OrientationLockIgnored.self,
        UnreadableFile.self,
        UnparsableFile.self,
        SceneManifestMissing.self,
        LaunchScreenMissing.self,
        ScreenScaleLayout.self,
    ]

    /// The checks of every rule, merged in registry order: what ``LintVisitor`` calls.
    static let checks: NodeChecks = definitions.reduce(NodeChecks()) { $0.merging($1.checks) }

    /// The trigger words of every rule, in registry order, without repeats.
    static let triggerWords: [String] = {
        var words: [String] = []
        for definition in definitions {
            for word in definition.rule.triggerWords where !words.contains(word) { words.append(word) }
        }
        return words
    }()
}

extension Rule {
    /// Every rule, in the order `padkit-lint --rules` lists them and SARIF numbers them.
    public static let all: [Rule] = RuleRegistry.definitions.map { $0.rule }

    /// Looks a rule up by identifier.
    public static func named(_ id: String) -> Rule? {
        all.first { $0.id == id }
    }
}
