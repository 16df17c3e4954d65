/// A criterion judged from what breaks on the app's own screens in the audited windows: the
/// findings of some kinds in the app's `matrix` rows (``LayoutEvidence``), through
/// ``AuditInputs/layoutVerdict(kinds:passMessage:)``. A finding of a kind `padkit matrix` reports
/// by default fails it in the windows it breaks in; one of a kind it keeps off by default (under
/// 80 % of its findings true when read by hand) leaves it `unknown`, listed; no laid-out screen
/// leaves it `unknown`. The criteria differ only in the kinds they read and what a pass says, so
/// each is a value here, with the source that asks for it.
struct LayoutCriterion: Sendable {
    /// The finding kinds it reads (``LayoutEvidence/Finding/kind``).
    let kinds: [String]
    /// What a pass says, before what was laid out.
    let passMessage: String

    /// Decides the criterion from the matrix's findings of ``kinds``.
    func check(_ inputs: AuditInputs) -> CriterionVerdict { inputs.layoutVerdict(kinds: kinds, passMessage: passMessage) }
}

extension LayoutCriterion {
    /// No unsatisfiable or ambiguous layout in any window: UIKit breaks a constraint to recover from
    /// an unsatisfiable system ("Unable to simultaneously satisfy constraints") and places an
    /// ambiguous view arbitrarily ("Auto Layout Guide: Debugging"). Judged on the app's screens as
    /// `padkit matrix` lays them out in their containers in every counted window.
    /// Only `unsatisfiable` fails it: `ambiguous` is off by default in the matrix (under 80 % of its
    /// findings were true when read by hand), so ambiguous views alone leave it `unknown`, listed.
    static let soundLayout = LayoutCriterion(
        kinds: ["unsatisfiable", "ambiguous"], passMessage: "every constraint holds and no view is ambiguous")

    /// Nothing under the window controls, the cameras or the fold: controls and text stay inside the
    /// safe area ("Positioning content relative to the safe area"; HIG "Layout": "avoid placing
    /// interactive controls ... under the window controls"). Judged from the matrix's `underSystemArea`
    /// findings: content the app pinned to its superview's edges that lies under a system area it
    /// was clear of as designed (on by default in the matrix: 7 of 8 true when read by hand in
    /// containers; were it off, its findings would leave the criterion `unknown`, listed).
    static let clearOfSystemAreas = LayoutCriterion(
        kinds: ["underSystemArea"], passMessage: "every control and label stays in the safe area")

    /// Text no wider than UIKit's readable width: multi-line text is laid out in the
    /// `readableContentGuide`, whose width is 672 pt at the default Large text size
    /// ("readableContentGuide"; useyourloaf.com "Readable Content Guides", measured). Judged from the
    /// frames `padkit matrix` solved for multi-line labels and text views in their containers
    /// (``PadKitApps/WideText``).
    static let readableWidth = LayoutCriterion(kinds: ["wideText"], passMessage: "multi-line text stays within 672 pt")

    /// Controls at least 44 pt in every window: the HIG asks for "a minimum control size of 44x44 pt"
    /// ("Accessibility"), on iPad as on iPhone (people touch an iPad too). Judged from the matrix's
    /// `smallTarget` findings: a control at least 44 x 44 pt as designed that a window shrinks under
    /// it. While that kind is off by default in the matrix (none read by hand yet), its findings
    /// leave the criterion `unknown`, listed, never `fail`.
    static let touchTargets = LayoutCriterion(
        kinds: ["smallTarget"], passMessage: "no control designed at 44 x 44 pt or more shrinks under it")
}
