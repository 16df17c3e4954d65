/// Controls at least 44 pt in every window: the HIG asks for "a minimum control size of 44x44 pt"
/// ("Accessibility"), on iPad as on iPhone (people touch an iPad too). Judged from the matrix's
/// `smallTarget` findings (``LayoutEvidence``): a control at least 44 x 44 pt as designed that a
/// window shrinks under it. While that kind is off by default in the matrix (none read by
/// hand yet), its findings leave the criterion `unknown`, listed, never `fail`.
enum TouchTargets: CriterionDefinition {
    static let criterion = AuditCriterion(
        id: "touch-targets", tier: .adapts, title: "Controls at least 44 x 44 pt in every window", reference: "HIG Accessibility",
        fix:
            """
            Keep every control at least 44 x 44 pt in every window (a width and height constraint of 44 or more, not a share \
            of the window).
            """,
        examples: (fails: "small-button", nearMiss: "button-44"))

    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        inputs.layoutVerdict(kinds: ["smallTarget"], passMessage: "no control designed at 44 x 44 pt or more shrinks under it")
    }
}
