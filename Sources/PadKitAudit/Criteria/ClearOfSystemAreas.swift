/// Nothing under the window controls, the cameras or the fold: controls and text stay inside the
/// safe area ("Positioning content relative to the safe area"; HIG "Layout": "avoid placing
/// interactive controls ... under the window controls"). Judged from the matrix's `underSystemArea`
/// findings (``LayoutEvidence``): content the app pinned to its superview's edges that lies under a
/// system area it was clear of as designed (on by default in the matrix: 7 of 8 true when read by
/// hand in containers; were it off, its findings would leave the criterion `unknown`, listed).
enum ClearOfSystemAreas: CriterionDefinition {
    static let criterion = AuditCriterion(
        id: "clear-of-system-areas", tier: .runsInEveryWindow, title: "Nothing under the window controls, the cameras or the fold",
        reference: "HIG Layout", fix: "Pin controls and text to the safe area layout guide, not the view's edges.",
        examples: (fails: "button-under-home-indicator", nearMiss: "button-in-safe-area"))

    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        inputs.layoutVerdict(kinds: ["underSystemArea"], passMessage: "every control and label stays in the safe area")
    }
}
