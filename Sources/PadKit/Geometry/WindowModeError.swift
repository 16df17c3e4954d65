/// A window mode id that names no window, or names one that needs more than its id.
public enum WindowModeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No window mode has this id.
    case unknown(id: String)
    /// `window` names a free-form window, which needs its size (`"window": "700x1000"` in a
    /// scenario, `--window 700x1000` on the command line).
    case sizeRequired(id: String)

    /// The message, naming the value and every id there is (``WindowMode/ids``).
    public var description: String {
        switch self {
        case .unknown(let id):
            return "'\(id)' is not a window mode; expected one of \(WindowMode.ids.joined(separator: ", "))"
        case .sizeRequired(let id):
            return "'\(id)' is a free-form window and needs its size (a window of W x H points), not a mode id"
        }
    }
}
