import PadKit
import PadKitSimulator

/// What one event costs as the tree grows: one navigation stack in a full-screen window on an
/// 11-inch iPad Pro, `count` controllers pushed on it through the scenario runner (as `padkit
/// simulate` pushes), then the workload's own events.
///
/// Events that cost what the window holds give instruction counts in the ratio of the sizes (push,
/// pop) or close to 1 (rotate, resize), not its square. `twin-cost` runs one under callgrind; the
/// `TwinBenchmarks` suite times them with package-benchmark.
public enum TwinCostWorkload: String, CaseIterable, Sendable {
    /// Only the pushes.
    case push
    /// The pushes, then as many pops.
    case pop
    /// The pushes, then 100 rotations with the deep stack.
    case rotate
    /// The pushes, then 100 Split View changes with the deep stack.
    case resize

    /// What a run did, to print and to keep the optimiser from dropping the work.
    public struct Outcome: Sendable {
        public let events: Int
        public let traceEntries: Int
        public let stackDepth: Int
        /// The length of the text `padkit simulate` prints (``simulate(count:checking:)`` only).
        public var textBytes = 0
    }

    /// Runs the workload with `count` pushes; `checked` also checks the window's invariants after
    /// every event, as the soak and the scenario runner do.
    public func run(count: Int, checked: Bool = false) throws -> Outcome {
        let placement = try Self.placement()
        let window = Window(placement: placement)
        window.rootViewController = NavigationController(rootViewController: ViewController(title: "Root"), title: "Navigation")
        window.makeKeyAndVisible()
        var index = 0
        for event in events(count: count) {
            window.trace.currentEvent = index
            try ScenarioRunner.apply(event, to: window, path: "events[\(index)]")
            if checked { try window.checkInvariants() }
            index += 1
        }
        return Outcome(events: index, traceEntries: window.trace.entries.count,
                       stackDepth: (window.rootViewController as? NavigationController)?.viewControllers.count ?? 0)
    }

    /// Runs the workload as `padkit simulate` runs a scenario file: through
    /// `ScenarioRunner.run` with `checking` after every event (`padkit simulate` checks
    /// ``InvariantCheck/eventChanges``), then the text the command prints.
    public func simulate(count: Int, checking: InvariantCheck = .eventChanges) throws -> Outcome {
        let scenario = Scenario(placement: try Self.placement(), app: "navigation", osVersion: .latest, events: events(count: count))
        let root = NavigationController(rootViewController: ViewController(title: "Root"), title: "Navigation")
        let run = ScenarioRunner.run(scenario, rootViewController: root, checking: checking)
        if let failure = run.failure { throw failure }
        return Outcome(events: scenario.events.count, traceEntries: run.trace.entries.count,
                       stackDepth: (run.window.rootViewController as? NavigationController)?.viewControllers.count ?? 0,
                       textBytes: run.text.utf8.count)
    }

    /// A full-screen window on an 11-inch iPad Pro in landscape.
    static func placement() throws -> Placement {
        try Placement(device: try Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full)
    }

    /// `count` pushes, then the workload's own events.
    func events(count: Int) -> [ScenarioEvent] {
        var events = (0..<count).map { ScenarioEvent.push(title: "Pushed \($0)", column: nil) }
        switch self {
        case .push:
            break
        case .pop:
            events += Array(repeating: .pop, count: count)
        case .rotate:
            events += (0..<100).map { .rotate($0 % 2 == 0 ? .portrait : .landscapeRight) }
        case .resize:
            events += (0..<100).map { .multitask($0 % 2 == 0 ? .half : .full) }
        }
        return events
    }
}
