import Foundation

/// Finds the files to lint under the paths given on the command line.
///
/// Directories are walked recursively without following symbolic links to directories (so a link
/// cycle cannot loop); linked files are linted. Skipped: hidden folders (`.build`, `.git`,
/// `.swiftpm`, ...), dependency and build folders (``skippedDirectoryNames``) and paths excluded by
/// the configuration. Picked up: `*.swift`, `Info.plist` and `*-Info.plist`. A path named
/// explicitly is linted if it is a `.swift` or `.plist` file, unless the configuration excludes it.
public enum FileDiscovery {
    /// Folders that hold other people's code or build products, never the app's own sources.
    public static let skippedDirectoryNames: Set<String> = [
        "Pods", "Carthage", "DerivedData", "SourcePackages", "node_modules", "build",
        "Vendor", "vendor", "Vendored", "vendored", "ThirdParty", "third_party", "3rdParty",
    ]

    /// The result of a walk: files sorted by display path, and folders that could not be listed.
    public struct Result: Sendable {
        /// The files to lint.
        public var files: [SourceFile]
        /// Folders whose listing failed, with the system's reason.
        public var unreadableDirectories: [(displayPath: String, reason: String)]
    }

    /// Walks `paths` (absolute, standardised).
    ///
    /// - Throws: ``LintError/pathNotFound(_:)`` or ``LintError/unsupportedFile(_:)`` for a path given
    ///   explicitly that does not exist or is neither Swift nor a property list.
    public static func discover(paths: [String], root: String, configuration: LintConfiguration) throws(LintError) -> Result {
        var result = Result(files: [], unreadableDirectories: [])
        var seen = Set<String>()
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                if (try? fileManager.destinationOfSymbolicLink(atPath: path)) != nil, let kind = kind(ofExplicit: path) {
                    // A dangling link named on the command line: reported as unreadable.
                    append(path, kind: kind, root: root, configuration: configuration, into: &result, seen: &seen)
                    continue
                }
                throw .pathNotFound(path)
            }
            if isDirectory.boolValue {
                walk(directory: path, root: root, configuration: configuration, into: &result, seen: &seen)
            } else {
                guard let kind = kind(ofExplicit: path) else { throw .unsupportedFile(path) }
                append(path, kind: kind, root: root, configuration: configuration, into: &result, seen: &seen)
            }
        }
        result.files.sort { $0.displayPath.utf8.lexicographicallyPrecedes($1.displayPath.utf8) }
        result.unreadableDirectories.sort { $0.displayPath.utf8.lexicographicallyPrecedes($1.displayPath.utf8) }
        return result
    }

    /// The path as printed: relative to `root` when inside it.
    public static func displayPath(_ path: String, root: String) -> String {
        if path == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func kind(ofExplicit path: String) -> SourceFile.Kind? {
        if path.hasSuffix(".swift") { return .swift }
        if path.hasSuffix(".plist") { return .infoPlist }
        if path.hasSuffix(".m") || path.hasSuffix(".mm") { return .objectiveC }
        return nil
    }

    private static func kind(ofName name: String) -> SourceFile.Kind? {
        if name.hasSuffix(".swift") { return .swift }
        if name == "Info.plist" || name.hasSuffix("-Info.plist") { return .infoPlist }
        if name.hasSuffix(".m") || name.hasSuffix(".mm") { return .objectiveC }
        return nil
    }

    private static func append(
        _ path: String, kind: SourceFile.Kind, root: String, configuration: LintConfiguration,
        into result: inout Result, seen: inout Set<String>
    ) {
        // A resolved Info.plist copy is named by its path in the project, not where the copy is.
        let display =
            configuration.resolvedInfoPlistFolder.map { folder in displayPath(path, root: folder) }
            .flatMap { $0 == path ? nil : $0 } ?? displayPath(path, root: root)
        guard !configuration.isExcluded(display), seen.insert(path).inserted else { return }
        result.files.append(SourceFile(absolutePath: path, displayPath: display, kind: kind))
    }

    private static func walk(
        directory: String, root: String, configuration: LintConfiguration,
        into result: inout Result, seen: inout Set<String>
    ) {
        let fileManager = FileManager.default
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            result.unreadableDirectories.append((displayPath(directory, root: root), LintError.reason(for: error)))
            return
        }
        for name in names {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let display = displayPath(path, root: root)
            if configuration.isExcluded(display) { continue }
            let attributes = try? fileManager.attributesOfItem(atPath: path)
            let type = attributes?[.type] as? FileAttributeType
            if type == .typeDirectory {
                if name.hasPrefix(".") || skippedDirectoryNames.contains(name) { continue }
                walk(directory: path, root: root, configuration: configuration, into: &result, seen: &seen)
            } else if let kind = kind(ofName: name) {
                if type == .typeSymbolicLink {
                    var isDirectory: ObjCBool = false
                    if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { continue }
                }
                append(path, kind: kind, root: root, configuration: configuration, into: &result, seen: &seen)
            }
        }
    }
}
