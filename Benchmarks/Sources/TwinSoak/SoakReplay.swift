import PadKitSimulator

/// Runs events from a start the way `padkit simulate` does (every event must apply; the window's
/// and the component's invariants are checked after launch and after each event) and says whether
/// an invariant broke. The shrinker's test.
public enum SoakReplay {
    /// What a replay ended with.
    public enum Outcome: Equatable {
        /// Every event applied and every check passed.
        case passed
        /// Event `index` could not be applied (a scenario file would stop there).
        case rejected(index: Int)
        /// An invariant broke after event `index` (`nil`: right after launch).
        case violation(index: Int?, message: String)
    }

    /// Replays `events` from `start`.
    public static func run(_ start: SoakStart, events: [ScenarioEvent]) -> Outcome {
        let window = start.launch()
        if let message = violation(in: window) { return .violation(index: nil, message: message) }
        for (index, event) in events.enumerated() {
            window.trace.currentEvent = index
            do {
                try ScenarioRunner.apply(event, to: window, path: "events[\(index)]")
            } catch {
                return .rejected(index: index)
            }
            if let message = violation(in: window) { return .violation(index: index, message: message) }
        }
        return .passed
    }

    /// The first broken invariant of the window, then of the app's root if it checks its own.
    public static func violation(in window: Window) -> String? {
        do {
            try window.checkInvariants()
            try (window.rootViewController as? InvariantChecking)?.checkInvariants()
            return nil
        } catch {
            return "\(error)"
        }
    }
}
