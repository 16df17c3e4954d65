import PadKit

extension AppInfoPlist {
    /// Which of a device's placements on `osVersion` this app can occupy, each with the
    /// multitasking setting that offers it (``WindowingSystem/placements(for:osVersion:only:)``),
    /// and why the others are missing.
    ///
    /// - An app whose `UIDeviceFamily` leaves out iPhone does not install there (no placements).
    /// - On iPad, an app that opts out of multitasking (`UIRequiresFullScreen`, or not all four
    ///   orientations on iPad: ``OrientationResolver/isMultitaskingEligible``) has the full screen
    ///   and no Split View or Slide Over; from iPadOS 26 the compatibility window, and from 27
    ///   with the key every window resized discretely (``FullScreenCompatibility``). Where its Info.plist declares
    ///   orientations, it is never in an orientation it leaves out (a landscape-only app has no
    ///   portrait rows); the same holds on iPhone, where every app runs full screen.
    /// - An iPhone-only app on iPad runs in iPhone compatibility mode: its window is the
    ///   compatibility-mode one (``Placement/compatibilityMode(device:orientation:osVersion:)``),
    ///   in portrait and landscape, never an iPad window. From iPadOS 27 it gets every iPad
    ///   window instead, resizable, with an iPhone's traits (``Placement/hostingIPhoneApp()``).
    ///
    /// - Parameters:
    ///   - osVersion: the OS the windows and the compatibility-mode window depend on.
    ///   - only: one multitasking setting's placements (`--multitasking`).
    /// - Returns: the placements, in matrix order, and one sentence per reason something was left out.
    public func occupiablePlacements(
        on device: Device, appName: String, osVersion: OSVersion,
        only: MultitaskingSetting? = nil
    ) -> (placements: [SettingPlacement], notes: [String]) {
        let all = WindowingSystem.placements(for: device, osVersion: osVersion, only: only)
        let resolver = OrientationResolver(device: device, infoPlist: values, osVersion: osVersion)
        switch device.idiom {
        case .phone:
            guard values.runsOnPhone else {
                return ([], ["\(appName) is an iPad-only app (UIDeviceFamily \(familyText)): it does not install on iPhone."])
            }
            return (keepingDeclaredOrientations(all, idiom: .phone), [])
        default:
            guard values.runsNativelyOnPad else {
                let windows = WindowingSystem.iPhoneAppPlacements(for: device, osVersion: osVersion, only: only)
                let resizable = CompatibilityMode.runsResizable(osVersion: osVersion)
                let how =
                    resizable
                    ? "on iPadOS \(OSRelease.resizableIPhoneApps.version.major) and later it runs in every iPad window, resizable, "
                        + "with the iPhone idiom and a compact width at every size."
                    : "on iPad it runs in iPhone compatibility mode (mode iphone_compatibility), never in Split View or Slide Over."
                var notes = ["\(appName) is an iPhone-only app (UIDeviceFamily \(familyText)): \(how)"]
                // WWDC26 "Modernize your UIKit app": UIRequiresFullScreen "is now honored on iPhone in
                // resizable environments"; expo/expo#48175: "it requests discrete resizing that
                // honors the supported orientations, it applies to iPhone as well".
                guard resizable, values.requiresFullScreen, values.honoursRequiresFullScreen(on: osVersion) else { return (windows, notes) }
                notes.append(
                    "\(appName) is resized in discrete steps (\(InfoPlist.Key.requiresFullScreen)), in the orientations it supports "
                        + "on iPhone, never a live resize (resizing discrete).")
                let discrete = windows.map { SettingPlacement(placement: $0.placement, setting: $0.setting, resizing: .discrete) }
                return (keepingDeclaredOrientations(discrete, idiom: .phone), notes)
            }
            guard !resolver.isMultitaskingEligible else { return (all, []) }
            let fullScreen = values.requiresFullScreen(on: .pad)
            let requiresFullScreen = resolver.requiresFullScreen
            let reason =
                requiresFullScreen
                ? "it requires full screen (\(fullScreen.key))"
                : """
                it does not support all four orientations on iPad \
                (\(values.declaredOrientations(for: .pad)?.key ?? "UISupportedInterfaceOrientations")), so iPadOS keeps it out of \
                multitasking
                """
            let rows = FullScreenCompatibility.placements(
                for: device, osVersion: osVersion, requiresFullScreen: requiresFullScreen, only: only)
            let note: String
            switch FullScreenCompatibility.resizing(osVersion: osVersion, requiresFullScreen: requiresFullScreen) {
            case nil:
                note = "\(appName) has no Split View or Slide Over windows on iPad: \(reason)."
            case .scaled:
                note =
                    "\(appName) has no resizable windows on iPadOS \(osVersion.major): \(reason). In Windowed Apps and Stage Manager "
                        + """
                        its scene keeps the screen's size and iPadOS scales it to the window (mode \
                        \(WindowMode.fullScreenCompatibility.id), resizing scaled).
                        """
            case .discrete:
                note =
                    "\(appName) is resized in discrete steps on iPadOS \(OSRelease.discreteResizing.version.major) and later "
                    + "(\(fullScreen.key)): each window the user makes becomes a new screen configuration of that size, "
                    + "in the orientations it supports, never a live resize (resizing discrete)."
            }
            return (keepingDeclaredOrientations(rows, idiom: .pad), [note])
        }
    }

    /// The rows in an orientation the app's Info.plist declares for `idiom` (all of them when it
    /// declares none).
    /// The rows in the orientations the app declares, except on a display that does not honour
    /// them (iPhone Duo's inner display, ``PadKit/OrientationResolver`` rule 4a), where a
    /// resizable app gets every row.
    private func keepingDeclaredOrientations(_ rows: [SettingPlacement], idiom: UserInterfaceIdiom) -> [SettingPlacement] {
        guard let declared = values.declaredOrientations(for: idiom)?.mask, !declared.isEmpty else { return rows }
        let portrait = declared.contains(.portrait) || declared.contains(.portraitUpsideDown)
        let landscape = declared.contains(.landscapeLeft) || declared.contains(.landscapeRight)
        return rows.filter { row in
            if row.placement.device.display?.honoursSupportedOrientations == false, !values.requiresFullScreen(on: idiom).value {
                return true
            }
            return row.placement.isLandscape ? landscape : portrait
        }
    }

    private var familyText: String {
        "[\((values.deviceFamily ?? []).map(String.init).joined(separator: ", "))]"
    }
}
