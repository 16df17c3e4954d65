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
    /// A named weak reference to one object of a run.
    final class WeakReference {
        let name: String
        weak var object: AnyObject?

        init(_ name: String, _ object: AnyObject) {
            self.name = name
            self.object = object
        }
    }

    /// Weak references to the objects of one run.
    typealias Probes = [WeakReference]

    /// Runs `traitlayout` through size-class changes (which remake its constraints) and records
    /// the window, the controller, its views, their layout nodes, the constraints and the engine.
    static func run(on deviceID: String, _ probes: inout Probes) throws {
        let device = try Device.named(deviceID)
        var events: [ScenarioEvent] = [.rotate(.landscapeRight), .rotate(.portrait)]
        if device.family == .iPad { events += [.multitask(.oneThird), .multitask(.twoThirds), .resize(width: 700, height: 600)] }
        let scenario = Scenario(
            placement: try Placement(device: device, orientation: .portrait, mode: .full), app: "traitlayout", osVersion: .latest,
            events: events)
        let app = try #require(SampleApps.named("traitlayout"))
        let root = app.makeRootViewController()
        let run = ScenarioRunner.run(scenario, rootViewController: root)
        #expect(run.failure == nil)
        let controller = try #require(root as? LayoutViewController)
        #expect(controller.layoutViews.count == 3)
        probes.append(WeakReference("window", run.window))
        probes.append(WeakReference("controller", controller))
        for view in [controller.view] + controller.layoutViews {
            probes.append(WeakReference(view.name, view))
            probes.append(WeakReference("\(view.name) node", view.layoutNode))
            for c in view.layoutNode.constraints { probes.append(WeakReference(c.description, c)) }
        }
        let engine = try #require(controller.view.layoutNode.layoutEngine)
        probes.append(WeakReference("engine", engine))
    }

    @Test("traitlayout, run repeatedly: every run is freed", arguments: ["ipad-air-2", "iphone-16"])
    func repeatedRunsAreFreed(deviceID: String) throws {
        for _ in 0..<3 {
            var probes = Probes()
            try Self.run(on: deviceID, &probes)
            #expect(probes.count > 10)
            #expect(probes.filter { $0.object != nil }.map(\.name) == [])
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
            let scenario = Scenario(
                placement: try Placement(device: device, orientation: .portrait, mode: .full), app: name, osVersion: .latest, events: events
            )
            let app = try #require(SampleApps.named(name))
            let root = app.makeRootViewController()
            let run = ScenarioRunner.run(scenario, rootViewController: root)
            #expect(run.failure == nil)
            probes.append(WeakReference("window", run.window))
            probes.append(WeakReference("root controller", root))
            let windowNode = root.view.layoutNode.rootView
            var nodes = [windowNode]
            while let node = nodes.popLast() {
                probes.append(WeakReference(node.layoutName, node))
                nodes += node.subviews
            }
            if let engine = windowNode.layoutEngine { probes.append(WeakReference("engine", engine)) }
        }
        #expect(probes.count > 3)
        #expect(probes.filter { $0.object != nil }.map(\.name) == [])
    }
}
