/// A device id the catalog does not know.
public enum DeviceCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No device has this id; `suggestions` are the closest ids, best first.
    case unknownDevice(id: String, suggestions: [String])

    /// The message, naming the bad value and what was expected.
    public var description: String {
        switch self {
        case .unknownDevice(let id, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"
            return "unknown device '\(id)'\(hint) (`padkit devices` lists every id)"
        }
    }
}
