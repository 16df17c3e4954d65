/// The windows iPadOS gives an iPad app that opts out of multitasking: one that sets
/// `UIRequiresFullScreen` (where the system still honours it,
/// ``InfoPlist/honoursRequiresFullScreen(on:)``) or does not support all four orientations on
/// iPad (``OrientationResolver/isMultitaskingEligible``).
///
/// By release (`docs/sources.md` § Full-screen apps on iPadOS 26 and 27):
/// - **iPadOS 9 to 18**: full screen only. "Presents your app's scene full screen; prevents your
///   app's scene from sharing the screen … in Split View; prevents your app's scene from being
///   resized by the user" (`UIRequiresFullScreen`, Bundle Resources).
/// - **iPadOS 26.x**: full screen in Full Screen Apps; in Windowed Apps and Stage Manager the
///   compatibility window (``WindowMode/fullScreenCompatibility``): the system "maintains a
///   consistent scene size for your app, but doesn't present your app's scene full screen",
///   lets it share the screen, "scales your app's presentation when the user resizes it, rather
///   than changing the size of your app's scene", and adjusts the scene's interface orientation
///   to the supported ones without visually rotating it (same page). The scene is the screen's
///   size in its orientation: windowed on an iPadOS 26.2 simulator, such an app's
///   `scene.screen.bounds == scene.bounds`, and with the status bar shown its top inset is a
///   32-pt band holding the window controls (OpenZCine PR 91, an app with `UIRequiresFullScreen`
///   and fixed orientations; ``Placement/safeArea(os:)``).
/// - **iPadOS 27 and later, with `UIRequiresFullScreen`**: discrete resizing. The key "no longer
///   opts an app out of resizing"; "as the user changes the scene size the system transitions
///   the scene to a new screen configuration matching that size", honouring the supported
///   orientations (WWDC26 "Modernize your UIKit app"; expo/expo#48175). The app gets every
///   window the setting offers (``SceneResizing/discrete``).
/// - **iPadOS 27, not all four orientations and no `UIRequiresFullScreen`**: the compatibility
///   window, as on 26 ([UNCONFIRMED]: WWDC26 speaks only of the key; TN3192 still lists "supports
///   all interface orientations" among what a resizable scene needs).
///
/// [CONFLICT] The `UIRequiresFullScreen` page describes the compatibility window for "iPadOS 26
/// and later"; WWDC26 and the iOS 27 SDK's behaviour describe discrete resizing from 27. The later
/// source wins for 27 (``OSRelease/discreteResizing``).
///
/// The behaviour is keyed to the OS the app runs on; no source ties it to the SDK the app is
/// built with.
public enum FullScreenCompatibility {
    /// How the scene follows a resizable window for such an app on `osVersion`: `nil` before
    /// iPadOS 26 (it has no resizable window), ``SceneResizing/discrete`` from 27 with the key,
    /// else ``SceneResizing/scaled``.
    public static func resizing(osVersion: OSVersion, requiresFullScreen: Bool) -> SceneResizing? {
        guard OSRelease.windowedApps.isIncluded(in: osVersion) else { return nil }
        return requiresFullScreen && OSRelease.discreteResizing.isIncluded(in: osVersion) ? .discrete : .scaled
    }

    /// Whether the user moving the window in `current` to `next` leaves the scene as it is: the
    /// compatibility window's scene keeps the screen's size whatever window the user makes (a
    /// tile, a free-form size, Slide Over, the smallest window), as iPadOS scales it instead;
    /// only going full screen (or to the same window) is a window change.
    public static func scalesInsteadOfResizing(from current: WindowMode, to next: WindowMode) -> Bool {
        current == .fullScreenCompatibility && next != .full && next != .fullScreenCompatibility
    }

    /// The windows such an app gets on `device` running `osVersion`, portrait then landscape, in
    /// matrix order, each with the setting that offers it (``WindowingSystem/placements(for:osVersion:only:)``):
    /// full screen before iPadOS 26; from 26 full screen plus, in Windowed Apps and Stage Manager,
    /// the compatibility window or (27, `requiresFullScreen`) every window, resized discretely.
    ///
    /// - Parameters:
    ///   - requiresFullScreen: whether the app opts out through an honoured `UIRequiresFullScreen`
    ///     (`false`: through its orientations alone).
    ///   - only: one multitasking setting's windows (`--multitasking`).
    public static func placements(
        for device: Device, osVersion: OSVersion, requiresFullScreen: Bool,
        only: MultitaskingSetting? = nil
    ) -> [SettingPlacement] {
        let offered = WindowingSystem.placements(for: device, osVersion: osVersion, only: only)
        let full = { (row: SettingPlacement) in row.placement.mode == .full }
        switch resizing(osVersion: osVersion, requiresFullScreen: requiresFullScreen) {
        case nil:
            return offered.filter(full)
        case .discrete:
            return offered.map { full($0) ? $0 : SettingPlacement(placement: $0.placement, setting: $0.setting, resizing: .discrete) }
        case .scaled:
            return [InterfaceOrientation.portrait, .landscapeRight].flatMap { orientation -> [SettingPlacement] in
                let rows = offered.filter { $0.placement.orientation == orientation }
                guard let setting = rows.compactMap(\.setting).first(where: \.hasResizableWindows),
                    let window = try? Placement(device: device, orientation: orientation, mode: .fullScreenCompatibility)
                else {
                    return rows.filter(full)
                }
                return rows.filter(full) + [SettingPlacement(placement: window, setting: setting, resizing: .scaled)]
            }
        }
    }
}
