/// Text no wider than UIKit's readable width: multi-line text is laid out in the
/// `readableContentGuide`, whose width is 672 pt at the default Large text size
/// ("readableContentGuide"; useyourloaf.com "Readable Content Guides", measured). Judged from the
/// frames `padkit matrix` solved for multi-line labels and text views in their containers
/// (``PadKitApps/WideText``, read through ``LayoutEvidence``).
enum ReadableWidth: CriterionDefinition {
    static let criterion = AuditCriterion(
        id: "readable-width", tier: .adapts, title: "Text no wider than the readable width (672 pt)",
        reference: "UIKit: readableContentGuide", fix: "Pin multi-line labels and text views to the view's readableContentGuide.",
        examples: (fails: "label-to-edges", nearMiss: "label-to-readable-guide"))

    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        inputs.layoutVerdict(kinds: ["wideText"], passMessage: "multi-line text stays within 672 pt")
    }
}
