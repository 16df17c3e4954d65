/// What kind of bundle a property list describes, as far as the file alone says: the rules about
/// an iPad app's window (full screen, orientations, launch screen, scene manifest) judge an app's
/// plist only.
///
/// `CFBundlePackageType` decides when it is written (`APPL` an app; `BNDL` a test bundle or a
/// plug-in, `FMWK` a framework, `XPC!` a service; Apple, "Information Property List":
/// CFBundlePackageType). Xcode's templates write `$(PRODUCT_BUNDLE_PACKAGE_TYPE)`, which the build
/// setting resolves (`APPL` for an app target, `BNDL` for a test target): unresolved here. An
/// extension (`NSExtension`; an App Intents or ExtensionKit extension, `EXAppExtensionAttributes`),
/// a watchOS app (`WKApplication`...), a configuration file named like one (none of Apple's key
/// prefixes: `GoogleService-Info.plist`), a macOS plist (`LSMinimumSystemVersion`, `NSPrincipalClass`,
/// `NSMainNibFile`, `NSMainStoryboardFile`) and a tvOS one (`UIDeviceFamily` of 3 only,
/// `TVTopShelfImage`) are never an iPad app's.
enum InfoPlistBundle: Equatable {
    /// `APPL`: an app.
    case app
    /// Not an iPad app: the reason, for the record.
    case notAnIPadApp(String)
    /// The package type is a build setting (or absent): an app only beside an app's sources.
    case unresolved

    init(_ dictionary: [String: Any]) {
        if let key = ["NSExtension", "EXAppExtensionAttributes"].first(where: { dictionary[$0] != nil }) {
            self = .notAnIPadApp("an extension (\(key))")
        } else if let key = InfoPlistLinter.notAnIPadAppKeys.first(where: { dictionary[$0] != nil }) {
            self = .notAnIPadApp("a watchOS app (\(key))")
        } else if let key = ["LSMinimumSystemVersion", "NSPrincipalClass", "NSMainNibFile", "NSMainStoryboardFile"].first(where: {
            dictionary[$0] != nil
        }) {
            self = .notAnIPadApp("a macOS bundle (\(key))")
        } else if dictionary["TVTopShelfImage"] != nil
            || (dictionary["UIDeviceFamily"] as? [Int]).map({ !$0.isEmpty && $0.allSatisfy { $0 == 3 } }) == true
        {
            self = .notAnIPadApp("a tvOS app")
        } else if !dictionary.isEmpty, !dictionary.keys.contains(where: { key in Self.bundleKeyPrefixes.contains { key.hasPrefix($0) } }) {
            // `GoogleService-Info.plist` and other configuration files named like an Info.plist.
            self = .notAnIPadApp("not a bundle's Info.plist (none of Apple's keys)")
        } else {
            switch dictionary["CFBundlePackageType"] as? String {
            case "APPL": self = .app
            case let type? where !type.hasPrefix("$("): self = .notAnIPadApp("package type \(type)")
            default: self = .unresolved
            }
        }
    }

    /// The prefixes of Apple's Info.plist keys (`CFBundleName`, `UILaunchScreen`, `LSRequiresIPhoneOS`,
    /// `NSCameraUsageDescription`, `WKApplication`, `ITSAppUsesNonExemptEncryption`,
    /// `BGTaskSchedulerPermittedIdentifiers`); a plist with none of them is a configuration file.
    static let bundleKeyPrefixes = ["CFBundle", "UI", "LS", "NS", "WK", "ITS", "BG"]

    /// Keys only an iOS app's plist has: with one of them, an unresolved package type is an app's.
    static let appKeys = [
        "UIMainStoryboardFile", "UILaunchStoryboardName", "UILaunchScreen", "UIApplicationSceneManifest",
        "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad", "LSRequiresIPhoneOS", "UIRequiresFullScreen",
        "UIRequiresFullScreen~ipad", "UILaunchStoryboardName~ipad", "UILaunchStoryboardName~iphone", "UILaunchScreen~ipad",
        "UILaunchScreen~iphone",
        "UIDeviceFamily",
    ]
}
