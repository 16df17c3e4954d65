import PadKit
import PadKitApps

/// A regular-width layout where the window is regular: a split or a sidebar, not one phone column
/// stretched to 1,366 pt (HIG "Layout": "take advantage of the larger screen"; WWDC25 "Make your
/// UIKit app more flexible").
///
/// How it is judged: the app is launched in every regular-width iPad window it is offered (the
/// `matrix` launches) and what its root shows there is read: an expanded split view controller
/// (`"split": {"collapsed": false}`), a tab bar controller showing its sidebar (`"tabBar":
/// {"layout": "sidebar"}`), or a centre window (`"centreWindow"`, seed 002's narrowed list)
/// adapts; anything else (one navigation stack, tabs at the bottom or top, a pushed centre list,
/// an iPhone-only app's compact width) is one column across the whole window.
enum RegularWidthLayout: CriterionDefinition {
    static let criterion = AuditCriterion(
        id: "regular-width-layout", tier: .adapts, title: "A regular-width layout where the window is regular",
        reference: "HIG Layout",
        fix: "Show a UISplitViewController (or a tab bar controller with its sidebar) when the horizontal size class is regular.",
        examples: (fails: "one-column", nearMiss: "split"))

    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        if let root = inputs.app.appDescription?.unresolved.first(where: { $0.path == "root" }) {
            return .unknown("the root view controller was not read: \(root.reason)")
        }
        let regular = inputs.padWindows.filter { inputs.windows[$0].isRegularWidth && inputs.occupancy[$0] != nil }
        guard !regular.isEmpty else { return .notApplicable("the app is offered no regular-width window") }
        let stretched = regular.filter { !adapts(inputs.occupancy[$0]?.inspection) }
        guard stretched.isEmpty else {
            let widest = stretched.map { inputs.windows[$0].width }.max() ?? 0
            let shown = inputs.occupancy[stretched[0]]?.inspection.map(describe) ?? "one column (no split, sidebar or centre window)"
            return CriterionVerdict(
                status: .fail,
                evidence: [
                    AuditEvidence(
                        source: inputs.app.appDescription?.root.source ?? inputs.app.appDescription?.source,
                        message: "the root shows \(shown), stretched up to \(NumberText.points(widest)) pt wide")
                ], affectedWindows: stretched)
        }
        return .pass([
            AuditEvidence(source: nil, message: "a split, sidebar or centre window in all \(regular.count) regular-width windows")
        ])
    }

    static func adapts(_ inspection: AppInspection?) -> Bool {
        guard let inspection else { return false }
        switch inspection.jsonKey {
        case "split": return inspection.json["collapsed"] == .bool(false)
        case "tabBar": return inspection.json["layout"] == .string("sidebar")
        case "centreWindow": return inspection.json["shown"] != .string("pushed")
        default: return false
        }
    }

    private static func describe(_ inspection: AppInspection) -> String {
        switch inspection.jsonKey {
        case "split": return "a collapsed split view (one column)"
        case "tabBar":
            return
                "tabs (\(inspection.json["layout"].flatMap { if case .string(let s) = $0 { return s } else { return nil } } ?? "bar")) over one column"
        case "centreWindow": return "the list pushed full width"
        default: return "one column"
        }
    }
}
