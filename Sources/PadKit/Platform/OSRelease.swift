/// The release ledger: every behaviour PadKit models that an OS release (or the SDK an app is built
/// with) changed, one row each, with the release, its gate and its source. "What does 27 change?"
/// is the rows whose ``version`` is 27.
///
/// Nothing else in PadKit compares versions against a literal: a rule asks its row
/// (``isIncluded(in:)`` for behaviour keyed to the OS, ``applies(on:build:)`` for behaviour keyed
/// to the OS and the SDK together). APIs an app calls, and what calling them too early does, are
/// ``OSFeature``'s rows; the trait table is ``TraitCollection``'s. The releases PadKit models
/// (``OSVersion/modelled``) are every major release from 8 to 18 and every release this ledger
/// names.
public enum OSRelease: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// iOS 9: Slide Over and Split View arrive, and with them `UIRequiresFullScreen` ("Adopting
    /// Multitasking Enhancements on iPad").
    case multitasking
    /// iOS 11: `safeAreaInsets` and the safe-area layout guide (`API_AVAILABLE(ios(11.0))`); before,
    /// the twin's layout pass sets no safe area.
    case safeArea
    /// iOS 12: iPad navigation bars and toolbars 50 pt, for apps built with the iOS 12 SDK (Geoff
    /// Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12", measured).
    case tallPadBars
    /// iOS 12: an iPhone-only app on any iPad sees the 4.7-inch iPhone screen (hacknicity,
    /// "iPhone-only apps on iPad", measured up to 12).
    case fourPointSevenInchCompatibilityScreen
    /// iOS 13: traits are predicted at creation, so `traitCollectionDidChange` no longer fires when
    /// a controller first enters the hierarchy (WWDC19 "Modernizing Your UI for iOS 13").
    case traitsPredictedAtCreation
    /// iOS 13: `.automatic` presentations become cards (page sheets), sheets adapt to compact width
    /// as cards rather than full screen, and popovers behave like form sheets in compact
    /// environments (`UIModalPresentationStyle.popover` documentation).
    case sheetCards
    /// iOS 16: `shouldAutorotate` is deprecated and no longer consulted (iOS 16 release notes).
    case shouldAutorotateIgnored
    /// iPadOS 16: the default form-sheet sizes grow ("slightly bigger", hacknicity; the 16–17
    /// figures are **[UNCONFIRMED]**, PadKit uses 18.0's from 16 on).
    case largerFormSheets
    /// iOS 18: `.automatic` resolves to `.formSheet` (`prefersPageSizing` defaults to NO).
    case formSheetAutomatic
    /// iPadOS 18: a regular-width iPad tab bar floats at the top, for apps built with the iOS 18
    /// SDK (decompiled UIKitCore's `canShowFloatingUI`; the SDK gate is Little Go issue 439,
    /// **[UNCONFIRMED]** beyond it).
    case floatingTabBar
    /// iPadOS 26: Full Screen Apps, Windowed Apps and Stage Manager replace Split View and Slide
    /// Over; `UIRequiresFullScreen` is deprecated (iPad User Guide for iPadOS 26, "Multitask on
    /// iPad"; WWDC25 "Elevate the design of your iPad app").
    case windowedApps
    /// iPadOS 26: windows that are not full screen show the window controls (WWDC25 "Make your
    /// UIKit app more flexible"), in Windowed Apps and Stage Manager.
    case windowControls
    /// iOS 26: the new design (Liquid Glass, taller bars), for apps built with the iOS 26 SDK
    /// (WWDC25 "Build a UIKit app with the new design").
    case liquidGlass
    /// iOS 26: iPhones without a Home button keep a status bar in landscape, with its own top
    /// inset (``DeviceSafeArea``).
    case landscapeStatusBar
    /// iPadOS 26: a 32-pt top and 25-pt bottom safe area on iPads without a Home button
    /// (``DeviceSafeArea/tallPadStatusBar``, measured on an iPadOS 26.2 simulator).
    case tallPadStatusBar
    /// iOS 26.0: UIKit stops updating the top safe area when the status bar hides or shows
    /// (``StatusBarAppearance``; flutter/flutter issue 175520, firefox-ios pull request 29549).
    case staleStatusBarInset
    /// iPadOS 26.1: Slide Over is back, as one resizable window in Windowed Apps and Stage Manager
    /// (press coverage of iPadOS 26.1).
    case resizableSlideOver
    /// iOS 26.1: the top safe area follows the status bar again (**[UNCONFIRMED]**: flutter/flutter
    /// pull request 186028 names only "iOS 26.0 and iOS 26.0.1"; ``StatusBarAppearance``).
    case statusBarInsetUpdates
    /// iPadOS 26.2: `UIRequiresFullScreenIgnoredStartingWithVersion` (Bundle Resources: "iOS:
    /// 26.2.0 -").
    case requiresFullScreenIgnoredKey
    /// iOS 27: apps built with the iOS 27 SDK must adopt the scene life cycle (TN3187).
    case sceneLifeCycleRequired
    /// iPadOS 27: iPhone-only apps run in the iPad's windows, resizable (WWDC26 "Modernize your
    /// UIKit app").
    case resizableIPhoneApps
    /// iPadOS 27: `UIRequiresFullScreen` requests discrete resizing that honours the supported
    /// orientations instead of the compatibility window (WWDC26 session 278; expo/expo#48175).
    case discreteResizing
    /// The iOS 27 SDK: `UIDesignRequiresCompatibility` is ignored whatever the OS (Apple Developer
    /// Forums thread 832710).
    case designCompatibilityIgnored
    /// iOS 27.1: on hardware with a vertical bar (iPhone Duo), apps built with the iOS 27.1 SDK
    /// reach under the status bar and the cameras and get their standard bars laid out vertically
    /// along one side ("iOS 27.1 SDK, your app extends to the edge of the screen. Standard
    /// navigation and toolbar buttons now lay out vertically under the status bar", tech talk 111461
    /// "Prepare your app for iPhone Duo", 1:02); apps built earlier do not ("When you build with
    /// Xcode 26 and earlier, your app doesn't extend under the status bar and camera", "Preparing
    /// your app for iPhone Duo"). ``VerticalBars`` names where the bars stay horizontal.
    case verticalBars

    /// What a row is keyed to: the OS the app runs on, or that and the SDK it is built with
    /// ("linked on or after"), or the SDK alone.
    public enum Gate: String, Sendable, Hashable {
        /// The OS the app runs on.
        case os
        /// The OS, and an app built with at least the same SDK (``AppBuild/isLinked(onOrAfter:runningOn:)``).
        case osAndSDK
        /// The SDK the app is built with, whatever the OS.
        case sdk
    }

    /// The release that changed the behaviour.
    public var version: OSVersion {
        switch self {
        case .multitasking: return OSVersion(9)
        case .safeArea: return OSVersion(11)
        case .tallPadBars, .fourPointSevenInchCompatibilityScreen: return OSVersion(12)
        case .traitsPredictedAtCreation, .sheetCards: return OSVersion(13)
        case .shouldAutorotateIgnored, .largerFormSheets: return OSVersion(16)
        case .formSheetAutomatic, .floatingTabBar: return OSVersion(18)
        case .windowedApps, .windowControls, .liquidGlass, .landscapeStatusBar, .tallPadStatusBar, .staleStatusBarInset:
            return OSVersion(26)
        case .resizableSlideOver, .statusBarInsetUpdates: return OSVersion(26, 1)
        case .requiresFullScreenIgnoredKey: return OSVersion(26, 2)
        case .sceneLifeCycleRequired, .resizableIPhoneApps, .discreteResizing, .designCompatibilityIgnored:
            return OSVersion(27)
        case .verticalBars: return OSVersion(27, 1)
        }
    }

    /// What the row is keyed to.
    public var gate: Gate {
        switch self {
        case .tallPadBars, .floatingTabBar, .liquidGlass, .sceneLifeCycleRequired, .verticalBars: return .osAndSDK
        case .designCompatibilityIgnored: return .sdk
        case .multitasking, .safeArea, .fourPointSevenInchCompatibilityScreen, .traitsPredictedAtCreation, .sheetCards,
            .shouldAutorotateIgnored, .largerFormSheets, .formSheetAutomatic, .windowedApps, .windowControls,
            .landscapeStatusBar, .resizableSlideOver, .requiresFullScreenIgnoredKey, .resizableIPhoneApps, .discreteResizing,
            .tallPadStatusBar, .staleStatusBarInset, .statusBarInsetUpdates:
            return .os
        }
    }

    /// The multitasking settings the behaviour is limited to; empty where it holds in every one.
    public var settings: [MultitaskingSetting] {
        switch self {
        case .windowControls, .resizableSlideOver: return [.windowedApps, .stageManager]
        case .multitasking, .safeArea, .tallPadBars, .fourPointSevenInchCompatibilityScreen, .traitsPredictedAtCreation, .sheetCards,
            .shouldAutorotateIgnored, .largerFormSheets, .formSheetAutomatic, .floatingTabBar, .windowedApps,
            .liquidGlass, .landscapeStatusBar, .requiresFullScreenIgnoredKey, .sceneLifeCycleRequired, .resizableIPhoneApps,
            .discreteResizing, .tallPadStatusBar, .designCompatibilityIgnored, .staleStatusBarInset, .statusBarInsetUpdates,
            .verticalBars:
            return []
        }
    }

    /// Whether `os` has the behaviour: `os` is this release or later. For an SDK-gated row this
    /// is the OS half alone (``applies(on:build:)`` asks both).
    public func isIncluded(in os: OSVersion) -> Bool {
        os >= version
    }

    /// Whether an app built as `build` gets the behaviour on `os`, by the row's ``gate``.
    public func applies(on os: OSVersion, build: AppBuild) -> Bool {
        switch gate {
        case .os: return isIncluded(in: os)
        case .osAndSDK: return isIncluded(in: os) && build.isLinked(onOrAfter: version, runningOn: os)
        case .sdk: return build.sdk.map { $0 >= version } ?? false
        }
    }

    /// Whether `sdk` is this release's SDK or later (for rules that read the SDK an app declares).
    public func isIncluded(inSDK sdk: OSVersion) -> Bool {
        sdk >= version
    }

    /// The rows a release brought, in ledger order.
    public static func rows(of release: OSVersion) -> [OSRelease] {
        allCases.filter { $0.version == release }
    }

    /// The row's name, as the docs and tests write it.
    public var description: String { rawValue }
}
