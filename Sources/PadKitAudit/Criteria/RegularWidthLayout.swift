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
enum RegularWidthLayout {
    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        if let description = inputs.app.appDescription, let unknown = unreadRoot(description) { return unknown }
        let regular = inputs.padWindows.filter { inputs.windows[$0].isRegularWidth && inputs.occupancy[$0] != nil }
        guard !regular.isEmpty else { return .notApplicable("the app is offered no regular-width window") }
        let stretched = regular.filter { !adapts(inputs.occupancy[$0]?.inspection) }
        guard stretched.isEmpty else {
            let widest = stretched.map { inputs.windows[$0].width }.max() ?? 0
            let widestText = NumberText.points(widest)
            let evidence: AuditEvidence
            if inputs.infoPlist.runsNativelyOnPad {
                let shown = inputs.occupancy[stretched[0]]?.inspection.map(describe) ?? "one column (no split, sidebar or centre window)"
                evidence = AuditEvidence(
                    source: inputs.app.appDescription?.root.source ?? inputs.app.appDescription?.source,
                    message: "the root shows \(shown), stretched up to \(widestText) pt wide")
            } else {
                // An iPhone-only app cannot answer with a split: on iPad it keeps the phone idiom and a
                // compact width in every window (iPadOS 27), so the fix is to make it an iPad app.
                evidence = AuditEvidence(
                    source: inputs.source(ofKey: InfoPlist.Key.deviceFamily),
                    message: """
                        an iPhone-only app keeps the phone idiom and a compact width in every iPad window: one column \
                        stretched up to \(widestText) pt wide; add iPad to its destinations (TARGETED_DEVICE_FAMILY "1,2") \
                        to lay it out for a regular width
                        """)
            }
            return CriterionVerdict(status: .fail, evidence: [evidence], affectedWindows: stretched)
        }
        return .pass([
            AuditEvidence(source: nil, message: "a split, sidebar or centre window in all \(regular.count) regular-width windows")
        ])
    }

    /// `unknown` when the code that builds the root was not all read (items under `unresolved` at
    /// `root`): why the root cannot be judged, then the unread part that decides the layout by the
    /// window's width (a size-class or idiom branch, such as SwiftUI's `horizontalSizeClass ==
    /// .compact`) when there is one, else the first.
    static func unreadRoot(_ description: AppDescription) -> CriterionVerdict? {
        let items = description.unresolved.filter { $0.path == "root" }
        guard let first = items.first else { return nil }
        let name = description.root.className ?? description.root.title ?? "the root view controller"
        let deciding = items.first { item in widthDecisions.contains { item.reason.contains($0) } }
        let what = items.count == 1 ? "a part of the code that builds it was" : "\(items.count) parts of the code that builds it were"
        return CriterionVerdict(
            status: .unknown,
            evidence: [
                AuditEvidence(
                    source: description.root.source,
                    message: "\(name) cannot be judged: \(what) not read, so what it shows in a regular window is not known"),
                AuditEvidence(
                    source: (deciding ?? first).source,
                    message: deciding == nil ? first.reason : "the part that decides the layout by width: \(deciding?.reason ?? "")"),
            ])
    }

    /// What a branch that decides the layout by the window's width tests.
    static let widthDecisions = ["horizontalSizeClass", "verticalSizeClass", "userInterfaceIdiom", "sizeClass", "isPad", ".pad"]

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
                """
                tabs \
                (\(inspection.json["layout"].flatMap { if case .string(let s) = $0 { return s } else { return nil } } ?? "bar")) over \
                one column
                """
        case "centreWindow": return "the list pushed full width"
        default: return "one column"
        }
    }
}
