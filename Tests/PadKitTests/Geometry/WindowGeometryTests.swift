import Foundation
import Testing
@testable import PadKit

/// A measured window, flattened for parameterised tests.
struct MeasuredCase: CustomTestStringConvertible, Sendable {
    let screen: Screen
    let measurement: MeasuredWindow
    var testDescription: String {
        "\(screen.id) \(measurement.isLandscape ? "L" : "P") \(measurement.mode.id) \(measurement.width)"
    }

    static let all: [MeasuredCase] = {
        var screens: [Screen] = []
        for device in Device.all where !screens.contains(device.screen) { screens.append(device.screen) }
        return screens.flatMap { screen in screen.measuredWindows.map { MeasuredCase(screen: screen, measurement: $0) } }
    }()
}

let iPadScreens: [Screen] = {
    var screens: [Screen] = []
    for device in Device.all where device.family == .iPad && !screens.contains(device.screen) { screens.append(device.screen) }
    return screens
}()

@Suite("Window geometry")
struct WindowGeometryTests {
    @Test("the Split View rule reproduces every measured width", arguments: MeasuredCase.all)
    func ruleMatchesMeasurements(item: MeasuredCase) {
        let orientation: InterfaceOrientation = item.measurement.isLandscape ? .landscapeRight : .portrait
        let size = item.screen.size(in: orientation)
        let landscape = item.measurement.isLandscape
        let ruled: Double
        switch item.measurement.mode {
        case .twoThirds: ruled = SplitViewGeometry.twoThirdsWidth(screenSize: size, landscape: landscape)
        case .half: ruled = SplitViewGeometry.halfWidth(screenSize: size)
        case .oneThird: ruled = SplitViewGeometry.oneThirdWidth(screenSize: size, landscape: landscape)
        default: ruled = Double(SplitViewGeometry.slideOverSize(screenSize: size, landscape: landscape).width)
        }
        #expect(ruled == item.measurement.width)
        if let height = item.measurement.height {
            #expect(Double(SplitViewGeometry.slideOverSize(screenSize: size, landscape: landscape).height) == height)
        }
    }

    @Test("the size-class rule reproduces every measured size class", arguments: MeasuredCase.all)
    func sizeClassMatchesMeasurements(item: MeasuredCase) {
        let classes = SizeClassRule.standard.sizeClasses(
            windowWidth: item.measurement.width, idiom: .pad, landscape: item.measurement.isLandscape,
            portraitScreenWidth: Double(item.screen.portraitSize.width))
        #expect(classes.horizontal == item.measurement.horizontalSizeClass)
        #expect(classes.vertical == .regular)
    }

    @Test("Split View identities: 2/3 + 1/3 + 10 = width, 2 x 1/2 + 10 = width", arguments: iPadScreens)
    func splitIdentities(screen: Screen) throws {
        let device = try #require(Device.all.first { $0.screen == screen })
        for orientation in [InterfaceOrientation.portrait, .landscapeRight] {
            let width = Double(screen.size(in: orientation).width)
            let twoThirds = try Placement(device: device, orientation: orientation, mode: .twoThirds).window.size
            let oneThird = try Placement(device: device, orientation: orientation, mode: .oneThird).window.size
            #expect(Double(twoThirds.width + oneThird.width) + 10 == width)
            #expect(twoThirds.height == screen.size(in: orientation).height)
            if orientation.isLandscape {
                let half = try Placement(device: device, orientation: orientation, mode: .half).window.size
                #expect(Double(half.width) * 2 + 10 == width)
            }
        }
    }

    /// Seed 004's table and `docs/sources.md` § Screens and Split View windows, cell for cell: (portrait screen, L 2/3, L 1/2, L 1/3, P 2/3, P 1/3).
    static let referenceTable: [(String, [Double])] = [
        ("ipad-mini-4", [694, 507, 320, 438, 320]),
        ("ipad-7th-gen", [750, 535, 320, 480, 320]),
        ("ipad-pro-10-5-inch", [782, 551, 320, 504, 320]),
        ("ipad-pro-11-inch-1st-gen", [809, 592, 375, 504, 320]),
        ("ipad-pro-12-9-inch-2nd-gen", [981, 678, 375, 639, 375]),
        ("ipad-mini-6th-gen", [748, 561.5, 375, 414, 320]),
        ("ipad-air-5th-gen", [795, 585, 375, 490, 320]),
        ("ipad-pro-11-inch-m4", [825, 600, 375, 504, 320]),
        ("ipad-pro-13-inch-m4", [991, 683, 375, 647, 375]),
    ]

    @Test("every cell of the reference table comes out exactly", arguments: referenceTable)
    func referenceCells(id: String, widths: [Double]) throws {
        let device = try Device.named(id)
        let cells: [(InterfaceOrientation, WindowMode)] = [
            (.landscapeRight, .twoThirds), (.landscapeRight, .half), (.landscapeRight, .oneThird),
            (.portrait, .twoThirds), (.portrait, .oneThird),
        ]
        for ((orientation, mode), width) in zip(cells, widths) {
            let placement = try Placement(device: device, orientation: orientation, mode: mode)
            #expect(Double(placement.window.size.width) == width, "\(id) \(orientation) \(mode)")
            #expect(placement.window.size.height == device.screen.size(in: orientation).height)
        }
    }

