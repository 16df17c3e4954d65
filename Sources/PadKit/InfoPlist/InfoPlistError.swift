/// Why an Info.plist could not be used: it is not a property-list dictionary, or keys PadKit needs
/// have bad values (every one listed, with its path).
public enum InfoPlistError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One bad value: its path in the Info.plist (`UISupportedInterfaceOrientations[2]`) and what
    /// is wrong.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The key, with the index or nested key of the bad value.
        public var path: String
        /// What is wrong.
        public var message: String
        /// `path: message`.
        public var description: String { "\(path): \(message)" }
    }

    /// The data is not a property list, or its top level is not a dictionary.
    case unreadable(reason: String)
    /// Keys PadKit needs have values of the wrong type or out of range.
    case invalidValues([Problem])

    /// The message, naming each bad key.
    public var description: String {
        switch self {
        case .unreadable(let reason): return "Info.plist could not be read: \(reason)"
        case .invalidValues(let problems): return "Info.plist " + problems.map(\.description).joined(separator: "; ")
        }
    }
}
