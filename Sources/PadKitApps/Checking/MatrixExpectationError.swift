import PadKit

/// An expectation file that cannot be compared with: every problem, each with its JSON path
/// (`rows[3].mode`, `description.root.split.primary`), and the file.
public struct MatrixExpectationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The expectation file, when it was read from one.
    public var file: String?
    /// Every problem, in document order.
    public var problems: [JSONProblem]

    /// One line per problem, prefixed by the file.
    public var description: String {
        problems.map { problem in file.map { "\($0): \(problem)" } ?? problem.description }.joined(separator: "\n")
    }
}
