extension Placement {
    /// The trait collection UIKit gives this placement's window.
    ///
    /// Idiom from the device, display scale and gamut from the screen, 3D Touch from the device, size classes
    /// from `rule`, the user's settings from `appearance`, base level and active appearance
    /// (always active off macOS, `UITraitCollection.h`).
    ///
    /// An iPhone-only app on iPad (compatibility mode, an iPhone-sized screen with the `.phone`
    /// idiom) is not modelled as a placement; ``AppRuntime`` gives its idiom.
    public func traitCollection(rule: SizeClassRule = .standard, appearance: SystemAppearance = .standard) -> TraitCollection {
        let idiom = device.idiom
        let classes = rule.sizeClasses(
            windowWidth: Double(window.size.width), idiom: idiom, landscape: isLandscape,
            portraitScreenWidth: Double(device.screen.portraitSize.width)
        )
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
            activeAppearance: .active
        )
    }
}
