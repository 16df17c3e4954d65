import Foundation
import PadKit
import SwiftParser
import SwiftSyntax

/// What `padkit-lint features` prints: every adoption of an ``AppFeature`` in an app's Swift
/// sources and Info.plists, with its `file:line`, and the files that could not be read.
///
/// ```json
/// {"adoptions": [{"api": "UIKeyCommand", "feature": "keyboardShortcuts", "source": "Sources/Root.swift:12"}],
///  "fileCount": 14, "tool": {"name": "padkit-lint", "version": "0.1.0"},
///  "unreadable": [{"path": "Sources/Big.swift", "reason": "not valid UTF-8 text"}]}
/// ```
///
/// Adoptions are sorted by file, line and API, so the bytes never depend on thread timing.
public struct FeatureReport: Sendable {
    /// Every adoption found, by file, line and API.
    public let adoptions: [FeatureAdoption]
    /// How many Swift files and property lists were read.
    public let fileCount: Int
    /// Files that could not be read or decoded, with why.
    public let unreadable: [(path: String, reason: String)]

    /// Reads the Swift files and property lists under `paths`.
    ///
    /// - Throws: ``LintError`` when a path does not exist or names an unsupported file.
    public init(paths: [String], root: String, jobs: Int? = nil) throws(LintError) {
        let workers = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let files = try FileDiscovery.discover(paths: paths, root: root, configuration: .standard).files.filter {
            $0.kind == .swift || $0.kind == .infoPlist
        }
        let results = Linter.parallelMap(count: files.count, workers: workers) { index -> Result<[FeatureAdoption], FeatureReadFailure> in
            Self.scan(files[index])
        }
        var adoptions: [FeatureAdoption] = []
        var unreadable: [(String, String)] = []
        for (file, result) in zip(files, results) {
            switch result {
            case .success(let found): adoptions += found
            case .failure(let failure): unreadable.append((file.displayPath, failure.reason))
            }
        }
        self.adoptions = adoptions.sorted {
            ($0.path, $0.line, $0.api) < ($1.path, $1.line, $1.api)
        }
        fileCount = files.count
        self.unreadable = unreadable
    }

    /// A report of adoptions found by the lint run (``Linter/lint(paths:root:configuration:jobs:collectingFeatures:)``).
    init(adoptions: [FeatureAdoption], fileCount: Int) {
        self.adoptions = adoptions.sorted { ($0.path, $0.line, $0.api) < ($1.path, $1.line, $1.api) }
        self.fileCount = fileCount
        unreadable = []
    }

    /// The adoptions in one parsed Swift file.
    static func adoptions(in tree: SourceFileSyntax, path: String) -> [FeatureAdoption] {
        let visitor = FeatureVisitor(path: path, tree: tree)
        visitor.walk(tree)
        return visitor.adoptions
    }

    /// The adoptions in one property list file (none when it cannot be read).
    static func infoPlistAdoptions(ofFile file: SourceFile) -> [FeatureAdoption] {
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else { return [] }
        return infoPlistAdoptions(data, path: file.displayPath)
    }

    /// Why a file gave no adoptions.
    struct FeatureReadFailure: Error {
        let reason: String
    }

    private static func scan(_ file: SourceFile) -> Result<[FeatureAdoption], FeatureReadFailure> {
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
            return .failure(FeatureReadFailure(reason: "cannot be read"))
        }
        if file.kind == .infoPlist { return .success(infoPlistAdoptions(data, path: file.displayPath)) }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else { return .failure(FeatureReadFailure(reason: "not valid UTF-8 text")) }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: SwiftFileLinter.maximumNestingLevel) }
        return .success(adoptions(in: tree, path: file.displayPath))
    }

    /// `UIApplicationSupportsMultipleScenes` set to true in a property list's scene manifest, at
    /// the line of its key (XML) or line 1 (a binary list has no lines).
    static func infoPlistAdoptions(_ data: Data, path: String) -> [FeatureAdoption] {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let manifest = plist[InfoPlist.Key.sceneManifest] as? [String: Any],
            manifest[InfoPlist.Key.supportsMultipleScenes] as? Bool == true
        else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        var line = 1
        for (number, content) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where content.contains("<key>\(InfoPlist.Key.supportsMultipleScenes)</key>") {
            line = number + 1
            break
        }
        return [FeatureAdoption(feature: .multipleWindows, api: InfoPlist.Key.supportsMultipleScenes, path: path, line: line)]
    }

    /// The report as JSON, keys sorted, ending in a newline.
    public var json: String {
        let value = JSONValue.object([
            (
                "adoptions",
                .array(
                    adoptions.map {
                        .object([
                            ("api", .string($0.api)), ("feature", .string($0.feature.rawValue)),
                            ("source", .string("\($0.path):\($0.line)")),
                        ])
                    })
            ),
            ("fileCount", .number(Double(fileCount))),
            ("tool", .object([("name", .string(LintTool.name)), ("version", .string(LintTool.version))])),
            ("unreadable", .array(unreadable.map { .object([("path", .string($0.path)), ("reason", .string($0.reason))]) })),
        ])
        return value.text(.expanded) + "\n"
    }
}
