/// The screens of every catalog device.
///
/// Full-screen point sizes and scales are the HIG's "iOS, iPadOS device screen dimensions" table
/// (`docs/sources.md` § Screens and Split View windows), except the 12/13 mini (see ``iPhoneMini``). Split View measurements are
/// `docs/sources.md` § Screens and Split View windows's measured cells; unmeasured cells are derived by ``SplitViewGeometry``.
extension Screen {
    private static func split(
        _ landscape: Bool, _ mode: WindowMode, _ width: Double, _ sizeClass: UserInterfaceSizeClass,
        _ sources: [String]
    ) -> MeasuredWindow {
        MeasuredWindow(landscape: landscape, mode: mode, width: width, horizontalSizeClass: sizeClass, sources: sources)
    }

    // MARK: iPad

    /// iPad mini 4/5 (7.9"), iPad Air 2, iPad 5th/6th generation, iPad Pro 9.7".
    ///
    /// Split View measured by SST, SST#205, MACGURU and SGL0V and listed in seed 004; Slide Over
    /// measured 320 pt wide in both orientations and 40 pt shorter than the screen on iOS 12
    /// (HACK-2018; SGL0V measured the same width at full height on iOS 9).
    public static let iPad768x1024: Screen = {
        let sources = ["SST", "SST#205", "MACGURU", "SGL0V", "seed004"]
        return Screen(
            width: 768, height: 1024, scale: 2, provenance: .specification("HIG"),
            measuredWindows: [
                split(true, .twoThirds, 694, .regular, sources),
                split(true, .half, 507, .compact, sources),
                split(true, .oneThird, 320, .compact, sources),
                split(false, .twoThirds, 438, .compact, sources),
                split(false, .oneThird, 320, .compact, sources),
                MeasuredWindow(
                    landscape: true, mode: .slideOver, width: 320, height: 728, horizontalSizeClass: .compact, sources: ["HACK-2018"]),
                MeasuredWindow(
                    landscape: false, mode: .slideOver, width: 320, height: 984, horizontalSizeClass: .compact, sources: ["HACK-2018"]),
            ], measuredOn: ["ipad-mini-4", "ipad-air-2", "ipad-pro-9-7-inch"])
    }()

    /// iPad 7th/8th/9th generation (10.2"). Split View measured by SST (PR#405).
    public static let iPad810x1080: Screen = {
        let sources = ["SST", "PR#405"]
        return Screen(
            width: 810, height: 1080, scale: 2, provenance: .specification("HIG"),
            measuredWindows: [
                split(true, .twoThirds, 750, .regular, sources),
                split(true, .half, 535, .compact, sources),
                split(true, .oneThird, 320, .compact, sources),
                split(false, .twoThirds, 480, .compact, sources),
                split(false, .oneThird, 320, .compact, sources),
            ], measuredOn: ["ipad-7th-gen"])
    }()

    /// iPad Pro 10.5", iPad Air 3rd generation. Split View measured by SST, SST#205 and MACGURU and
    /// listed in seed 004; Slide Over 320 pt by H-40 (HACK-2018).
    public static let iPad834x1112: Screen = {
        let sources = ["SST", "SST#205", "MACGURU", "seed004"]
        return Screen(
            width: 834, height: 1112, scale: 2, provenance: .specification("HIG"),
            measuredWindows: [
                split(true, .twoThirds, 782, .regular, sources),
                split(true, .half, 551, .compact, sources),
                split(true, .oneThird, 320, .compact, sources),
                split(false, .twoThirds, 504, .compact, sources),
                split(false, .oneThird, 320, .compact, sources),
                MeasuredWindow(
                    landscape: true, mode: .slideOver, width: 320, height: 794, horizontalSizeClass: .compact, sources: ["HACK-2018"]),
                MeasuredWindow(
                    landscape: false, mode: .slideOver, width: 320, height: 1072, horizontalSizeClass: .compact, sources: ["HACK-2018"]),
            ], measuredOn: ["ipad-pro-10-5-inch"])
    }()

