extension TraitCollection.Trait {
    /// The first iOS version whose `UITraitCollection` has this trait (`API_AVAILABLE` in
    /// `UITraitCollection.h`): size classes, idiom and scale in iOS 8; 3D Touch in 9; layout
    /// direction, gamut and Dynamic Type in 10; `userInterfaceStyle` in 12; contrast, level and
    /// legibility weight in 13; `activeAppearance` in 14; `verticalBarEdge` in 27.1.
    public var introduced: OSVersion {
        switch self {
        case .horizontalSizeClass, .verticalSizeClass, .userInterfaceIdiom, .displayScale: return OSVersion(8)
        case .forceTouchCapability: return OSVersion(9)
        case .layoutDirection, .displayGamut, .preferredContentSizeCategory: return OSVersion(10)
        case .userInterfaceStyle: return OSVersion(12)
        case .accessibilityContrast, .userInterfaceLevel, .legibilityWeight: return OSVersion(13)
        case .activeAppearance: return OSVersion(14)
        case .verticalBarEdge: return OSRelease.verticalBars.version
        }
    }

    /// Whether `UITraitCollection` has this trait on `version`.
    public func exists(on version: OSVersion) -> Bool {
        version >= introduced
    }

    /// The traits that exist on `version`, in ``TraitCollection/Trait`` order.
    public static func existing(on version: OSVersion) -> [TraitCollection.Trait] {
        allCases.filter { $0.exists(on: version) }
    }
}

extension TraitCollection {
    /// This collection as an app on `version` sees it: traits that did not exist yet are left
    /// unspecified, so they never change, never appear in a changed-trait list and are left out
    /// of the JSON (``jsonValue(osVersion:)``).
    public func restricted(to version: OSVersion) -> TraitCollection {
        // From the version that introduced the last trait on, nothing is left out; `padkit
        // matrix` restricts every row's traits.
        if version >= Self.allTraitsIntroduced { return self }
        var result = TraitCollection()
        for trait in Trait.allCases where trait.exists(on: version) { result.copy(trait, from: self) }
        return result
    }

    /// The version from which every ``Trait`` exists.
    private static let allTraitsIntroduced = Trait.allCases.map(\.introduced).max() ?? OSVersion(8)
}
