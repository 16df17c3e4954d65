import Foundation
import PadKit
import PadKitApps
import PadKitSamples
import PadKitSimulator
import PadLayout
import Testing

/// A twin window laid out by PadLayout is freed, PadLayout's nodes, constraints and engine
/// included, once the app lets go of it: running an app description again and again costs the
/// same memory each time (the app-description fuzz target once grew to 1.27 GB because the
/// layout nodes of every run stayed alive).
@Suite("PadLayout nodes are freed with their window")
struct LayoutOwnershipTests {
    /// Weak references to the objects of one run.
    struct Probes {
        var objects: [(String, () -> AnyObject?)] = []

        mutating func watch(_ name: String, _ object: AnyObject) {
            weak let weakObject = object
            objects.append((name, { weakObject }))
        }

        var alive: [String] { objects.filter { $0.1() != nil }.map(\.0) }
    }

    /// Runs `traitlayout` through size-class changes (which remake its constraints) and records
    /// the window, the controller, its views, their layout nodes, the constraints and the engine.
    static func run(on deviceID: String, _ probes: inout Probes) throws {
        let device = try Device.named(deviceID)
        var events: [ScenarioEvent] = [.rotate(.landscapeRight), .rotate(.portrait)]
        if device.family == .iPad { events += [.multitask(.oneThird), .multitask(.twoThirds), .resize(width: 700, height: 600)] }
        let scenario = Scenario(placement: try Placement(device: device, orientation: .portrait, mode: .full), app: "traitlayout", events: events)
        let app = try #require(SampleApps.named("traitlayout"))
        let root = app.makeRootViewController()
        let run = ScenarioRunner.run(scenario, rootViewController: root)
        #expect(run.failure == nil)
        let controller = try #require(root as? LayoutViewController)
        #expect(controller.layoutViews.count == 3)
        probes.watch("window", run.window)
        probes.watch("controller", controller)
        for view in [controller.view] + controller.layoutViews {
            probes.watch(view.name, view)
            probes.watch("\(view.name) node", view.layoutNode)
            for c in view.layoutNode.constraints { probes.watch(c.description, c) }
        }
        let engine = try #require(controller.view.layoutNode.layoutEngine)
        probes.watch("engine", engine)
    }

    @Test("traitlayout, run repeatedly: every run is freed", arguments: ["ipad-air-2", "iphone-16"])
    func repeatedRunsAreFreed(deviceID: String) throws {
        for _ in 0..<3 {
            var probes = Probes()
            try Self.run(on: deviceID, &probes)
            #expect(probes.objects.count > 10)
            #expect(probes.alive == [])
        }
    }

    /// Every sample app, described or written in Swift: after a run with rotations and resizes,
    /// the window, the root controller and every layout node of its window are freed.
    @Test("every sample app's window is freed with its layout nodes", arguments: SampleApps.names)
    func everySampleIsFreed(name: String) throws {
        var probes = Probes()
        do {
            let device = try Device.named("ipad-pro-13-inch-m5")
            let events: [ScenarioEvent] = [.rotate(.landscapeRight), .multitask(.half), .resize(width: 700, height: 600)]
            let scenario = Scenario(placement: try Placement(device: device, orientation: .portrait, mode: .full), app: name, events: events)
            let app = try #require(SampleApps.named(name))
            let root = app.makeRootViewController()
            let run = ScenarioRunner.run(scenario, rootViewController: root)
            #expect(run.failure == nil)
            probes.watch("window", run.window)
            probes.watch("root controller", root)
            let windowNode = root.view.layoutNode.rootView
            var nodes = [windowNode]
            while let node = nodes.popLast() {
                probes.watch(node.layoutName, node)
                nodes += node.subviews
            }
            if let engine = windowNode.layoutEngine { probes.watch("engine", engine) }
        }
        #expect(probes.objects.count > 3)
        #expect(probes.alive == [])
    }
}
