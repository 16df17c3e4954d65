import Foundation
import PadKit

/// The findings a project has accepted for now, so a legacy code base can adopt the linter and fail
/// only on new findings (`--write-baseline FILE` records them, `--baseline FILE` leaves them out).
///
/// Findings are matched by rule, file and ``Finding/fingerprint`` (a hash of the rule, the file,
/// the text of the finding's line without whitespace, and which of the identical lines it is), never
/// by line number: adding code above a known finding does not make it new, while a new finding on a
/// line of its own, or a second identical one, is. Each entry absorbs one finding.
///
/// ```json
/// { "findings": [ { "fingerprint": "6c1f…", "message": "…", "path": "App/Feed.swift",
///                   "ruleID": "screen-bounds-layout" } ],
///   "tool": "padkit-lint", "version": 1 }
/// ```
public struct Baseline: Equatable, Sendable {
    /// One accepted finding.
    public struct Entry: Equatable, Sendable, Encodable {
        /// The rule.
        public let ruleID: String
        /// The file, relative to the lint root.
        public let path: String
        /// The finding's ``Finding/fingerprint``.
        public let fingerprint: String
        /// The message when it was recorded, for a reader of the file; not matched.
        public let message: String

        /// The entry for `finding`.
        public init(_ finding: Finding) {
            self.init(ruleID: finding.ruleID, path: finding.path, fingerprint: finding.fingerprint, message: finding.message)
        }

        init(ruleID: String, path: String, fingerprint: String, message: String) {
            self.ruleID = ruleID
            self.path = path
            self.fingerprint = fingerprint
            self.message = message
        }

        var key: String { "\(ruleID)\u{0}\(path)\u{0}\(fingerprint)" }
    }

    /// The file format's version.
    public static let formatVersion = 1

    /// The accepted findings, in report order.
    public let entries: [Entry]

    /// The baseline of every finding in `report`.
    public init(_ report: LintReport) {
        entries = report.findings.map(Entry.init)
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    private struct File: Encodable {
        let tool: String
        let version: Int
        let findings: [Entry]
    }

    /// The file's contents: stable JSON, one entry per finding.
    public func encoded() -> String {
        StableJSON.encode(File(tool: LintTool.name, version: Self.formatVersion, findings: entries))
    }

    /// Reads a baseline written by ``encoded()``.
    ///
    /// - Throws: ``LintError/baseline(path:reason:)`` when the file cannot be read or is not a
    ///   baseline (the reason names the JSON path of a wrong value).
    public static func load(contentsOf path: String) throws(LintError) -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .baseline(path: path, reason: LintError.reason(for: error))
        }
        // The one JSON reader (PadJSON): every problem with its JSON path.
        let reader = JSONReader()
        let entryKeys = ["fingerprint", "message", "path", "ruleID"]
        guard let root = reader.parse(data),
            let pairs = reader.object(
                root, path: "", keys: ["findings", "tool", "version"],
                example: #"{"tool": "padkit-lint", "version": 1, "findings": []}"#)
        else { throw .baseline(path: path, reason: reader.problems.map(\.description).joined(separator: "; ")) }
        let version = reader.required(pairs, "version", path: "", expected: "the format's version, \(formatVersion)")
            .flatMap { reader.index($0, path: "version") }
        _ = reader.required(pairs, "tool", path: "", expected: "\"\(LintTool.name)\"").flatMap { reader.string($0, path: "tool") }
        var entries: [Entry] = []
        let list =
            reader.required(pairs, "findings", path: "", expected: "an array of findings")
            .flatMap { reader.array($0, path: "findings", nonEmpty: false, what: "findings") } ?? []
        for (index, item) in list.enumerated() {
            let itemPath = "findings[\(index)]"
            guard
                let fields = reader.object(
                    item, path: itemPath, keys: entryKeys,
                    example: #"{"ruleID": "...", "path": "...", "fingerprint": "...", "message": "..."}"#)
            else { continue }
            let values = entryKeys.map { key in
                reader.required(fields, key, path: itemPath, expected: "a string").flatMap {
                    reader.string($0, path: "\(itemPath).\(key)", nonEmpty: false)
                }
            }
            guard let fingerprint = values[0], let message = values[1], let file = values[2], let ruleID = values[3] else { continue }
            entries.append(Entry(ruleID: ruleID, path: file, fingerprint: fingerprint, message: message))
        }
        if !reader.problems.isEmpty { throw .baseline(path: path, reason: reader.problems.map(\.description).joined(separator: "; ")) }
        if let version, version != formatVersion {
            throw .baseline(path: path, reason: "version: \(version) is not supported (expected \(formatVersion))")
        }
        return Baseline(entries: entries)
    }
}
