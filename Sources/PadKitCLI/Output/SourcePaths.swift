import Foundation
import PadKitApps

/// Where a description's `source` paths are on disk and how a pull request names them: relative
/// to the repository's root (the nearest folder above with a `.git`), as GitHub annotations need.
struct SourcePaths {
    /// The folder the sources are relative to (the project's folder).
    let descriptionFolder: String
    /// The repository's root, or the current folder when there is none.
    let repositoryRoot: String

    init(descriptionFolder: String) {
        self.descriptionFolder = descriptionFolder
        var folder = URL(fileURLWithPath: descriptionFolder).standardizedFileURL
        var root: String?
        while root == nil {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { root = folder.path; break }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        repositoryRoot = root ?? FileManager.default.currentDirectoryPath
    }

    /// A change's file relative to the repository root, and its line (looked up in the file when
    /// the source names a key or a scene rather than a line).
    func location(of change: DescriptionChange) -> (file: String, line: Int?)? {
        guard let location = change.location else { return nil }
        let absolute = URL(fileURLWithPath: descriptionFolder).appendingPathComponent(location.file).standardizedFileURL.path
        let text = (try? String(contentsOfFile: absolute, encoding: .utf8))
        return (relativeToRoot(absolute), location.resolvedLine(in: text))
    }

    /// `path` relative to the repository root when it is inside it.
    func relativeToRoot(_ path: String) -> String {
        let root = repositoryRoot.hasSuffix("/") ? repositoryRoot : repositoryRoot + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
