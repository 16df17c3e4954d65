/// Where a lint run spent its time.
///
/// `parse`, `index` and `rules` are summed over files (CPU time across all workers); `wall` is elapsed.
public struct LintStatistics: Sendable {
    /// Total time in SwiftParser.
    public var parse: Duration = .zero
    /// Total time recording declarations for the module index (part of the parse step).
    public var index: Duration = .zero
    /// Total time in the rule walk, suppressions and property lists.
    public var rules: Duration = .zero
    /// Elapsed time for the whole run, including discovery and reading.
    public var wall: Duration = .zero

    /// Creates statistics; all zero by default.
    public init(parse: Duration = .zero, index: Duration = .zero, rules: Duration = .zero, wall: Duration = .zero) {
        self.parse = parse
        self.index = index
        self.rules = rules
        self.wall = wall
    }

    /// The fraction of per-file work spent parsing: how close the linter is to parse-bound.
    public var parseFraction: Double {
        let total = parse + index + rules
        guard total > .zero else { return 0 }
        return parse / total
    }
}
