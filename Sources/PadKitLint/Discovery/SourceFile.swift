/// A file the linter will read.
public struct SourceFile: Hashable, Sendable {
    /// What the file is, which decides the rules it gets.
    public enum Kind: String, Hashable, Sendable {
        /// A `.swift` source.
        case swift
        /// An `Info.plist` (or `*-Info.plist`, or a `.plist` named on the command line).
        case infoPlist
        /// An Objective-C implementation (`.m`, `.mm`): the crash-level rules only (``ObjectiveCLinter``).
        case objectiveC
    }

    /// The path to open.
    public let absolutePath: String
    /// The path printed in output: relative to the lint root when inside it, else absolute.
    public let displayPath: String
    /// Swift source or property list.
    public let kind: Kind
}
