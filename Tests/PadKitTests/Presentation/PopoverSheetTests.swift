import Foundation
import Testing
@testable import PadKit

@Suite("Popover layout")
struct PopoverLayoutTests {
    func container(_ id: String, _ orientation: InterfaceOrientation, _ mode: WindowMode = .full) throws -> PresentationContainer {
        PresentationContainer(placement: try Placement(device: Device.named(id), orientation: orientation, mode: mode))
    }

    @Test("default content size: 375 x 667 from 1024 pt, else 320 x 480, per dimension")
    func defaultSize() {
        #expect(PopoverLayout.contentSize(preferred: .zero, presentationWidth: 1023) == CGSize(width: 320, height: 480))
        #expect(PopoverLayout.contentSize(preferred: .zero, presentationWidth: 1024) == CGSize(width: 375, height: 667))
        #expect(
            PopoverLayout.contentSize(preferred: CGSize(width: 200, height: 0), presentationWidth: 768) == CGSize(width: 200, height: 480))
        #expect(
            PopoverLayout.contentSize(preferred: CGSize(width: 0, height: 90), presentationWidth: 1366) == CGSize(width: 375, height: 90))
    }

    @Test("zero popoverLayoutMargins mean UIKit's 30/19/10/19")
    func margins() throws {
        let c = try container("ipad-air-2", .portrait)
        // Inside the 20-pt status bar of the Air 2's safe area, then the margins.
        #expect(PopoverLayout.containingFrame(in: c) == CGRect(x: 19, y: 50, width: 730, height: 964))
        let custom = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        #expect(PopoverLayout.containingFrame(in: c, popoverLayoutMargins: custom) == CGRect(x: 5, y: 25, width: 758, height: 994))
    }

    @Test("a source at the top gets an up arrow; at the bottom a down arrow; at the right edge a right arrow")
    func arrowChoice() throws {
        let c = try container("ipad-air-2", .portrait)
        let size = CGSize(width: 300, height: 200)
        let top = try PopoverLayout.place(preferredContentSize: size, sourceRect: CGRect(x: 374, y: 40, width: 20, height: 20), in: c)
        #expect(top.arrowDirection == .up)
        #expect(top.frame == CGRect(x: 234, y: 73, width: 300, height: 200))
        let bottom = try PopoverLayout.place(preferredContentSize: size, sourceRect: CGRect(x: 374, y: 980, width: 20, height: 20), in: c)
        #expect(bottom.arrowDirection == .down)
        #expect(bottom.frame == CGRect(x: 234, y: 767, width: 300, height: 200), "\(bottom)")
        let right = try PopoverLayout.place(
            preferredContentSize: size, sourceRect: CGRect(x: 740, y: 500, width: 20, height: 20), in: c,
            canOverlapSourceViewRect: false)
        #expect(right.arrowDirection == .right, "a centred down candidate would be cut at the edge; the side one fits whole")
        let upDown = try PopoverLayout.place(
            preferredContentSize: size, sourceRect: CGRect(x: 740, y: 500, width: 20, height: 20),
            permitted: [.up, .down], in: c)
        #expect(upDown.arrowDirection == .down)
        #expect(upDown.frame == CGRect(x: 749 - 300, y: 287, width: 300, height: 200), "slid left to stay inside the margins")
        let onlySides = try PopoverLayout.place(
            preferredContentSize: size, sourceRect: CGRect(x: 740, y: 500, width: 20, height: 20),
            permitted: [.left, .right], in: c)
        #expect(onlySides.arrowDirection == .right)
        #expect(onlySides.frame == CGRect(x: 740 - 13 - 300, y: 410, width: 300, height: 200))
    }

    @Test("ties go to down, left, up, right in portrait and left, right, down, up in landscape")
    func tieOrder() throws {
        #expect(PopoverLayout.tryOrder(for: .portrait) == [.down, .left, .up, .right])
        #expect(PopoverLayout.tryOrder(for: .landscapeLeft) == [.left, .right, .down, .up])
        let portrait = try container("ipad-air-2", .portrait)
        let centre = CGRect(x: 374, y: 502, width: 20, height: 20)
        #expect(
            try PopoverLayout.place(preferredContentSize: CGSize(width: 100, height: 100), sourceRect: centre, in: portrait).arrowDirection
                == .down)
        let landscape = try container("ipad-air-2", .landscapeRight)
        let middle = CGRect(x: 502, y: 374, width: 20, height: 20)
        #expect(
            try PopoverLayout.place(preferredContentSize: CGSize(width: 100, height: 100), sourceRect: middle, in: landscape).arrowDirection
                == .left)
    }

    @Test("the popover never leaves its containing frame", arguments: allPlacements.filter { $0.device.family == .iPad })
    func clamping(placement: Placement) throws {
        let c = PresentationContainer(placement: placement)
        let frame = PopoverLayout.containingFrame(in: c)
        var generator = SeededGenerator(seed: 0x5EED_0005)
        for _ in 0..<40 {
            let source = CGRect(
                x: Double.random(in: 0..<Double(c.bounds.width) - 10, using: &generator),
                y: Double.random(in: 0..<Double(c.bounds.height) - 10, using: &generator), width: 10, height: 10)
            let size = CGSize(
                width: Double.random(in: 0...900, using: &generator).rounded(),
                height: Double.random(in: 0...1200, using: &generator).rounded())
            let placed = try PopoverLayout.place(preferredContentSize: size, sourceRect: source, in: c)
            #expect(placed.frame.isEmpty || frame.contains(placed.frame), "\(placed.frame) for \(source) \(size)")
            #expect(PopoverArrowDirection.singles.contains(placed.arrowDirection))
        }
    }

    @Test("no permitted direction: an arrowless popover centred on the source; a source that leaves no room: overlap it")
    func arrowlessAndOverlap() throws {
        let c = try container("ipad-air-2", .landscapeRight)
        let arrowless = try PopoverLayout.place(
            preferredContentSize: CGSize(width: 300, height: 200),
            sourceRect: CGRect(x: 462, y: 334, width: 100, height: 100), permitted: [], in: c)
        #expect(arrowless.arrowDirection.isEmpty)
        #expect(arrowless.frame == CGRect(x: 362, y: 284, width: 300, height: 200))
        for source in [
            CGRect(x: 0, y: 0, width: 1024, height: 768), CGRect(x: 2000, y: 30, width: 44, height: 44),
            CGRect(x: -500, y: -500, width: 44, height: 44),
        ] {
            let placed = try PopoverLayout.place(preferredContentSize: CGSize(width: 320, height: 400), sourceRect: source, in: c)
            #expect(placed.frame.width == 320 && placed.frame.height == 400, "\(source)")
            #expect(PopoverLayout.containingFrame(in: c, popoverLayoutMargins: .zero).contains(placed.frame), "\(source)")
        }
    }

    @Test("a missing anchor is a typed error with UIKit's text")
    func errors() throws {
        #expect(
            PopoverError.missingAnchor(controller: "Menu").description
                == "NSGenericException: UIPopoverPresentationController (<UIPopoverPresentationController for Menu>) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        )
        #expect(PopoverArrowDirection.any.rawValue == 15 && PopoverArrowDirection.unknown.rawValue == UInt.max)
    }
}

