/// The traits of a trait environment (screen, window, view controller, view), as a value.
///
/// Mirrors `UITraitCollection`: every field starts *unspecified* (`TraitCollection()` has all
/// traits unspecified, `UITraitCollection.h`), and collections combine with UIKit's merge rule
/// (``init(traitsFrom:)``): along each trait, the last collection that specifies it wins and an
/// unspecified value never overrides a specified one. Overrides (`setOverrideTraitCollection`,
/// `traitOverrides`) use the same rule, so overriding the horizontal size class leaves the display
/// scale and everything else inherited (WWDC23 "Unleash the UIKit trait system").
public struct TraitCollection: Sendable, Hashable {
    /// Horizontal size class; unspecified `.unspecified` (0).
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// Vertical size class; unspecified `.unspecified` (0).
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Interface idiom; unspecified `.unspecified` (-1).
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Points-to-pixels scale; unspecified `0.0`.
    public var displayScale: Double
    /// Layout direction; unspecified `.unspecified` (-1).
    public var layoutDirection: TraitEnvironmentLayoutDirection
    /// Light or dark; unspecified `.unspecified` (0).
    public var userInterfaceStyle: UserInterfaceStyle
    /// Colour gamut; unspecified `.unspecified` (-1).
    public var displayGamut: DisplayGamut
    /// Increase Contrast; unspecified `.unspecified` (-1).
    public var accessibilityContrast: AccessibilityContrast
    /// 3D Touch; unspecified `.unknown` (0).
    public var forceTouchCapability: ForceTouchCapability
    /// Dynamic Type size; unspecified `.unspecified`.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// Base or elevated; unspecified `.unspecified` (-1).
    public var userInterfaceLevel: UserInterfaceLevel
    /// Bold Text; unspecified `.unspecified` (-1).
    public var legibilityWeight: LegibilityWeight
    /// Key-window appearance; unspecified `.unspecified` (-1).
    public var activeAppearance: UserInterfaceActiveAppearance
    /// The edge vertical bars prefer (iOS 27.1); unspecified `.unspecified` (0).
    public var verticalBarEdge: VerticalBarEdge

    /// A collection. Every trait not given is unspecified, as in `UITraitCollection()`.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
        displayScale: Double = 0,
        layoutDirection: TraitEnvironmentLayoutDirection = .unspecified,
        userInterfaceStyle: UserInterfaceStyle = .unspecified,
        displayGamut: DisplayGamut = .unspecified,
        accessibilityContrast: AccessibilityContrast = .unspecified,
        forceTouchCapability: ForceTouchCapability = .unknown,
        preferredContentSizeCategory: ContentSizeCategory = .unspecified,
        userInterfaceLevel: UserInterfaceLevel = .unspecified,
        legibilityWeight: LegibilityWeight = .unspecified,
        activeAppearance: UserInterfaceActiveAppearance = .unspecified,
        verticalBarEdge: VerticalBarEdge = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.userInterfaceStyle = userInterfaceStyle
        self.displayGamut = displayGamut
        self.accessibilityContrast = accessibilityContrast
        self.forceTouchCapability = forceTouchCapability
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceLevel = userInterfaceLevel
        self.legibilityWeight = legibilityWeight
        self.activeAppearance = activeAppearance
        self.verticalBarEdge = verticalBarEdge
    }

    /// Combines collections as `UITraitCollection(traitsFrom:)` does: "the last trait along any
    /// given axis … will supersede any others"; unspecified values never override
    /// (`UITraitCollection.h`).
    public init(traitsFrom collections: [TraitCollection]) {
        var merged = TraitCollection()
        for collection in collections {
            merged = merged.merging(collection)
        }
        self = merged
    }

    /// This collection with every trait that `override` specifies replaced by the override's value.
    ///
    /// This is the merge rule for `setOverrideTraitCollection(_:forChild:)` and `traitOverrides`:
    /// only the overridden traits change; everything else keeps flowing from the parent.
    public func merging(_ override: TraitCollection) -> TraitCollection {
        var result = self
        for trait in Trait.allCases where override.isSpecified(trait) {
            result.copy(trait, from: override)
        }
        return result
    }

    /// Whether every trait `other` specifies has the same value here (`containsTraits(in:)`).
    public func containsTraits(in other: TraitCollection) -> Bool {
        Trait.allCases.allSatisfy { !other.isSpecified($0) || hasSameValue(of: $0, as: other) }
    }

    /// The traits whose values differ between `self` and `previous`, in ``Trait`` order.
    ///
    /// UIKit sends `traitCollectionDidChange(_:)` only when this is non-empty (iOS 13 release
    /// notes, quoted in wikipedia-ios PR #3229: "only called when a trait actually changes").
    public func changedTraits(comparedTo previous: TraitCollection) -> [Trait] {
        Trait.allCases.filter { !hasSameValue(of: $0, as: previous) }
    }

    /// Whether dynamic colours could resolve differently: idiom, style, gamut, contrast or level
    /// differ (`hasDifferentColorAppearanceComparedToTraitCollection:`, `UITraitCollection.h`).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection) -> Bool {
        let colorTraits: [Trait] = [
            .userInterfaceIdiom, .userInterfaceStyle, .displayGamut,
            .accessibilityContrast, .userInterfaceLevel,
        ]
        return colorTraits.contains { !hasSameValue(of: $0, as: other) }
    }

    /// Whether `trait` holds a value other than its unspecified one.
    public func isSpecified(_ trait: Trait) -> Bool {
        !hasSameValue(of: trait, as: Self.unspecified)
    }

    /// Every trait unspecified (`TraitCollection()`).
    private static let unspecified = TraitCollection()
}
