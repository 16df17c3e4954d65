import PadKit
extension Audit {
    /// `--format text`: the grade, the score per tier, what holds the app back, then every
    /// criterion with its status, evidence and fix.
    public var text: String {
        var lines = ["\(app) on iOS \(osVersion): \(gradeText)", ""]
        for score in tiers {
            lines.append(
                "Tier \(score.tier.rawValue) \(score.tier.name): \(score.passed) of \(score.applicable) passed"
                    + (score.unknown > 0 ? ", \(score.unknown) unknown" : ""))
        }
        if let next = nextTier, !holdingBack.isEmpty {
            lines.append("")
            lines.append("Holding it below tier \(next.rawValue):")
            for result in holdingBack {
                lines.append("  \(result.criterion.id) (\(result.verdict.status.rawValue))" + (windowText(result).map { ": \($0)" } ?? ""))
            }
        }
        for tier in AuditTier.fromFloor {
            lines.append("")
            lines.append("Tier \(tier.rawValue): \(tier.name)")
            for result in results where result.criterion.tier == tier {
                let status = result.verdict.status.rawValue.uppercased()
                lines.append("  [\(status)] \(result.criterion.id): \(result.criterion.title) (\(result.criterion.reference))")
                if let windows = windowText(result) { lines.append("      \(windows)") }
                for evidence in result.verdict.evidence {
                    lines.append("      " + (evidence.source.map { "\($0): " } ?? "") + evidence.message)
                }
                if result.verdict.status == .fail { lines.append("      fix: \(result.criterion.fix)") }
            }
        }
        lines.append("")
        lines.append("\(windows.count) windows counted: every current device's matrix rows \(releasesText), in every multitasking setting.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The releases the windows answer for: "on iOS 27.0", or, where devices answer for their own
    /// newest release, "on iOS 27.0 (iphone-duo: 27.1)".
    var releasesText: String {
        var others: [(String, OSVersion)] = []
        for window in windows where window.osVersion != osVersion && !others.contains(where: { $0.0 == window.device.id }) {
            others.append((window.device.id, window.osVersion))
        }
        guard !others.isEmpty else { return "on iOS \(osVersion)" }
        return "on iOS \(osVersion) (" + others.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")"
    }
}
