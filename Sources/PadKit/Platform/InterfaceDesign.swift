/// Which of UIKit's designs an app's bars and controls have: the design of iOS 7 to 18, or the
/// design iOS 26 introduced (Liquid Glass), which changes bar heights (``SystemBarMetrics``).
///
/// An app gets the iOS 26 design when it runs on iOS 26 or later, is built with the iOS 26 SDK or
/// later, and does not keep the old one with `UIDesignRequiresCompatibility` (WWDC25 "Build a
/// UIKit app with the new design": building with the iOS 26 SDK adopts the new design, and the key
/// keeps the old one while an app moves over). The key is honoured only with the iOS 26 SDK: a
/// UIKit engineer confirms it is ignored once built with the iOS 27 SDK (Apple Developer Forums
/// thread 832710). See ``AppBuild`` for an unknown SDK.
public enum InterfaceDesign: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The design of iOS 7 to 18 (and of iOS 26 for old binaries and apps that keep it).
    case classic
    /// The design of iOS 26 and later (Liquid Glass).
    case liquidGlass

    /// The design of an app built as `build` running on `os`.
    ///
    /// `UIDesignRequiresCompatibility` counts only with an explicit SDK older than 27: an app
    /// description that says nothing of its SDK answers as a current app (the window controls'
    /// layout regions, ``WindowControls/usesCompatibilityDesign(build:osVersion:)``,
    /// follow the same rule), and an app built with the iOS 27 SDK ignores the key on any OS.
    public static func resolved(os: OSVersion, build: AppBuild = .unknown) -> InterfaceDesign {
        guard OSRelease.liquidGlass.applies(on: os, build: build) else { return .classic }
        if build.designRequiresCompatibility, let sdk = build.sdk, !OSRelease.designCompatibilityIgnored.isIncluded(inSDK: sdk) {
            return .classic
        }
        return .liquidGlass
    }

    /// The name PadKit writes.
    public var description: String { rawValue }
}
