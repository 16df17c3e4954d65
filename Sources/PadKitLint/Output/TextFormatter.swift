/// The human format: one compiler-style line per finding (Xcode and editors jump to them), then
/// a summary grouped by rule.
///
/// ```
/// Sources/Feed.swift:12:21: warning: UIScreen.main.bounds is the whole screen, ... [screen-bounds-layout]
///
/// Summary:
///   error    popover-without-anchor      1
///   warning  screen-bounds-layout        2
/// 3 findings (1 error, 2 warnings) in 14 files.
/// ```
enum TextFormatter {
    static func render(_ report: LintReport) -> String {
        var lines: [String] = report.findings.map { finding in
            "\(finding.path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
        }
        let files = report.fileCount == 1 ? "1 file" : "\(report.fileCount) files"
        let baselined =
            report.baselinedCount == 0
            ? ""
            : report.baselinedCount == 1
                ? " 1 finding in the baseline is not shown." : " \(report.baselinedCount) findings in the baseline are not shown."
        // What was linted how, when it was not all the same way (issue 34).
        let objectiveC =
            report.objectiveCFileCount == 0
            ? ""
            : " \(report.objectiveCFileCount) Objective-C file\(report.objectiveCFileCount == 1 ? "" : "s") (.m, .mm): "
                + """
                \(ObjectiveCLinter.rules.count) of \(Rule.all.count) rules \
                (\(ObjectiveCLinter.rules.map(\.id).joined(separator: ", "))).
                """
        guard !report.findings.isEmpty else {
            lines.append("No findings in \(files).\(objectiveC)\(baselined)")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("")
        lines.append("Summary:")
        let groups = SummaryGroup.groups(of: report.findings)
        let width = groups.map(\.ruleID.count).max() ?? 0
        for group in groups {
            let severity = group.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let rule = group.ruleID.padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append("  \(severity)  \(rule)  \(group.count)")
        }
        var counts: [String] = []
        for severity in Severity.allCases.reversed() {
            let count = report.count(of: severity)
            guard count > 0 else { continue }
            counts.append("\(count) \(severity.rawValue)\(count == 1 ? "" : "s")")
        }
        let total = report.findings.count == 1 ? "1 finding" : "\(report.findings.count) findings"
        lines.append("\(total) (\(counts.joined(separator: ", "))) in \(files).\(objectiveC)\(baselined)")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Findings of one rule at one severity, for summaries.
struct SummaryGroup: Equatable {
    let ruleID: String
    let severity: Severity
    let count: Int

    /// Groups sorted by severity (most serious first), then by the rules' catalogue order.
    static func groups(of findings: [Finding]) -> [SummaryGroup] {
        var counts: [String: (Severity, Int)] = [:]
        for finding in findings {
            let key = "\(finding.severity.rawValue) \(finding.ruleID)"
            counts[key] = (finding.severity, (counts[key]?.1 ?? 0) + 1)
        }
        let order = Dictionary(uniqueKeysWithValues: Rule.all.enumerated().map { ($1.id, $0) })
        return counts.map { key, value in
            SummaryGroup(ruleID: String(key.split(separator: " ", maxSplits: 1)[1]), severity: value.0, count: value.1)
        }.sorted { lhs, rhs in
            if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
            let left = order[lhs.ruleID] ?? Int.max, right = order[rhs.ruleID] ?? Int.max
            if left != right { return left < right }
            return lhs.ruleID < rhs.ruleID
        }
    }
}
