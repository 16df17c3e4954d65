import Foundation
import Testing
@testable import PadKit

/// iPhone Duo: two displays, three postures, per-display size classes, the 27.1 SDK's vertical
/// bars, the orientations the inner display does not honour, and the errors for what the device
/// does not have. The expected values are written out from the sources (`docs/sources.md`
/// § iPhone Duo), not read back from the catalog.
@Suite("iPhone Duo")
struct IPhoneDuoTests {
    /// One expected row per display and orientation: size, size classes, insets, bar side.
    struct Row: Sendable, CustomStringConvertible {
        let display: Display.ID
        let orientation: InterfaceOrientation
        let size: CGSize
        let classes: (UserInterfaceSizeClass, UserInterfaceSizeClass)
        let insets: EdgeInsets
        let bar: DisplayOrientation.Side?
        var description: String { "\(display) \(orientation)" }
    }

    static let rows: [Row] = [
        Row(
            display: .outer, orientation: .portrait, size: CGSize(width: 466, height: 678), classes: (.compact, .regular),
            insets: EdgeInsets(bottom: 34, right: 84), bar: .right),
        Row(
            display: .outer, orientation: .landscapeLeft, size: CGSize(width: 678, height: 466), classes: (.compact, .compact),
            insets: EdgeInsets(bottom: 34, right: 84), bar: .right),
        Row(
            display: .outer, orientation: .landscapeRight, size: CGSize(width: 678, height: 466), classes: (.compact, .compact),
            insets: EdgeInsets(left: 84, bottom: 34), bar: .left),
        Row(
            display: .inner, orientation: .portrait, size: CGSize(width: 669, height: 951), classes: (.regular, .regular),
            insets: EdgeInsets(top: 82, bottom: 34), bar: nil),
        Row(
            display: .inner, orientation: .portraitUpsideDown, size: CGSize(width: 669, height: 951), classes: (.regular, .regular),
            insets: EdgeInsets(top: 82, bottom: 34), bar: nil),
        Row(
            display: .inner, orientation: .landscapeLeft, size: CGSize(width: 951, height: 669), classes: (.regular, .regular),
            insets: EdgeInsets(bottom: 34, right: 84), bar: .right),
        Row(
            display: .inner, orientation: .landscapeRight, size: CGSize(width: 951, height: 669), classes: (.regular, .regular),
            insets: EdgeInsets(bottom: 34, right: 84), bar: .right),
    ]

    /// Every display with every posture in which the app is on it.
    static let poses: [(Display.ID, Posture)] = [(.outer, .closed), (.inner, .fullyOpen), (.inner, .partiallyOpen)]

    @Test(
        "each display, posture and orientation: the size, the phone idiom, the display's size classes, safe area and bar edge",
        arguments: rows, Posture.allCases)
    func fullScreen(row: Row, posture: Posture) throws {
        guard Self.poses.contains(where: { $0 == (row.display, posture) }) else { return }
        let device = try Device.iPhoneDuo.on(row.display, posture: posture)
        let window = try WindowContext(device: device, orientation: row.orientation, mode: .full, osVersion: OSVersion(27, 1)).resolve()
        #expect(window.placement.window.size == row.size)
        #expect(window.traits.userInterfaceIdiom == .phone)
        #expect(window.traits.horizontalSizeClass == row.classes.0 && window.traits.verticalSizeClass == row.classes.1)
        #expect(window.safeArea.insets == row.insets)
        let expectedEdge: VerticalBarEdge = row.bar == nil ? .unspecified : row.bar == .right ? .trailing : .leading
        #expect(window.traits.verticalBarEdge == expectedEdge)
        // The strip stays on its side in right-to-left languages, so its edge flips.
        let rtl = window.placement.traitCollection(appearance: SystemAppearance(layoutDirection: .rightToLeft))
        #expect(rtl.verticalBarEdge == (row.bar == nil ? .unspecified : expectedEdge == .trailing ? .leading : .trailing))
    }

