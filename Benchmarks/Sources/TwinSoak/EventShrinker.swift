import PadKitSimulator

/// Shrinks a failing event list to a short one that still fails: delta debugging (Zeller and
/// Hildebrandt 2002, "Simplifying and Isolating Failure-Inducing Input", `ddmin`), then one pass
/// removing single events until no single removal still fails (1-minimal).
public enum EventShrinker {
    /// The shortest list found for which `fails` holds; `events` itself must fail.
    ///
    /// - Complexity: O(n²) calls of `fails` in the worst case, O(n log n) typically.
    public static func shrink<Event>(_ events: [Event], fails: ([Event]) -> Bool) -> [Event] {
        var current = events
        var granularity = 2
        while current.count >= 2 {
            let chunks = split(current, into: granularity)
            var reduced = false
            // A chunk alone still fails: keep only it.
            for chunk in chunks where chunk.count < current.count && fails(chunk) {
                current = chunk
                granularity = 2
                reduced = true
                break
            }
            if !reduced {
                // The list without one chunk still fails: drop that chunk.
                for index in chunks.indices {
                    let complement = chunks.enumerated().filter { $0.offset != index }.flatMap(\.element)
                    if complement.count < current.count && fails(complement) {
                        current = complement
                        granularity = max(granularity - 1, 2)
                        reduced = true
                        break
                    }
                }
            }
            if !reduced {
                if granularity >= current.count { break }
                granularity = min(granularity * 2, current.count)
            }
        }
        var index = 0
        while index < current.count {
            var candidate = current
            candidate.remove(at: index)
            if fails(candidate) { current = candidate } else { index += 1 }
        }
        return current
    }

    private static func split<Event>(_ events: [Event], into parts: Int) -> [[Event]] {
        var chunks: [[Event]] = []
        var start = 0
        for part in 0..<parts {
            let end = events.count * (part + 1) / parts
            if end > start { chunks.append(Array(events[start..<end])) }
            start = end
        }
        return chunks
    }
}
