import PadKit

extension ScenarioRun {
    /// The `padkit simulate --format json` contract: `{"trace": [...], "tree": {...}}`, plus
    /// `"error"` when the run stopped early.
    ///
    /// Each trace entry has `controller`, `callback` (UIKit signature form), `event` (the index of
    /// the scenario event, `null` at launch) and `details`. Each tree node has `kind`, `title`,
    /// `size`, `traits` and `children` (a navigation controller's children are its stack in order).
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("trace", .array(trace.entries.map(\.jsonValue))),
            ("tree", window.rootViewController.map { $0.treeJSON(in: window) } ?? .null),
        ]
        if let failure { pairs.append(("error", .object([("path", .string(failure.path)), ("message", .string(failure.message))]))) }
        return .object(pairs)
    }

    /// The trace and tree as text: one block per event, then the final tree.
    public var text: String {
        var out =
            "\(scenario.placement) (\(FrameText.text(scenario.placement.window.size))), app \(scenario.app), iOS \(scenario.osVersion)\n"
        var currentEvent: Int?? = .none
        let width = min(28, trace.entries.map(\.controller.count).max() ?? 0)
        for entry in trace.entries {
            if currentEvent != .some(entry.event) {
                currentEvent = .some(entry.event)
                if let index = entry.event {
                    out += "\nevent \(index): \(scenario.events.indices.contains(index) ? scenario.events[index].text : "")\n"
                } else {
                    out += "\nlaunch\n"
                }
            }
            if entry.callback == "event" { continue }
            let details = entry.details.map { "\($0.key)=\($0.value)" }.joined(separator: "  ")
            // Padded by characters, never cut: Foundation's `padding(toLength:)` counts UTF-16
            // units (cutting a title with an emoji in half) and copies the whole title through
            // NSString for every entry, which made long titles quadratic (found by fuzzing).
            let name = entry.controller + String(repeating: " ", count: max(0, width - entry.controller.count))
            out += "  \(name)  \(entry.callback)\(details.isEmpty ? "" : "  " + details)\n"
        }
        if let failure { out += "\nerror: \(failure)\n" }
        out += "\ntree\n"
        if let root = window.rootViewController { out += root.treeText(in: window, indent: "  ") }
        return out
    }
}

extension TraceEntry {
    /// `{"controller", "callback", "event", "details"}`.
    public var jsonValue: JSONValue {
        .object([
            ("controller", .string(controller)),
            ("callback", .string(callback)),
            ("event", event.map { .number(Double($0)) } ?? .null),
            ("details", .object(details.map { ($0.key, .string($0.value)) })),
        ])
    }
}
