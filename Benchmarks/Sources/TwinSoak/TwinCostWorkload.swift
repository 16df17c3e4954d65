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
    }

    /// Runs the workload with `count` pushes; `checked` also checks the window's invariants after
    /// every event, as the soak and the scenario runner do.
    public func run(count: Int, checked: Bool = false) throws -> Outcome {
        let placement = try Placement(device: try Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full)
        let window = Window(placement: placement)
        window.rootViewController = NavigationController(rootViewController: ViewController(title: "Root"), title: "Navigation")
        window.makeKeyAndVisible()
        var index = 0
        func apply(_ event: ScenarioEvent) throws {
            window.trace.currentEvent = index
            try ScenarioRunner.apply(event, to: window, path: "events[\(index)]")
            if checked { try window.checkInvariants() }
            index += 1
        }
        for number in 0..<count { try apply(.push(title: "Pushed \(number)")) }
        switch self {
        case .push:
            break
        case .pop:
            for _ in 0..<count { try apply(.pop) }
        case .rotate:
            for turn in 0..<100 { try apply(.rotate(turn % 2 == 0 ? .portrait : .landscapeRight)) }
        case .resize:
            for turn in 0..<100 { try apply(.multitask(turn % 2 == 0 ? .half : .full)) }
        }
        return Outcome(events: index, traceEntries: window.trace.entries.count,
                       stackDepth: (window.rootViewController as? NavigationController)?.viewControllers.count ?? 0)
    }
}
