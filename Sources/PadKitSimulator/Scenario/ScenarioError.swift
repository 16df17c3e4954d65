/// A scenario that cannot be read or run: the JSON path of the bad value and what is accepted.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the file: `events[3].rotate`, `device`, or `$` for the whole document.
    public let path: String
    /// What was wrong and what is accepted.
    public let message: String

    /// Makes an error at a JSON path.
    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    /// The message, naming the bad value and what was expected.
    public var description: String { "\(path): \(message)" }
}
