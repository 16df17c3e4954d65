/// A placement, the multitasking setting that offers it (`nil` on iPhone), and, where it is not
/// the system's ordinary live resizing, how the app's scene follows the window
/// (``SceneResizing``): one row of `padkit matrix`.
public struct SettingPlacement: Sendable, Hashable {
    /// The placement.
    public let placement: Placement
    /// The setting; `nil` on iPhone.
    public let setting: MultitaskingSetting?
    /// How the scene follows the window the user resizes, for an app that opts out of
    /// multitasking on iPadOS 26 and later (``FullScreenCompatibility``); `nil` for every other
    /// row (a resizable window resizes the scene live; a full screen or classic window is not
    /// resized by the user).
    public let resizing: SceneResizing?
    /// What the app's preferred scene size did to the window (``SceneSizeRestrictions``); `nil`
    /// when the app sets none.
    public let sizeRestrictions: SceneSizeRestrictions.Outcome?

    /// Makes a row.
    public init(
        placement: Placement, setting: MultitaskingSetting?, resizing: SceneResizing? = nil,
        sizeRestrictions: SceneSizeRestrictions.Outcome? = nil
    ) {
        self.placement = placement
        self.setting = setting
        self.resizing = resizing
        self.sizeRestrictions = sizeRestrictions
    }

    /// This row with another placement (a measured one), keeping everything else.
    public func replacing(placement: Placement) -> SettingPlacement {
        SettingPlacement(placement: placement, setting: setting, resizing: resizing, sizeRestrictions: sizeRestrictions)
    }

    /// This row with an app's preferred scene size applied (``SceneSizeRestrictions/applied(to:setting:)``).
    public func restricted(by restrictions: SceneSizeRestrictions) -> SettingPlacement {
        let (placement, outcome) = restrictions.applied(to: placement, setting: setting)
        return SettingPlacement(placement: placement, setting: setting, resizing: resizing, sizeRestrictions: outcome)
    }
}