@Suite("Sheet detents")
struct SheetDetentTests {
    let phone = PresentationContainer(
        bounds: CGRect(x: 0, y: 0, width: 390, height: 844), screenSize: CGSize(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, bottom: 34), horizontalSizeClass: .compact,
        verticalSizeClass: .regular, interfaceOrientation: .portrait, idiom: .phone, design: .classic)
    var phoneLandscape: PresentationContainer {
        PresentationContainer(
            bounds: CGRect(x: 0, y: 0, width: 844, height: 390), screenSize: CGSize(width: 844, height: 390),
            safeAreaInsets: EdgeInsets(left: 47, bottom: 21, right: 47), horizontalSizeClass: .compact,
            verticalSizeClass: .compact, interfaceOrientation: .landscapeRight, idiom: .phone, design: .classic)
    }

    @Test("medium is half the maximum and inactive in compact height; custom heights are capped; non-positive is inactive")
    func resolution() {
        #expect(SheetDetent.medium.resolvedValue(maximumDetentValue: 700, verticalSizeClass: .regular) == 350)
        #expect(SheetDetent.medium.resolvedValue(maximumDetentValue: 700, verticalSizeClass: .compact) == nil)
        #expect(SheetDetent.large.resolvedValue(maximumDetentValue: 700, verticalSizeClass: .compact) == 700)
        #expect(SheetDetent.custom("small", height: 200).resolvedValue(maximumDetentValue: 700, verticalSizeClass: .regular) == 200)
        #expect(SheetDetent.custom("huge", height: 2000).resolvedValue(maximumDetentValue: 700, verticalSizeClass: .regular) == 700)
        #expect(SheetDetent.custom("off", height: 0).resolvedValue(maximumDetentValue: 700, verticalSizeClass: .regular) == nil)
        // SwiftUI's `.fraction(_:)`: a share of the maximum, in every size class; capped; non-positive is inactive.
        #expect(SheetDetent.custom("quarter", fraction: 0.25).resolvedValue(maximumDetentValue: 700, verticalSizeClass: .compact) == 175)
        #expect(SheetDetent.custom("more", fraction: 1.5).resolvedValue(maximumDetentValue: 700, verticalSizeClass: .regular) == 700)
        #expect(SheetDetent.custom("off", fraction: 0).resolvedValue(maximumDetentValue: 700, verticalSizeClass: .regular) == nil)
    }

