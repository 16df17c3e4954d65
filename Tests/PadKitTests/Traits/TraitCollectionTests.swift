import Testing
@testable import PadKit

@Suite("Trait collections")
struct TraitCollectionTests {
    @Test("UIKit raw values")
    func rawValues() {
        #expect(UserInterfaceIdiom.allCases.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
        #expect(UserInterfaceSizeClass.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(UserInterfaceStyle.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(TraitEnvironmentLayoutDirection.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(DisplayGamut.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(AccessibilityContrast.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(ForceTouchCapability.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(UserInterfaceLevel.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(LegibilityWeight.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(UserInterfaceActiveAppearance.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test("a new collection has every trait unspecified")
    func unspecifiedDefaults() {
        let empty = TraitCollection()
        for trait in TraitCollection.Trait.allCases {
            #expect(!empty.isSpecified(trait), "\(trait)")
        }
        #expect(empty.displayScale == 0)
        #expect(empty.forceTouchCapability == .unknown)
        #expect(empty.preferredContentSizeCategory == .unspecified)
    }

    @Test("merging: the last specified value along each trait wins; unspecified never overrides")
    func merging() {
        let window = TraitCollection(
            horizontalSizeClass: .regular, verticalSizeClass: .regular,
            userInterfaceIdiom: .pad, displayScale: 2, userInterfaceStyle: .light)
        let override = TraitCollection(horizontalSizeClass: .compact)
        let merged = TraitCollection(traitsFrom: [window, override])
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.verticalSizeClass == .regular)
        #expect(merged.displayScale == 2)
        #expect(merged.userInterfaceStyle == .light)
        #expect(window.merging(TraitCollection()) == window)
        #expect(TraitCollection(traitsFrom: []) == TraitCollection())
        let later = TraitCollection(traitsFrom: [override, TraitCollection(horizontalSizeClass: .regular)])
        #expect(later.horizontalSizeClass == .regular)
    }

    @Test("an override survives a parent change; a display-scale change still flows through")
    func overrideSurvivesParentChange() {
        let override = TraitCollection(horizontalSizeClass: .compact)
        let before = TraitCollection(horizontalSizeClass: .regular, displayScale: 2).merging(override)
        let after = TraitCollection(horizontalSizeClass: .regular, displayScale: 3).merging(override)
        #expect(before.horizontalSizeClass == .compact && after.horizontalSizeClass == .compact)
        #expect(after.changedTraits(comparedTo: before) == [.displayScale])
    }

    @Test("changed traits are reported in a fixed order; an equal collection changes nothing")
    func changedTraits() {
        let a = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceStyle: .light)
        let b = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceStyle: .dark)
        #expect(b.changedTraits(comparedTo: a) == [.horizontalSizeClass, .userInterfaceStyle])
        #expect(a.changedTraits(comparedTo: a).isEmpty)
        #expect(b.hasDifferentColorAppearance(comparedTo: a))
        #expect(
            !a.hasDifferentColorAppearance(
                comparedTo: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceStyle: .light)))
    }

    @Test("containsTraits(in:) compares only what the other collection specifies")
    func containsTraits() {
        let full = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact, userInterfaceIdiom: .phone)
        #expect(full.containsTraits(in: TraitCollection(horizontalSizeClass: .regular)))
        #expect(full.containsTraits(in: TraitCollection()))
        #expect(!full.containsTraits(in: TraitCollection(verticalSizeClass: .regular)))
    }

    @Test("a 1/3 to 1/2 resize on a 9.7-inch iPad changes no trait (seed 004)")
    func seed004NoTraitChange() throws {
        let device = try Device.named("ipad-air-2")
        let third = try Placement(device: device, orientation: .landscapeRight, mode: .oneThird).traitCollection()
        let half = try Placement(device: device, orientation: .landscapeRight, mode: .half).traitCollection()
        #expect(half.changedTraits(comparedTo: third).isEmpty)
        let twoThirds = try Placement(device: device, orientation: .landscapeRight, mode: .twoThirds).traitCollection()
        #expect(twoThirds.changedTraits(comparedTo: half) == [.horizontalSizeClass])
    }

    @Test("window traits carry the device's scale, gamut and 3D Touch and the user's settings")
    func windowTraits() throws {
        let phone = try Placement(device: Device.named("iphone-xs"), orientation: .portrait, mode: .full)
        let traits = phone.traitCollection(appearance: SystemAppearance(userInterfaceStyle: .dark, layoutDirection: .rightToLeft))
        #expect(traits.displayScale == 3 && traits.displayGamut == .P3 && traits.forceTouchCapability == .available)
        #expect(traits.userInterfaceStyle == .dark && traits.layoutDirection == .rightToLeft)
        #expect(traits.preferredContentSizeCategory == .large && traits.activeAppearance == .active)
    }
}
