/// One problem in a JSON input file: where it is (a JSON path such as
/// `root.tabs[1].split.primary` or `events[3].rotate`) and what is wrong.
public struct JSONProblem: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the bad value (`$` for the whole document).
    public var path: String
    /// What is wrong and what is accepted.
    public var message: String

    /// A problem at `path`.
    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    /// The message, naming the JSON path and what is wrong.
    public var description: String { "\(path): \(message)" }
}
