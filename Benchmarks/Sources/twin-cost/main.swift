import Foundation
import TwinSoak

// twin-cost push|pop|rotate|resize N [--checked | --simulate]
//
// Runs one `TwinCostWorkload` with N pushes. Run it under `valgrind --tool=callgrind` at two
// sizes: events that cost what the window holds give instruction counts in the ratio of the sizes
// (push, pop) or close to 1 (rotate, resize), not its square. --checked also checks the window's
// invariants after every event; --simulate runs the events as `padkit simulate` does (the scenario
// runner checking what each event changed, then the text it prints).

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("twin-cost: \(message)\nusage: twin-cost push|pop|rotate|resize N [--checked | --simulate]\n".utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, let count = Int(arguments[1]), count >= 0 else { fail("expected a workload and a count") }
guard let workload = TwinCostWorkload(rawValue: arguments[0]) else { fail("unknown workload '\(arguments[0])'") }
let checked = arguments.dropFirst(2).contains("--checked")
let simulated = arguments.dropFirst(2).contains("--simulate")

do {
    let outcome = simulated ? try workload.simulate(count: count) : try workload.run(count: count, checked: checked)
    let mode = simulated ? " simulate" : checked ? " checked" : ""
    print("\(workload.rawValue) \(count)\(mode): \(outcome.events) events, \(outcome.traceEntries) trace entries, stack \(outcome.stackDepth)")
} catch {
    fail("\(error)")
}
