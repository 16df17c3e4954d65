import PadKit

/// Presentations that adapt: a popover has an anchor (a source view and rect, or a bar button
/// item), or UIKit raises "UIPopoverPresentationController ... should have a non-nil sourceView or
/// barButtonItem set before the presentation occurs" in regular width; a form sheet has a size
/// (`preferredContentSize`) or takes UIKit's default ("UIModalPresentationStyle.popover",
/// "Adapting presentations to size classes"). Read from the app's described presentations and its
/// Swift sources (`popover-without-anchor`).
enum AdaptivePresentations {
    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        let presentations = inputs.app.appDescription?.presentations ?? []
        let unanchored = presentations.filter {
            $0.request.style == .popover && $0.request.sourceRect == nil && $0.request.barButtonItem == nil
        }
        let regular = inputs.padWindows.filter { inputs.windows[$0].isRegularWidth }
        if !unanchored.isEmpty {
            return CriterionVerdict(
                status: .fail,
                evidence: unanchored.map {
                    AuditEvidence(
                        source: $0.source ?? inputs.app.appDescription?.source,
                        message: "popover \($0.name) has no sourceRect or barButtonItem")
                }, affectedWindows: regular)
        }
        var verdict = inputs.lintVerdict(
            rules: ["popover-without-anchor"], windows: regular, passMessage: "every popover in the sources is anchored")
        if verdict.status == .pass, !presentations.isEmpty {
            verdict.evidence.insert(AuditEvidence(source: nil, message: "\(presentations.count) described presentations adapt"), at: 0)
        }
        return verdict
    }
}
