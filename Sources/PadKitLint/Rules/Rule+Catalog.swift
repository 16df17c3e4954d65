extension Rule {
    /// Every rule, in the order `padkit-lint --rules` lists them and SARIF numbers them.
    public static let all: [Rule] = [
        .screenBoundsLayout,
        .widthDividedLayout,
        .idiomForLayout,
        .statusBarOrientation,
        .deviceOrientationForInterface,
        .deviceOrientationNotification,
        .orientationKeyValueCoding,
        .attemptRotationDeprecated,
        .transitionMissingSuper,
        .popoverWithoutAnchor,
        .keyWindowAddSubview,
        .fixedNavigationIndex,
        .requiresFullScreen,
        .iPadOrientationsIncomplete,
        .orientationLockIgnored,
        .unreadableFile,
        .unparsableFile,
    ]

    /// Looks a rule up by identifier.
    public static func named(_ id: String) -> Rule? {
        all.first { $0.id == id }
    }

    /// `UIScreen.main.bounds` used for layout.
    public static let screenBoundsLayout = Rule(
        id: "screen-bounds-layout",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "the screen's bounds are the whole screen, not this window; sizes taken from them are wrong in Split View, Slide Over, Stage Manager and a presented sheet",
        why: "An iPad app shares the screen: in Split View, Slide Over, Stage Manager and windowed apps its window is smaller than the screen, and a form sheet or page sheet is smaller still. UIScreen.bounds always describes the whole screen in the current interface orientation, so anything sized from it overflows or leaves gaps. Apple marks UIScreen.main as deprecated in iOS 26 and asks for the screen found through context (view.window.windowScene.screen) instead; for sizes, use the view's or the window's own bounds.",
        fix: "Lay out from the view's own bounds (view.bounds, in layoutSubviews or viewWillLayoutSubviews), the size passed to viewWillTransition(to:with:), or Auto Layout; for the window use view.window?.bounds or the window scene's effectiveGeometry."
    )

    /// A width computed as a fraction of a container's width outside any layout pass.
    public static let widthDividedLayout = Rule(
        id: "width-divided-layout",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "width computed once as a fraction of a container's width; it goes stale when the window is resized",
        why: "A width computed once as a share of a container (a third of the view's width for three columns) is right only for the size the container had at that moment. When the window is resized (Split View, Stage Manager, rotation) nothing recomputes it. Constraints with a multiplier, equal widths or a stack view keep the share right at every size; so does computing it in layoutSubviews or viewWillLayoutSubviews, which UIKit calls after every size change.",
        fix: "Constrain it: widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 3), equal widths, or a UIStackView with distribution = .fillEqually; or compute the frame inside layoutSubviews / viewWillLayoutSubviews, which run after every size change."
    )

    /// Layout chosen by device idiom where the window's size class is meant.
    public static let idiomForLayout = Rule(
        id: "idiom-for-layout",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "layout chosen by device idiom; an iPad window can be compact (Split View, Slide Over, Stage Manager), so choose layout by size class",
        why: "The idiom says what device the app runs on, not how much room it has: an iPad app in a third of the screen, in Slide Over or in a small Stage Manager window has a compact width while its idiom stays .pad. Size classes are what UIKit uses to describe the room, and they change when the window does; the idiom never does. Idiom checks remain right for features the device has (Apple Pencil, the iPad keyboard and its accessory views).",
        fix: "Decide with traitCollection.horizontalSizeClass (== .regular / .compact), re-evaluated in traitCollectionDidChange or registerForTraitChanges; keep idiom checks for features the device has, not for layout."
    )

    /// `statusBarOrientation` and its notifications.
    public static let statusBarOrientation = Rule(
        id: "status-bar-orientation",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "statusBarOrientation is deprecated since iOS 13 and describes the app, not this window scene",
        why: "UIApplication.statusBarOrientation and its change notifications were deprecated in iOS 13: an app can now show several window scenes, each with its own orientation. Read the window scene's interfaceOrientation instead, and react to size changes rather than to orientation changes.",
        fix: "Read view.window?.windowScene?.interfaceOrientation; react to changes in viewWillTransition(to:with:) or traitCollectionDidChange instead of the notification."
    )

    /// `UIDevice.current.orientation` used to decide the interface.
    public static let deviceOrientationForInterface = Rule(
        id: "device-orientation-for-interface",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "UIDevice.current.orientation is the device's orientation (face up, face down, unknown), not the interface's; do not lay out from it",
        why: "UIDevice.orientation is how the device is held, including face up, face down and unknown (the value is unknown until beginGeneratingDeviceOrientationNotifications() is called). The interface can be in another orientation (rotation lock, orientations the app does not support), and on iPad the window's shape does not follow the device at all: a landscape iPad can show a tall, narrow window.",
        fix: "Use view.window?.windowScene?.interfaceOrientation, or better the view's size or size class (a landscape iPad window can be narrower than it is tall)."
    )

    /// `UIDevice.orientationDidChangeNotification` observed for interface changes.
    public static let deviceOrientationNotification = Rule(
        id: "device-orientation-notification",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "orientationDidChangeNotification fires for face up/face down and several times when returning to the foreground; it is not an interface-size change",
        why: "UIDevice.orientationDidChangeNotification posts whenever the device orientation changes, including face up and face down, and again when the app returns to the foreground; it does not post when the window is resized (Split View, Stage Manager), which changes the layout just as much. Layout should follow the size and trait changes UIKit sends to the view controller.",
        fix: "Override viewWillTransition(to:with:) (size) or traitCollectionDidChange / registerForTraitChanges (size class) in the view controller that lays out."
    )

    /// `UIDevice.current.setValue(_, forKey: "orientation")`.
    public static let orientationKeyValueCoding = Rule(
        id: "orientation-kvc",
        defaultSeverity: .error,
        input: .swiftSource,
        message: "setting UIDevice.orientation through key-value coding no longer rotates the interface on iOS 16 and later",
        why: "Writing UIDevice's orientation through key-value coding was an unofficial way to rotate the interface. Since iOS 16 UIKit refuses it and logs \\\"Setting UIDevice.orientation is not supported\\\"; the supported API is UIWindowScene.requestGeometryUpdate(_:errorHandler:).",
        fix: "On iOS 16+: update supportedInterfaceOrientations, call setNeedsUpdateOfSupportedInterfaceOrientations(), then windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)); keep the KVC write only in an `if #available(iOS 16, *) { } else { }` fallback."
    )

    /// `attemptRotationToDeviceOrientation()`.
    public static let attemptRotationDeprecated = Rule(
        id: "attempt-rotation-deprecated",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "attemptRotationToDeviceOrientation() is deprecated since iOS 16 and does not apply a changed supportedInterfaceOrientations",
        why: "attemptRotationToDeviceOrientation() is deprecated in iOS 16. To make UIKit read a changed supportedInterfaceOrientations, call setNeedsUpdateOfSupportedInterfaceOrientations() on the view controller; it animates by default.",
        fix: "Call setNeedsUpdateOfSupportedInterfaceOrientations() on the view controller whose supportedInterfaceOrientations changed (inside UIView.performWithoutAnimation for no animation); keep the old call only in an iOS 15 fallback."
    )

    /// Transition overrides that never call `super`.
    public static let transitionMissingSuper = Rule(
        id: "transition-missing-super",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "override does not call super, so UIKit cannot forward the transition to child view controllers and the presentation controller",
        why: "Apple's documentation for viewWillTransition(to:with:) and willTransition(to:with:) asks overrides to call super so UIKit can forward the change to child view controllers and to the presentation controller. Without it, children and presented controllers miss size and trait changes. traitCollectionDidChange(_:) is not checked: its default implementation does nothing.",
        fix: "Call super.viewWillTransition(to: size, with: coordinator) (or super.willTransition(to: newCollection, with: coordinator)) first in the override."
    )

    /// A popover or iPad action sheet presented with no anchor.
    public static let popoverWithoutAnchor = Rule(
        id: "popover-without-anchor",
        defaultSeverity: .error,
        input: .swiftSource,
        message: "presented as a popover with no sourceView, sourceItem or barButtonItem; this crashes on iPad",
        why: "On iPad an action-sheet UIAlertController and a UIActivityViewController are presented as popovers, and so is any controller whose modalPresentationStyle is .popover. A popover needs a place to point at; presenting one without a sourceView, sourceItem or barButtonItem raises an exception (\\\"UIPopoverPresentationController should have a non-nil sourceView or barButtonItem set before the presentation occurs\\\") and the app crashes. The same code works on iPhone, where the popover adapts to a sheet.",
        fix: "Before presenting, set controller.popoverPresentationController?.sourceItem = barButtonItem (iOS 16), or sourceView = the tapped view and sourceRect = its bounds."
    )

    /// `keyWindow.addSubview` that misses a presented container.
    public static let keyWindowAddSubview = Rule(
        id: "key-window-add-subview",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "view added to the key window; it appears behind or outside a presented container (form sheet, centre window) and ignores its size",
        why: "A view added to the key window sits above or beside whatever is presented, ignores the size of the window's content (a form sheet, a page sheet, a compact window) and, with several scenes, may land in another window than the one the user is looking at. keyWindow itself is deprecated since iOS 13.",
        fix: "Add the view to the view controller that owns the context (the topmost presentedViewController's view, or self.view); show app-wide overlays in their own UIWindow in the window scene."
    )

    /// Navigation stacks indexed by a fixed number.
    public static let fixedNavigationIndex = Rule(
        id: "fixed-navigation-index",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "navigation stack indexed by a fixed position; the stack is shaped differently inside a presented container or a collapsed split view",
        why: "A fixed index into viewControllers assumes one shape of the stack. On iPad that shape changes: a collapsed split view pushes the secondary column's controllers onto the primary navigation stack, and a split view that is not collapsed may have one child instead of two. The same screen presented in a sheet has a stack of its own.",
        fix: "Find the controller by identity or type: viewControllers.firstIndex(of: target), viewControllers.last(where: { $0 is TargetViewController }), or .first / .last."
    )

    /// `UIRequiresFullScreen` in Info.plist.
    public static let requiresFullScreen = Rule(
        id: "requires-full-screen",
        defaultSeverity: .warning,
        input: .infoPlist,
        message: "UIRequiresFullScreen opts the app out of iPad multitasking and is deprecated in iPadOS 26",
        why: "UIRequiresFullScreen opts the app out of Split View and Slide Over. It is deprecated in iPadOS 26, where such an app runs in a compatibility mode in windowed multitasking: a fixed scene size that is scaled when the user resizes the window.",
        fix: "Remove the key and support resizable windows (size classes, Auto Layout); on iPadOS 26 a view controller that truly needs a fixed orientation can set prefersInterfaceOrientationLocked."
    )

    /// iPad orientations that are not all four.
    public static let iPadOrientationsIncomplete = Rule(
        id: "ipad-orientations-incomplete",
        defaultSeverity: .warning,
        input: .infoPlist,
        message: "the iPad supported interface orientations are not all four; a multitasking iPad app must support every orientation",
        why: "An iPad app that supports multitasking must support all four interface orientations; App Store validation rejects it otherwise (ITMS-90474), unless it opts out of multitasking with UIRequiresFullScreen. Without a ~ipad variant, UISupportedInterfaceOrientations applies to iPad too.",
        fix: "List UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeLeft and UIInterfaceOrientationLandscapeRight under UISupportedInterfaceOrientations~ipad; restrict single screens with supportedInterfaceOrientations instead."
    )

    /// A file that could not be read.
    public static let unreadableFile = Rule(
        id: "unreadable-file",
        defaultSeverity: .error,
        input: .anyFile,
        message: "file could not be read, so it was not linted",
        why: "A lint run that silently skipped a file would report a clean result it cannot stand behind. The run continues with the other files and exits with status 2.",
        fix: "Check the file's permissions, encoding (UTF-8) and, for a symbolic link, its target; or exclude the path in .padkit-lint.yml."
    )

    /// A file that could not be parsed.
    public static let unparsableFile = Rule(
        id: "unparsable-file",
        defaultSeverity: .warning,
        input: .anyFile,
        message: "file could not be parsed; findings in it may be incomplete",
        why: "SwiftParser recovers from syntax errors, but rules cannot stand behind what they see past one; a property list that does not parse is not read at all. A warning by default: a template or a file outside every target must not fail a run by itself.",
        fix: "Fix the syntax error (the file does not compile either) or exclude the path in .padkit-lint.yml."
    )

    /// An orientation requested or locked at run time in a multitasking iPad app.
    public static let orientationLockIgnored = Rule(
        id: "orientation-lock-ignored",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "this app supports iPad multitasking, where iPadOS does not lock or force the interface orientation; on iPad this request does nothing",
        why: "Apple's documentation of supportedInterfaceOrientations: if the app supports multitasking, the system does not call it, because multitasking apps must support all orientations. A window in Split View, Slide Over or Stage Manager takes the shape the user gives it, so requestGeometryUpdate(.iOS(interfaceOrientations:)) and the older key-value write cannot rotate it either. The linter reads the target's Info.plist: an app that supports iPad, lists all four iPad orientations (or none) and does not set UIRequiresFullScreen is a multitasking app.",
        fix: "Lay the screen out for any size instead of locking it (size classes, Auto Layout). Keep the lock for iPhone only (inside an idiom check), or, if the screen really cannot work in another orientation, opt out of multitasking with UIRequiresFullScreen (deprecated in iPadOS 26) or, on iPadOS 26, set prefersInterfaceOrientationLocked on the view controller."
    )
}