    @Test("edge-attached sheet: the selected detent's height plus the bottom safe area, at the bottom")
    func edgeAttached() {
        let configuration = SheetConfiguration(detents: [.medium, .large], selectedDetentIdentifier: SheetDetent.medium.identifier)
        let placed = SheetLayout.place(
            style: .pageSheet, configuration: configuration, preferredContentSize: .zero, in: phone, osVersion: .latest)
        let maximum = 844.0 - 47 - 10 - 34
        #expect(placed.isEdgeAttached)
        #expect(placed.detent == .medium)
        #expect(placed.frame == CGRect(x: 0, y: 844 - (maximum / 2).rounded() - 34, width: 390, height: (maximum / 2).rounded() + 34))
        #expect(placed.activeDetents.map(\.detent) == [.medium, .large])
    }

    @Test("with the iOS 26 design a compact-width card starts at the safe area's top, 10 pt higher than before")
    func liquidGlassCard() {
        var glass = phone
        glass.design = .liquidGlass
        let large = SheetConfiguration(detents: [.large])
        let classic = SheetLayout.place(style: .pageSheet, configuration: large, preferredContentSize: .zero, in: phone, osVersion: .latest)
        let placed = SheetLayout.place(style: .pageSheet, configuration: large, preferredContentSize: .zero, in: glass, osVersion: .latest)
        #expect(Double(classic.frame.minY) == 47 + 10)
        #expect(Double(placed.frame.minY) == 47)
        #expect(Double(placed.frame.height) == Double(classic.frame.height) + 10)
        #expect(PresentationLayout.frame(for: .pageSheet, in: glass, osVersion: .latest).minY == 47)
    }

    @Test("no selection or an unknown one rests at the smallest active detent")
    func selection() {
        let unknown = SheetConfiguration(detents: [.large, .custom("peek", height: 120), .medium], selectedDetentIdentifier: "nope")
        #expect(
            SheetLayout.place(style: .formSheet, configuration: unknown, preferredContentSize: .zero, in: phone, osVersion: .latest).detent
                .identifier == "peek")
        #expect(
            SheetLayout.place(
                style: .formSheet, configuration: SheetConfiguration(detents: [.medium, .large]), preferredContentSize: .zero, in: phone,
                osVersion: .latest
            ).detent == .medium)
    }

    @Test("largestUndimmedDetentIdentifier: no dimming up to it, dimming above")
    func dimming() {
        var configuration = SheetConfiguration(detents: [.medium, .large], largestUndimmedDetentIdentifier: SheetDetent.medium.identifier)
        #expect(
            !SheetLayout.place(style: .pageSheet, configuration: configuration, preferredContentSize: .zero, in: phone, osVersion: .latest)
                .dimsBackground)
        configuration.selectedDetentIdentifier = SheetDetent.large.identifier
        #expect(
            SheetLayout.place(style: .pageSheet, configuration: configuration, preferredContentSize: .zero, in: phone, osVersion: .latest)
                .dimsBackground)
        configuration.largestUndimmedDetentIdentifier = nil
        configuration.selectedDetentIdentifier = nil
        #expect(
            SheetLayout.place(style: .pageSheet, configuration: configuration, preferredContentSize: .zero, in: phone, osVersion: .latest)
                .dimsBackground)
    }

    @Test("compact height: edge-attached only when preferred; medium inactive; width may follow preferredContentSize")
    func compactHeight() {
        var configuration = SheetConfiguration(detents: [.medium, .large], prefersEdgeAttachedInCompactHeight: true)
        let placed = SheetLayout.place(
            style: .pageSheet, configuration: configuration, preferredContentSize: CGSize(width: 400, height: 0), in: phoneLandscape,
            osVersion: .latest)
        #expect(placed.isEdgeAttached && placed.detent == .large)
        #expect(placed.frame == CGRect(x: 47, y: 390 - placed.frame.height, width: 750, height: placed.frame.height), "\(placed.frame)")
        configuration.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        let following = SheetLayout.place(
            style: .pageSheet, configuration: configuration, preferredContentSize: CGSize(width: 400, height: 0), in: phoneLandscape,
            osVersion: .latest)
        #expect(following.frame.width == 400 && following.frame.midX == 422)
        configuration.prefersEdgeAttachedInCompactHeight = false
        #expect(
            !SheetLayout.place(
                style: .pageSheet, configuration: configuration, preferredContentSize: .zero, in: phoneLandscape, osVersion: .latest
            ).isEdgeAttached)
    }
}

