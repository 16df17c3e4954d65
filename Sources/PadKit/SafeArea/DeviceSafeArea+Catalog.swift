import Foundation

/// The safe-area data of every catalog device, by device id.
///
/// Kept apart from the device table so the two grow independently. Sources (keys as for window
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
    /// The data of the device with `id`, if the catalog has it.
    public static func catalogEntry(for id: String) -> DeviceSafeArea? {
        catalogIndex[id].map { catalog[$0].safeArea }
    }

    /// Each id's row in ``catalog``: every window's safe area starts with this lookup, and a scan
    /// compared a string per row.
    private static let catalogIndex: [String: Int] = Dictionary(
        catalog.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })

    /// The data of `device`: its catalog row, else its hardware class
    /// (``hardwareClass(of:)``).
    public static func of(_ device: Device) -> DeviceSafeArea {
        catalogEntry(for: device.id) ?? hardwareClass(of: device)
    }

    /// Every row, in catalog order.
    public static let catalog: [(id: String, safeArea: DeviceSafeArea)] = {
        let padButtonSST = padWithHomeButton(.measured("SST"))
        let padDIMM = padWithoutHomeButton(.measured("DIMM"))
        let padSST = padWithoutHomeButton(.measured("SST", "SST#205"))
        let padClass = padWithoutHomeButton(.derived("safe-area-hardware-class", from: ["DIMM", "SST"]))
        let phoneButtonDIMM = phoneWithHomeButton(.measured("DIMM", "SST"))
        let phoneButtonClass = phoneWithHomeButton(.derived("safe-area-hardware-class", from: ["DIMM", "SST"]))
        let notchX = phoneWithHousing(44, .measured("SST"))
        let notchXCopy = phoneWithHousing(44, .sameHousing(as: "iphone-x", from: ["SST"]))
        let notchXR = phoneWithHousing(48, .derived("xr-housing-ios14", from: ["SST"]), earlier: 44, changedIn: OSVersion(14))
        let mini = phoneWithHousing(50, .measured("DIMM", "SST"))
        let notch47 = phoneWithHousing(47, .measured("DIMM", "SST"))
        let notch47DIMM = phoneWithHousing(47, .measured("DIMM"))
        let island59 = phoneWithHousing(59, .measured("DIMM"))
        let island59Copy = phoneWithHousing(59, .sameHousing(as: "iphone-14-pro", from: ["DIMM"]))
        let island62 = phoneWithHousing(62, .derived("unmeasured-housing"), landscapeFrom26: (top: 20, bottom: 20))
        return [
            ("ipad-mini-4", padButtonSST), ("ipad-mini-5th-gen", padButtonSST),
            ("ipad-mini-6th-gen", padDIMM), ("ipad-mini-a17-pro", padClass),
            ("ipad-air-2", padButtonSST), ("ipad-air-3rd-gen", padButtonSST),
            ("ipad-air-4th-gen", padClass), ("ipad-air-5th-gen", padDIMM),
            ("ipad-air-11-inch-m2", padClass), ("ipad-air-13-inch-m2", padClass),
            ("ipad-air-11-inch-m3", padClass), ("ipad-air-13-inch-m3", padClass),
            ("ipad-air-11-inch-m4", padClass), ("ipad-air-13-inch-m4", padClass),
            ("ipad-5th-gen", padButtonSST), ("ipad-6th-gen", padButtonSST),
            ("ipad-7th-gen", padButtonSST), ("ipad-8th-gen", padButtonSST), ("ipad-9th-gen", padButtonSST),
            ("ipad-10th-gen", padDIMM), ("ipad-a16", padClass),
            ("ipad-pro-9-7-inch", padButtonSST), ("ipad-pro-10-5-inch", padButtonSST),
            ("ipad-pro-11-inch-1st-gen", padSST), ("ipad-pro-11-inch-2nd-gen", padSST),
            ("ipad-pro-11-inch-3rd-gen", padSST),
            ("ipad-pro-11-inch-4th-gen", padWithoutHomeButton(.measured("DIMM", "SST"))),
            ("ipad-pro-12-9-inch-1st-gen", padButtonSST), ("ipad-pro-12-9-inch-2nd-gen", padButtonSST),
            ("ipad-pro-12-9-inch-3rd-gen", padClass), ("ipad-pro-12-9-inch-4th-gen", padClass),
            ("ipad-pro-12-9-inch-5th-gen", padClass), ("ipad-pro-12-9-inch-6th-gen", padDIMM),
            ("ipad-pro-11-inch-m4", padClass), ("ipad-pro-13-inch-m4", padClass),
            ("ipad-pro-11-inch-m5", padClass), ("ipad-pro-13-inch-m5", padClass),

            ("iphone-6", phoneButtonClass), ("iphone-6-plus", phoneButtonClass),
            ("iphone-6s", phoneButtonClass), ("iphone-6s-plus", phoneButtonClass),
            ("iphone-se-1st-gen", phoneWithHomeButton(.measured("SST"))),
            ("iphone-7", phoneButtonClass), ("iphone-7-plus", phoneButtonClass),
            ("iphone-8", phoneButtonDIMM), ("iphone-8-plus", phoneButtonDIMM),
            ("iphone-x", notchX), ("iphone-xr", notchXR), ("iphone-xs", notchXCopy),
            ("iphone-xs-max", notchX), ("iphone-11", notchXR),
            ("iphone-11-pro", notchXCopy), ("iphone-11-pro-max", notchXCopy),
            ("iphone-se-2nd-gen", phoneButtonClass),
            ("iphone-12-mini", phoneWithHousing(50, .measured("DIMM"))), ("iphone-12", notch47),
            ("iphone-12-pro", notch47), ("iphone-12-pro-max", notch47),
            ("iphone-13-mini", mini), ("iphone-13", notch47),
            ("iphone-13-pro", notch47DIMM), ("iphone-13-pro-max", notch47),
            ("iphone-se-3rd-gen", phoneWithHomeButton(.measured("DIMM"))),
            ("iphone-14", notch47DIMM), ("iphone-14-plus", notch47DIMM),
            ("iphone-14-pro", island59), ("iphone-14-pro-max", island59),
            ("iphone-15", island59Copy), ("iphone-15-plus", island59Copy),
            ("iphone-15-pro", island59Copy), ("iphone-15-pro-max", island59Copy),
            ("iphone-16", island59Copy), ("iphone-16-plus", island59Copy),
            ("iphone-16-pro", island62), ("iphone-16-pro-max", island62),
            ("iphone-16e", phoneWithHousing(47, .sameHousing(as: "iphone-14", from: ["DIMM"]))),
            ("iphone-17", island62), ("iphone-17-pro", island62), ("iphone-17-pro-max", island62),
            ("iphone-air", phoneWithHousing(68, .derived("unmeasured-housing"), landscapeFrom26: (top: 20, bottom: 29))),
        ]
    }()
}
