extension WindowingSystem {
    /// The windows an iPhone-only app (`UIDeviceFamily` `[1]`) gets on `device` running
    /// `osVersion`, each with the setting that offers it.
    ///
    /// - On an iPhone: the device's own windows (``placements(for:osVersion:only:)``).
    /// - On an iPad before iPadOS 27: the compatibility-mode window in portrait and landscape
    ///   (``Placement/compatibilityMode(device:orientation:osVersion:)``), under `only` or the
    ///   first setting the OS has.
    /// - On an iPad from iPadOS 27 (``OSRelease/resizableIPhoneApps``): every iPad
    ///   window, with an iPhone app in it (``Placement/hostingIPhoneApp()``).
    public static func iPhoneAppPlacements(for device: Device, osVersion: OSVersion, only: MultitaskingSetting? = nil) -> [SettingPlacement]
    {
        guard device.family == .iPad else { return placements(for: device, osVersion: osVersion, only: only) }
        if CompatibilityMode.runsResizable(osVersion: osVersion) {
            return placements(for: device, osVersion: osVersion, only: only).map {
                SettingPlacement(placement: $0.placement.hostingIPhoneApp(), setting: $0.setting)
            }
        }
        let setting = only ?? MultitaskingSetting.settings(for: device.family, osVersion: osVersion).first
        return [InterfaceOrientation.portrait, .landscapeRight].compactMap {
            try? Placement.compatibilityMode(device: device, orientation: $0, osVersion: osVersion)
        }.map { SettingPlacement(placement: $0, setting: setting) }
    }
}
