import Foundation
import PadKit
import PadKitApps
import PadKitSamples
import PadLayout
import SnapshotSupport
import Testing
@testable import PadKitSimulator

/// Nothing of a window outlives it: once the last reference to a `Window` goes, the window, its
/// trace, every controller and view it ever held, their presentation controllers and PadLayout
/// nodes, engines and constraints are freed, whatever state random events left it in (presented
/// sheets and popovers, collapsed and expanded splits, events that failed halfway).
///
/// A process that runs many scenarios (a test suite over `PadKitApps`, the soak, `matrix` over
/// many apps) must not grow with the number of windows it made. UIKit's ownership is the model:
/// a window holds its root, containers hold their children, a presenter its presented controller;
/// back links (parent, superview, presenter, delegates) are weak or unowned.
@Suite("Nothing outlives its window")
struct WindowOwnershipTests {
    static let seed: UInt64 = 0x0000_27A1_1FEE_2026

    /// Weak references to the objects of one run, by name.
    struct Probes {
        final class Reference {
            let name: String
            weak var object: AnyObject?
            init(_ name: String, _ object: AnyObject) {
                self.name = name
                self.object = object
            }
        }

        private(set) var references: [Reference] = []
        private var seen = Set<ObjectIdentifier>()

        mutating func add(_ name: @autoclosure () -> String, _ object: AnyObject) {
            guard seen.insert(ObjectIdentifier(object)).inserted else { return }
            references.append(Reference(name(), object))
        }

        /// Everything the window holds now: its trace, the controllers of its tree (children,
        /// presented controllers, adaptive replacements), their presentation controllers, every
        /// view in the window or owned by a controller, and the views' PadLayout nodes, engines
        /// and constraints.
        mutating func addEverything(in window: Window) {
            add("window", window)
            add("trace", window.trace)
            var controllers = window.rootViewController.map { [$0] } ?? []
            var views: [View] = [window.rootView]
            // A replacement contains the controller it is shown for: walk each controller once.
            var walked = Set<ObjectIdentifier>()
            while let controller = controllers.popLast() {
                guard walked.insert(ObjectIdentifier(controller)).inserted else { continue }
                add("controller \(controller.traceName)", controller)
                controllers += controller.children
                if let presentation = controller.activePresentation {
                    add("presentation controller of \(controller.traceName)", presentation)
                    if let replacement = presentation.adaptiveViewController { controllers.append(replacement) }
                }
                if let presented = controller.presentedViewController { controllers.append(presented) }
                if controller.isViewLoaded { views.append(controller.view) }
            }
            while let view = views.popLast() {
                guard walked.insert(ObjectIdentifier(view)).inserted else { continue }
                add("view \(view.name)", view)
                views += view.subviews
                let node = view.layoutNode
                add("layout node of \(view.name)", node)
                if let engine = node.layoutEngine { add("layout engine of \(view.name)", engine) }
                for constraint in node.constraints { add("constraint \(constraint.description)", constraint) }
            }
        }

        /// The names of the objects still alive.
        var survivors: [String] { references.filter { $0.object != nil }.map(\.name) }
    }

    /// A random event of every kind a scenario file holds, presentations of every style with and
    /// without anchors and delegate answers among them.
    static func randomEvent(for device: Device, using rng: inout SplitMix64, index: Int) -> ScenarioEvent {
        func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
        var choices: [ScenarioEvent] = [
            .rotate(.portrait), .rotate(.landscapeLeft), .rotate(.landscapeRight), .push(title: "Pushed \(index)"),
            .push(title: "Pushed \(index)", column: .secondary), .pop, .pop, .selectTab(Int(rng.next() % 3)),
            .showDetail(title: "Detail \(index)"), .showColumn(.primary), .hideColumn(.primary), .appearance(.dark), .appearance(.light),
            .background, .foreground, .dismiss, .swipeDown, .deviceOrientation(.faceUp), .requestOrientations(.landscape),
            .requestOrientations(.portrait),
        ]
        if device.family == .iPad {
            choices += WindowMode.fixedModes.map { .multitask($0) }
            choices.append(.resize(width: Double(320 + rng.next() % 700), height: Double(320 + rng.next() % 500)))
        }
        guard rng.next() % 3 == 0 else { return pick(choices) }
        var request = PresentationRequest(title: "Presented \(index)")
        request.style = pick([
            .automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen, .overCurrentContext,
            .popover, .popover,
        ])
        if request.style == .popover && rng.next() % 4 > 0 {
            request.sourceRect = .init(x: Double(rng.next() % 300), y: Double(rng.next() % 600), width: 44, height: 44)
        }
        if rng.next() % 2 == 0 { request.detents = [.medium, .large] }
        request.adaptiveStyle = pick([nil, nil, ModalPresentationStyle.none, .fullScreen, .overFullScreen, .formSheet, .popover])
        request.wrapInNavigation = rng.next() % 2 == 0
        request.isModalInPresentation = rng.next() % 4 == 0
        if rng.next() % 4 == 0 { request.shouldDismiss = false }
        return .present(request)
    }

    /// Launches `app` in `placement`, applies `count` random events (probing the tree after
    /// each, so controllers that left it are probed too), lets go of the window and returns
    /// what survived.
    static func survivors(of app: RunnableApp, in placement: Placement, events count: Int, using rng: inout SplitMix64) -> [String] {
        var probes = Probes()
        do {
            let window = app.launch(in: placement, osVersion: .latest)
            probes.addEverything(in: window)
            for index in 0..<count {
                window.trace.currentEvent = index
                let event = randomEvent(for: placement.device, using: &rng, index: index)
                // An event the app cannot take may fail halfway; what it built must go too.
                try? ScenarioRunner.apply(event, to: window, path: "events[\(index)]")
                probes.addEverything(in: window)
            }
        }
        return probes.survivors
    }

    @Test("every sample app: nothing survives its window after random events", arguments: SampleApps.names)
    func sampleApps(name: String) throws {
        let app = try #require(SampleApps.named(name))
        var rng = SplitMix64(seed: Self.seed ^ UInt64(SampleApps.names.firstIndex(of: name) ?? 0))
        for (id, mode) in [("ipad-pro-13-inch-m5", WindowMode.full), ("ipad-mini-6th-gen", .oneThird), ("iphone-16-pro-max", .full)] {
            let placement = try Placement(device: try Device.named(id), orientation: .portrait, mode: mode)
            let survivors = Self.survivors(of: app, in: placement, events: 25, using: &rng)
            #expect(survivors == [], "seed \(Self.seed), \(name), \(placement)")
        }
    }

    @Test("random app descriptions: nothing survives its window after random events", arguments: 0..<6)
    func randomDescriptions(index: Int) throws {
        var generator = RandomDescriptionTests.Generator(rng: SplitMix64(seed: Self.seed &+ UInt64(index)))
        let description = AppDescription(
            name: "Random\(index)", root: generator.node(depth: 3),
            presentations: [
                NamedPresentation(name: "Sheet", request: PresentationRequest(title: "Sheet"))
            ])
        let app = try RunnableApp.described(description)
        var rng = generator.rng
        for (id, mode) in [("ipad-air-2", WindowMode.half), ("iphone-16-pro-max", .full)] {
            let placement = try Placement(device: try Device.named(id), orientation: .landscapeLeft, mode: mode)
            let survivors = Self.survivors(of: app, in: placement, events: 20, using: &rng)
            #expect(survivors == [], "seed \(Self.seed)+\(index), \(placement)")
        }
    }
}