    @Test("models that share a measured screen are same-screen copies, as the researched table labels them")
    func sameScreenCopies() throws {
        let copy = try Placement(device: Device.named("ipad-pro-12-9-inch-6th-gen"), orientation: .landscapeRight, mode: .half)
        #expect(copy.window.provenance.kind == .derived)
        #expect(copy.window.provenance.rule == "same-screen-as(ipad-pro-12-9-inch-1st-gen)")
        #expect(copy.window.provenance.sources.contains("seed004"))
        #expect(copy.window.size.width == 678)
    }

    @Test("seed 004 lists 9.7, 10.5 and 12.9 in the same numbers, as measured")
    func seed004Provenance() throws {
        for id in ["ipad-air-2", "ipad-pro-10-5-inch", "ipad-pro-12-9-inch-1st-gen"] {
            let placement = try Placement(device: Device.named(id), orientation: .landscapeLeft, mode: .half)
            #expect(placement.window.provenance.kind == .measured)
            #expect(placement.window.provenance.sources.contains("seed004"))
        }
        let derived = try Placement(device: Device.named("ipad-pro-13-inch-m5"), orientation: .portrait, mode: .twoThirds)
        #expect(derived.window.provenance.kind == .derived)
    }

    @Test("Slide Over: narrow pane wide, 40 pt shorter than the screen")
    func slideOver() throws {
        let nine = try Placement(device: Device.named("ipad-pro-9-7-inch"), orientation: .landscapeRight, mode: .slideOver)
        #expect(nine.window.size == CGSize(width: 320, height: 728))
        #expect(nine.window.provenance.kind == .measured)
        let twelve = try Placement(device: Device.named("ipad-pro-12-9-inch-5th-gen"), orientation: .portrait, mode: .slideOver)
        #expect(twelve.window.size == CGSize(width: 375, height: 1326))
        #expect(twelve.window.provenance.kind == .derived)
        let eleven = try Placement(device: Device.named("ipad-pro-11-inch-4th-gen"), orientation: .portrait, mode: .slideOver)
        #expect(eleven.window.size == CGSize(width: 320, height: 1154))
    }

    @Test("full screen is the screen in that orientation", arguments: Device.all)
    func fullScreen(device: Device) throws {
        let portrait = try Placement(device: device, orientation: .portrait, mode: .full)
        let landscape = try Placement(device: device, orientation: .landscapeLeft, mode: .full)
        #expect(portrait.window.size == device.screen.portraitSize)
        #expect(landscape.window.size.width == device.screen.portraitSize.height)
        #expect(landscape.window.size.height == device.screen.portraitSize.width)
        #expect(portrait.window.provenance == device.screen.provenance)
    }

    @Test("every fixed placement exists and fits the screen", arguments: Device.all)
    func fixedPlacements(device: Device) {
        let placements = Placement.fixedPlacements(for: device)
        // iPhone Duo: the outer display closed, and the inner one fully and partially open with its
        // landscape Split View pane (IPhoneDuoTests).
        #expect(placements.count == (device.family == .iPad ? 9 : device.hasHinge ? 8 : 2))
        for placement in placements {
            #expect(placement.window.size.width > 0 && placement.window.size.width <= placement.screenSize.width)
            #expect(placement.window.size.height > 0 && placement.window.size.height <= placement.screenSize.height)
        }
    }

    @Test("iPhones have no Split View, Slide Over or free-form windows")
    func iPhoneModes() throws {
        let phone = try Device.named("iphone-16-pro-max")
        for mode in [WindowMode.twoThirds, .half, .oneThird, .slideOver, .window(width: 300, height: 300)] {
            #expect(throws: PlacementError.self) { try Placement(device: phone, orientation: .landscapeRight, mode: mode) }
        }
    }

    @Test("portrait has no 1/2 share", arguments: iPadScreens)
    func portraitHasNoHalf(screen: Screen) throws {
        let device = try #require(Device.all.first { $0.screen == screen })
        #expect(
            throws: PlacementError.modeUnavailable(
                mode: "half", device: device.id, orientation: .portrait,
                reason: "portrait Split View has only 2/3 and 1/3 shares")
        ) {
            try Placement(device: device, orientation: .portrait, mode: .half)
        }
    }

    @Test("an unknown orientation has no window")
    func unknownOrientation() throws {
        #expect(throws: PlacementError.unknownOrientation(device: "ipad-air-2")) {
            try Placement(device: Device.named("ipad-air-2"), orientation: .unknown, mode: .full)
        }
    }

    @Test(
        "free-form windows are validated against the screen in that orientation",
        arguments: [
            (700.0, 800.0, true), (1210, 834, true), (320, 320, true), (319, 834, false), (1, 1, false), (1211, 834, false),
            (834, 1210, false),
            (0, 500, false), (500, -1, false), (.nan, 500, false), (.infinity, 500, false), (0.5, 500, false), (1e-300, 1e-300, false),
        ])
    func freeformValidation(width: Double, height: Double, valid: Bool) throws {
        let device = try Device.named("ipad-pro-11-inch-m4")
        let mode = WindowMode.window(width: width, height: height)
        if valid {
            let placement = try Placement(device: device, orientation: .landscapeRight, mode: mode)
            #expect(placement.window.size == CGSize(width: width, height: height))
            #expect(placement.window.provenance == .given)
        } else {
            do {
                _ = try Placement(device: device, orientation: .landscapeRight, mode: mode)
                Issue.record("expected an impossible window")
            } catch let error as PlacementError {
                guard case .impossibleWindow(_, _, let id, let screenWidth, let screenHeight, _, _) = error else {
                    Issue.record("unexpected \(error)"); return
                }
                #expect(id == device.id && screenWidth == 1210 && screenHeight == 834)
                #expect(error.description.contains("1210x834"))
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }
}
