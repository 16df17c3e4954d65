extension Audit {
    /// `--format markdown`: a pull-request comment: the grade, the scores, and the failing and
    /// unknown criteria with their evidence and fix (passes folded away).
    public var markdown: String {
        var lines = [
            "## padkit audit: \(app) is \(gradeText)", "", "| Tier | Passed | Applicable | Unknown |", "| --- | ---: | ---: | ---: |",
        ]
        for score in tiers {
            lines.append("| \(score.tier.rawValue) \(score.tier.name) | \(score.passed) | \(score.applicable) | \(score.unknown) |")
        }
        let open = results.filter { $0.verdict.status == .fail || $0.verdict.status == .unknown }
        if !open.isEmpty {
            lines += ["", "| Criterion | Tier | Status | Windows | Evidence | Fix |", "| --- | ---: | --- | --- | --- | --- |"]
            for result in open {
                let evidence = result.verdict.evidence.prefix(3).map { ($0.source.map { "`\($0)` " } ?? "") + $0.message }.joined(
                    separator: "<br>")
                lines.append(
                    """
                    | `\(result.criterion.id)` \(cell(result.criterion.title)) | \(result.criterion.tier.rawValue) | \
                    \(result.verdict.status.rawValue) | \(cell(windowText(result) ?? "-")) | \(cell(evidence)) | \
                    \(result.verdict.status == .fail ? cell(result.criterion.fix) : "-") |
                    """
                )
            }
        }
        let passed = results.filter { $0.verdict.status == .pass || $0.verdict.status == .notApplicable }
        if !passed.isEmpty {
            lines += ["", "<details><summary>\(passed.count) criteria pass or do not apply</summary>", ""]
            lines += passed.map {
                "- `\($0.criterion.id)` \($0.verdict.status.rawValue): \(cell($0.verdict.evidence.first?.message ?? ""))"
            }
            lines += ["", "</details>"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
