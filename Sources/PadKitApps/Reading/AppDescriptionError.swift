/// An app description that cannot be used: every problem found, each with its JSON path, and the
/// file it came from when there is one.
public struct AppDescriptionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The description file, when it was read from one.
    public var file: String?
    /// Every problem, in document order.
    public var problems: [AppDescriptionProblem]

    /// Makes an app description error from its parts; what is not given takes its default.
    public init(file: String? = nil, problems: [AppDescriptionProblem]) {
        self.file = file
        self.problems = problems
    }

    /// One problem.
    public init(file: String? = nil, path: String, _ message: String) {
        self.init(file: file, problems: [AppDescriptionProblem(path: path, message)])
    }

    /// One line per problem, prefixed by the file.
    public var description: String {
        problems.map { problem in file.map { "\($0): \(problem)" } ?? problem.description }.joined(separator: "\n")
    }
}
