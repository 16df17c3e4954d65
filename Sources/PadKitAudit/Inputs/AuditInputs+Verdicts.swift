import PadKit

/// The three ways a criterion reads a producer (lint rules, a feature, layout kinds), shared so
/// that every criterion of a kind says the same things the same way.
extension AuditInputs {
    /// A verdict from lint findings of `rules`: `unknown` when the linter did not run, `fail`
    /// (in `windows`) with each finding's line when any, else a pass naming how many files were read.
    func lintVerdict(rules: [String], severities: [String]? = nil, windows affected: [Int], passMessage: String) -> CriterionVerdict {
        guard let lint = lint.value else { return .unknown("padkit-lint did not run: \(lint.reason ?? "")") }
        let found = lint.findings(of: rules).filter { severities == nil || severities?.contains($0.severity) == true }
        guard found.isEmpty else {
            return CriterionVerdict(
                status: .fail,
                evidence: found.map { AuditEvidence(source: $0.source, message: "\($0.ruleID) (\($0.severity)): \($0.message)") },
                affectedWindows: affected)
        }
        return .pass([AuditEvidence(source: nil, message: "\(passMessage) (padkit-lint read \(lint.fileCount) files)")])
    }

    /// A verdict from the adoptions of `feature`: `unknown` when the scan did not run, a pass
    /// listing where it is adopted, else a fail that says which APIs were looked for.
    func featureVerdict(_ feature: String, apis: String) -> CriterionVerdict {
        guard let features = features.value else { return .unknown("padkit-lint features did not run: \(features.reason ?? "")") }
        let found = features.adoptions(of: feature)
        guard found.isEmpty else { return .pass(found.map { AuditEvidence(source: $0.source, message: "adopts \($0.api)") }) }
        return CriterionVerdict(
            status: .fail,
            evidence: [AuditEvidence(source: nil, message: "none of \(apis) in the \(features.fileCount) files read")],
            affectedWindows: padWindows)
    }

    /// A verdict from the layout findings of `kinds` in the app's `matrix` rows: `unknown`
    /// without laid-out screens (naming why), a fail per finding of a kind that can fail (with its
    /// windows), `unknown` listing the findings of kinds off by default (under 80 % precision: they
    /// never fail a criterion), else a pass naming what was laid out.
    func layoutVerdict(kinds: [String], passMessage: String) -> CriterionVerdict {
        guard let layout = layout.value else { return .unknown("the app's screens were not laid out: \(layout.reason ?? "")") }
        guard layout.interfaceCount > 0 || !layout.unreadable.isEmpty else {
            return .unknown(
                """
                no controller of the app's description loads views from a storyboard scene or XIB: PadKit lays out Interface \
                Builder views only, so views built in code or SwiftUI are not judged
                """
            )
        }
        // Only the windows the app is offered: a window it never gets cannot show what breaks.
        func offered(_ findings: [LayoutEvidence.Finding]) -> [LayoutEvidence.Finding] {
            findings.compactMap { finding in
                var kept = finding
                kept.windows = finding.windows.filter { occupancy[$0] != nil }
                return kept.windows.isEmpty ? nil : kept
            }
        }
        func evidence(_ found: [LayoutEvidence.Finding]) -> [AuditEvidence] {
            var lines = found.prefix(20).map {
                AuditEvidence(source: $0.source, message: "\($0.message) (in \($0.windows.count) of \(windows.count) windows)")
            }
            if found.count > 20 { lines.append(AuditEvidence(source: nil, message: "and \(found.count - 20) more")) }
            return lines
        }
        let found = offered(kinds.flatMap { layout.findings($0) })
        var unreadable = layout.unreadable.map { AuditEvidence(source: $0.file, message: "not laid out: \($0.reason)") }
        guard found.isEmpty else {
            return CriterionVerdict(status: .fail, evidence: evidence(found) + unreadable, affectedWindows: found.flatMap(\.windows))
        }
        if !unreadable.isEmpty {
            unreadable.insert(
                AuditEvidence(
                    source: nil, message: "\(layout.unreadable.count) interface files could not be read, so this cannot be decided"),
                at: 0)
            return CriterionVerdict(status: .unknown, evidence: unreadable)
        }
        let uncounted = offered(kinds.flatMap { layout.uncounted($0) })
        guard uncounted.isEmpty else {
            let names = kinds.filter { !LayoutEvidence.fails($0) }.joined(separator: ", ")
            return CriterionVerdict(
                status: .unknown,
                evidence: [
                    AuditEvidence(
                        source: nil,
                        message:
                            """
                            \(uncounted.count) findings of \(names), a kind `padkit matrix` reports only when asked \
                            (--layout-kinds): under 80 % of its findings read by hand were true, or too few were read to say, \
                            so they do not fail this criterion; read them
                            """
                    )
                ] + evidence(uncounted))
        }
        guard !layout.screens.isEmpty else {
            return .unknown(
                "none of the \(layout.interfaceCount) controllers with Interface Builder views was shown in a window the app is offered")
        }
        let files = Set(layout.screens.map { $0.scene.split(separator: "#").first.map(String.init) ?? $0.scene }).count
        let offeredWindows = occupancy.filter { $0 != nil }.count
        return .pass([
            AuditEvidence(
                source: nil,
                message:
                    """
                    \(passMessage): \(count(layout.screens.count, "screen")) of \(count(files, "file")) laid out in their \
                    containers in \(count(offeredWindows, "window"))
                    """
            )
        ])
    }

    /// `1 screen`, `3 screens`.
    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
