/// What iPadOS offers an app's window on an OS version: the multitasking settings, the window
/// modes each setting offers, and every placement `padkit matrix` lists.
///
/// - iPhone: full screen only.
/// - iPadOS 9 to 18 (``MultitaskingSetting/classic``): full screen, the Split View shares
///   (`two_thirds`, `half` in landscape, `one_third`) and Slide Over.
/// - iPadOS 26+: Full Screen Apps offers full screen; Windowed Apps and Stage Manager offer full
///   screen, the tiles (``WindowTile``), Slide Over from 26.1 ("Slide Over is back" as one
///   resizable window, press coverage of iPadOS 26.1; it was removed in 26.0 with Split View),
///   and the smallest window (`window_min`). PadKit gives Stage Manager the same windows as
///   Windowed Apps: no source shows different tile or window sizes (**[UNCONFIRMED]**), so its
///   placements are listed under Windowed Apps unless Stage Manager alone is asked for.
public enum WindowingSystem {
    /// The modes `setting` offers on `osVersion` in one orientation, in matrix order.
    ///
    /// The lists are made once (``offeredLists``): every window resolution asks which setting
    /// offers its mode, and `padkit matrix` resolves hundreds of windows.
    public static func modes(in setting: MultitaskingSetting, osVersion: OSVersion, landscape: Bool) -> [WindowMode] {
        let lists = offeredLists
        switch setting {
        case .classic:
            // Before iOS 9 an iPad has no Split View and no Slide Over.
            guard OSRelease.multitasking.isIncluded(in: osVersion) else { return lists.fullOnly }
            return landscape ? lists.classicLandscape : lists.classicPortrait
        case .fullScreenApps:
            return lists.fullOnly
        case .windowedApps, .stageManager:
            let slideOver = OSRelease.resizableSlideOver.isIncluded(in: osVersion)
            switch (landscape, slideOver) {
            case (true, true): return lists.windowedLandscapeWithSlideOver
            case (true, false): return lists.windowedLandscape
            case (false, true): return lists.windowedPortraitWithSlideOver
            case (false, false): return lists.windowedPortrait
            }
        }
    }

    /// The lists ``modes(in:osVersion:landscape:)`` answers with.
    private struct OfferedLists: Sendable {
        let fullOnly: [WindowMode] = [.full]
        let classicLandscape = WindowMode.fixedModes
        let classicPortrait = WindowMode.fixedModes.filter { $0 != .half }
        let windowedLandscape = windowed(landscape: true, slideOver: false)
        let windowedLandscapeWithSlideOver = windowed(landscape: true, slideOver: true)
        let windowedPortrait = windowed(landscape: false, slideOver: false)
        let windowedPortraitWithSlideOver = windowed(landscape: false, slideOver: true)

        /// Windowed Apps' and Stage Manager's windows: full screen, the tiles the orientation has,
        /// Slide Over (26.1+), the smallest window.
        static func windowed(landscape: Bool, slideOver: Bool) -> [WindowMode] {
            let tiles = WindowTile.allCases.filter { $0.isOffered(landscape: landscape) }.map(WindowMode.tile)
            return [.full] + tiles + (slideOver ? [.resizableSlideOver] : []) + [.windowMinimum]
        }
    }

    private static let offeredLists = OfferedLists()

    /// Every mode `device` offers on `osVersion` in one orientation, whatever the setting, in
    /// matrix order: full screen only on iPhone (and on iPad before iOS 9).
    public static func modes(offeredOn device: Device, osVersion: OSVersion, landscape: Bool) -> [WindowMode] {
        var offered: [WindowMode] = [.full]
        for setting in MultitaskingSetting.settings(for: device.family, osVersion: osVersion) {
            for mode in modes(in: setting, osVersion: osVersion, landscape: landscape) where !offered.contains(mode) {
                offered.append(mode)
            }
        }
        return offered
    }

    /// Every placement of `device` on `osVersion`, portrait then landscape, each with the setting
    /// that offers it: a mode several settings offer is listed once, under the first of
    /// ``MultitaskingSetting/settings(for:osVersion:)`` that offers it. `only` narrows the rows to
    /// one setting, with every mode it offers.
    public static func placements(for device: Device, osVersion: OSVersion, only: MultitaskingSetting? = nil) -> [SettingPlacement] {
        if device.hasHinge {
            return Placement.fixedPlacements(for: device).map { SettingPlacement(placement: $0, setting: nil) }
        }
        let offered = MultitaskingSetting.settings(for: device.family, osVersion: osVersion)
        let settings = offered.filter { only == nil || $0 == only }
        return [InterfaceOrientation.portrait, .landscapeRight].flatMap { orientation -> [SettingPlacement] in
            if offered.isEmpty {
                return (try? Placement(device: device, orientation: orientation, mode: .full)).map {
                    [SettingPlacement(placement: $0, setting: nil)]
                } ?? []
            }
            var listed: [WindowMode] = []
            var rows: [SettingPlacement] = []
            for setting in settings {
                for mode in modes(in: setting, osVersion: osVersion, landscape: orientation.isLandscape) where !listed.contains(mode) {
                    listed.append(mode)
                    if let placement = try? Placement(device: device, orientation: orientation, mode: mode) {
                        rows.append(SettingPlacement(placement: placement, setting: setting))
                    }
                }
            }
            return rows
        }
    }

    /// The setting that offers `mode` on `device` and `osVersion` (the first, or `only`); the
    /// full-screen compatibility window is Windowed Apps' or Stage Manager's, as they offer it to
    /// apps that opt out of multitasking.
    ///
    /// - Throws: ``WindowingError`` when the mode is not offered there: a Split View share on
    ///   iPadOS 26+, a tile or the full-screen compatibility window before 26, Slide Over on 26.0,
    ///   or a mode the `only` setting (Full Screen Apps for the compatibility window) does not
    ///   offer; a setting an iPhone (which has none) or the OS does not have.
    public static func setting(
        offering asked: WindowMode, on device: Device, osVersion: OSVersion,
        only: MultitaskingSetting? = nil
    ) throws(WindowingError) -> MultitaskingSetting? {
        let mode = asked.meant(on: osVersion)
        let settings = MultitaskingSetting.settings(for: device.family, osVersion: osVersion)
        if let only, !settings.contains(only) {
            throw .settingUnavailable(setting: only, device: device.id, osVersion: osVersion, offered: settings)
        }
        // An iPhone has no settings: ``Placement`` says why anything but full screen cannot exist there.
        if settings.isEmpty { return nil }
        for setting in settings where only == nil || setting == only {
            switch mode.kind {
            case .freeform, .iPhoneCompatibility:
                return setting
            case .fullScreenCompatibility:
                // Offered to apps that opt out of multitasking, by the settings with resizable
                // windows (``FullScreenCompatibility``).
                if setting.hasResizableWindows { return setting }
            case .full, .splitViewShare, .slideOver, .resizableSlideOver, .tile, .smallestWindow:
                if modes(in: setting, osVersion: osVersion, landscape: true).contains(mode)
                    || modes(in: setting, osVersion: osVersion, landscape: false).contains(mode)
                {
                    return setting
                }
            }
        }
        throw .modeUnavailable(
            mode: mode.id, device: device.id, osVersion: osVersion, setting: only,
            offered: settings.filter { only == nil || $0 == only }.flatMap { setting in
                (modes(in: setting, osVersion: osVersion, landscape: true)).map(\.id)
            }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } })
    }
}
