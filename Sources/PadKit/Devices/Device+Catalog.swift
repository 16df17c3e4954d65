/// The catalog: every iPad with Split View (iPad Air 2, iPad mini 4, iPad 5th generation and
/// later) and every iPhone from the iPhone 6 to the iPhone 17 family, iPhone Air and iPhone 16e.
///
/// Names and diagonals follow Apple's marketing names and DeviceKit (`docs/sources.md` § Provenance keys); screens
/// are shared ``Screen`` values. Display gamut and 3D Touch follow Apple's technical
/// specifications. The order of ``all`` (iPads, then iPhones; by product line, then release) is the order of
/// every listing.
extension Device {
    /// The iPad mini 4 (`ipad-mini-4`).
    public static let iPadMini4 = Device(
        id: "ipad-mini-4", name: "iPad mini 4", family: .iPad, screen: .iPad768x1024, diagonal: 7.9, hasHomeButton: true,
        displayGamut: .sRGB,
        osSupport: .init(first: OSVersion(9), lastMajor: 15), safeArea: .padButtonSST)
    /// The iPad mini (5th generation) (`ipad-mini-5th-gen`).
    public static let iPadMini5thGen = Device(
        id: "ipad-mini-5th-gen", name: "iPad mini (5th generation)", family: .iPad, screen: .iPad768x1024, diagonal: 7.9,
        hasHomeButton: true, displayGamut: .P3,
        osSupport: .init(first: OSVersion(12, 2), lastMajor: 26), safeArea: .padButtonSST)
    /// The iPad mini (6th generation) (`ipad-mini-6th-gen`).
    public static let iPadMini6thGen = Device(
        id: "ipad-mini-6th-gen", name: "iPad mini (6th generation)", family: .iPad, screen: .iPad744x1133, diagonal: 8.3,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(15)), safeArea: .padDIMM)
    /// The iPad mini (A17 Pro) (`ipad-mini-a17-pro`).
    public static let iPadMiniA17Pro = Device(
        id: "ipad-mini-a17-pro", name: "iPad mini (A17 Pro)", family: .iPad, screen: .iPad744x1133, diagonal: 8.3, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(18)), safeArea: .padClass)
    /// The iPad Air 2 (`ipad-air-2`).
    public static let iPadAir2 = Device(
        id: "ipad-air-2", name: "iPad Air 2", family: .iPad, screen: .iPad768x1024, diagonal: 9.7, hasHomeButton: true, displayGamut: .sRGB,
        osSupport: .init(first: OSVersion(8, 1), lastMajor: 15), safeArea: .padButtonSST)
    /// The iPad Air (3rd generation) (`ipad-air-3rd-gen`).
    public static let iPadAir3rdGen = Device(
        id: "ipad-air-3rd-gen", name: "iPad Air (3rd generation)", family: .iPad, screen: .iPad834x1112, diagonal: 10.5,
        hasHomeButton: true, displayGamut: .P3,
        osSupport: .init(first: OSVersion(12, 2), lastMajor: 26), safeArea: .padButtonSST)
    /// The iPad Air (4th generation) (`ipad-air-4th-gen`).
    public static let iPadAir4thGen = Device(
        id: "ipad-air-4th-gen", name: "iPad Air (4th generation)", family: .iPad, screen: .iPad820x1180, diagonal: 10.9,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(14, 1)), safeArea: .padClass)
    /// The iPad Air (5th generation) (`ipad-air-5th-gen`).
    public static let iPadAir5thGen = Device(
        id: "ipad-air-5th-gen", name: "iPad Air (5th generation)", family: .iPad, screen: .iPad820x1180, diagonal: 10.9,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(15, 4)), safeArea: .padDIMM)
    /// The iPad Air 11-inch (M2) (`ipad-air-11-inch-m2`).
    public static let iPadAir11InchM2 = Device(
        id: "ipad-air-11-inch-m2", name: "iPad Air 11-inch (M2)", family: .iPad, screen: .iPad820x1180, diagonal: 10.9,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(17, 5)), safeArea: .padClass)
    /// The iPad Air 13-inch (M2) (`ipad-air-13-inch-m2`).
    public static let iPadAir13InchM2 = Device(
        id: "ipad-air-13-inch-m2", name: "iPad Air 13-inch (M2)", family: .iPad, screen: .iPad1024x1366, diagonal: 12.9,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(17, 5)), safeArea: .padClass)
    /// The iPad Air 11-inch (M3) (`ipad-air-11-inch-m3`).
    public static let iPadAir11InchM3 = Device(
        id: "ipad-air-11-inch-m3", name: "iPad Air 11-inch (M3)", family: .iPad, screen: .iPad820x1180, diagonal: 10.9,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(18, 3)), safeArea: .padClass)
    /// The iPad Air 13-inch (M3) (`ipad-air-13-inch-m3`).
    public static let iPadAir13InchM3 = Device(
        id: "ipad-air-13-inch-m3", name: "iPad Air 13-inch (M3)", family: .iPad, screen: .iPad1024x1366, diagonal: 12.9,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(18, 3)), safeArea: .padClass)
    /// The iPad Air 11-inch (M4) (`ipad-air-11-inch-m4`).
    public static let iPadAir11InchM4 = Device(
        id: "ipad-air-11-inch-m4", name: "iPad Air 11-inch (M4)", family: .iPad, screen: .iPad820x1180, diagonal: 10.9,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(26)), safeArea: .padClass)
    /// The iPad Air 13-inch (M4) (`ipad-air-13-inch-m4`).
    public static let iPadAir13InchM4 = Device(
        id: "ipad-air-13-inch-m4", name: "iPad Air 13-inch (M4)", family: .iPad, screen: .iPad1024x1366, diagonal: 12.9,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(26)), safeArea: .padClass)
    /// The iPad (5th generation) (`ipad-5th-gen`).
    public static let iPad5thGen = Device(
        id: "ipad-5th-gen", name: "iPad (5th generation)", family: .iPad, screen: .iPad768x1024, diagonal: 9.7, hasHomeButton: true,
        displayGamut: .sRGB,
        osSupport: .init(first: OSVersion(10, 3), lastMajor: 16), safeArea: .padButtonSST)
    /// The iPad (6th generation) (`ipad-6th-gen`).
    public static let iPad6thGen = Device(
        id: "ipad-6th-gen", name: "iPad (6th generation)", family: .iPad, screen: .iPad768x1024, diagonal: 9.7, hasHomeButton: true,
        displayGamut: .sRGB,
        osSupport: .init(first: OSVersion(11, 3), lastMajor: 17), safeArea: .padButtonSST)
    /// The iPad (7th generation) (`ipad-7th-gen`).
    public static let iPad7thGen = Device(
        id: "ipad-7th-gen", name: "iPad (7th generation)", family: .iPad, screen: .iPad810x1080, diagonal: 10.2, hasHomeButton: true,
        displayGamut: .sRGB,
        osSupport: .init(first: OSVersion(13, 1), lastMajor: 18), safeArea: .padButtonSST)
    /// The iPad (8th generation) (`ipad-8th-gen`).
    public static let iPad8thGen = Device(
        id: "ipad-8th-gen", name: "iPad (8th generation)", family: .iPad, screen: .iPad810x1080, diagonal: 10.2, hasHomeButton: true,
        displayGamut: .sRGB,
        osSupport: .init(first: OSVersion(14), lastMajor: 26), safeArea: .padButtonSST)
    /// The iPad (9th generation) (`ipad-9th-gen`).
    public static let iPad9thGen = Device(
        id: "ipad-9th-gen", name: "iPad (9th generation)", family: .iPad, screen: .iPad810x1080, diagonal: 10.2, hasHomeButton: true,
        displayGamut: .sRGB,
        osSupport: .init(first: OSVersion(15)), safeArea: .padButtonSST)
    /// The iPad (10th generation) (`ipad-10th-gen`).
    public static let iPad10thGen = Device(
        id: "ipad-10th-gen", name: "iPad (10th generation)", family: .iPad, screen: .iPad820x1180, diagonal: 10.9, hasHomeButton: false,
        displayGamut: .sRGB,
        osSupport: .init(first: OSVersion(16, 1)), safeArea: .padDIMM)
    /// The iPad (A16) (`ipad-a16`).
    public static let iPadA16 = Device(
        id: "ipad-a16", name: "iPad (A16)", family: .iPad, screen: .iPad820x1180, diagonal: 10.9, hasHomeButton: false, displayGamut: .sRGB,
        osSupport: .init(first: OSVersion(18, 3)), safeArea: .padClass)
    /// The iPad Pro (9.7-inch) (`ipad-pro-9-7-inch`).
    public static let iPadPro97Inch = Device(
        id: "ipad-pro-9-7-inch", name: "iPad Pro (9.7-inch)", family: .iPad, screen: .iPad768x1024, diagonal: 9.7, hasHomeButton: true,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(9, 3), lastMajor: 16), safeArea: .padButtonSST)
    /// The iPad Pro (10.5-inch) (`ipad-pro-10-5-inch`).
    public static let iPadPro105Inch = Device(
        id: "ipad-pro-10-5-inch", name: "iPad Pro (10.5-inch)", family: .iPad, screen: .iPad834x1112, diagonal: 10.5, hasHomeButton: true,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(10, 3), lastMajor: 17), safeArea: .padButtonSST)
    /// The iPad Pro (11-inch) (1st generation) (`ipad-pro-11-inch-1st-gen`).
    public static let iPadPro11Inch1stGen = Device(
        id: "ipad-pro-11-inch-1st-gen", name: "iPad Pro (11-inch) (1st generation)", family: .iPad, screen: .iPad834x1194, diagonal: 11.0,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(12, 1), lastMajor: 26), safeArea: .padSST)
    /// The iPad Pro (11-inch) (2nd generation) (`ipad-pro-11-inch-2nd-gen`).
    public static let iPadPro11Inch2ndGen = Device(
        id: "ipad-pro-11-inch-2nd-gen", name: "iPad Pro (11-inch) (2nd generation)", family: .iPad, screen: .iPad834x1194, diagonal: 11.0,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(13, 4)), safeArea: .padSST)
    /// The iPad Pro (11-inch) (3rd generation) (`ipad-pro-11-inch-3rd-gen`).
    public static let iPadPro11Inch3rdGen = Device(
        id: "ipad-pro-11-inch-3rd-gen", name: "iPad Pro (11-inch) (3rd generation)", family: .iPad, screen: .iPad834x1194, diagonal: 11.0,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(14, 5)), safeArea: .padSST)
    /// The iPad Pro (11-inch) (4th generation) (`ipad-pro-11-inch-4th-gen`).
    public static let iPadPro11Inch4thGen = Device(
        id: "ipad-pro-11-inch-4th-gen", name: "iPad Pro (11-inch) (4th generation)", family: .iPad, screen: .iPad834x1194, diagonal: 11.0,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(16, 1)), safeArea: .padWithoutHomeButton(.measured("DIMM", "SST")))
    /// The iPad Pro (12.9-inch) (1st generation) (`ipad-pro-12-9-inch-1st-gen`).
    public static let iPadPro129Inch1stGen = Device(
        id: "ipad-pro-12-9-inch-1st-gen", name: "iPad Pro (12.9-inch) (1st generation)", family: .iPad, screen: .iPad1024x1366,
        diagonal: 12.9, hasHomeButton: true, displayGamut: .sRGB,
        osSupport: .init(first: OSVersion(9, 1), lastMajor: 16), safeArea: .padButtonSST)
    /// The iPad Pro (12.9-inch) (2nd generation) (`ipad-pro-12-9-inch-2nd-gen`).
    public static let iPadPro129Inch2ndGen = Device(
        id: "ipad-pro-12-9-inch-2nd-gen", name: "iPad Pro (12.9-inch) (2nd generation)", family: .iPad, screen: .iPad1024x1366,
        diagonal: 12.9, hasHomeButton: true, displayGamut: .P3,
        osSupport: .init(first: OSVersion(10, 3), lastMajor: 17), safeArea: .padButtonSST)
    /// The iPad Pro (12.9-inch) (3rd generation) (`ipad-pro-12-9-inch-3rd-gen`).
    public static let iPadPro129Inch3rdGen = Device(
        id: "ipad-pro-12-9-inch-3rd-gen", name: "iPad Pro (12.9-inch) (3rd generation)", family: .iPad, screen: .iPad1024x1366,
        diagonal: 12.9, hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(12, 1), lastMajor: 26), safeArea: .padClass)
    /// The iPad Pro (12.9-inch) (4th generation) (`ipad-pro-12-9-inch-4th-gen`).
    public static let iPadPro129Inch4thGen = Device(
        id: "ipad-pro-12-9-inch-4th-gen", name: "iPad Pro (12.9-inch) (4th generation)", family: .iPad, screen: .iPad1024x1366,
        diagonal: 12.9, hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(13, 4)), safeArea: .padClass)
    /// The iPad Pro (12.9-inch) (5th generation) (`ipad-pro-12-9-inch-5th-gen`).
    public static let iPadPro129Inch5thGen = Device(
        id: "ipad-pro-12-9-inch-5th-gen", name: "iPad Pro (12.9-inch) (5th generation)", family: .iPad, screen: .iPad1024x1366,
        diagonal: 12.9, hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(14, 5)), safeArea: .padClass)
    /// The iPad Pro (12.9-inch) (6th generation) (`ipad-pro-12-9-inch-6th-gen`).
    public static let iPadPro129Inch6thGen = Device(
        id: "ipad-pro-12-9-inch-6th-gen", name: "iPad Pro (12.9-inch) (6th generation)", family: .iPad, screen: .iPad1024x1366,
        diagonal: 12.9, hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(16, 1)), safeArea: .padDIMM)
    /// The iPad Pro 11-inch (M4) (`ipad-pro-11-inch-m4`).
    public static let iPadPro11InchM4 = Device(
        id: "ipad-pro-11-inch-m4", name: "iPad Pro 11-inch (M4)", family: .iPad, screen: .iPad834x1210, diagonal: 11.0,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(17, 5)), safeArea: .padClass)
    /// The iPad Pro 13-inch (M4) (`ipad-pro-13-inch-m4`).
    public static let iPadPro13InchM4 = Device(
        id: "ipad-pro-13-inch-m4", name: "iPad Pro 13-inch (M4)", family: .iPad, screen: .iPad1032x1376, diagonal: 13.0,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(17, 5)), safeArea: .padClass)
    /// The iPad Pro 11-inch (M5) (`ipad-pro-11-inch-m5`).
    public static let iPadPro11InchM5 = Device(
        id: "ipad-pro-11-inch-m5", name: "iPad Pro 11-inch (M5)", family: .iPad, screen: .iPad834x1210, diagonal: 11.0,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(26)), safeArea: .padClass)
    /// The iPad Pro 13-inch (M5) (`ipad-pro-13-inch-m5`).
    public static let iPadPro13InchM5 = Device(
        id: "ipad-pro-13-inch-m5", name: "iPad Pro 13-inch (M5)", family: .iPad, screen: .iPad1032x1376, diagonal: 13.0,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(26)), safeArea: .padClass)

    /// The iPhone 6 (`iphone-6`).
    public static let iPhone6 = Device(
        id: "iphone-6", name: "iPhone 6", family: .iPhone, screen: .iPhone375x667, diagonal: 4.7, hasHomeButton: true, displayGamut: .sRGB,
        osSupport: .init(first: OSVersion(8), lastMajor: 12), safeArea: .phoneButtonClass)
    /// The iPhone 6 Plus (`iphone-6-plus`).
    public static let iPhone6Plus = Device(
        id: "iphone-6-plus", name: "iPhone 6 Plus", family: .iPhone, screen: .iPhone414x736, diagonal: 5.5, hasHomeButton: true,
        displayGamut: .sRGB,
        osSupport: .init(first: OSVersion(8), lastMajor: 12), safeArea: .phoneButtonClass)
    /// The iPhone 6s (`iphone-6s`).
    public static let iPhone6s = Device(
        id: "iphone-6s", name: "iPhone 6s", family: .iPhone, screen: .iPhone375x667, diagonal: 4.7, hasHomeButton: true,
        displayGamut: .sRGB, forceTouchCapability: .available,
        osSupport: .init(first: OSVersion(9), lastMajor: 15), safeArea: .phoneButtonClass)
    /// The iPhone 6s Plus (`iphone-6s-plus`).
    public static let iPhone6sPlus = Device(
        id: "iphone-6s-plus", name: "iPhone 6s Plus", family: .iPhone, screen: .iPhone414x736, diagonal: 5.5, hasHomeButton: true,
        displayGamut: .sRGB, forceTouchCapability: .available,
        osSupport: .init(first: OSVersion(9), lastMajor: 15), safeArea: .phoneButtonClass)
    /// The iPhone SE (1st generation) (`iphone-se-1st-gen`).
    public static let iPhoneSE1stGen = Device(
        id: "iphone-se-1st-gen", name: "iPhone SE (1st generation)", family: .iPhone, screen: .iPhone320x568, diagonal: 4.0,
        hasHomeButton: true, displayGamut: .sRGB,
        osSupport: .init(first: OSVersion(9, 3), lastMajor: 15), safeArea: .phoneWithHomeButton(.measured("SST")))
    /// The iPhone 7 (`iphone-7`).
    public static let iPhone7 = Device(
        id: "iphone-7", name: "iPhone 7", family: .iPhone, screen: .iPhone375x667, diagonal: 4.7, hasHomeButton: true, displayGamut: .P3,
        forceTouchCapability: .available,
        osSupport: .init(first: OSVersion(10), lastMajor: 15), safeArea: .phoneButtonClass)
    /// The iPhone 7 Plus (`iphone-7-plus`).
    public static let iPhone7Plus = Device(
        id: "iphone-7-plus", name: "iPhone 7 Plus", family: .iPhone, screen: .iPhone414x736, diagonal: 5.5, hasHomeButton: true,
        displayGamut: .P3, forceTouchCapability: .available,
        osSupport: .init(first: OSVersion(10), lastMajor: 15), safeArea: .phoneButtonClass)
    /// The iPhone 8 (`iphone-8`).
    public static let iPhone8 = Device(
        id: "iphone-8", name: "iPhone 8", family: .iPhone, screen: .iPhone375x667, diagonal: 4.7, hasHomeButton: true, displayGamut: .P3,
        forceTouchCapability: .available,
        osSupport: .init(first: OSVersion(11), lastMajor: 16), safeArea: .phoneButtonDIMM)
    /// The iPhone 8 Plus (`iphone-8-plus`).
    public static let iPhone8Plus = Device(
        id: "iphone-8-plus", name: "iPhone 8 Plus", family: .iPhone, screen: .iPhone414x736, diagonal: 5.5, hasHomeButton: true,
        displayGamut: .P3, forceTouchCapability: .available,
        osSupport: .init(first: OSVersion(11), lastMajor: 16), safeArea: .phoneButtonDIMM)
    /// The iPhone X (`iphone-x`).
    public static let iPhoneX = Device(
        id: "iphone-x", name: "iPhone X", family: .iPhone, screen: .iPhone375x812, diagonal: 5.8, hasHomeButton: false, displayGamut: .P3,
        forceTouchCapability: .available,
        osSupport: .init(first: OSVersion(11), lastMajor: 16), safeArea: .notchX)
    /// The iPhone XR (`iphone-xr`).
    public static let iPhoneXR = Device(
        id: "iphone-xr", name: "iPhone XR", family: .iPhone, screen: .iPhone414x896at2x, diagonal: 6.1, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(12), lastMajor: 18), safeArea: .notchXR)
    /// The iPhone XS (`iphone-xs`).
    public static let iPhoneXS = Device(
        id: "iphone-xs", name: "iPhone XS", family: .iPhone, screen: .iPhone375x812, diagonal: 5.8, hasHomeButton: false, displayGamut: .P3,
        forceTouchCapability: .available,
        osSupport: .init(first: OSVersion(12), lastMajor: 18), safeArea: .notchXCopy)
    /// The iPhone XS Max (`iphone-xs-max`).
    public static let iPhoneXSMax = Device(
        id: "iphone-xs-max", name: "iPhone XS Max", family: .iPhone, screen: .iPhone414x896at3x, diagonal: 6.5, hasHomeButton: false,
        displayGamut: .P3, forceTouchCapability: .available,
        osSupport: .init(first: OSVersion(12), lastMajor: 18), safeArea: .notchX)
    /// The iPhone 11 (`iphone-11`).
    public static let iPhone11 = Device(
        id: "iphone-11", name: "iPhone 11", family: .iPhone, screen: .iPhone414x896at2x, diagonal: 6.1, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(13)), safeArea: .notchXR)
    /// The iPhone 11 Pro (`iphone-11-pro`).
    public static let iPhone11Pro = Device(
        id: "iphone-11-pro", name: "iPhone 11 Pro", family: .iPhone, screen: .iPhone375x812, diagonal: 5.8, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(13)), safeArea: .notchXCopy)
    /// The iPhone 11 Pro Max (`iphone-11-pro-max`).
    public static let iPhone11ProMax = Device(
        id: "iphone-11-pro-max", name: "iPhone 11 Pro Max", family: .iPhone, screen: .iPhone414x896at3x, diagonal: 6.5,
        hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(13)), safeArea: .notchXCopy)
    /// The iPhone SE (2nd generation) (`iphone-se-2nd-gen`).
    public static let iPhoneSE2ndGen = Device(
        id: "iphone-se-2nd-gen", name: "iPhone SE (2nd generation)", family: .iPhone, screen: .iPhone375x667, diagonal: 4.7,
        hasHomeButton: true, displayGamut: .P3,
        osSupport: .init(first: OSVersion(13, 4)), safeArea: .phoneButtonClass)
    /// The iPhone 12 mini (`iphone-12-mini`).
    public static let iPhone12Mini = Device(
        id: "iphone-12-mini", name: "iPhone 12 mini", family: .iPhone, screen: .iPhoneMini, diagonal: 5.4, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(14, 2)), safeArea: .phoneWithHousing(50, .measured("DIMM")))
    /// The iPhone 12 (`iphone-12`).
    public static let iPhone12 = Device(
        id: "iphone-12", name: "iPhone 12", family: .iPhone, screen: .iPhone390x844, diagonal: 6.1, hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(14, 1)), safeArea: .notch47)
    /// The iPhone 12 Pro (`iphone-12-pro`).
    public static let iPhone12Pro = Device(
        id: "iphone-12-pro", name: "iPhone 12 Pro", family: .iPhone, screen: .iPhone390x844, diagonal: 6.1, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(14, 1)), safeArea: .notch47)
    /// The iPhone 12 Pro Max (`iphone-12-pro-max`).
    public static let iPhone12ProMax = Device(
        id: "iphone-12-pro-max", name: "iPhone 12 Pro Max", family: .iPhone, screen: .iPhone428x926, diagonal: 6.7, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(14, 2)), safeArea: .notch47)
    /// The iPhone 13 mini (`iphone-13-mini`).
    public static let iPhone13Mini = Device(
        id: "iphone-13-mini", name: "iPhone 13 mini", family: .iPhone, screen: .iPhoneMini, diagonal: 5.4, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(15)), safeArea: .mini)
    /// The iPhone 13 (`iphone-13`).
    public static let iPhone13 = Device(
        id: "iphone-13", name: "iPhone 13", family: .iPhone, screen: .iPhone390x844, diagonal: 6.1, hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(15)), safeArea: .notch47)
    /// The iPhone 13 Pro (`iphone-13-pro`).
    public static let iPhone13Pro = Device(
        id: "iphone-13-pro", name: "iPhone 13 Pro", family: .iPhone, screen: .iPhone390x844, diagonal: 6.1, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(15)), safeArea: .notch47DIMM)
    /// The iPhone 13 Pro Max (`iphone-13-pro-max`).
    public static let iPhone13ProMax = Device(
        id: "iphone-13-pro-max", name: "iPhone 13 Pro Max", family: .iPhone, screen: .iPhone428x926, diagonal: 6.7, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(15)), safeArea: .notch47)
    /// The iPhone SE (3rd generation) (`iphone-se-3rd-gen`).
    public static let iPhoneSE3rdGen = Device(
        id: "iphone-se-3rd-gen", name: "iPhone SE (3rd generation)", family: .iPhone, screen: .iPhone375x667, diagonal: 4.7,
        hasHomeButton: true, displayGamut: .P3,
        osSupport: .init(first: OSVersion(15, 4)), safeArea: .phoneWithHomeButton(.measured("DIMM")))
    /// The iPhone 14 (`iphone-14`).
    public static let iPhone14 = Device(
        id: "iphone-14", name: "iPhone 14", family: .iPhone, screen: .iPhone390x844, diagonal: 6.1, hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(16)), safeArea: .notch47DIMM)
    /// The iPhone 14 Plus (`iphone-14-plus`).
    public static let iPhone14Plus = Device(
        id: "iphone-14-plus", name: "iPhone 14 Plus", family: .iPhone, screen: .iPhone428x926, diagonal: 6.7, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(16)), safeArea: .notch47DIMM)
    /// The iPhone 14 Pro (`iphone-14-pro`).
    public static let iPhone14Pro = Device(
        id: "iphone-14-pro", name: "iPhone 14 Pro", family: .iPhone, screen: .iPhone393x852, diagonal: 6.1, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(16)), safeArea: .island59)
    /// The iPhone 14 Pro Max (`iphone-14-pro-max`).
    public static let iPhone14ProMax = Device(
        id: "iphone-14-pro-max", name: "iPhone 14 Pro Max", family: .iPhone, screen: .iPhone430x932, diagonal: 6.7, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(16)), safeArea: .island59)
    /// The iPhone 15 (`iphone-15`).
    public static let iPhone15 = Device(
        id: "iphone-15", name: "iPhone 15", family: .iPhone, screen: .iPhone393x852, diagonal: 6.1, hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(17)), safeArea: .island59Copy)
    /// The iPhone 15 Plus (`iphone-15-plus`).
    public static let iPhone15Plus = Device(
        id: "iphone-15-plus", name: "iPhone 15 Plus", family: .iPhone, screen: .iPhone430x932, diagonal: 6.7, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(17)), safeArea: .island59Copy)
    /// The iPhone 15 Pro (`iphone-15-pro`).
    public static let iPhone15Pro = Device(
        id: "iphone-15-pro", name: "iPhone 15 Pro", family: .iPhone, screen: .iPhone393x852, diagonal: 6.1, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(17)), safeArea: .island59Copy)
    /// The iPhone 15 Pro Max (`iphone-15-pro-max`).
    public static let iPhone15ProMax = Device(
        id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", family: .iPhone, screen: .iPhone430x932, diagonal: 6.7, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(17)), safeArea: .island59Copy)
    /// The iPhone 16 (`iphone-16`).
    public static let iPhone16 = Device(
        id: "iphone-16", name: "iPhone 16", family: .iPhone, screen: .iPhone393x852, diagonal: 6.1, hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(18)), safeArea: .island59Copy)
    /// The iPhone 16 Plus (`iphone-16-plus`).
    public static let iPhone16Plus = Device(
        id: "iphone-16-plus", name: "iPhone 16 Plus", family: .iPhone, screen: .iPhone430x932, diagonal: 6.7, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(18)), safeArea: .island59Copy)
    /// The iPhone 16 Pro (`iphone-16-pro`).
    public static let iPhone16Pro = Device(
        id: "iphone-16-pro", name: "iPhone 16 Pro", family: .iPhone, screen: .iPhone402x874, diagonal: 6.3, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(18)), safeArea: .island62)
    /// The iPhone 16 Pro Max (`iphone-16-pro-max`).
    public static let iPhone16ProMax = Device(
        id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", family: .iPhone, screen: .iPhone440x956, diagonal: 6.9, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(18)), safeArea: .island62)
    /// The iPhone 16e (`iphone-16e`).
    public static let iPhone16e = Device(
        id: "iphone-16e", name: "iPhone 16e", family: .iPhone, screen: .iPhone390x844, diagonal: 6.1, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(18, 3)), safeArea: .phoneWithHousing(47, .sameHousing(as: "iphone-14", from: ["DIMM"])))
    /// The iPhone 17 (`iphone-17`).
    public static let iPhone17 = Device(
        id: "iphone-17", name: "iPhone 17", family: .iPhone, screen: .iPhone402x874, diagonal: 6.3, hasHomeButton: false, displayGamut: .P3,
        osSupport: .init(first: OSVersion(26)), safeArea: .island62)
    /// The iPhone 17 Pro (`iphone-17-pro`).
    public static let iPhone17Pro = Device(
        id: "iphone-17-pro", name: "iPhone 17 Pro", family: .iPhone, screen: .iPhone402x874, diagonal: 6.3, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(26)), safeArea: .island62)
    /// The iPhone 17 Pro Max (`iphone-17-pro-max`).
    public static let iPhone17ProMax = Device(
        id: "iphone-17-pro-max", name: "iPhone 17 Pro Max", family: .iPhone, screen: .iPhone440x956, diagonal: 6.9, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(26)), safeArea: .island62)
    /// The iPhone Air (`iphone-air`).
    public static let iPhoneAir = Device(
        id: "iphone-air", name: "iPhone Air", family: .iPhone, screen: .iPhone420x912, diagonal: 6.5, hasHomeButton: false,
        displayGamut: .P3,
        osSupport: .init(first: OSVersion(26)),
        safeArea: .phoneWithHousing(68, .derived("unmeasured-housing"), landscapeFrom26: (top: 20, bottom: 29)))
    /// iPhone Duo (`iphone-duo`), the foldable iPhone (iOS 27.1): the outer display while closed,
    /// the inner one while open (``Display/iPhoneDuoOuter``, ``Display/iPhoneDuoInner``). Its
    /// `screen` is the outer display's; its idiom is `.phone` on both ("it is still an iPhone app",
    /// tech talk 111461, 2:22). The diagonal is the outer display's, 5.4 inches (the inner one is
    /// 7.6, apple.com iPhone Duo specifications); no Home button (Touch ID); P3 on both displays.
    /// Its housing row is the top and bottom of the outer display: no sensor housing at the top, as
    /// the cameras sit in the vertical bar's strip, and the 34-pt home indicator.
    public static let iPhoneDuo = Device(
        id: "iphone-duo", name: "iPhone Duo", family: .iPhone, screen: .iPhoneDuoOuter, diagonal: 5.4, hasHomeButton: false,
        displayGamut: .P3, osSupport: .init(first: OSVersion(27, 1)),
        safeArea: DeviceSafeArea(
            top: 0, hasSensorHousing: false, homeIndicator: 34, landscapeHomeIndicator: 34, provenance: .measured("DUOPROBE", "RETROCART")),
        displays: [.iPhoneDuoOuter, .iPhoneDuoInner])

    /// Every catalog device: iPads by product line (mini, Air, iPad, Pro), then iPhones, each in release order.
    public static let all: [Device] = [
        .iPadMini4, .iPadMini5thGen, .iPadMini6thGen, .iPadMiniA17Pro,
        .iPadAir2, .iPadAir3rdGen, .iPadAir4thGen, .iPadAir5thGen,
        .iPadAir11InchM2, .iPadAir13InchM2, .iPadAir11InchM3, .iPadAir13InchM3,
        .iPadAir11InchM4, .iPadAir13InchM4, .iPad5thGen, .iPad6thGen,
        .iPad7thGen, .iPad8thGen, .iPad9thGen, .iPad10thGen,
        .iPadA16, .iPadPro97Inch, .iPadPro105Inch, .iPadPro11Inch1stGen,
        .iPadPro11Inch2ndGen, .iPadPro11Inch3rdGen, .iPadPro11Inch4thGen, .iPadPro129Inch1stGen,
        .iPadPro129Inch2ndGen, .iPadPro129Inch3rdGen, .iPadPro129Inch4thGen, .iPadPro129Inch5thGen,
        .iPadPro129Inch6thGen, .iPadPro11InchM4, .iPadPro13InchM4, .iPadPro11InchM5,
        .iPadPro13InchM5, .iPhone6, .iPhone6Plus, .iPhone6s,
        .iPhone6sPlus, .iPhoneSE1stGen, .iPhone7, .iPhone7Plus,
        .iPhone8, .iPhone8Plus, .iPhoneX, .iPhoneXR,
        .iPhoneXS, .iPhoneXSMax, .iPhone11, .iPhone11Pro,
        .iPhone11ProMax, .iPhoneSE2ndGen, .iPhone12Mini, .iPhone12,
        .iPhone12Pro, .iPhone12ProMax, .iPhone13Mini, .iPhone13,
        .iPhone13Pro, .iPhone13ProMax, .iPhoneSE3rdGen, .iPhone14,
        .iPhone14Plus, .iPhone14Pro, .iPhone14ProMax, .iPhone15,
        .iPhone15Plus, .iPhone15Pro, .iPhone15ProMax, .iPhone16,
        .iPhone16Plus, .iPhone16Pro, .iPhone16ProMax, .iPhone16e,
        .iPhone17, .iPhone17Pro, .iPhone17ProMax, .iPhoneAir,
        .iPhoneDuo,
    ]
}