    /// iPad Pro 11" 1st–4th generation. Split View measured by SST and SST#205.
    public static let iPad834x1194: Screen = {
        let sources = ["SST", "SST#205"]
        return Screen(
            width: 834, height: 1194, scale: 2, provenance: .specification("HIG"),
            measuredWindows: [
                split(true, .twoThirds, 809, .regular, sources),
                split(true, .half, 592, .compact, sources),
                split(true, .oneThird, 375, .compact, sources),
                split(false, .twoThirds, 504, .compact, sources),
                split(false, .oneThird, 320, .compact, sources),
            ], measuredOn: ["ipad-pro-11-inch-1st-gen"])
    }()

    /// iPad Pro 12.9" 1st–6th generation, iPad Air 13" (M2, M3, M4).
    ///
    /// Split View measured by SST, MACGURU and SGL0V and listed in seed 004. Landscape 1/2 is
    /// **regular** (APPLE-ARCHIVE: "On iPad Pro in landscape orientation, the primary and secondary
    /// apps each obtain a regular horizontal size class"); portrait 2/3 (639 pt) is **compact** at
    /// runtime although Apple's iOS 11 documentation and Interface Builder said regular
    /// (RADAR-34621309). Slide Over is 375 pt wide in both orientations (SGL0V, iOS 9).
    public static let iPad1024x1366: Screen = {
        let sources = ["SST", "MACGURU", "SGL0V", "seed004"]
        return Screen(
            width: 1024, height: 1366, scale: 2, provenance: .specification("HIG"),
            measuredWindows: [
                split(true, .twoThirds, 981, .regular, sources),
                split(true, .half, 678, .regular, sources),
                split(true, .oneThird, 375, .compact, sources),
                split(false, .twoThirds, 639, .compact, sources),
                split(false, .oneThird, 375, .compact, sources),
                split(true, .slideOver, 375, .compact, ["SGL0V"]),
                split(false, .slideOver, 375, .compact, ["SGL0V"]),
            ], measuredOn: ["ipad-pro-12-9-inch-1st-gen", "ipad-pro-12-9-inch-2nd-gen"])
    }()

    /// iPad mini 6th generation and iPad mini (A17 Pro), 8.3". Landscape 2/3 (748, regular) and 1/3
    /// (375, compact) measured by HACK-MINI; the rest derived.
    public static let iPad744x1133 = Screen(
        width: 744, height: 1133, scale: 2, provenance: .specification("HIG"),
        measuredWindows: [
            split(true, .twoThirds, 748, .regular, ["HACK-MINI"]),
            split(true, .oneThird, 375, .compact, ["HACK-MINI"]),
        ], measuredOn: ["ipad-mini-6th-gen"])

    /// iPad Air 4th/5th generation, iPad Air 11" (M2, M3, M4), iPad 10th generation, iPad (A16).
    /// No Split View measurement: every share is derived.
    public static let iPad820x1180 = Screen(width: 820, height: 1180, scale: 2, provenance: .specification("HIG"))

    /// iPad Pro 11" (M4, M5). No Split View measurement: every share is derived.
    public static let iPad834x1210 = Screen(width: 834, height: 1210, scale: 2, provenance: .specification("HIG"))

    /// iPad Pro 13" (M4, M5): 2064x2752 px @2x. No Split View measurement: every share is derived.
    public static let iPad1032x1376 = Screen(width: 1032, height: 1376, scale: 2, provenance: .specification("HIG"))

    // MARK: iPhone