    @Test(
        "an app built before the 27.1 SDK stops 80 pt short of the strip and keeps horizontal bars; without \"sdk\" it gets them",
        arguments: rows, [nil, OSVersion(26), OSVersion(27), OSVersion(27, 1)])
    func sdk(row: Row, sdk: OSVersion?) throws {
        let device = try Device.iPhoneDuo.on(row.display)
        let window = try WindowContext(
            device: device, orientation: row.orientation, mode: .full, osVersion: OSVersion(27, 1),
            app: HostedApp(build: AppBuild(sdk: sdk))
        ).resolve()
        let vertical = sdk.map { $0 >= OSVersion(27, 1) } ?? true
        #expect(window.placement.keepsHorizontalBars == !vertical)
        if vertical {
            #expect(window.placement.window.size == row.size)
            #expect(window.safeArea.insets == row.insets)
        } else {
            let short =
                row.bar == nil
                ? CGSize(width: row.size.width, height: row.size.height - 80) : CGSize(width: row.size.width - 80, height: row.size.height)
            #expect(window.placement.window.size == short)
            #expect(window.safeArea.insets == EdgeInsets(bottom: 34))
            #expect(window.traits.verticalBarEdge == .unspecified)
            #expect(VerticalBars.exemption(of: window.placement) == .builtBeforeSDK27_1)
        }
    }

    @Test(
        "Split View of two apps: the inner display's fixed half, in landscape, compact width, bar on the left", arguments: Posture.allCases)
    func splitView(posture: Posture) throws {
        guard posture != .closed else {
            let outer = try Device.iPhoneDuo.on(.outer)
            #expect(throws: PlacementError.self) { try Placement(device: outer, orientation: .landscapeRight, mode: .half) }
            return
        }
        let inner = try Device.iPhoneDuo.on(.inner, posture: posture)
        let pane = try WindowContext(device: inner, orientation: .landscapeRight, mode: .half, osVersion: OSVersion(27, 1)).resolve()
        #expect(pane.placement.window.size == CGSize(width: 469, height: 669))
        #expect(pane.traits.horizontalSizeClass == .compact && pane.traits.verticalSizeClass == .regular)
        #expect(pane.safeArea.insets == EdgeInsets(left: 84, bottom: 34))
        #expect(pane.traits.verticalBarEdge == .leading)
        #expect(throws: PlacementError.self) { try Placement(device: inner, orientation: .portrait, mode: .half) }
        #expect(throws: PlacementError.self) { try Placement(device: inner, orientation: .landscapeRight, mode: .twoThirds) }
    }

    @Test(
        "a portrait-only app takes every orientation on the inner display (not honoured), its own on the outer", arguments: poses.map(\.0))
    func orientations(display: Display.ID) throws {
        let device = try Device.iPhoneDuo.on(display)
        let portraitOnly = InfoPlist(supportedInterfaceOrientations: .portrait)
        let decision = try OrientationResolver(device: device, infoPlist: portraitOnly, osVersion: OSVersion(27, 1)).resolve()
        #expect(decision.allowed == (display == .inner ? .all : .portrait))
        #expect(decision.reasons.contains { $0.hasPrefix("not honoured") } == (display == .inner))
        // With UIRequiresFullScreen the app keeps its orientations and is scaled (111461, 4:45).
        let fullScreen = InfoPlist(supportedInterfaceOrientations: .portrait, requiresFullScreen: true)
        #expect(try OrientationResolver(device: device, infoPlist: fullScreen, osVersion: OSVersion(27, 1)).resolve().allowed == .portrait)
    }

    @Test("the Duo answers for 27.1 by default and refuses 27.0; the other devices keep answering for 27.0")
    func releases() throws {
        #expect(Device.iPhoneDuo.newestOSVersion == OSVersion(27, 1))
        #expect(Device.iPhone17.newestOSVersion == OSVersion(27))
        #expect(throws: OSSupportError.self) { try Device.iPhoneDuo.checkSupports(OSVersion(27)) }
        #expect(OSVersion.modelled.contains(OSVersion(27, 1)))
        #expect(OSRelease.rows(of: OSVersion(27, 1)) == [.verticalBars])
    }

