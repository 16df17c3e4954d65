import PadKitSimulator

/// An invariant that broke during a soak, with the shortest event list found that breaks it.
public struct SoakViolation: Sendable {
    /// Where the episode started.
    public let start: SoakStart
    /// The broken invariant, as the shrunk scenario reports it.
    public let message: String
    /// The episode's applied events up to the violation.
    public let original: [ScenarioEvent]
    /// The shrunk list; replaying it from ``start`` breaks an invariant at its last event.
    public let shrunk: [ScenarioEvent]

    /// The shrunk list as a scenario file.
    public var scenarioJSON: String { start.scenarioJSON(events: shrunk) }
}
