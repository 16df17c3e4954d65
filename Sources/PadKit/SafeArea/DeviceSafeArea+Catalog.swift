import Foundation

/// The safe-area values the catalog's rows name (``Device/safeArea``): each housing once, with
/// where it was measured.
///
/// Sources (keys as for window
/// sizes):
/// - `DIMM`: dimmmensions' `dimensions.json`, generated from iOS 16.2 simulators (full-screen
///   safe areas of 20 devices);
/// - `SST`: swift-snapshot-testing 1.19's `ViewImageConfig` presets, measured per screen
///   (`iPadMini`/`iPad9_7` 768x1024, `iPad10_2`, `iPadPro10_5`, `iPadPro11`, `iPadPro12_9`, and
///   the iPhone SE, 8, 8 Plus, X, XS Max, XR, 12, 12 Pro Max, 13, 13 mini, 13 Pro Max presets);
/// - `same-housing-as(<model>)`: a model with the same sensor housing (the Dynamic Island of the
///   14 Pro on the 15, 15 Pro and 16; the notch of the 14 on the 16e; the notch of the X on the
///   XS Max and 11 Pro);
/// - `safe-area-hardware-class`: a model no source measured, given the values every measured
///   model of its family and Home-button kind shares;
/// - `unmeasured-housing`: **[UNCONFIRMED]** housings no source read here measured: 62 pt on the
///   16 Pro, 16 Pro Max and the 17 family, 68 pt on the iPhone Air, the values developers report
///   from the iOS 18 and 26 simulators;
/// - `xr-housing-ios14`: the XR and 11 report 48 pt from iOS 14; SST measured 44 pt on iOS 12.
///
/// The 62-pt and 68-pt housings also carry their iOS 26 landscape insets (status bar shown,
/// ``DeviceSafeArea/landscapeFrom26``): swift-snapshot-testing pull request 1046's presets.
extension DeviceSafeArea {
    /// iPads with a Home button, measured by swift-snapshot-testing.
    static let padButtonSST = padWithHomeButton(.measured("SST"))

    /// iPads without a Home button, measured by dimmmensions.
    static let padDIMM = padWithoutHomeButton(.measured("DIMM"))

    /// iPads without a Home button, measured by swift-snapshot-testing.
    static let padSST = padWithoutHomeButton(.measured("SST", "SST#205"))

    /// iPads without a Home button no source measured: the values every measured one shares.
    static let padClass = padWithoutHomeButton(.derived("safe-area-hardware-class", from: ["DIMM", "SST"]))

    /// iPhones with a Home button, measured by dimmmensions and swift-snapshot-testing.
    static let phoneButtonDIMM = phoneWithHomeButton(.measured("DIMM", "SST"))

    /// iPhones with a Home button no source measured: the values every measured one shares.
    static let phoneButtonClass = phoneWithHomeButton(.derived("safe-area-hardware-class", from: ["DIMM", "SST"]))

    /// The iPhone X notch (44 pt), measured.
    static let notchX = phoneWithHousing(44, .measured("SST"))

    /// The iPhone X notch on the models with the same housing.
    static let notchXCopy = phoneWithHousing(44, .sameHousing(as: "iphone-x", from: ["SST"]))

    /// The XR and 11 notch: 48 pt from iOS 14, 44 pt before.
    static let notchXR = phoneWithHousing(48, .derived("xr-housing-ios14", from: ["SST"]), earlier: 44, changedIn: OSVersion(14))

    /// The 13 mini notch (50 pt), measured.
    static let mini = phoneWithHousing(50, .measured("DIMM", "SST"))

    /// The 47-pt notch, measured by dimmmensions and swift-snapshot-testing.
    static let notch47 = phoneWithHousing(47, .measured("DIMM", "SST"))

    /// The 47-pt notch, measured by dimmmensions.
    static let notch47DIMM = phoneWithHousing(47, .measured("DIMM"))

    /// The 14 Pro Dynamic Island (59 pt), measured.
    static let island59 = phoneWithHousing(59, .measured("DIMM"))

    /// The 14 Pro Dynamic Island on the models with the same housing.
    static let island59Copy = phoneWithHousing(59, .sameHousing(as: "iphone-14-pro", from: ["DIMM"]))

    /// The 62-pt housing of the 16 Pro and the 17 family, unmeasured, with its iOS 26 landscape insets.
    static let island62 = phoneWithHousing(62, .derived("unmeasured-housing"), landscapeFrom26: (top: 20, bottom: 20))

    /// The data of `device`: its catalog row's, or for a device an app declares, its hardware
    /// class (``Device/init(id:name:family:screen:diagonal:hasHomeButton:displayGamut:forceTouchCapability:osSupport:safeArea:)``).
    public static func of(_ device: Device) -> DeviceSafeArea {
        device.safeArea
    }
}