    @Test("the matrix lists the outer display closed, then the inner display fully and partially open")
    func matrixRows() {
        let rows = WindowingSystem.placements(for: .iPhoneDuo, osVersion: OSVersion(27, 1))
        #expect(
            rows.map { "\($0.placement)" } == [
                "iphone-duo outer closed portrait full", "iphone-duo outer closed landscape full",
                "iphone-duo inner fullyOpen portrait full", "iphone-duo inner fullyOpen landscape full",
                "iphone-duo inner fullyOpen landscape half",
                "iphone-duo inner partiallyOpen portrait full", "iphone-duo inner partiallyOpen landscape full",
                "iphone-duo inner partiallyOpen landscape half",
            ])
        #expect(rows.allSatisfy { $0.setting == nil })
    }

    @Test("what a device does not have is a typed error naming the value")
    func badInput() {
        #expect(throws: DeviceDisplayError.postureNotOnDisplay("closed", display: "inner", device: "iphone-duo")) {
            try Device.iPhoneDuo.on(.inner, posture: .closed)
        }
        #expect(throws: DeviceDisplayError.unknownDisplay("inner", device: "iphone-17", displays: [])) {
            try Device.iPhone17.on(.inner)
        }
        #expect(throws: DeviceDisplayError.noHinge(device: "iphone-17", posture: "partiallyOpen")) {
            try Device.iPhone17.folded(to: .partiallyOpen)
        }
        #expect("\(DeviceDisplayError.noHinge(device: "iphone-17", posture: "closed"))".contains("iphone-17 has no hinge"))
    }

    @Test(
        "reserved regions: the outer camera always, the fold across the inner display active only partially open",
        arguments: rows, Posture.allCases)
    func reservedRegions(row: Row, posture: Posture) throws {
        guard Self.poses.contains(where: { $0 == (row.display, posture) }) else { return }
        let placement = try Placement(
            device: try Device.iPhoneDuo.on(row.display, posture: posture), orientation: row.orientation, mode: .full)
        let regions = placement.reservedRegions
        let bounds = CGRect(origin: .zero, size: row.size)
        #expect(regions.allSatisfy { $0.frame.intersects(bounds) })
        switch row.display {
        case .outer:
            #expect(regions.map(\.identifier) == ["outerCamera"])
            let camera = try #require(regions.first)
            #expect(camera.isActive && camera.kind == .occlusion && camera.frame.size == CGSize(width: 37, height: 37))
            // The camera is in the strip: on the bar's side of the window.
            #expect((camera.frame.midX > row.size.width / 2) == (row.bar == .right))
            #expect(placement.reservedRegions(kind: .division).isEmpty)
        case .inner:
            let fold = try #require(regions.first { $0.identifier == "fold" })
            #expect(fold.kind == .division && fold.isActive == (posture == .partiallyOpen) && fold.margins == 20)
            let band =
                row.orientation.isLandscape
                ? CGRect(x: 455.5, y: 0, width: 40, height: 669) : CGRect(x: 0, y: 455.5, width: 669, height: 40)
            #expect(fold.frame == band)
            #expect(placement.reservedRegions(kind: .division).count == (posture == .partiallyOpen ? 1 : 0))
            // The inner camera is measured in landscapeRight only, and never active (no camera in use).
            let camera = regions.first { $0.identifier == "innerCamera" }
            #expect((camera != nil) == (row.orientation == .landscapeRight))
            #expect(camera?.isActive != true)
        }
    }

    @Test("an app built before the 27.1 SDK sees no reserved regions; a Split View pane sees the fold it reaches")
    func regionsByBuildAndPane() throws {
        let inner = try Device.iPhoneDuo.on(.inner, posture: .partiallyOpen)
        let legacy = try WindowContext(
            device: inner, orientation: .landscapeRight, mode: .full, osVersion: OSVersion(27, 1),
            app: HostedApp(build: AppBuild(sdk: OSVersion(27)))
        ).resolve()
        #expect(legacy.placement.reservedRegions.isEmpty)
        let pane = try Placement(device: inner, orientation: .landscapeRight, mode: .half)
        #expect(pane.reservedRegions.map(\.identifier) == ["fold"])
    }

    @Test(
        "a region turned with the hardware comes back to where it was measured",
        arguments: InterfaceOrientation.allCases.filter { $0 != .unknown })
    func rotation(orientation: InterfaceOrientation) throws {
        let portrait = CGSize(width: 466, height: 678)
        let camera = CGRect(x: 399.667, y: 29.333, width: 37, height: 37)
        let turned = try #require(DisplayRegion.fromPortrait(camera, to: orientation, portrait: portrait))
        let back = try #require(DisplayRegion.toPortrait(turned, from: orientation, portrait: portrait))
        #expect(abs(back.minX - camera.minX) < 1e-9 && abs(back.minY - camera.minY) < 1e-9 && back.size == camera.size)
        let screen = orientation.isLandscape ? CGSize(width: 678, height: 466) : portrait
        #expect(CGRect(origin: .zero, size: screen).contains(turned))
    }
}
