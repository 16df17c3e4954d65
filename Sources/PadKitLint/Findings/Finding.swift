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

    /// Creates a finding.
    public init(ruleID: String, severity: Severity, message: String, path: String, line: Int, column: Int, utf16Column: Int? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.utf16Column = utf16Column ?? column
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
