import PadKit

/// A scenario that cannot be read or run: every problem, each with the JSON path of the bad value
/// and what is accepted. A scenario file is read through PadJSON's ``JSONReader``, so reading
/// reports every problem in the file; a run stops at its first failing event (one problem).
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every problem, in the order found (document order when reading).
    public let problems: [JSONProblem]

    /// Where in the file the first problem is: `events[3].rotate`, `device`, or `$` for the whole document.
    public var path: String { problems.first?.path ?? "$" }
    /// What was wrong with the first problem and what is accepted.
    public var message: String { problems.first?.message ?? "" }

    /// An error at one JSON path.
    public init(path: String, _ message: String) {
        self.problems = [JSONProblem(path: path, message)]
    }

    /// An error listing `problems` (at least one).
    public init(problems: [JSONProblem]) {
        self.problems = problems.isEmpty ? [JSONProblem(path: "$", "not a scenario")] : problems
    }

    /// One line per problem, naming the bad value and what was expected.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
