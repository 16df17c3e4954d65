extension TraitCollection {
    /// One trait of a ``TraitCollection``, named as UIKit names its property.
    ///
    /// The declaration order is the order PadKit reports changed traits in, so output never
    /// depends on hashing.
    public enum Trait: String, Sendable, Hashable, CaseIterable, Codable {
        /// The `horizontalSizeClass` trait.
        case horizontalSizeClass
        /// The `verticalSizeClass` trait.
        case verticalSizeClass
        /// The `userInterfaceIdiom` trait.
        case userInterfaceIdiom
        /// The `displayScale` trait.
        case displayScale
        /// The `layoutDirection` trait.
        case layoutDirection
        /// The `userInterfaceStyle` trait.
        case userInterfaceStyle
        /// The `displayGamut` trait.
        case displayGamut
        /// The `accessibilityContrast` trait.
        case accessibilityContrast
        /// The `forceTouchCapability` trait.
        case forceTouchCapability
        /// The `preferredContentSizeCategory` trait.
        case preferredContentSizeCategory
        /// The `userInterfaceLevel` trait.
        case userInterfaceLevel
        /// The `legibilityWeight` trait.
        case legibilityWeight
        /// The `activeAppearance` trait.
        case activeAppearance
        /// The `verticalBarEdge` trait.
        case verticalBarEdge
    }

    /// The value of `trait` as text, for comparison and for traces (`regular`, `2.0`, `dark` ...).
    public func value(of trait: Trait) -> String {
        switch trait {
        case .horizontalSizeClass: return horizontalSizeClass.description
        case .verticalSizeClass: return verticalSizeClass.description
        case .userInterfaceIdiom: return userInterfaceIdiom.description
        case .displayScale: return NumberText.points(displayScale)
        case .layoutDirection: return layoutDirection.description
        case .userInterfaceStyle: return userInterfaceStyle.description
        case .displayGamut: return displayGamut.description
        case .accessibilityContrast: return accessibilityContrast.description
        case .forceTouchCapability: return forceTouchCapability.description
        case .preferredContentSizeCategory: return preferredContentSizeCategory.description
        case .userInterfaceLevel: return userInterfaceLevel.description
        case .legibilityWeight: return legibilityWeight.description
        case .activeAppearance: return activeAppearance.description
        case .verticalBarEdge: return verticalBarEdge.description
        }
    }

    /// Whether `trait` has the same value here and in `other`.
    ///
    /// Compares the values themselves: merging, trait-change detection and `containsTraits` run
    /// for every controller on every transition, and comparing ``value(of:)`` text formatted two
    /// strings per trait (the display scale through number formatting) each time.
    func hasSameValue(of trait: Trait, as other: TraitCollection) -> Bool {
        switch trait {
        case .horizontalSizeClass: return horizontalSizeClass == other.horizontalSizeClass
        case .verticalSizeClass: return verticalSizeClass == other.verticalSizeClass
        case .userInterfaceIdiom: return userInterfaceIdiom == other.userInterfaceIdiom
        case .displayScale: return displayScale == other.displayScale
        case .layoutDirection: return layoutDirection == other.layoutDirection
        case .userInterfaceStyle: return userInterfaceStyle == other.userInterfaceStyle
        case .displayGamut: return displayGamut == other.displayGamut
        case .accessibilityContrast: return accessibilityContrast == other.accessibilityContrast
        case .forceTouchCapability: return forceTouchCapability == other.forceTouchCapability
        case .preferredContentSizeCategory: return preferredContentSizeCategory == other.preferredContentSizeCategory
        case .userInterfaceLevel: return userInterfaceLevel == other.userInterfaceLevel
        case .legibilityWeight: return legibilityWeight == other.legibilityWeight
        case .activeAppearance: return activeAppearance == other.activeAppearance
        case .verticalBarEdge: return verticalBarEdge == other.verticalBarEdge
        }
    }

    /// Copies one trait's value from `other`.
    mutating func copy(_ trait: Trait, from other: TraitCollection) {
        switch trait {
        case .horizontalSizeClass: horizontalSizeClass = other.horizontalSizeClass
        case .verticalSizeClass: verticalSizeClass = other.verticalSizeClass
        case .userInterfaceIdiom: userInterfaceIdiom = other.userInterfaceIdiom
        case .displayScale: displayScale = other.displayScale
        case .layoutDirection: layoutDirection = other.layoutDirection
        case .userInterfaceStyle: userInterfaceStyle = other.userInterfaceStyle
        case .displayGamut: displayGamut = other.displayGamut
        case .accessibilityContrast: accessibilityContrast = other.accessibilityContrast
        case .forceTouchCapability: forceTouchCapability = other.forceTouchCapability
        case .preferredContentSizeCategory: preferredContentSizeCategory = other.preferredContentSizeCategory
        case .userInterfaceLevel: userInterfaceLevel = other.userInterfaceLevel
        case .legibilityWeight: legibilityWeight = other.legibilityWeight
        case .activeAppearance: activeAppearance = other.activeAppearance
        case .verticalBarEdge: verticalBarEdge = other.verticalBarEdge
        }
    }
}
