import Foundation
import PadKit
import Testing
@testable import PadKitSimulator

@Suite("Presentation scenario events")
struct PresentationScenarioTests {
    func parse(_ events: String) throws -> Scenario {
        let text = #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "events": \#(events)}"#
        return try Scenario(json: Data(text.utf8), appNames: twinAppNames)
    }

    @Test(
        "bad present, deviceOrientation and requestOrientations values name their JSON path",
        arguments: [
            (#"[{"present": {"style": "popover"}}]"#, "events[0].present.title"),
            (#"[{"present": {"title": "A", "style": "sheet"}}]"#, "events[0].present.style"),
            (#"[{"present": {"title": "A", "style": "none"}}]"#, "events[0].present.style"),
            (#"[{"present": {"title": "A", "colour": "red"}}]"#, "events[0].present.colour"),
            (#"[{"present": {"title": "A", "sourceRect": {"x": 1, "y": 2, "width": 3}}}]"#, "events[0].present.sourceRect.height"),
            (
                #"[{"present": {"title": "A", "permittedArrowDirections": ["up", "sideways"]}}]"#,
                "events[0].present.permittedArrowDirections[1]"
            ),
            (#"[{"present": {"title": "A", "detents": ["small"]}}]"#, "events[0].present.detents[0]"),
            (#"[{"present": {"title": "A", "detents": [{"identifier": "peek"}]}}]"#, "events[0].present.detents[0].height"),
            (
                #"[{"present": {"title": "A", "detents": [{"identifier": "peek", "height": 100, "fraction": 0.5}]}}]"#,
                "events[0].present.detents[0]"
            ),
            (
                #"[{"present": {"title": "A", "detents": [{"identifier": "peek", "fraction": "half"}]}}]"#,
                "events[0].present.detents[0].fraction"
            ),
            (#"[{"present": {"title": "A", "isModalInPresentation": 1}}]"#, "events[0].present.isModalInPresentation"),
            (#"[{"present": {"title": "A", "adaptiveStyle": "automatic"}}]"#, "events[0].present.adaptiveStyle"),
            (#"[{"dismiss": {}}, {"swipeDown": 3}]"#, "events[1].swipeDown"),
            (#"[{"deviceOrientation": "sideways"}]"#, "events[0].deviceOrientation"),
            (#"[{"requestOrientations": []}]"#, "events[0].requestOrientations"),
            (#"[{"requestOrientations": ["portrait", "up"]}]"#, "events[0].requestOrientations[1]"),
        ])
    func parseErrors(events: String, path: String) {
        do {
            _ = try parse(events)
            Issue.record("expected an error at \(path)")
        } catch let error as ScenarioError {
            #expect(error.path == path, "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("events round-trip through their text")
    func roundTrip() throws {
        let events = #"""
            [{"present": {"title": "Menu", "style": "popover", "preferredContentSize": {"width": 320, "height": 400}, "sourceRect": {"x": 1, "y": 2, "width": 3, "height": 4}, "permittedArrowDirections": ["up", "down"], "detents": ["medium", {"identifier": "peek", "height": 120}, {"identifier": "third", "fraction": 0.33}], "selectedDetent": "peek", "prefersGrabberVisible": true, "wrapInNavigation": true, "adaptiveStyle": "none", "shouldDismiss": false}},
             {"dismiss": {}}, {"swipeDown": {}}, {"deviceOrientation": "faceDown"}, {"requestOrientations": ["landscapeRight", "portrait"]}]
            """#
        let scenario = try parse(events)
        let again = try parse("[" + scenario.events.map(\.text).joined(separator: ", ") + "]")
        #expect(again.events == scenario.events)
        #expect(scenario.events[4].text == #"{"requestOrientations": ["portrait", "landscapeRight"]}"#)
    }

    @Test("a scenario run with presentations keeps the invariants and shows the presentation in the JSON tree")
    func treeJSON() throws {
        let scenario = try parse(
            #"""
            [{"present": {"title": "Menu", "style": "popover", "sourceRect": {"x": 300, "y": 20, "width": 40, "height": 40}}},
             {"multitask": "one_third"}]
            """#)
        let run = ScenarioRunner.run(scenario, rootViewController: ViewController(title: "Root"))
        #expect(run.failure == nil)
        guard case .object(let tree) = run.jsonValue, let node = tree.first(where: { $0.0 == "tree" })?.1,
            case .object(let root) = node, let presented = root.first(where: { $0.0 == "presented" })?.1,
            case .object(let fields) = presented
        else {
            Issue.record("no presented node")
            return
        }
        #expect(fields.first { $0.0 == "presentationStyle" }?.1 == .string("formSheet"))
        #expect(fields.first { $0.0 == "adaptedFrom" }?.1 == .string("popover"))
        #expect(fields.contains { $0.0 == "frame" } && fields.contains { $0.0 == "detent" })
    }
}