@Suite("Centre window and run-time orientation")
struct CentreWindowAndOrientationTests {
    @Test("the centre window is the same in both orientations and fits the full-screen window", arguments: Device.all)
    func centreWindow(device: Device) throws {
        let rule = CentreWindowRule.standard
        guard let size = rule.preferredContentSize(for: device) else {
            #expect(device.family == .iPhone)
            return
        }
        for orientation in [InterfaceOrientation.portrait, .landscapeRight] {
            let screen = device.screen.size(in: orientation)
            #expect(rule.preferredContentSize(screenSize: screen) == size)
            #expect(size.width < screen.width && size.height < screen.height)
            let container = PresentationContainer(placement: try Placement(device: device, orientation: orientation, mode: .full))
            #expect(PresentationLayout.frame(for: .formSheet, preferredContentSize: size, in: container, osVersion: .latest).size == size)
        }
        #expect(abs(Double(size.width / size.height) - 375.0 / 667.0) < 0.01)
    }

    @Test("face up and face down never rotate the interface; disallowed orientations are ignored")
    func rotation() {
        for device in [DeviceOrientation.faceUp, .faceDown, .unknown] {
            #expect(InterfaceOrientationRequest.rotation(to: device, current: .portrait, allowed: .all) == nil)
        }
        #expect(InterfaceOrientationRequest.rotation(to: .landscapeLeft, current: .portrait, allowed: .all) == .landscapeRight)
        #expect(InterfaceOrientationRequest.rotation(to: .landscapeLeft, current: .portrait, allowed: .portrait) == nil)
    }

    @Test("requestGeometryUpdate picks from the intersection or fails with UIKit's message")
    func geometryUpdate() throws {
        #expect(
            try InterfaceOrientationRequest.geometryUpdate(requested: .landscape, supported: .all, current: .portrait) == .landscapeLeft)
        #expect(
            try InterfaceOrientationRequest.geometryUpdate(requested: .landscape, supported: .all, current: .landscapeRight)
                == .landscapeRight)
        let error = GeometryUpdateError.noRequestedOrientationSupported(requested: .portrait, supported: .landscapeRight)
        #expect(throws: error) {
            try InterfaceOrientationRequest.geometryUpdate(requested: .portrait, supported: .landscapeRight, current: .landscapeRight)
        }
        #expect(
            error.description == "UISceneErrorDomain Code=101 \"None of the requested orientations are supported by the view controller. "
                + "Requested: portrait; Supported: landscapeRight\"")
        #expect(throws: GeometryUpdateError.emptyRequest) {
            try InterfaceOrientationRequest.geometryUpdate(requested: [], supported: .all, current: .portrait)
        }
    }

    @Test("a full-screen presentation starts in its preferred orientation when allowed")
    func presentationOrientation() {
        #expect(
            InterfaceOrientationRequest.presentationOrientation(preferred: .landscapeRight, current: .portrait, allowed: .all)
                == .landscapeRight)
        #expect(
            InterfaceOrientationRequest.presentationOrientation(preferred: nil, current: .portrait, allowed: .landscape) == .landscapeLeft)
        #expect(
            InterfaceOrientationRequest.presentationOrientation(preferred: .portrait, current: .landscapeLeft, allowed: .landscape)
                == .landscapeLeft)
    }
}

/// SplitMix64, so the clamping test replays from its printed seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
