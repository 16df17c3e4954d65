import Foundation

/// Paths in descriptions and scenarios are relative to the file that names them.
public enum RelativePath {
    /// `path` if it is absolute, else `path` inside `directory` (the current directory when `nil`).
    public static func resolve(_ path: String, against directory: URL?) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        guard let directory else { return URL(fileURLWithPath: path) }
        return directory.appendingPathComponent(path)
    }
}
