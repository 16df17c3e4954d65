/// One problem in an app description: where it is (a JSON path such as
/// `root.tabs[1].split.primary`) and what is wrong.
public struct AppDescriptionProblem: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the bad value (`$` for the whole document).
    public var path: String
    /// What is wrong and what is accepted.
    public var message: String

    /// Makes an app description problem from its parts; what is not given takes its default.
    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    /// The message, naming the JSON path or file and what is wrong.
    public var description: String { "\(path): \(message)" }
}
