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
        message: "UIScreen.main.bounds is the whole screen, not this window; sizes taken from it are wrong in Split View, Slide Over, Stage Manager and a presented container",
        why: "Seed 000 (\"UIScreen 的使用\": one screen now shows several apps) and seed 002 (the centre window: UIScreen.main.bounds \"无法获取到页面真正的大小\"). Apple: UIScreen.main is marked to-be-deprecated in the iOS 16-18 SDKs and deprecated in iOS 26 (\"Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen\") [H18 UIScreen.h]; UIScreen.bounds is the whole screen's interface-oriented rectangle [DOC uiscreen/bounds].",
        fix: "Lay out from the view's own bounds (view.bounds, in layoutSubviews or viewWillLayoutSubviews), the size passed to viewWillTransition(to:with:), or Auto Layout; for the window use view.window?.bounds or the window scene's effectiveGeometry."
    )

    /// A width computed as a fraction of a container's width outside any layout pass.
    public static let widthDividedLayout = Rule(
        id: "width-divided-layout",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "width computed once as a fraction of a container's width; it goes stale when the window is resized",
        why: "Seed 002 (\"在旋转时刷新 UI\"): do not compute a three-column width as \"父视图宽度÷3\"; constrain equal widths instead, so nothing has to be recomputed when the window changes size. Outside layoutSubviews / viewWillLayoutSubviews / sizeForItemAt the value is computed once and never again.",
        fix: "Constrain it: widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 3), equal widths, or a UIStackView with distribution = .fillEqually; or compute the frame inside layoutSubviews / viewWillLayoutSubviews, which run after every size change."
    )

    /// Layout chosen by device idiom where the window's size class is meant.
    public static let idiomForLayout = Rule(
        id: "idiom-for-layout",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "layout chosen by device idiom; an iPad window can be compact (Split View, Slide Over, Stage Manager), so choose layout by size class",
        why: "Seed 000 (size classes are the breakpoints of responsive layout: on iPad, 1/3 and most 1/2 Split View windows are compact) and seed 004 (layout per horizontalSizeClass, not per device). iPad Split View windows at 1/3, and at 1/2 on all but the 12.9-inch iPad Pro, are horizontally compact [2nd] commandshift.co.uk \"Understanding split view controller\" (PadKit reference/uikit-semantics.md section 0), and the idiom stays .pad in all of them.",
        fix: "Decide with traitCollection.horizontalSizeClass (== .regular / .compact), re-evaluated in traitCollectionDidChange or registerForTraitChanges; keep idiom checks for features the device has, not for layout."
    )

    /// `statusBarOrientation` and its notifications.
    public static let statusBarOrientation = Rule(
        id: "status-bar-orientation",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "statusBarOrientation is deprecated since iOS 13 and describes the app, not this window scene",
        why: "Seed 002 uses UIApplication.shared.statusBarOrientation and UIApplication.didChangeStatusBarOrientationNotification to read the interface orientation. Apple deprecated both in iOS 13: use the window scene's interfaceOrientation [H16 UIApplication.h], [DOC uiwindowscene/interfaceorientation]. The seed's advice predates multiple scenes; Apple's runtime wins.",
        fix: "Read view.window?.windowScene?.interfaceOrientation; react to changes in viewWillTransition(to:with:) or traitCollectionDidChange instead of the notification."
    )

    /// `UIDevice.current.orientation` used to decide the interface.
    public static let deviceOrientationForInterface = Rule(
        id: "device-orientation-for-interface",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "UIDevice.current.orientation is the device's orientation (face up, face down, unknown), not the interface's; do not lay out from it",
        why: "Seed 002 (\"不推荐\": UIDeviceOrientation includes faceUp/faceDown). Apple: the value is unknown unless beginGeneratingDeviceOrientationNotifications() was called [DOC uidevice/orientation], and the interface orientation can differ from it (rotation lock, an app that does not support the orientation) [DOC uiwindowscene/interfaceorientation].",
        fix: "Use view.window?.windowScene?.interfaceOrientation, or better the view's size or size class (a landscape iPad window can be narrower than it is tall)."
    )

    /// `UIDevice.orientationDidChangeNotification` observed for interface changes.
    public static let deviceOrientationNotification = Rule(
        id: "device-orientation-notification",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "orientationDidChangeNotification fires for face up/face down and several times when returning to the foreground; it is not an interface-size change",
        why: "Seed 002: the UIDevice notification \"会在从后台进入前台时调用三次\" and fires when the device goes from faceUp to faceDown. Apple: it posts whenever the device orientation changes [DOC uidevice/orientationdidchangenotification]; faceUp/faceDown are device orientations that never become interface orientations [H16 UIDevice.h].",
        fix: "Override viewWillTransition(to:with:) (size) or traitCollectionDidChange / registerForTraitChanges (size class) in the view controller that lays out."
    )

    /// `UIDevice.current.setValue(_, forKey: "orientation")`.
    public static let orientationKeyValueCoding = Rule(
        id: "orientation-kvc",
        defaultSeverity: .error,
        input: .swiftSource,
        message: "setting UIDevice.orientation through key-value coding no longer rotates the interface on iOS 16 and later",
        why: "Seed 002 forces an orientation for video playback. Since iOS 16 UIKit rejects the KVC write (\"BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported\") [2nd] sososdk/flutter_orientation#8; Apple's replacement is UIWindowScene.requestGeometryUpdate(_:errorHandler:) [H16 UIWindowSceneGeometryPreferencesIOS.h].",
        fix: "On iOS 16+: update supportedInterfaceOrientations, call setNeedsUpdateOfSupportedInterfaceOrientations(), then windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)); keep the KVC write only in an `if #available(iOS 16, *) { } else { }` fallback."
    )

    /// `attemptRotationToDeviceOrientation()`.
    public static let attemptRotationDeprecated = Rule(
        id: "attempt-rotation-deprecated",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "attemptRotationToDeviceOrientation() is deprecated since iOS 16 and does not apply a changed supportedInterfaceOrientations",
        why: "Apple: deprecated in iOS 16; setNeedsUpdateOfSupportedInterfaceOrientations() replaces it and animates by default [DOC uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()], [H16 UIViewController.h].",
        fix: "Call setNeedsUpdateOfSupportedInterfaceOrientations() on the view controller whose supportedInterfaceOrientations changed (inside UIView.performWithoutAnimation for no animation); keep the old call only in an iOS 15 fallback."
    )

    /// Transition overrides that never call `super`.
    public static let transitionMissingSuper = Rule(
        id: "transition-missing-super",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "override does not call super, so UIKit cannot forward the transition to child view controllers and the presentation controller",
        why: "Apple, UIContentContainer: for viewWillTransition(to:with:) \"always call super at some point in your implementation so that UIKit can forward the size change message appropriately\" [DOC uicontentcontainer/viewwilltransition(to:with:)]; for willTransition(to:with:) \"always call super … so that UIKit can forward the trait changes to the associated presentation controller and to any child view controllers\" [DOC uicontentcontainer/willtransition(to:with:)]. Seed 004 shows such an override without super. traitCollectionDidChange is not checked: its default implementation is empty.",
        fix: "Call super.viewWillTransition(to: size, with: coordinator) (or super.willTransition(to: newCollection, with: coordinator)) first in the override."
    )

    /// A popover or iPad action sheet presented with no anchor.
    public static let popoverWithoutAnchor = Rule(
        id: "popover-without-anchor",
        defaultSeverity: .error,
        input: .swiftSource,
        message: "presented as a popover with no sourceView, sourceItem, sourceRect or barButtonItem; this crashes on iPad",
        why: "Seed 000 (popover sourceView: \"必须指定，否则会崩溃\"). UIKit throws NSGenericException \"UIPopoverPresentationController … should have a non-nil sourceView or barButtonItem set before the presentation occurs\" from presentationTransitionWillBegin [2nd] viezel/TiSocial.Framework#153. On iPad an action-sheet UIAlertController and a UIActivityViewController are popovers too.",
        fix: "Before presenting, set controller.popoverPresentationController?.sourceItem = barButtonItem (iOS 16), or sourceView = the tapped view and sourceRect = its bounds."
    )

    /// `keyWindow.addSubview` that misses a presented container.
    public static let keyWindowAddSubview = Rule(
        id: "key-window-add-subview",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "view added to the key window; it appears behind or outside a presented container (form sheet, centre window) and ignores its size",
        why: "Seed 002 (\"中心小窗带来的变化\"): code that acts on keyWindow must first check the root view controller's presentedViewController and add to its view. Apple: keyWindow is deprecated in iOS 13 because an app can have several scenes [H16 UIApplication.h].",
        fix: "Add the view to the view controller that owns the context (the topmost presentedViewController's view, or self.view); show app-wide overlays in their own UIWindow in the window scene."
    )

    /// Navigation stacks indexed by a fixed number.
    public static let fixedNavigationIndex = Rule(
        id: "fixed-navigation-index",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "navigation stack indexed by a fixed position; the stack is shaped differently inside a presented container or a collapsed split view",
        why: "Seed 002 (centre window): code that takes \"栈内的第i个VC\" with a fixed index breaks once a page lives in a second navigation stack; use firstIndex(of:). Apple: when a split view collapses, UINavigationController pushes the secondary view controller onto its own stack [DOC uiviewcontroller/collapsesecondaryviewcontroller(_:for:)], so positions shift there too.",
        fix: "Find the controller by identity or type: viewControllers.firstIndex(of: target), viewControllers.last(where: { $0 is TargetViewController }), or .first / .last."
    )

    /// `UIRequiresFullScreen` in Info.plist.
    public static let requiresFullScreen = Rule(
        id: "requires-full-screen",
        defaultSeverity: .warning,
        input: .infoPlist,
        message: "UIRequiresFullScreen opts the app out of iPad multitasking and is deprecated in iPadOS 26",
        why: "Seed 002 (\"Requires full screen\": no Split View or Slide Over). Apple: deprecated in iPadOS 26, where a full-screen-only app runs in a compatibility mode in windowed multitasking: fixed scene size, scaled when resized [BR uirequiresfullscreen], [DOC26 documentation/BundleResources/information-property-list/uirequiresfullscreen.md].",
        fix: "Remove the key and support resizable windows (size classes, Auto Layout); on iPadOS 26 a view controller that truly needs a fixed orientation can set prefersInterfaceOrientationLocked."
    )

    /// iPad orientations that are not all four.
    public static let iPadOrientationsIncomplete = Rule(
        id: "ipad-orientations-incomplete",
        defaultSeverity: .warning,
        input: .infoPlist,
        message: "the iPad supported interface orientations are not all four; a multitasking iPad app must support every orientation",
        why: "Seed 002 (iPad Orientation in the target settings). Apple: \"multitasking apps must support all orientations\" [DOC uiviewcontroller/supportedinterfaceorientations]; App Store validation rejects such an app (ITMS-90474) unless it sets UIRequiresFullScreen [2nd] Expensify/App#27016. Without a ~ipad variant, UISupportedInterfaceOrientations applies to iPad too.",
        fix: "List UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeLeft and UIInterfaceOrientationLandscapeRight under UISupportedInterfaceOrientations~ipad; restrict single screens with supportedInterfaceOrientations instead."
    )

    /// A file that could not be read.
    public static let unreadableFile = Rule(
        id: "unreadable-file",
        defaultSeverity: .error,
        input: .anyFile,
        message: "file could not be read, so it was not linted",
        why: "A lint run that silently skips a file would report a clean result it cannot stand behind. The run continues with the other files and exits with status 2.",
        fix: "Check the file's permissions, encoding (UTF-8) and, for a symbolic link, its target; or exclude the path in .padkit-lint.yml."
    )

    /// A file that could not be parsed.
    public static let unparsableFile = Rule(
        id: "unparsable-file",
        defaultSeverity: .error,
        input: .anyFile,
        message: "file could not be parsed; findings in it may be incomplete",
        why: "SwiftParser recovers from syntax errors, but rules cannot stand behind what they see past one; a property list that does not parse is not read at all.",
        fix: "Fix the syntax error (the file does not compile either) or exclude the path in .padkit-lint.yml."
    )
}
