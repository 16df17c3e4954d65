extension Placement {
    /// The trait collection UIKit gives this placement's window.
    ///
    /// Idiom from the device, display scale and gamut from the screen, 3D Touch from the device, size classes
    /// from `rule`, the user's settings from `appearance`, base level and active appearance
    /// (always active off macOS, `UITraitCollection.h`).
    ///
    /// An iPhone-only app on iPad (``WindowMode/iPhoneCompatibility(osVersion:)``) gets the
    /// `.phone` idiom (``AppRuntime/iPhoneAppOnIPad``) and the size classes of the iPhone it
    /// emulates (a 375-pt iPhone is compact in both directions in landscape). On iPadOS 27 its
    /// resizable window (``hostsIPhoneApp``) keeps the `.phone` idiom and the size classes of
    /// ``CompatibilityMode/resizableIPhoneAppSizeClasses`` at every size. On a device with several
    /// displays the display decides (``SizeClassRule/sizeClasses(of:on:)``), and iOS 27.1's
    /// `verticalBarEdge` names the side of the vertical bar (``VerticalBars``).
    public func traitCollection(rule: SizeClassRule = .standard, appearance: SystemAppearance = .standard) -> TraitCollection {
        let compatibility = mode.isIPhoneCompatibility
        let idiom = compatibility || hostsIPhoneApp ? AppRuntime.iPhoneAppOnIPad.userInterfaceIdiom : device.idiom
        let portraitWidth = compatibility ? min(window.size.width, window.size.height) : device.screen.portraitSize.width
        let classes =
            if hostsIPhoneApp {
                CompatibilityMode.resizableIPhoneAppSizeClasses
            } else if let display = device.display {
                rule.sizeClasses(of: self, on: display)
            } else {
                rule.sizeClasses(
                    windowWidth: Double(window.size.width), idiom: idiom, landscape: isLandscape,
                    portraitScreenWidth: Double(portraitWidth))
            }
        return TraitCollection(
            horizontalSizeClass: classes.horizontal,
            verticalSizeClass: classes.vertical,
            userInterfaceIdiom: idiom,
            displayScale: device.screen.scale,
            layoutDirection: appearance.layoutDirection,
            userInterfaceStyle: appearance.userInterfaceStyle,
            displayGamut: device.displayGamut,
            accessibilityContrast: appearance.accessibilityContrast,
            forceTouchCapability: device.forceTouchCapability,
            preferredContentSizeCategory: appearance.preferredContentSizeCategory,
            userInterfaceLevel: .base,
            legibilityWeight: appearance.legibilityWeight,
            activeAppearance: .active,
            verticalBarEdge: VerticalBarEdge(side: VerticalBars.side(of: self), direction: appearance.layoutDirection)
        )
    }
}
