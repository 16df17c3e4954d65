/// A measurements file with bad values: every problem, each with its JSON path.
public struct MeasurementsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One bad value.
    public struct Problem: Sendable, Hashable {
        /// The JSON path (`measurements[2].window.width`).
        public let path: String
        /// What is wrong.
        public let message: String
        /// Makes a problem.
        public init(path: String, message: String) {
            self.path = path
            self.message = message
        }
    }

    /// The file.
    public let file: String
    /// Every problem, in file order.
    public let problems: [Problem]

    /// Makes the error.
    public init(file: String, problems: [Problem]) {
        self.file = file
        self.problems = problems
    }

    /// One line per problem: `file: path: message`.
    public var description: String {
        problems.map { "\(file): \($0.path): \($0.message)" }.joined(separator: "\n")
    }
}
