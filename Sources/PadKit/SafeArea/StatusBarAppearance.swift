/// Whether the status bar shows in an app's window, and what that does to the window's top
/// safe-area inset.
///
/// Who decides: with `UIViewControllerBasedStatusBarAppearance` `YES` (the default) the visible
/// controller's `prefersStatusBarHidden`; with `NO`, the app (`UIStatusBarHidden` at launch). The
/// status bar the window *launches* with is `UIStatusBarHidden` ("Status bar is initially hidden").
///
/// What it does, on a device whose top inset is the status bar (every iPad, and iPhones with a Home
/// button; an iPhone's sensor housing keeps its inset whatever the status bar does):
/// - **Up to iOS 18, and from 26.1**: a hidden status bar takes its inset away (top 0).
/// - **iOS 26.0 and 26.0.1** (``OSRelease/staleStatusBarInset``): UIKit no longer updates the inset
///   when the status bar's visibility changes. Hiding it after launch leaves the old inset: "On iOS
///   26+, UIKit no longer reduces `safeAreaInsets.top` when the status bar is hidden. This leaves
///   stale padding on non-notch devices (iPad, iPhone SE)" (flutter/flutter issue 175520, reproduced
///   "on iPad (iOS 26) Simulator ... Not replicable on iPad (iOS 18)"; its fix, flutter/flutter pull
///   request 186028, is titled for "iOS 26.0 and iOS 26.0.1"). And an app launched with
///   `UIStatusBarHidden` keeps a top inset of 0 once the bar shows: "Due to a bug in iPadOS 26, when
///   plist key `UIStatusBarHidden` ... is set to `true` ... `safeAreaInsets.top` reports a value of
///   `0` causing our apps content to overlap the system status bar" (mozilla-mobile/firefox-ios pull
///   request 29549; WordPress-iOS pull request 24812 saw the same on iPadOS 26). Both last until the
///   window's next size change, which PadKit's rows do not make. PadKit's versions are
///   major.minor, so 26.0 stands for 26.0.1 too.
/// - **26.1 and later** follow 18 (**[UNCONFIRMED]**: only the pull request's title bounds the bug;
///   `OSRelease.statusBarInsetUpdates`, `docs/choices.md`).
///
/// A window whose top is not at the screen's top (a Slide Over window, a small free-form window) has
/// no status-bar inset to lose.
public struct StatusBarAppearance: Sendable, Hashable {
    /// Whether the status bar is hidden when the app launches (`UIStatusBarHidden`).
    public var hiddenAtLaunch: Bool
    /// Whether it is hidden now.
    public var hidden: Bool

    /// The status bar as it launches and as it is now.
    public init(hiddenAtLaunch: Bool, hidden: Bool) {
        self.hiddenAtLaunch = hiddenAtLaunch
        self.hidden = hidden
    }

    /// A status bar shown from launch on: every window's ordinary insets.
    public static let shown = StatusBarAppearance(hiddenAtLaunch: false, hidden: false)

    /// The status bar of an app with `infoPlist`, whose visible controller answers
    /// `prefersStatusBarHidden` (`nil`: the default, `false`).
    public init(infoPlist: InfoPlist, prefersStatusBarHidden: Bool?) {
        let launch = infoPlist.statusBarHidden ?? false
        let controllerBased = infoPlist.viewControllerBasedStatusBarAppearance ?? true
        self.init(hiddenAtLaunch: launch, hidden: controllerBased ? (prefersStatusBarHidden ?? false) : launch)
    }

    /// The top inset of a window whose ordinary top inset is `top` (the status bar's, or a
    /// housing's when `hasSensorHousing`), on `os`.
    public func top(_ top: Double, hasSensorHousing: Bool, os: OSVersion) -> Double {
        guard !hasSensorHousing, top > 0 else { return top }
        if Self.keepsLaunchInset(on: os) {
            // The inset the window launched with stays: 0 when launched hidden, else the bar's.
            return hiddenAtLaunch ? 0 : top
        }
        return hidden ? 0 : top
    }

    /// Whether `os` leaves the top inset as the window launched with it (26.0, and so 26.0.1).
    public static func keepsLaunchInset(on os: OSVersion) -> Bool {
        OSRelease.staleStatusBarInset.isIncluded(in: os) && !OSRelease.statusBarInsetUpdates.isIncluded(in: os)
    }

    /// What a developer should know of this status bar on `os`, or `nil`: the two iOS 26.0 bugs,
    /// each with its workaround.
    public func note(appName: String, os: OSVersion) -> String? {
        guard Self.keepsLaunchInset(on: os), hiddenAtLaunch != hidden else { return nil }
        if hiddenAtLaunch {
            return "\(appName) launches with UIStatusBarHidden: on iOS \(os) its top safe area stays 0 once the status bar shows, "
                + "on iPad and iPhones with a Home button (firefox-ios#29549); show the status bar at launch and hide it in code."
        }
        return "\(appName) hides the status bar after launch: on iOS \(os) the top safe area keeps the status bar's height until "
            + "the window's size changes, on iPad and iPhones with a Home button (flutter#175520)."
    }
}
