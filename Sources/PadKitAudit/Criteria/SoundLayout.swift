/// No unsatisfiable or ambiguous layout in any window: UIKit breaks a constraint to recover from
/// an unsatisfiable system ("Unable to simultaneously satisfy constraints") and places an
/// ambiguous view arbitrarily ("Auto Layout Guide: Debugging"). Judged on the app's screens as
/// `padkit matrix` lays them out in their containers in every counted window (``LayoutEvidence``).
/// Only `unsatisfiable` fails it: `ambiguous` is off by default in the matrix (under 80 % of its
/// findings were true when read by hand), so ambiguous views alone leave it `unknown`, listed.
enum SoundLayout: CriterionDefinition {
    static let criterion = AuditCriterion(
        id: "sound-layout", tier: .runsInEveryWindow, title: "No unsatisfiable or ambiguous layout in any window",
        reference: "Auto Layout Guide: Debugging",
        fix: "Fix or lower the priority of the constraint UIKit breaks, and pin each ambiguous view on both axes.",
        examples: (fails: "unsatisfiable-width", nearMiss: "width-at-lower-priority"))

    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        inputs.layoutVerdict(kinds: ["unsatisfiable", "ambiguous"], passMessage: "every constraint holds and no view is ambiguous")
    }
}
