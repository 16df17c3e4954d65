/// What one producer of evidence (the linter, the features scan, the layout of the app's
/// screens) gave: its output, or why it did not run, with the command that makes it run. A
/// criterion that needs a producer that did not run is `unknown`, never a pass.
public enum ProducerOutput<Value: Sendable>: Sendable {
    /// The producer ran.
    case ran(Value)
    /// It did not: why, and what to do (`swift build --product padkit-lint`, `--sources DIR`).
    case didNotRun(String)

    /// The output, or `nil`.
    public var value: Value? {
        if case .ran(let value) = self { return value }
        return nil
    }

    /// Why it did not run, or `nil`.
    public var reason: String? {
        if case .didNotRun(let reason) = self { return reason }
        return nil
    }
}
