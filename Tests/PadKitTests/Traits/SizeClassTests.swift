import Foundation
import Testing
@testable import PadKit

/// Every catalog placement: device x orientation x fixed mode.
let allPlacements: [Placement] = Device.all.flatMap(Placement.fixedPlacements(for:))

@Suite("Size classes")
struct SizeClassTests {
    /// iPhones whose landscape width is regular (HIG size-class table, DIMM, SST; `docs/sources.md` § Size classes).
    static let regularLandscapeIPhones: Set<String> = [
        "iphone-6-plus", "iphone-6s-plus", "iphone-7-plus", "iphone-8-plus", "iphone-xr", "iphone-xs-max",
        "iphone-11", "iphone-11-pro-max", "iphone-12-pro-max", "iphone-13-pro-max", "iphone-14-plus",
        "iphone-14-pro-max", "iphone-15-plus", "iphone-15-pro-max", "iphone-16-plus", "iphone-16-pro-max",
        "iphone-17-pro-max", "iphone-air",
    ]

    @Test("every catalog placement has the size classes Apple's tables and the measurements give", arguments: allPlacements)
    func catalogRow(placement: Placement) {
        let traits = placement.traitCollection()
        let width = Double(placement.window.size.width)
        switch placement.device.family {
        case .iPad:
            #expect(traits.verticalSizeClass == .regular)
            if placement.mode == .full || (placement.mode == .twoThirds && placement.isLandscape) {
                #expect(traits.horizontalSizeClass == .regular)
            } else if placement.mode == .half && placement.isLandscape {
                // Regular only on the 12.9"/13" class (short side >= 1024).
                let large = placement.device.screen.portraitSize.width >= 1024
                #expect(traits.horizontalSizeClass == (large ? .regular : .compact))
            } else {
                #expect(traits.horizontalSizeClass == .compact, "\(placement) is \(width) wide")
            }
        case .iPhone where placement.device.display != nil:
            // A device with several displays: each display decides (IPhoneDuoTests).
            let display = placement.device.display?.sizeClasses
            #expect(traits.verticalSizeClass == (display == .compactWidthInEveryOrientation && placement.isLandscape ? .compact : .regular))
        case .iPhone:
            if placement.isLandscape {
                #expect(traits.verticalSizeClass == .compact)
                let regular = Self.regularLandscapeIPhones.contains(placement.device.id)
                #expect(traits.horizontalSizeClass == (regular ? .regular : .compact))
            } else {
                #expect(traits.horizontalSizeClass == .compact)
                #expect(traits.verticalSizeClass == .regular)
            }
        }
        #expect(traits.userInterfaceIdiom == placement.device.idiom)
        #expect(traits.displayScale == placement.device.screen.scale)
    }

    @Test("12.9-inch: landscape 1/2 is regular, portrait 2/3 is compact (RADAR-34621309)")
    func twelveNineQuirks() throws {
        let device = try Device.named("ipad-pro-12-9-inch-3rd-gen")
        let half = try Placement(device: device, orientation: .landscapeRight, mode: .half)
        let twoThirds = try Placement(device: device, orientation: .portrait, mode: .twoThirds)
        #expect(half.traitCollection().horizontalSizeClass == .regular)
        #expect(twoThirds.traitCollection().horizontalSizeClass == .compact)
    }

    @Test("a landscape width threshold cannot explain iPhones: 8 Plus (736) is regular, 16 Pro (874) compact")
    func iPhoneRuleUsesPortraitWidth() throws {
        let plus = try Placement(device: Device.named("iphone-8-plus"), orientation: .landscapeLeft, mode: .full)
        let pro = try Placement(device: Device.named("iphone-16-pro"), orientation: .landscapeLeft, mode: .full)
        #expect(plus.window.size.width < pro.window.size.width)
        #expect(plus.traitCollection().horizontalSizeClass == .regular)
        #expect(pro.traitCollection().horizontalSizeClass == .compact)
    }

    @Test(
        "free-form iPad windows flip at 678 pt; the threshold is configurable",
        arguments: [
            (677.0, UserInterfaceSizeClass.compact), (677.5, .compact), (678, .regular), (1000, .regular), (320, .compact),
        ])
    func freeformThreshold(width: Double, expected: UserInterfaceSizeClass) throws {
        let placement = try Placement(
            device: Device.named("ipad-pro-13-inch-m5"), orientation: .landscapeRight,
            mode: .window(width: width, height: 900))
        #expect(placement.traitCollection().horizontalSizeClass == expected)
        let iPadOS26Hint = SizeClassRule(padRegularMinimumWidth: 507)
        #expect(placement.traitCollection(rule: iPadOS26Hint).horizontalSizeClass == (width >= 507 ? .regular : .compact))
    }

    @Test("idioms without evidence get unspecified size classes; Mac uses the iPad rule")
    func otherIdioms() {
        let rule = SizeClassRule.standard
        for idiom in [UserInterfaceIdiom.tv, .carPlay, .vision, .unspecified] {
            #expect(
                rule.sizeClasses(windowWidth: 1000, idiom: idiom, landscape: true, portraitScreenWidth: 1000) == (
                    .unspecified, .unspecified
                ))
        }
        #expect(rule.sizeClasses(windowWidth: 1000, idiom: .mac, landscape: true, portraitScreenWidth: 1000) == (.regular, .regular))
        #expect(rule.sizeClasses(windowWidth: 500, idiom: .mac, landscape: true, portraitScreenWidth: 1000) == (.compact, .regular))
    }

    @Test("Mac runtimes resolve the idiom as Apple documents", arguments: AppRuntime.allCases)
    func macIdioms(runtime: AppRuntime) {
        let expected: [AppRuntime: UserInterfaceIdiom] = [
            .iPhone: .phone, .iPad: .pad, .iPhoneAppOnIPad: .phone, .iPadAppOnMac: .pad, .iPhoneAppOnMac: .phone,
            .catalystScaledToMatchIPad: .pad, .catalystOptimizedForMac: .mac,
        ]
        #expect(runtime.userInterfaceIdiom == expected[runtime])
        #expect(runtime.isiOSAppOnMac == [.iPadAppOnMac, .iPhoneAppOnMac].contains(runtime))
        #expect(
            runtime.isMacCatalystApp
                == [.iPadAppOnMac, .iPhoneAppOnMac, .catalystScaledToMatchIPad, .catalystOptimizedForMac].contains(runtime))
    }
}
