/// One problem at one place: the rule that found it, where, and how serious it is here.
///
/// Lines and columns are 1-based. ``column`` counts UTF-8 bytes, as `swiftc` diagnostics do;
/// ``utf16Column`` counts UTF-16 code units, SARIF's default `columnKind`. They differ only on
/// lines with non-ASCII text before the finding.
public struct Finding: Hashable, Sendable, Codable {
    /// The rule's identifier, e.g. `popover-without-anchor`.
    public let ruleID: String
    /// The severity after configuration was applied.
    public let severity: Severity
    /// The message: the rule's message, sometimes followed by a detail about this occurrence.
    public let message: String
    /// The file, relative to the lint root, with `/` separators.
    public let path: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column in UTF-8 bytes.
    public let column: Int
    /// The 1-based column in UTF-16 code units.
    public let utf16Column: Int
    /// A hash of the text of the finding's line (whitespace removed), so a baseline still
    /// recognises the finding when lines above it are added or removed. Empty when there is no line.
    public let lineHash: String
    /// Identifies the finding across edits: rule, path, ``lineHash`` and which of the findings with
    /// those three it is. Set by ``LintReport``; what `--baseline` matches.
    public internal(set) var fingerprint: String = ""

    /// Creates a finding.
    public init(
        ruleID: String, severity: Severity, message: String, path: String, line: Int, column: Int, utf16Column: Int? = nil,
        lineHash: String = ""
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.utf16Column = utf16Column ?? column
        self.lineHash = lineHash
    }

    /// FNV-1a, 64 bits, as 16 hex digits: a stable hash (Swift's `Hasher` is seeded per process).
    public static func stableHash(_ text: String) -> String {
        digest(of: text.utf8)
    }

    /// FNV-1a, 64 bits, of bytes, as 16 hex digits (``stableHash(_:)`` of text; `--fix` tells
    /// with it whether a file changed on disk).
    static func digest(of bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The hash of a source line with all whitespace removed.
    public static func lineHash(of line: some Sequence<UInt8>) -> String {
        stableHash(String(decoding: line.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D && $0 != 0x0A }, as: UTF8.self))
    }

    /// The order every output uses: path, line, column, then rule id and message, so two runs
    /// print the same bytes however the files were scheduled.
    public static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8) }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
