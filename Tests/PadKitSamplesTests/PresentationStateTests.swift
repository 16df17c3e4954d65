import Foundation
import PadKit
import PadKitSamples
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// Presentations keep their state through tab switches, rotations and resizes; run-time
/// orientation requests in multitasking windows; dismissals of nothing.
@Suite("Presentation state and run-time orientation")
struct PresentationStateTests {
    func run(_ json: String, app: String) throws -> ScenarioRun {
        let scenario = try Scenario(json: Data(json.utf8), appNames: SampleApps.names)
        return ScenarioRunner.run(scenario, rootViewController: try #require(SampleApps.named(app)).makeRootViewController())
    }

    static let appearance: Set<String> = [
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    func appearanceCalls(_ run: ScenarioRun, event: Int) -> [String] {
        run.trace.calls(forEvent: event) { Self.appearance.contains($0.callback) }
    }

    // Source: `definesPresentationContext` documentation ("the presented view controller's view
    // covers the view of the view controller that defines the context"); a covered controller is
    // out of the window and gets no appearance callbacks until the dismissal.
    @Test("a currentContext cover stays with its tab: the covered stack gets no callbacks through tab switches, rotations and resizes")
    func contextCoverThroughTabs() throws {
        let long = try run(
            #"""
            { "device": "ipad-air-2", "orientation": "portrait", "app": "tabs",
              "events": [ {"present": {"title": "Cover", "style": "currentContext"}}, {"selectTab": 1}, {"rotate": "landscape"},
                          {"multitask": "half"}, {"selectTab": 0}, {"multitask": "full"}, {"dismiss": {}} ] }
            """#, app: "tabs")
        #expect(long.failure == nil)
        // Away from its tab the cover leaves; back on it the cover returns, the covered stack does not.
        #expect(
            appearanceCalls(long, event: 1).filter { $0.hasPrefix("Cover") } == [
                "Cover viewWillDisappear(_:)", "Cover viewDidDisappear(_:)",
            ])
        let back = appearanceCalls(long, event: 4)
        #expect(back.contains("Cover viewWillAppear(_:)") && back.contains("Cover viewDidAppear(_:)"))
        #expect(!back.contains { $0.hasPrefix("Chats") })
        // The dismissal gives the same callbacks as a dismissal with nothing in between.
        let short = try run(
            #"""
            { "device": "ipad-air-2", "orientation": "landscape", "app": "tabs",
              "events": [ {"present": {"title": "Cover", "style": "currentContext"}}, {"dismiss": {}} ] }
            """#, app: "tabs")
        #expect(appearanceCalls(long, event: 6) == appearanceCalls(short, event: 1))
        #expect(appearanceCalls(long, event: 6).contains("Chats Stack viewWillAppear(_:)"))
        #expect(PathIndependence.signature(of: long.window) == PathIndependence.signature(of: short.window))
    }

    @Test("a fullScreen cover keeps its presenter out of the window through rotations and resizes")
    func fullScreenCover() throws {
        let long = try run(
            #"""
            { "device": "ipad-pro-11-inch-m4", "orientation": "portrait", "app": "navigation", "osVersion": "18.0",
              "events": [ {"present": {"title": "Cover", "style": "fullScreen"}}, {"rotate": "landscape"}, {"multitask": "one_third"},
                          {"resize": {"width": 700, "height": 800}}, {"multitask": "full"}, {"dismiss": {}} ] }
            """#, app: "navigation")
        #expect(long.failure == nil)
        for event in 1...4 { #expect(!appearanceCalls(long, event: event).contains { $0.hasPrefix("Navigation") || $0.hasPrefix("Root") }) }
        let short = try run(
            #"""
            { "device": "ipad-pro-11-inch-m4", "orientation": "landscape", "app": "navigation", "osVersion": "18.0",
              "events": [ {"present": {"title": "Cover", "style": "fullScreen"}}, {"dismiss": {}} ] }
            """#, app: "navigation")
        #expect(appearanceCalls(long, event: 5) == appearanceCalls(short, event: 1))
        #expect(PathIndependence.signature(of: long.window) == PathIndependence.signature(of: short.window))
    }

    // Source: UIModalPresentationStyle.pageSheet ("compact height: same as fullScreen"); a card
    // keeps its presenter visible above it.
    @Test("a page sheet full screen in compact height that becomes a card puts its presenter back with the current traits")
    func sheetBecomesCard() throws {
        let rotated = try run(
            #"""
            { "device": "iphone-16", "orientation": "landscape", "app": "navigation",
              "events": [ {"present": {"title": "Sheet", "style": "pageSheet"}}, {"rotate": "portrait"} ] }
            """#, app: "navigation")
        #expect(rotated.failure == nil)
        let navigation = try #require(rotated.window.rootViewController)
        #expect(navigation.view.window === rotated.window)
        #expect(navigation.traitCollection.verticalSizeClass == .regular)
        #expect(appearanceCalls(rotated, event: 1).contains("Navigation viewDidAppear(_:)"))
        let direct = try run(
            #"""
            { "device": "iphone-16", "orientation": "portrait", "app": "navigation",
              "events": [ {"present": {"title": "Sheet", "style": "pageSheet"}} ] }
            """#, app: "navigation")
        #expect(PathIndependence.signature(of: rotated.window) == PathIndependence.signature(of: direct.window))
        // And back: the card becomes full screen again and the presenter leaves, as when presented there.
        let back = try run(
            #"""
            { "device": "iphone-16", "orientation": "portrait", "app": "navigation",
              "events": [ {"present": {"title": "Sheet", "style": "pageSheet"}}, {"rotate": "landscape"} ] }
            """#, app: "navigation")
        let landscape = try run(
            #"""
            { "device": "iphone-16", "orientation": "landscape", "app": "navigation",
              "events": [ {"present": {"title": "Sheet", "style": "pageSheet"}} ] }
            """#, app: "navigation")
        #expect(PathIndependence.signature(of: back.window) == PathIndependence.signature(of: landscape.window))
    }

    // Source: `dismiss(animated:completion:)` with nothing presented does nothing in UIKit.
    @Test("dismiss with nothing presented is traced and the run goes on")
    func dismissNothing() throws {
        let result = try run(
            #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "events": [{"dismiss": {}}, {"push": "A"}]}"#,
            app: "single")
        #expect(result.trace.calls(forEvent: 0).contains("Root dismiss(animated:completion:) ignored"))
        #expect(result.failure?.path == "events[1].push")  // the single app has no stack: the run reached event 1
    }

    // The reason must describe the current environment.
    @Test("an anchorless popover kept as a sheet in a regular window says why, without 'compact width'")
    func anchorlessReason() throws {
        let result = try run(
            #"""
            { "device": "ipad-air-2", "orientation": "portrait", "mode": "one_third", "app": "single",
              "events": [ {"present": {"title": "Menu", "style": "popover"}}, {"multitask": "full"} ] }
            """#, app: "single")
        let reasons = result.trace.entries(forEvent: 1).filter { $0.callback == "adaptation" }.flatMap(\.details).filter {
            $0.key == "reason"
        }.map(\.value)
        #expect(reasons.count == 1)
        #expect(reasons.allSatisfy { !$0.contains("compact width") && $0.contains("regular width") && $0.contains("sourceView") })
    }

    // Source: InterfaceOrientationRequest.geometryUpdateRefusal (UIKitCore's
    // UIWindowScene.orientationRequestNotAllowed; react-native-orientation-director#70; WebKit PR #5408).
    @Test(
        "requestGeometryUpdate fails with UISceneErrorDomain 101 in shared windows and for multitasking apps",
        arguments: [
            ("full", false, true), ("half", false, true), ("slide_over", false, true), ("full", true, false),
        ])
    func geometryRequests(mode: String, requiresFullScreen: Bool, refused: Bool) throws {
        let window = Window(
            placement: try Placement(
                device: Device.named("ipad-air-2"), orientation: .landscapeRight, mode: WindowMode.named(mode, osVersion: OSVersion(15))))
        window.orientationSettings.infoPlist = InfoPlist(supportedInterfaceOrientations: .all, requiresFullScreen: requiresFullScreen)
        window.rootViewController = ViewController(title: "Root")
        window.makeKeyAndVisible()
        if refused {
            #expect(throws: GeometryUpdateError.windowingModeDisallowsOrientationChanges) {
                try window.requestGeometryUpdate(interfaceOrientations: .portrait)
            }
            #expect(window.interfaceOrientation == .landscapeRight)
        } else {
            try window.requestGeometryUpdate(interfaceOrientations: .portrait)
            #expect(window.interfaceOrientation == .portrait)
        }
    }

    @Test("an iPhone still rotates on request")
    func iPhoneRequest() throws {
        let window = try makeWindow("iphone-16", .portrait, root: ViewController(title: "Root"))
        try window.requestGeometryUpdate(interfaceOrientations: .landscapeRight)
        #expect(window.interfaceOrientation == .landscapeRight)
    }
}
