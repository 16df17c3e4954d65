/// Everything one lint run found, in output order.
public struct LintReport: Sendable {
    /// The findings, sorted by ``Finding/precedes(_:_:)``.
    public let findings: [Finding]
    /// How many files were linted (read or not).
    public let fileCount: Int
    /// Files and folders that could not be read; any makes the run exit with status 2.
    public let unreadableCount: Int
    /// Time spent, for the benchmark. Never printed by the output formats, which stay deterministic.
    public let statistics: LintStatistics

    /// Creates a report.
    public init(findings: [Finding], fileCount: Int, unreadableCount: Int, statistics: LintStatistics = LintStatistics()) {
        self.findings = findings.sorted(by: Finding.precedes)
        self.fileCount = fileCount
        self.unreadableCount = unreadableCount
        self.statistics = statistics
    }

    /// The number of findings at `severity`.
    public func count(of severity: Severity) -> Int {
        findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }
}
