/// Everything one lint run found, in output order.
public struct LintReport: Sendable {
    /// The findings, sorted by ``Finding/precedes(_:_:)``.
    public private(set) var findings: [Finding]
    /// How many files were linted (read or not).
    public let fileCount: Int
    /// How many of them are Objective-C (`.m`, `.mm`), linted by ``ObjectiveCLinter`` for the
    /// crash-level rules only.
    public var objectiveCFileCount = 0
    /// Files and folders that could not be read; any makes the run exit with status 2.
    public let unreadableCount: Int
    /// The iPad features the sources adopt, when the run collected them (`--features-output`).
    public var features: FeatureReport?
    /// Time spent, for the benchmark. Never printed by the output formats, which stay deterministic.
    public let statistics: LintStatistics
    /// Findings left out because the baseline lists them (`--baseline`).
    public internal(set) var baselinedCount = 0
    /// The mechanical fixes of the run's findings, by file in discovery order (`--fix`). Not
    /// printed by the output formats.
    public internal(set) var fixes: [FileFix] = []

    /// Creates a report.
    public init(findings: [Finding], fileCount: Int, unreadableCount: Int, statistics: LintStatistics = LintStatistics()) {
        var sorted = findings.sorted(by: Finding.precedes)
        var occurrences: [String: Int] = [:]
        for position in sorted.indices {
            let finding = sorted[position]
            let key = "\(finding.ruleID)\u{0}\(finding.path)\u{0}\(finding.lineHash)"
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            sorted[position].fingerprint = Finding.stableHash("\(key)\u{0}\(occurrence)")
        }
        self.findings = sorted
        self.fileCount = fileCount
        self.unreadableCount = unreadableCount
        self.statistics = statistics
    }

    /// The report without the findings `baseline` lists (each entry absorbs one finding).
    public func excluding(_ baseline: Baseline) -> LintReport {
        var remaining: [String: Int] = [:]
        for entry in baseline.entries { remaining[entry.key, default: 0] += 1 }
        var kept: [Finding] = []
        var dropped = 0
        for finding in findings {
            let key = Baseline.Entry(finding).key
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                dropped += 1
            } else {
                kept.append(finding)
            }
        }
        var report = self
        report.findings = kept
        report.baselinedCount = baselinedCount + dropped
        return report
    }

    /// The report with every path inside `root` printed as an absolute path (for build logs that
    /// editors read); fingerprints stay those of the relative paths.
    func withAbsolutePaths(root: String) -> LintReport {
        rebased(root: root) { $0 }
    }

    /// The report with every path printed relative to `base` (the repository's top folder, for
    /// annotations that GitHub attaches to a pull request's files) when the file is inside it;
    /// paths are relative to `root` before. Fingerprints stay those of the paths relative to
    /// `root`, so baselines keep matching.
    func withPaths(relativeTo base: String, root: String) -> LintReport {
        let prefix = base == "/" ? "/" : base + "/"
        return rebased(root: root) { absolute in
            absolute == base ? "." : absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
        }
    }

    /// The report with each path made absolute against `root`, then passed through `transform`.
    private func rebased(root: String, _ transform: (String) -> String) -> LintReport {
        var report = self
        report.findings = findings.map { finding in
            let absolute = finding.path.hasPrefix("/") ? finding.path : finding.path == "." ? root : root + "/" + finding.path
            var moved = Finding(
                ruleID: finding.ruleID, severity: finding.severity, message: finding.message,
                path: transform(absolute), line: finding.line,
                column: finding.column, utf16Column: finding.utf16Column, lineHash: finding.lineHash)
            moved.fingerprint = finding.fingerprint
            return moved
        }
        return report
    }

    /// The number of findings at `severity`.
    public func count(of severity: Severity) -> Int {
        findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }
}
