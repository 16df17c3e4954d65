import Foundation

/// The git submodules of the repository a project sits in, from its `.gitmodules` file.
///
/// A fresh clone (or an archive of one) has each submodule's folder empty until
/// `git submodule update --init` runs; every file the project refers to inside it is missing for
/// that one reason, so the reader says it once, naming the submodule, instead of once per file.
struct GitSubmodules {
    /// The repository's folder.
    let root: String
    /// The submodules' paths, relative to `root`, as `.gitmodules` writes them.
    let paths: [String]

    /// The submodules of the repository holding `directory`: the nearest folder at or above it
    /// with a `.gitmodules` file (at most 16 levels up); none when there is none.
    init(around directory: String, limits: ReadingLimits) {
        var folder = LexicalPath.normalized(directory)
        for _ in 0..<16 {
            let file = (folder as NSString).appendingPathComponent(".gitmodules")
            if FileManager.default.fileExists(atPath: file), let data = try? BoundedFile.read(file, limits: limits) {
                root = folder
                paths = Self.paths(in: String(decoding: data, as: UTF8.self))
                return
            }
            let parent = (folder as NSString).deletingLastPathComponent
            guard parent != folder, !parent.isEmpty else { break }
            folder = parent
        }
        root = directory
        paths = []
    }

    /// The `path = ...` values of a `.gitmodules` file, in order.
    static func paths(in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == "path", !parts[1].isEmpty else { return nil }
            return parts[1]
        }
    }

    /// The submodule (its path relative to the repository) that holds `file`, an absolute path.
    func submodule(holding file: String) -> String? {
        let normalized = LexicalPath.normalized(file)
        return paths.first { normalized.hasPrefix(LexicalPath.normalized((root as NSString).appendingPathComponent($0)) + "/") }
    }
}
