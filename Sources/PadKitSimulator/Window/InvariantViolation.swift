/// A broken rule of the controller tree that no sequence of events may produce.
public struct InvariantViolation: Error, Sendable, Equatable, CustomStringConvertible {
    /// Which rule broke, and where.
    public let message: String

    /// Makes a violation with a message that names the broken invariant.
    public init(_ message: String) {
        self.message = message
    }

    /// The message, naming the bad value and what was expected.
    public var description: String { "invariant violated: \(message)" }
}
