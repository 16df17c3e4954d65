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

    /// The storyboards the Info.plist names as launch screens.
    var launchStoryboardNames: [String] {
        [infoPlist.launchScreen(for: .pad)?.storyboardName, infoPlist.launchScreen(for: .phone)?.storyboardName].compactMap { $0 }
    }

    /// A verdict from the layout findings of `kinds`: `unknown` without laid-out screens (naming
    /// why), a fail per finding with its windows, else a pass naming what was laid out.
    func layoutVerdict(kinds: [String], passMessage: String) -> CriterionVerdict {
        guard let layout = layout.value else { return .unknown("the app's screens were not laid out: \(layout.reason ?? "")") }
        guard layout.fileCount > 0 else {
            return .unknown(
                "no storyboard or XIB was read: PadKit lays out Interface Builder views only, so views built in code or SwiftUI are not judged"
            )
        }
        guard layout.sceneCount > 0 else {
            return .unknown(
                "the \(layout.fileCount) interface files have no views to lay out: the app's views are built in code or SwiftUI, which PadKit does not lay out"
            )
        }
        // Only the windows the app is offered: a window it never gets cannot show what breaks.
        let found = kinds.flatMap { layout.findings($0) }.compactMap { finding -> LayoutEvidence.Finding? in
            var offered = finding
            offered.windows = finding.windows.filter { occupancy[$0] != nil }
            return offered.windows.isEmpty ? nil : offered
        }
        var unreadable = layout.unreadable.map { AuditEvidence(source: $0.file, message: "not laid out: \($0.reason)") }
        guard found.isEmpty else {
            let affected = found.flatMap(\.windows)
            var evidence = found.prefix(20).map {
                AuditEvidence(source: $0.source, message: "\($0.message) (in \($0.windows.count) of \(windows.count) windows)")
            }
            if found.count > 20 { evidence.append(AuditEvidence(source: nil, message: "and \(found.count - 20) more")) }
            return CriterionVerdict(status: .fail, evidence: evidence + unreadable, affectedWindows: affected)
        }
        if !unreadable.isEmpty {
            unreadable.insert(
                AuditEvidence(source: nil, message: "\(layout.unreadable.count) interface files did not parse, so this cannot be decided"),
                at: 0)
            return CriterionVerdict(status: .unknown, evidence: unreadable)
        }
        let launch = launchStoryboardNames
        if layout.filesWithScenes.allSatisfy({ file in launch.contains { file.hasSuffix("/\($0).storyboard") || file == "\($0).storyboard" }
        }) {
            return .unknown(
                "only the launch screen (\(layout.filesWithScenes.joined(separator: ", "))) is in Interface Builder, and it passes; the app's own views are built in code or SwiftUI, which PadKit does not lay out"
            )
        }
        return .pass([
            AuditEvidence(
                source: nil, message: "\(passMessage): \(layout.sceneCount) scenes of \(layout.fileCount) files in \(windows.count) windows"
            )
        ])
    }
}
