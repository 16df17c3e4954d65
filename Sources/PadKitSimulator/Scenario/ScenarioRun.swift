import PadKit

/// The outcome of running a scenario: the window (with its trace and final tree) and, if the run
/// stopped early, why.
public struct ScenarioRun {
    /// The scenario that ran.
    public let scenario: Scenario
    /// The window, in its final state.
    public let window: Window
    /// The error that stopped the run, naming the event's JSON path; `nil` when every event ran.
    public let failure: ScenarioError?

    /// The trace.
    public var trace: Trace { window.trace }
}
