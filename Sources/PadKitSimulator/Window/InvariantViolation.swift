/// A broken rule of the controller tree that no sequence of events may produce.
public struct InvariantViolation: Error, Sendable, Equatable, CustomStringConvertible {
    /// Which rule broke, and where.
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { "invariant violated: \(message)" }
}
