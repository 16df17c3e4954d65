import ArgumentParser
import Foundation

/// What `app-root` and `features` read and how they print it: the app target's files and
/// folders, the root their paths are printed relative to, and the one format, JSON.
struct SourceFolderOptions: ParsableArguments {
    @Argument(help: "Files and folders of the app target's Swift sources (and, for features, its Info.plist).")
    var paths: [String] = []

    @Option(help: "Folder the sources' paths are printed relative to (default: the current folder).")
    var root: String?

    @Option(help: "Output format: json (the only one).")
    var format: AppRootFormat = .json

    /// The paths given, or the current folder.
    var pathsOrWorkingDirectory: [String] { paths.isEmpty ? [FileManager.default.currentDirectoryPath] : paths }

    /// The root given, or the current folder.
    var rootOrWorkingDirectory: String { root ?? FileManager.default.currentDirectoryPath }
}
