import Foundation
import PadKit
import PadKitApps
import PadLayout
import Testing
@testable import PadKitSimulator

/// Layout regions in a description's layout vocabulary (`"superview.safeArea(horizontal).top"`),
/// run on the twin: views pinned to a region clear the window controls on iPadOS 26 windows and
/// nowhere else; apps in the compatibility design get the taller top safe area instead.
struct LayoutRegionDescriptionTests {
    /// A header pinned to the horizontally adapted safe area and a view pinned to the plain one.
    static func app(sdk: String? = nil, requiresCompatibility: Bool = false, header: String = "superview.safeArea(horizontal)") -> String {
        let sdkPair = sdk.map { #""sdk": "\#($0)", "# } ?? ""
        let key = requiresCompatibility ? #""UIDesignRequiresCompatibility": true, "# : ""
        return #"""
            {"name": "Regions", \#(sdkPair)"infoPlist": {\#(key)"UIApplicationSceneManifest": {"UIApplicationSupportsMultipleScenes": true}},
             "root": {"title": "Home", "layout": {"views": ["header", "plain"], "any": [
               {"view": "header", "constraints": [{"make": "top.leading", "equalTo": "\#(header)"},
                                                  {"make": "trailing", "equalTo": "superview.safeArea.trailing"}, {"make": "height", "equalTo": 44}]},
               {"view": "plain", "constraints": [{"make": "top.leading", "equalTo": "superview.safeArea"}, {"make": "size", "equalTo": 50}]}]}}}
            """#
    }

    static func read(_ json: String) throws -> AppDescription {
        try AppDescriptionReader.read(data: Data(json.utf8))
    }

    static let spellings: [(String, LayoutConstraintDescription.Target)] = [
        ("superview.safeArea", .guide(owner: nil, region: .safeArea(), attribute: nil)),
        ("superview.safeAreaLayoutGuide.top", .guide(owner: nil, region: .safeArea(), attribute: "top")),
        ("superview.margins.leading", .guide(owner: nil, region: .margins(), attribute: "leading")),
        ("superview.layoutMarginsGuide", .guide(owner: nil, region: .margins(), attribute: nil)),
        ("superview.safeArea(horizontal)", .guide(owner: nil, region: .safeArea(cornerAdaptation: .horizontal), attribute: nil)),
        (
            "superview.safeArea(cornerAdaptation: .vertical).top",
            .guide(owner: nil, region: .safeArea(cornerAdaptation: .vertical), attribute: "top")
        ),
        (
            "superview.layoutGuide(for: .margins(cornerAdaptation: .horizontal)).leading",
            .guide(owner: nil, region: .margins(cornerAdaptation: .horizontal), attribute: "leading")
        ),
        (
            "plain.safeArea(none).bottom",
            .guide(owner: "plain", region: .safeArea(cornerAdaptation: LayoutRegion.AdaptivityAxis.none), attribute: "bottom")
        ),
        ("superview.top", .superview(attribute: "top")),
    ]

    @Test("the spellings SnapKit and UIKit users write", arguments: spellings)
    func spelling(text: String, target: LayoutConstraintDescription.Target) throws {
        let description = try Self.read(Self.app(header: text))
        let line = try #require(description.root.layout?.any.first?.constraints.first)
        #expect(line.target == target)
        // Written back in the short spelling, read back the same.
        let again = try AppDescriptionReader.read(description.jsonValue)
        #expect(again == description)
    }

    static let badTargets: [(String, String)] = [
        ("superview.safeArea(diagonal).top", "'safeArea(diagonal)' is neither an attribute nor a layout guide"),
        ("superview.readableContent.top", "'readableContent' is neither an attribute nor a layout guide"),
        ("superview.safeArea.top.left", "is not a target"),
        ("superview.safeArea.size", "'size' is not an attribute a target can name"),
        ("nobody.safeArea.top", "'nobody' is not one of the layout's views"),
    ]

    @Test("a bad guide is an error at its JSON path", arguments: badTargets)
    func badGuide(text: String, message: String) {
        do throws(AppDescriptionError) {
            _ = try AppDescriptionReader.read(data: Data(Self.app(header: text).utf8))
            Issue.record("\(text) was accepted")
        } catch {
            #expect(
                error.problems.contains { $0.path == "root.layout.any[0].constraints[0].equalTo" && $0.message.contains(message) },
                "\(error.problems)")
        }
    }

    @Test("a region in an app built with an older SDK is an error at sdk naming the line")
    func regionNeedsSDK26() {
        do throws(AppDescriptionError) {
            _ = try AppDescriptionReader.read(data: Data(Self.app(sdk: "18.0").utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.problems.map(\.path) == ["sdk"])
            #expect(
                error.problems.first?.message.contains(
                    "'18.0' is older than the iOS 26 SDK, which layout regions need: 'superview.safeArea(horizontal)'") == true,
                "\(error.problems)")
        }
        #expect((try? Self.read(Self.app(sdk: "18.0", header: "superview.safeArea"))) != nil, "the plain guides are older API")
    }

    static let osVersions = [OSVersion(18), OSVersion(26), OSVersion(26, 1), OSVersion(26, 2), OSVersion(27)]

    @Test(
        "the header clears the controls exactly where a window shows them", arguments: Device.all.filter { $0.family == .iPad }, osVersions)
    func region(device: Device, os: OSVersion) throws {
        guard device.osSupport?.supports(os) ?? true else { return }
        let app = try RunnableApp.described(Self.read(Self.app(sdk: "26.0")))
        for row in WindowingSystem.placements(for: device, osVersion: os) {
            let window = app.launch(in: row.placement, osVersion: os, recordsTrace: false)
            let controller = try #require(window.rootViewController as? LayoutViewController)
            let header = try #require(controller.layoutView(named: "header")), plain = try #require(controller.layoutView(named: "plain"))
            let safeTop = window.safeAreaInsets.top
            if WindowControls.shown(in: row.placement, osVersion: os) {
                #expect(header.frame.minX == WindowControls.regionSize.width, "\(row.placement) on \(os)")
                #expect(window.windowControlsFrame != nil)
            } else {
                #expect(header.frame.minX == 0, "\(row.placement) on \(os)")
            }
            #expect(header.frame.minY == safeTop && plain.frame.minY == safeTop && plain.frame.minX == 0)
            #expect(controller.view.edgeInsets(for: .safeArea()) == window.safeAreaInsets)
            try window.checkInvariants()
        }
    }

    static let designs: [(String, Bool, Bool)] = [
        ("18.0", false, true), ("26.0", true, true), ("26.0", false, false), ("27.0", true, false),
    ]

    @Test(
        "the compatibility design: the band instead of regions; the 27 SDK ignores the key", arguments: designs,
        [OSVersion(26), OSVersion(27)])
    func compatibility(design: (String, Bool, Bool), os: OSVersion) throws {
        let (sdk, key, band) = design
        // An app built before the 26 SDK cannot ask for a region; it pins to the plain safe area.
        let header = sdk.hasPrefix("18") ? "superview.safeArea" : "superview.safeArea(horizontal)"
        let app = try RunnableApp.described(Self.read(Self.app(sdk: sdk, requiresCompatibility: key, header: header)))
        #expect(app.usesCompatibilityDesign(osVersion: os) == band)
        let device = try Device.named("ipad-pro-11-inch-m4")
        let (rows, _) = app.occupiablePlacements(on: device, osVersion: os)
        for row in rows {
            let window = app.launch(in: row.placement, osVersion: os, recordsTrace: false)
            let controller = try #require(window.rootViewController as? LayoutViewController)
            let header = try #require(controller.layoutView(named: "header"))
            let controls = WindowControls.shown(in: row.placement, osVersion: os)
            #expect(row.placement.hostsCompatibilityDesign == band)
            if controls && band {
                #expect(
                    window.safeAreaInsets.top == WindowControls.compatibilityBandHeight && header.frame.origin == CGPoint(x: 0, y: 32),
                    "\(row.placement)")
            } else if controls {
                #expect(header.frame.origin == CGPoint(x: 80, y: 0), "\(row.placement)")
            } else {
                #expect(header.frame.minX == 0, "\(row.placement)")
            }
        }
    }

    @Test("the background snapshot in the other orientation keeps the compatibility design")
    func snapshotKeepsDesign() throws {
        let app = try RunnableApp.described(Self.read(Self.app(sdk: "26.0", requiresCompatibility: true)))
        let placement = try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .portrait, mode: .tile(.halfLeading))
        let window = app.launch(in: placement, osVersion: OSVersion(26))
        window.enterBackground()
        let insets = window.trace.entries.filter { $0.controller == "Window" && $0.callback == "safeAreaInsetsDidChange()" }
            .flatMap(\.details).map(\.value)
        #expect(!insets.isEmpty && insets.allSatisfy { $0.hasPrefix("{32,") }, "\(insets)")
        #expect(window.placement.hostsCompatibilityDesign)
        try window.checkInvariants()
    }

    @Test("an app that says nothing of its SDK answers as before", arguments: [OSVersion(26), OSVersion(27)])
    func unknownSDK(os: OSVersion) throws {
        let app = try RunnableApp.described(Self.read(Self.app(requiresCompatibility: true)))
        #expect(!app.usesCompatibilityDesign(osVersion: os))
    }

    @Test("iPhones have no controls: the region is the safe area", arguments: Device.all.filter { $0.family == .iPhone })
    func iPhone(device: Device) throws {
        let app = try RunnableApp.described(Self.read(Self.app(sdk: "26.0")))
        for orientation in [InterfaceOrientation.portrait, .landscapeRight] {
            let placement = try Placement(device: device, orientation: orientation, mode: .full)
            let window = app.launch(in: placement, osVersion: OSVersion(26), recordsTrace: false)
            let controller = try #require(window.rootViewController as? LayoutViewController)
            let header = try #require(controller.layoutView(named: "header"))
            #expect(header.frame.minX == window.safeAreaInsets.left && header.frame.minY == window.safeAreaInsets.top, "\(placement)")
        }
    }
}
