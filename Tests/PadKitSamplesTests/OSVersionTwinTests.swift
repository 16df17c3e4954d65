import Foundation
import PadKit
import PadKitSamples
import Testing
@testable import PadKitSimulator

/// The twin asks PadKit what exists on the scenario's OS version.
@Suite("OS versions in the twin")
struct OSVersionTwinTests {
    func scenario(
        _ device: String, os: String, orientation: String = "portrait", mode: String? = nil, app: String = "single",
        events: String
    ) throws -> Scenario {
        let modeKey = mode.map { #", "mode": "\#($0)""# } ?? ""
        let text =
            #"{"device": "\#(device)", "orientation": "\#(orientation)"\#(modeKey), "app": "\#(app)", "osVersion": "\#(os)", "events": \#(events)}"#
        return try Scenario(json: Data(text.utf8), appNames: SampleApps.names)
    }

    func run(
        _ device: String, os: String, orientation: String = "portrait", mode: String? = nil, app: String = "single",
        events: String
    ) throws -> ScenarioRun {
        let parsed = try scenario(device, os: os, orientation: orientation, mode: mode, app: app, events: events)
        let sample = try #require(SampleApps.named(app))
        return ScenarioRunner.run(parsed, rootViewController: sample.makeRootViewController())
    }

    // Source: Apple's technical specifications (shipping OS) and compatibility lists (last OS).
    @Test(
        "a scenario's osVersion outside the device's range is an error naming both",
        arguments: [
            ("ipad-pro-11-inch-m4", "12.4", "ipad-pro-11-inch-m4 cannot run iOS 12.4: it shipped with iOS 17.5"),
            ("iphone-6", "13.0", "iphone-6 cannot run iOS 13.0: its last supported release is iOS 12"),
            ("ipad-air-2", "16.0", "ipad-air-2 cannot run iOS 16.0: its last supported release is iOS 15"),
        ])
    func outOfRange(device: String, os: String, message: String) {
        do {
            _ = try scenario(device, os: os, events: "[]")
            Issue.record("accepted \(os) on \(device)")
        } catch let error as ScenarioError {
            #expect(error.path == "osVersion" && error.message == message, "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    // Source: "Adopting Multitasking Enhancements on iPad" (Slide Over and Split View arrive in iOS 9).
    @Test("Split View and Slide Over are refused before iOS 9, at launch and as events")
    func multitaskingBeforeNine() throws {
        do {
            _ = try scenario("ipad-air-2", os: "8.4", mode: "half", events: "[]")
            Issue.record("half on iOS 8.4")
        } catch let error as ScenarioError {
            #expect(error.path == "mode" && error.message.contains("iOS 9"), "\(error)")
        }
        let result = try run("ipad-air-2", os: "8.4", events: #"[{"multitask": "full"}, {"multitask": "slide_over"}]"#)
        #expect(result.failure?.path == "events[1].multitask")
        #expect(result.failure?.message.contains("exist from iOS 9") == true)
        #expect(try run("ipad-air-2", os: "9.0", events: #"[{"multitask": "slide_over"}]"#).failure == nil)
    }

    // Source: UIScene.h API_AVAILABLE(ios(13.0)); UIApplicationDelegate's life-cycle methods before.
    @Test(
        "before iOS 13 the app delegate, not the scene, hears of background and foreground",
        arguments: [
            (
                "12.4", ["AppDelegate applicationWillResignActive(_:)", "AppDelegate applicationDidEnterBackground(_:)"],
                ["AppDelegate applicationWillEnterForeground(_:)", "AppDelegate applicationDidBecomeActive(_:)"]
            ),
            (
                "13.0", ["Window sceneWillResignActive(_:)", "Window sceneDidEnterBackground(_:)"],
                ["Window sceneWillEnterForeground(_:)", "Window sceneDidBecomeActive(_:)"]
            ),
        ])
    func lifeCycle(os: String, background: [String], foreground: [String]) throws {
        let result = try run("ipad-air-2", os: os, events: #"[{"background": {}}, {"foreground": {}}]"#)
        #expect(result.failure == nil)
        let life = { (entry: TraceEntry) in entry.callback.hasPrefix("scene") || entry.callback.hasPrefix("application") }
        #expect(result.trace.calls(forEvent: 0, matching: life) == background)
        #expect(result.trace.calls(forEvent: 1, matching: life) == foreground)
    }

    // Source: WWDC19 "Modernizing Your UI for iOS 13" (cards and swipe-to-dismiss arrive);
    // UIAdaptivePresentationControllerDelegate's dismissal methods are API_AVAILABLE(ios(13.0)).
    @Test("before iOS 13 a sheet cannot be swiped away and the dismissal delegate is not asked")
    func swipeBeforeThirteen() throws {
        let sheet = try run(
            "ipad-air-2", os: "12.4",
            events: #"[{"present": {"title": "Sheet", "style": "pageSheet", "shouldDismiss": true}}, {"swipeDown": {}}]"#)
        #expect(sheet.failure == nil)
        #expect(sheet.window.activePresentations().count == 1)
        #expect(!sheet.trace.calls(forEvent: 1).contains { $0.contains("presentationController") })
        let popover = try run(
            "ipad-air-2", os: "12.4",
            events: #"""
                [{"present": {"title": "Menu", "style": "popover", "sourceRect": {"x": 10, "y": 10, "width": 40, "height": 40}, "shouldDismiss": false}},
                 {"swipeDown": {}}]
                """#)
        #expect(popover.window.activePresentations().isEmpty)
        #expect(popover.trace.calls(forEvent: 1).contains("Root dismiss (interactive)"))
        #expect(!popover.trace.calls(forEvent: 1).contains { $0.contains("presentationControllerShouldDismiss") })
        let modern = try run(
            "ipad-air-2", os: "13.0",
            events: #"[{"present": {"title": "Sheet", "style": "pageSheet", "shouldDismiss": true}}, {"swipeDown": {}}]"#)
        #expect(modern.window.activePresentations().isEmpty)
        #expect(modern.trace.calls(forEvent: 1).contains("Sheet.presentationController presentationControllerShouldDismiss(_:)"))
    }

    // Source: UISheetPresentationController.h (detents 15.0, custom detents 16.0); UIWindowScene.h
    // requestGeometryUpdate 16.0.
    @Test(
        "APIs used before they existed stop the run with an error naming the version",
        arguments: [
            ("14.8", #"[{"present": {"title": "S", "style": "pageSheet", "detents": ["medium"]}}]"#, "events[0].present.detents", "iOS 15"),
            (
                "15.7", #"[{"present": {"title": "S", "style": "pageSheet", "detents": [{"identifier": "peek", "height": 100}]}}]"#,
                "events[0].present.detents", "iOS 16"
            ),
            ("14.8", #"[{"present": {"title": "S", "style": "pageSheet", "prefersGrabberVisible": true}}]"#, "events[0].present", "iOS 15"),
            ("15.7", #"[{"requestOrientations": ["landscapeLeft"]}]"#, "events[0].requestOrientations", "iOS 16"),
        ])
    func unavailableAPIs(os: String, events: String, path: String, version: String) throws {
        let result = try run("ipad-air-2", os: os, events: events)
        #expect(result.failure?.path == path, "\(String(describing: result.failure))")
        #expect(result.failure?.message.contains("available from \(version)") == true)
        #expect(result.failure?.message.contains("iOS \(os)") == true)
    }

    @Test("setNeedsUpdateOfSupportedInterfaceOrientations throws before iOS 16")
    func setNeedsUpdateBeforeSixteen() throws {
        let root = ViewController(title: "Root")
        let window = Window(
            placement: try Placement(device: Device.named("iphone-8"), orientation: .portrait, mode: .full), osVersion: OSVersion(15))
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(throws: OSAvailabilityError(feature: .setNeedsUpdateOfSupportedInterfaceOrientations, osVersion: OSVersion(15))) {
            try root.setNeedsUpdateOfSupportedInterfaceOrientations()
        }
    }

    // Source: UITraitCollection.h API_AVAILABLE per trait (userInterfaceStyle 12.0; contrast, level, legibility 13.0).
    @Test("traits that did not exist are absent from the tree JSON and the trace summary")
    func traitsByOS() throws {
        let old = try run("ipad-air-2", os: "11.4", events: "[]")
        #expect(old.window.traitCollection.summary == "wR hR")
        guard case .object(let tree) = old.jsonValue, case .object(let root)? = tree.first(where: { $0.0 == "tree" })?.1,
            case .object(let traits)? = root.first(where: { $0.0 == "traits" })?.1
        else {
            Issue.record("no traits in the tree"); return
        }
        #expect(!traits.contains { $0.0 == "userInterfaceStyle" || $0.0 == "accessibilityContrast" })
        #expect(traits.contains { $0.0 == "layoutDirection" })
        #expect(try run("ipad-air-2", os: "13.0", events: "[]").window.traitCollection.summary == "wR hR light")
    }

    // Source: hacknicity, "How iPhone-only Apps Appear on iPad"; CompatibilityMode.
    @Test("a scenario can run an iPhone-only app in compatibility mode")
    func compatibility() throws {
        let result = try run("ipad-pro-12-9-inch-1st-gen", os: "10.3", mode: "iphone_compatibility", events: #"[{"rotate": "landscape"}]"#)
        #expect(result.failure == nil)
        #expect(result.window.bounds.size == CGSize(width: 667, height: 375))
        #expect(result.window.traitCollection.userInterfaceIdiom == .phone)
    }
}
