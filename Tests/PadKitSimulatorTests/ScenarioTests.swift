import Foundation
import PadKit
import Testing
@testable import PadKitSimulator

@Suite("Scenario files")
struct ScenarioTests {
    func parse(_ json: String) throws -> Scenario {
        try Scenario(json: Data(json.utf8), appNames: twinAppNames)
    }

    @Test("a full scenario parses")
    func parses() throws {
        let scenario = try parse(
            """
            {"device": "ipad-pro-11-inch-m4", "orientation": "landscape", "mode": "full", "app": "tabs", "osVersion": "17.5",
             "events": [{"multitask": "half"}, {"rotate": "portrait"}, {"resize": {"width": 700, "height": 1000}},
                        {"background": {}}, {"foreground": {}}, {"push": "Title"}, {"pop": {}}, {"selectTab": 1},
                        {"appearance": "dark"}]}
            """)
        #expect(
            scenario.events == [
                .multitask(.half), .rotate(.portrait), .resize(width: 700, height: 1000), .background, .foreground,
                .push(title: "Title"), .pop, .selectTab(1), .appearance(.dark),
            ])
        #expect(scenario.osVersion == OSVersion(17, 5))
        #expect(scenario.placement.orientation == .landscapeRight)
    }

    @Test(
        "bad input names the JSON path and what is accepted",
        arguments: [
            (#"{"device": "ipad-pro-11", "orientation": "landscape", "app": "single", "events": []}"#, "device", "did you mean"),
            (#"{"device": "ipad-air-2", "orientation": "sideways", "app": "single", "events": []}"#, "orientation", "portrait, landscape"),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "nope", "events": []}"#, "app",
                "single, navigation, tabs, container"
            ),
            (#"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "events": [], "extra": 1}"#, "extra", "unknown key"),
            (#"{"device": "ipad-air-2", "orientation": "portrait", "app": "single"}"#, "events", "missing"),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "mode": "half", "app": "single", "events": []}"#, "mode",
                "portrait Split View"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "window": {"width": 5000, "height": 500}, "app": "single", "events": []}"#,
                "window", "larger than the screen"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "events": [{"rotate": 3}]}"#, "events[0].rotate",
                "expected a string"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "events": [{}, {"fly": {}}]}"#, "events[0]",
                "exactly one key"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "events": [{"fly": {}}]}"#, "events[0].fly",
                "unknown event"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "events": [{"selectTab": -1}]}"#,
                "events[0].selectTab", "whole number"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "events": [{"selectTab": true}]}"#,
                "events[0].selectTab", "found true"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "events": [{"resize": {"width": 1}}]}"#,
                "events[0].resize.height", "missing"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "events": [{"pop": 1}]}"#, "events[0].pop",
                "expected {}"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "events": [{"multitask": "quarter"}]}"#,
                "events[0].multitask", "one_third"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "osVersion": "x", "events": []}"#, "osVersion",
                "not a version"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "wechat", "events": [{"push": {"title": "A", "column": "middle"}}]}"#,
                "events[0].push.column", "primary, secondary"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "wechat", "events": [{"push": {"title": ""}}]}"#,
                "events[0].push.title", "non-empty"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "wechat", "events": [{"push": {"title": "A", "side": 1}}]}"#,
                "events[0].push.side", "unknown key"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "wechat", "events": [{"showColumn": "left"}]}"#,
                "events[0].showColumn", "primary, supplementary, secondary, compact"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "wechat", "events": [{"showDetail": 3}]}"#,
                "events[0].showDetail", "expected a string"
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "osVersion": "2.0", "events": []}"#, "osVersion",
                "older than iOS 8"
            ),
            // iPhone Duo: a display, posture or hinge the device does not have.
            (
                #"{"device": "iphone-duo", "display": "side", "orientation": "portrait", "app": "single", "events": []}"#, "display",
                "expected one of outer, inner"
            ),
            (
                #"{"device": "iphone-duo", "display": "outer", "posture": "fullyOpen", "orientation": "portrait", "app": "single", "events": []}"#,
                "posture", "not on the outer display"
            ),
            (
                #"{"device": "iphone-17", "display": "inner", "orientation": "portrait", "app": "single", "events": []}"#, "display",
                "iphone-17 has one display"
            ),
            (
                #"{"device": "iphone-duo", "orientation": "portrait", "app": "single", "events": [{"hinge": "halfway"}]}"#,
                "events[0].hinge", "closed, partiallyOpen, fullyOpen"
            ),
            (#"[1, 2]"#, "$", "expected an object"),
            (#"{"device": "#, "$", "not valid JSON"),
        ])
    func badInput(json: String, path: String, message: String) {
        do {
            _ = try parse(json)
            Issue.record("expected an error at \(path)")
        } catch let error as ScenarioError {
            #expect(error.path == path)
            #expect(error.message.contains(message), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("every problem in a scenario is reported with its path, not only the first")
    func everyProblem() {
        let json = #"""
            {"device": "ipad-air-2", "orientation": "sideways", "app": "single", "osVersion": 17,
             "events": [{"rotate": 3}, {"pop": {}}, {"selectTab": "one"}, {"presnt": {}},
                        {"present": {"title": "", "style": "sheet", "colour": "red"}}]}
            """#
        do {
            _ = try parse(json)
            Issue.record("accepted a scenario with problems")
        } catch let error as ScenarioError {
            #expect(
                error.problems.map(\.path) == [
                    "orientation", "osVersion", "events[0].rotate", "events[2].selectTab", "events[3].presnt",
                    "events[4].present.colour", "events[4].present.title", "events[4].present.style",
                ], "\(error)")
            #expect(error.problems[4].message == "unknown event 'presnt'; did you mean 'present'?")
            #expect(error.description.split(separator: "\n").count == error.problems.count)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("the split events parse")
    func splitEvents() throws {
        let json = """
            {"device": "ipad-air-2", "orientation": "landscape", "app": "sidebar",
             "events": [{"showDetail": "A"}, {"push": {"title": "B", "column": "primary"}}, {"push": {"title": "C"}},
                        {"showColumn": "primary"}, {"hideColumn": "supplementary"}]}
            """
        let scenario = try parse(json)
        #expect(
            scenario.events == [
                .showDetail(title: "A"), .push(title: "B", column: .primary), .push(title: "C"),
                .showColumn(.primary), .hideColumn(.supplementary),
            ])
    }

    @Test("a run stops at the first event that cannot happen, with the trace so far")
    func runStops() throws {
        let scenario = try parse(
            """
            {"device": "iphone-16", "orientation": "portrait", "app": "single",
             "events": [{"rotate": "landscape"}, {"push": "Detail"}, {"rotate": "portrait"}]}
            """)
        let run = ScenarioRunner.run(scenario, rootViewController: ViewController(title: "Root"))
        #expect(run.failure == ScenarioError(path: "events[1].push", "no navigation stack is on screen to push onto"))
        #expect(run.trace.entries.contains { $0.event == 0 && $0.callback == "viewWillTransition(to:with:)" })
        #expect(!run.trace.entries.contains { $0.event == 2 })
        #expect(run.window.placement.isLandscape)
    }

    @Test("an iPhone without a Home button cannot turn upside down")
    func upsideDown() throws {
        let scenario = try parse(
            """
            {"device": "iphone-16", "orientation": "portrait", "app": "single", "events": [{"rotate": "portraitUpsideDown"}]}
            """)
        let run = ScenarioRunner.run(scenario, rootViewController: ViewController(title: "Root"))
        #expect(run.failure?.path == "events[0].rotate")
    }
}
