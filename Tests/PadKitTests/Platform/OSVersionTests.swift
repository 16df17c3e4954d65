import Foundation
import Testing
@testable import PadKit

/// What exists on which iOS / iPadOS version: device ranges, features, traits, old sheets.
@Suite("OS versions")
struct OSVersionTests {
    // Sources: Apple's technical specifications and compatibility lists; CoreSimulator's runtime
    // ranges (Device+OSSupport.swift).
    @Test("every catalog device has an OS range, starting no earlier than iOS 8", arguments: Device.all)
    func everyDeviceHasARange(device: Device) throws {
        let support = try #require(device.osSupport, "no OS data for \(device.id)")
        #expect(support.first >= OSVersion(8))
        if let last = support.lastMajor { #expect(last >= support.first.major) }
        #expect(support.supports(support.first))
        #expect(throws: Never.self) { try device.checkSupports(support.first) }
        #expect(throws: OSSupportError.self) { try device.checkSupports(OSVersion(support.first.major - 1)) }
        if let last = support.lastMajor {
            #expect(throws: OSSupportError.newerThanDevice(device: device.id, osVersion: OSVersion(last + 1), lastMajor: last)) {
                try device.checkSupports(OSVersion(last + 1))
            }
        }
    }

    @Test("a version outside the range names the device and both versions")
    func rangeErrors() throws {
        let m4 = try Device.named("ipad-pro-11-inch-m4")
        #expect(throws: OSSupportError.olderThanDevice(device: "ipad-pro-11-inch-m4", osVersion: OSVersion(12, 4), first: OSVersion(17, 5)))
        {
            try m4.checkSupports(OSVersion(12, 4))
        }
        let six = try Device.named("iphone-6")
        do {
            try six.checkSupports(OSVersion(13))
            Issue.record("iOS 13 on an iPhone 6")
        } catch {
            #expect(error.description == "iphone-6 cannot run iOS 13.0: its last supported release is iOS 12")
        }
        // Point releases of the last major version are still supported (iOS 15.8 on an iPad Air 2).
        #expect(throws: Never.self) { try Device.named("ipad-air-2").checkSupports(OSVersion(15, 8)) }
        #expect(
            Device(id: "mine", name: "Mine", family: .iPad, screen: .iPad820x1180, diagonal: 11, hasHomeButton: false, displayGamut: .P3)
                .osSupport == nil)
    }

    // Sources: the API_AVAILABLE annotations in UIKit's headers (UIScene.h 13.0,
    // UISheetPresentationController.h 15.0 / custom detents 16.0, UIWindowScene.h 16.0,
    // UIViewController.h 16.0, UIPopoverPresentationController.h sourceItem 16.0, UITraitCollection 17.0).
    @Test(
        "features arrive with their versions; APIs used early are errors, behaviour is ignored",
        arguments: [
            (OSFeature.multitasking, OSVersion(9), OSFeature.Absence.notOffered),
            (.scenes, OSVersion(13), .ignored), (.interactiveSheetDismissal, OSVersion(13), .ignored),
            (.presentationDismissalDelegate, OSVersion(13), .ignored), (.sheetDetents, OSVersion(15), .unavailableAPI),
            (.customSheetDetents, OSVersion(16), .unavailableAPI), (.requestGeometryUpdate, OSVersion(16), .unavailableAPI),
            (.setNeedsUpdateOfSupportedInterfaceOrientations, OSVersion(16), .unavailableAPI),
            (.popoverSourceItem, OSVersion(16), .unavailableAPI), (.traitRegistration, OSVersion(17), .unavailableAPI),
            (.hingeInteraction, OSVersion(27, 1), .unavailableAPI), (.reservedRegions, OSVersion(27, 1), .unavailableAPI),
        ])
    func features(feature: OSFeature, introduced: OSVersion, absence: OSFeature.Absence) throws {
        #expect(feature.introduced == introduced && feature.absence == absence)
        #expect(try feature.check(on: introduced))
        let before = OSVersion(introduced.major - 1, 4)
        if absence == .ignored {
            #expect(try feature.check(on: before) == false)
        } else {
            do {
                try feature.check(on: before)
                Issue.record("\(feature) accepted on \(before)")
            } catch {
                #expect(error.description.contains("iOS \(introduced)") && error.description.contains("iOS \(before)"))
            }
        }
    }

    // Source: API_AVAILABLE of each UITraitCollection property (UITraitCollection.h).
    @Test(
        "traits that did not exist on an OS are absent from its JSON",
        arguments: [
            (OSVersion(8), 4), (OSVersion(9), 5), (OSVersion(11, 4), 8), (OSVersion(12), 9), (OSVersion(13), 12), (OSVersion(14), 13),
            (OSVersion.latest, 13),
        ])
    func traitsByOS(os: OSVersion, count: Int) throws {
        let traits = try Placement(device: Device.named("ipad-air-2"), orientation: .portrait, mode: .full).traitCollection()
        guard case .object(let pairs) = traits.jsonValue(osVersion: os) else { Issue.record("not an object"); return }
        #expect(pairs.count == count)
        #expect(pairs.prefix(4).map(\.0) == ["horizontalSizeClass", "verticalSizeClass", "userInterfaceIdiom", "displayScale"])
        #expect(pairs.contains { $0.0 == "userInterfaceStyle" } == (os >= OSVersion(12)))
        let restricted = traits.restricted(to: os)
        #expect(TraitCollection.Trait.allCases.filter { restricted.isSpecified($0) }.count == count)
    }

    // Source: UIModalPresentationPageSheet before iOS 13 ("the width is set to the width of the
    // screen in a portrait orientation and the height is set to the height of the screen");
    // the form sheet's 540 x 620 (SheetMetrics.legacyFormSheetSize).
    @Test(
        "before iOS 13 a page sheet is as wide as the portrait screen and as tall as the screen; a form sheet keeps its size",
        arguments: ["ipad-air-2", "ipad-pro-12-9-inch-2nd-gen"])
    func legacySheets(id: String) throws {
        let device = try Device.named(id)
        let portrait = PresentationContainer(placement: try Placement(device: device, orientation: .portrait, mode: .full))
        let landscape = PresentationContainer(placement: try Placement(device: device, orientation: .landscapeRight, mode: .full))
        let os = OSVersion(12, 4)
        #expect(PresentationLayout.frame(for: .pageSheet, in: portrait, osVersion: os) == portrait.bounds)
        let width = Double(device.screen.portraitSize.width), height = Double(device.screen.portraitSize.height)
        #expect(
            PresentationLayout.frame(for: .pageSheet, in: landscape, osVersion: os)
                == CGRect(x: (height - width) / 2, y: 0, width: width, height: width))
        let form = PresentationLayout.frame(for: .formSheet, in: landscape, osVersion: os)
        #expect(form.size == SheetMetrics.legacyFormSheetSize)
        #expect(PresentationLayout.frame(for: .pageSheet, in: landscape, osVersion: OSVersion(13)).width < CGFloat(width))
    }

    // Source: UIKitCore's UIWindowScene.orientationRequestNotAllowed; react-native-orientation-director#70;
    // WebKit PR #5408 (InterfaceOrientationRequest.geometryUpdateRefusal).
    @Test("iPadOS refuses requestGeometryUpdate in shared windows and for multitasking apps")
    func geometryUpdateRefusal() {
        let refused = GeometryUpdateError.windowingModeDisallowsOrientationChanges
        for mode in [WindowMode.twoThirds, .half, .oneThird, .slideOver, .window(width: 700, height: 800)] {
            #expect(InterfaceOrientationRequest.geometryUpdateRefusal(idiom: .pad, mode: mode, isMultitaskingApp: false) == refused)
        }
        #expect(InterfaceOrientationRequest.geometryUpdateRefusal(idiom: .pad, mode: .full, isMultitaskingApp: true) == refused)
        #expect(InterfaceOrientationRequest.geometryUpdateRefusal(idiom: .pad, mode: .full, isMultitaskingApp: false) == nil)
        #expect(InterfaceOrientationRequest.geometryUpdateRefusal(idiom: .phone, mode: .full, isMultitaskingApp: false) == nil)
        #expect(
            refused.description
                == "UISceneErrorDomain Code=101 \"The current windowing mode does not allow for programmatic changes to interface orientation.\""
        )
    }
}
