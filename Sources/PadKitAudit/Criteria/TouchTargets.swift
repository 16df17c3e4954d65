/// Controls at least 44 pt in every window: the HIG asks for "a minimum control size of 44x44 pt"
/// ("Accessibility"), on iPad as on iPhone (people touch an iPad too). Judged from the laid-out
/// frames of buttons (``LayoutJudgement``).
enum TouchTargets: CriterionDefinition {
    static let criterion = AuditCriterion(
        id: "touch-targets", tier: .adapts, title: "Controls at least 44 x 44 pt in every window", reference: "HIG Accessibility",
        fix: "Give every button at least a 44 x 44 pt frame (a width and height constraint of 44 or more).",
        examples: (fails: "small-button", nearMiss: "button-44"))

    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        inputs.layoutVerdict(kinds: ["smallTarget"], passMessage: "every button is at least 44 x 44 pt")
    }
}