    /// iPhone SE (1st generation).
    public static let iPhone320x568 = Screen(width: 320, height: 568, scale: 2, provenance: .specification("HIG"))
    /// iPhone 6, 6s, 7, 8, SE (2nd and 3rd generation).
    public static let iPhone375x667 = Screen(width: 375, height: 667, scale: 2, provenance: .specification("HIG", "DIMM"))
    /// iPhone 6 Plus, 6s Plus, 7 Plus, 8 Plus (@3x, downsampled to 1080x1920 px).
    public static let iPhone414x736 = Screen(width: 414, height: 736, scale: 3, provenance: .specification("HIG", "DIMM"))
    /// iPhone X, XS, 11 Pro.
    public static let iPhone375x812 = Screen(width: 375, height: 812, scale: 3, provenance: .specification("HIG", "DIMM"))
    /// iPhone 12 mini and 13 mini.
    ///
    /// The HIG lists 360x780 pt, but UIKit reports **375x812 @3x** at runtime (the 1080x2340 px
    /// panel shows a downsampled 1125x2436 frame, `nativeScale` about 2.88); DIMM measured it on
    /// iOS 16.2 and SST uses it (`docs/choices.md`). PadKit follows the runtime.
    public static let iPhoneMini = Screen(
        width: 375, height: 812, scale: 3, provenance: .measured("DIMM", "SST"),
        note: "HIG lists 360x780; UIKit reports 375x812 at runtime"
    )
    /// iPhone XR, 11 (@2x).
    public static let iPhone414x896at2x = Screen(width: 414, height: 896, scale: 2, provenance: .specification("HIG"))
    /// iPhone XS Max, 11 Pro Max (@3x).
    public static let iPhone414x896at3x = Screen(width: 414, height: 896, scale: 3, provenance: .specification("HIG"))
    /// iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e.
    public static let iPhone390x844 = Screen(width: 390, height: 844, scale: 3, provenance: .specification("HIG", "DIMM"))
    /// iPhone 12 Pro Max, 13 Pro Max, 14 Plus.
    public static let iPhone428x926 = Screen(width: 428, height: 926, scale: 3, provenance: .specification("HIG", "DIMM"))
    /// iPhone 14 Pro, 15, 15 Pro, 16.
    public static let iPhone393x852 = Screen(width: 393, height: 852, scale: 3, provenance: .specification("HIG", "DIMM"))
    /// iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus.
    public static let iPhone430x932 = Screen(width: 430, height: 932, scale: 3, provenance: .specification("HIG", "DIMM"))
    /// iPhone 16 Pro, 17, 17 Pro.
    public static let iPhone402x874 = Screen(width: 402, height: 874, scale: 3, provenance: .specification("HIG"))
    /// iPhone 16 Pro Max, 17 Pro Max.
    public static let iPhone440x956 = Screen(width: 440, height: 956, scale: 3, provenance: .specification("HIG"))
    /// iPhone Air.
    public static let iPhone420x912 = Screen(width: 420, height: 912, scale: 3, provenance: .specification("HIG"))

    /// iPhone Duo's outer display: 466 x 678 pt at 3x, the 1398 x 2034 px panel drawn 1:1
    /// ("scale=3.0 screenBounds=(0.0, 0.0, 466.0, 678.0)", Xcode 27.1 simulator probe, `DUOPROBE`;
    /// 466 x 678 compact/regular, `TABLEPRO#3035`). Apple publishes only the pixels (apple.com
    /// iPhone Duo specifications).
    public static let iPhoneDuoOuter = Screen(width: 466, height: 678, scale: 3, provenance: .measured("DUOPROBE", "TABLEPRO#3035"))
    /// iPhone Duo's inner display: 669 x 951 pt, rendered at 3x (2007 x 2853 px, the App Store's
    /// inner-display screenshot size) and downsampled to the 1878 x 2670 px panel
    /// (``Display/downsample``): measured 669 x 951 upright and 951 x 669 open on the iOS 27.1
    /// simulator (`DUOKIT`, `TABLEPRO#3035`).
    public static let iPhoneDuoInner = Screen(
        width: 669, height: 951, scale: 3, provenance: .measured("DUOKIT", "TABLEPRO#3035"),
        note: "rendered at 3x (2007 x 2853 px) and downsampled by 0.9357 to the 1878 x 2670 px panel")
}
