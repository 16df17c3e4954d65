/// The audit's table of contents: every criterion, in the order every output lists them (tier 3
/// first), with what a reader of the checklist asks of it (id, tier, title, the source it rests on,
/// the fix, the two fixtures) and the check that decides it. Each check lives in
/// `Criteria/`, with the doc comment that says why the criterion asks what it asks and where
/// that comes from: a file of its own (`SceneLifeCycle`), or, for a criterion whose check is a
/// producer's verdict over data of its own, a value of ``FeatureCriterion`` or ``LayoutCriterion``.
enum AuditRegistry {
    /// Every criterion, tier 3 first, in the order every output lists them.
    static let criteria: [AuditCriterion] = [
        // Tier 3: runs in every window.
        AuditCriterion(
            id: "scene-life-cycle",
            tier: .runsInEveryWindow,
            title: "Launches with the current SDK (scene life cycle)",
            reference: "TN3187",
            fix:
                """
                Add a UIApplicationSceneManifest with a UIWindowSceneSessionRoleApplication configuration and move window setup to \
                scene(_:willConnectTo:options:).
                """,
            examples: (fails: "no-scene-manifest", nearMiss: "scene-manifest"),
            check: SceneLifeCycle.check
        ),
        AuditCriterion(
            id: "launch-screen",
            tier: .runsInEveryWindow,
            title: "Has a launch screen",
            reference: "TN3208",
            fix: "Add a UILaunchScreen dictionary (or a launch storyboard named by UILaunchStoryboardName) to the Info.plist.",
            examples: (fails: "no-launch-screen", nearMiss: "launch-screen-dictionary"),
            check: LaunchScreen.check
        ),
        AuditCriterion(
            id: "full-screen-opt-out",
            tier: .runsInEveryWindow,
            title: "No full-screen opt-out (or the one resized discretely)",
            reference: "TN3192",
            fix: "Remove UIRequiresFullScreen and support every orientation and window size, as TN3192 describes.",
            examples: (fails: "requires-full-screen", nearMiss: "requires-full-screen-iphone"),
            check: FullScreenOptOut.check
        ),
        AuditCriterion(
            id: "every-orientation",
            tier: .runsInEveryWindow,
            title: "Every orientation on iPad",
            reference: "TN3192",
            fix: "List all four orientations in UISupportedInterfaceOrientations~ipad and lay the app out for each.",
            examples: (fails: "portrait-only-ipad", nearMiss: "all-orientations-ipad"),
            check: EveryOrientation.check
        ),
        AuditCriterion(
            id: "every-window",
            tier: .runsInEveryWindow,
            title: "Offered in every window of every current iPad and iPhone Duo",
            reference: "WWDC25 Elevate the design of your iPad app",
            fix:
                """
                Support every orientation and window size (remove UIRequiresFullScreen, declare all orientations, raise no \
                deployment target above the devices').
                """,
            examples: (fails: "portrait-only-ipad", nearMiss: "all-orientations-ipad"),
            check: EveryWindow.check
        ),
        AuditCriterion(
            id: "no-lint-errors",
            tier: .runsInEveryWindow,
            title: "No padkit-lint errors",
            reference: "padkit-lint rules (docs/lint/)",
            fix: "Fix each error as its rule page in docs/lint/ says.",
            examples: (fails: "lint-error", nearMiss: "lint-warning-only"),
            check: NoLintErrors.check
        ),
        AuditCriterion(
            id: "sound-layout",
            tier: .runsInEveryWindow,
            title: "No unsatisfiable or ambiguous layout in any window",
            reference: "Auto Layout Guide: Debugging",
            fix: "Fix or lower the priority of the constraint UIKit breaks, and pin each ambiguous view on both axes.",
            examples: (fails: "unsatisfiable-width", nearMiss: "width-at-lower-priority"),
            check: LayoutCriterion.soundLayout.check
        ),
        AuditCriterion(
            id: "clear-of-system-areas",
            tier: .runsInEveryWindow,
            title: "Nothing under the window controls, the cameras or the fold",
            reference: "HIG Layout",
            fix: "Pin controls and text to the safe area layout guide, not the view's edges.",
            examples: (fails: "button-under-home-indicator", nearMiss: "button-in-safe-area"),
            check: LayoutCriterion.clearOfSystemAreas.check
        ),
        // Tier 2: adapts.
        AuditCriterion(
            id: "regular-width-layout",
            tier: .adapts,
            title: "A regular-width layout where the window is regular",
            reference: "HIG Layout",
            fix: "Show a UISplitViewController (or a tab bar controller with its sidebar) when the horizontal size class is regular.",
            examples: (fails: "one-column", nearMiss: "split"),
            check: RegularWidthLayout.check
        ),
        AuditCriterion(
            id: "adaptive-presentations",
            tier: .adapts,
            title: "Presentations that adapt (anchored popovers, sized sheets)",
            reference: "UIKit: Adapting presentations to size classes",
            fix: "Give every popover a sourceView and sourceRect (or a barButtonItem), and size form sheets with preferredContentSize.",
            examples: (fails: "popover-without-anchor", nearMiss: "popover-with-anchor"),
            check: AdaptivePresentations.check
        ),
        AuditCriterion(
            id: "layout-not-by-device",
            tier: .adapts,
            title: "No layout decided by idiom, orientation or the screen",
            reference: "WWDC25 Make your UIKit app more flexible",
            fix:
                """
                Decide layout from the view's bounds and trait collection (size classes), not UIScreen, the idiom or the device \
                orientation.
                """,
            examples: (fails: "screen-bounds-layout", nearMiss: "trait-layout"),
            check: LayoutNotByDevice.check
        ),
        AuditCriterion(
            id: "readable-width",
            tier: .adapts,
            title: "Text no wider than the readable width (672 pt)",
            reference: "UIKit: readableContentGuide",
            fix: "Pin multi-line labels and text views to the view's readableContentGuide.",
            examples: (fails: "label-to-edges", nearMiss: "label-to-readable-guide"),
            check: LayoutCriterion.readableWidth.check
        ),
        AuditCriterion(
            id: "touch-targets",
            tier: .adapts,
            title: "Controls at least 44 x 44 pt in every window",
            reference: "HIG Accessibility",
            fix:
                """
                Keep every control at least 44 x 44 pt in every window (a width and height constraint of 44 or more, not a share \
                of the window).
                """,
            examples: (fails: "small-button", nearMiss: "button-44"),
            check: LayoutCriterion.touchTargets.check
        ),
        // Tier 1: differentiated.
        AuditCriterion(
            id: "multiple-windows",
            tier: .differentiated,
            title: "Multiple windows",
            reference: "UIKit: Supporting multiple windows on iPad",
            fix: "Set UIApplicationSupportsMultipleScenes to YES in the scene manifest and keep per-window state in the scene.",
            examples: (fails: "single-scene", nearMiss: "multiple-scenes"),
            check: MultipleWindows.check
        ),
        AuditCriterion(
            id: "keyboard-shortcuts",
            tier: .differentiated,
            title: "Keyboard shortcuts",
            reference: "HIG Keyboards",
            fix: "Add UIKeyCommands (or .keyboardShortcut) for the app's main actions.",
            examples: (fails: "no-shortcuts", nearMiss: "key-command"),
            check: FeatureCriterion.keyboardShortcuts.check
        ),
        AuditCriterion(
            id: "menu-bar",
            tier: .differentiated,
            title: "The iPadOS menu bar",
            reference: "WWDC25 Elevate the design of your iPad app",
            fix: "Override buildMenu(with:) in the app delegate (or add .commands to the scene) with the app's commands.",
            examples: (fails: "no-shortcuts", nearMiss: "build-menu"),
            check: FeatureCriterion.menuBar.check
        ),
        AuditCriterion(
            id: "pointer-interactions",
            tier: .differentiated,
            title: "Pointer interactions",
            reference: "HIG Pointing devices",
            fix: "Add a UIPointerInteraction (or .hoverEffect) to custom controls.",
            examples: (fails: "no-pointer", nearMiss: "hover-effect"),
            check: FeatureCriterion.pointerInteractions.check
        ),
        AuditCriterion(
            id: "drag-and-drop",
            tier: .differentiated,
            title: "Drag and drop",
            reference: "HIG Drag and drop",
            fix: "Add a UIDragInteraction and UIDropInteraction (or .draggable and .dropDestination) where content can move.",
            examples: (fails: "no-drag", nearMiss: "drop-destination"),
            check: FeatureCriterion.dragAndDrop.check
        ),
        AuditCriterion(
            id: "hinge-postures",
            tier: .differentiated,
            title: "iPhone Duo postures (hinge, arrangements)",
            reference: "WWDC26 Adapt your app for iPhone Duo",
            fix: "Observe the hinge with UIHingeInteraction (or .onHingeChange) and lay out around the fold.",
            examples: (fails: "no-hinge", nearMiss: "hinge-interaction"),
            check: HingePostures.check
        ),
    ]
}

extension AuditCriterion {
    /// Every criterion, in the registry's order.
    public static let all: [AuditCriterion] = AuditRegistry.criteria

    /// Looks a criterion up by id.
    public static func named(_ id: String) -> AuditCriterion? { all.first { $0.id == id } }
}
