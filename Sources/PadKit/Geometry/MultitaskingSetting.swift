/// How an iPad runs apps, by the user's choice in Settings > Multitasking & Gestures.
///
/// iPadOS 26 replaced Split View and Slide Over with three settings: Full Screen Apps (one app
/// fills the screen), Windowed Apps (freely resizable, tiled and overlapping windows with window
/// controls) and Stage Manager (resizable windows grouped in stages). Apple, iPad User Guide for
/// iPadOS 26, "Multitask on iPad"; WWDC25 "Elevate the design of your iPad app". On iPadOS 9 to
/// 18 PadKit models the classic Split View and Slide Over (``classic``); iPhones have none.
public enum MultitaskingSetting: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// iPadOS 9 to 18: full screen, the Split View shares and Slide Over.
    case classic
    /// iPadOS 26+: every app fills the screen; no Split View, no Slide Over.
    case fullScreenApps
    /// iPadOS 26+: resizable windows, tiles, and (26.1+) one Slide Over window.
    case windowedApps
    /// iPadOS 26+: resizable windows grouped in stages.
    case stageManager

    /// The identifier in JSON and on the command line (the case name).
    public var description: String { rawValue }

    /// The settings an iPad offers on `osVersion`, in the order `padkit matrix` lists them
    /// (a placement offered by several is listed under the first); none on iPhone.
    public static func settings(for family: DeviceFamily, osVersion: OSVersion) -> [MultitaskingSetting] {
        guard family == .iPad else { return [] }
        return OSRelease.windowedApps.isIncluded(in: osVersion) ? [.fullScreenApps, .windowedApps, .stageManager] : [.classic]
    }

    /// Whether windows in this setting are resizable (Windowed Apps and Stage Manager): where
    /// iPadOS 26 treats supported interface orientations as a preference.
    public var hasResizableWindows: Bool { self == .windowedApps || self == .stageManager }
}
