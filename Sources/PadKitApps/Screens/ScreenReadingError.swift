/// Why an Interface Builder file could not be laid out at all (every smaller problem is listed
/// under `unresolved` instead, and reading goes on).
public enum ScreenReadingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file cannot be read, is not XML, or is not an Interface Builder document.
    case unreadable(file: String, reason: String)
    /// A `--text-metrics` file is not valid.
    case invalidTextMetrics(file: String, reason: String)
    /// No scene has the id `--scene` asked for.
    case unknownScene(id: String, known: [String])

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): return "\(file): \(reason)"
        case .invalidTextMetrics(let file, let reason): return "\(file): \(reason)"
        case .unknownScene(let id, let known):
            return "no scene has the id \(id); the files have \(known.prefix(20).joined(separator: ", "))\(known.count > 20 ? ", ..." : "")"
        }
    }
}
