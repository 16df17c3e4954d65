import Foundation

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
    public struct Entry: Equatable, Sendable, Codable {
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
            ruleID = finding.ruleID
            path = finding.path
            fingerprint = finding.fingerprint
            message = finding.message
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

    private struct File: Codable {
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
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            guard file.version == formatVersion else {
                throw LintError.baseline(path: path, reason: "version: \(file.version) is not supported (expected \(formatVersion))")
            }
            return Baseline(entries: file.findings)
        } catch let error as LintError {
            throw error
        } catch let DecodingError.keyNotFound(key, context) {
            throw .baseline(path: path, reason: "\(jsonPath(context.codingPath + [key])): missing")
        } catch let DecodingError.typeMismatch(_, context) {
            throw .baseline(path: path, reason: "\(jsonPath(context.codingPath)): wrong type (\(context.debugDescription))")
        } catch let DecodingError.valueNotFound(_, context) {
            throw .baseline(path: path, reason: "\(jsonPath(context.codingPath)): null")
        } catch {
            throw .baseline(path: path, reason: "not JSON")
        }
    }

    /// `$.findings[2].ruleID` for a decoding path.
    private static func jsonPath(_ path: [any CodingKey]) -> String {
        "$" + path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    }
}
