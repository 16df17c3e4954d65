import Foundation
import PadKit
import PadKitSimulator

// twin-cost push|pop|rotate|resize N [--checked]
//
// One navigation stack in a full-screen window on an 11-inch iPad Pro, N controllers pushed on it
// through the scenario runner (as `padkit simulate` pushes), then:
//   push    nothing more;
//   pop     N pops;
//   rotate  100 rotations with the N-deep stack;
//   resize  100 Split View changes with the N-deep stack.
// --checked also checks the window's invariants after every event, as the soak and the scenario
// runner do. Run it under `valgrind --tool=callgrind` at two sizes: events that cost what the
// window holds give instruction counts in the ratio of the sizes (push, pop) or close to 1
// (rotate, resize), not its square.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("twin-cost: \(message)\nusage: twin-cost push|pop|rotate|resize N [--checked]\n".utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, let count = Int(arguments[1]), count >= 0 else { fail("expected a workload and a count") }
let workload = arguments[0]
guard ["push", "pop", "rotate", "resize"].contains(workload) else { fail("unknown workload '\(workload)'") }
let checked = arguments.dropFirst(2).contains("--checked")

do {
    let placement = try Placement(device: try Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full)
    let window = Window(placement: placement)
    window.rootViewController = NavigationController(rootViewController: ViewController(title: "Root"), title: "Navigation")
    window.makeKeyAndVisible()
    var index = 0
    func run(_ event: ScenarioEvent) throws {
        window.trace.currentEvent = index
        try ScenarioRunner.apply(event, to: window, path: "events[\(index)]")
        if checked { try window.checkInvariants() }
        index += 1
    }
    for number in 0..<count { try run(.push(title: "Pushed \(number)")) }
    switch workload {
    case "pop":
        for _ in 0..<count { try run(.pop) }
    case "rotate":
        for turn in 0..<100 { try run(.rotate(turn % 2 == 0 ? .portrait : .landscapeRight)) }
    case "resize":
        for turn in 0..<100 { try run(.multitask(turn % 2 == 0 ? .half : .full)) }
    default:
        break
    }
    print("\(workload) \(count)\(checked ? " checked" : ""): \(index) events, \(window.trace.entries.count) trace entries, stack \((window.rootViewController as? NavigationController)?.viewControllers.count ?? 0)")
} catch {
    fail("\(error)")
}
