/// A tier-1 criterion that asks the app to adopt an iPad feature, judged from the adoptions
/// `padkit-lint features` found in its sources (``FeatureEvidence``): a pass lists where the
/// feature is adopted, a fail (in every iPad window) names the APIs looked for, and the criterion
/// is `unknown` when the scan did not run. The criteria differ only in the feature and its APIs,
/// so each is a value here, with the source that asks for it.
struct FeatureCriterion: Sendable {
    /// The feature as `padkit-lint features` names it (`keyboardShortcuts`, `menuBar`, ...).
    let feature: String
    /// The APIs that adopt it, as a fail lists them.
    let apis: String

    /// Decides the criterion from the scan's adoptions of ``feature``.
    func check(_ inputs: AuditInputs) -> CriterionVerdict { inputs.featureVerdict(feature, apis: apis) }
}

extension FeatureCriterion {
    /// Keyboard shortcuts: `UIKeyCommand` (UIKit) or `.keyboardShortcut` (SwiftUI) (HIG "Keyboards":
    /// "support the keyboard shortcuts people expect").
    static let keyboardShortcuts = FeatureCriterion(feature: "keyboardShortcuts", apis: "UIKeyCommand or .keyboardShortcut")

    /// The iPadOS menu bar: `buildMenu(with:)` (UIKit) or `.commands` (SwiftUI) (WWDC25 "Elevate the
    /// design of your iPad app": "the menu bar ... is available on iPad").
    static let menuBar = FeatureCriterion(feature: "menuBar", apis: "buildMenu(with:) or .commands")

    /// Pointer interactions: `UIPointerInteraction` (UIKit), `.hoverEffect` or `.pointerStyle`
    /// (SwiftUI) (HIG "Pointing devices").
    static let pointerInteractions = FeatureCriterion(
        feature: "pointerInteractions", apis: "UIPointerInteraction, .hoverEffect or .pointerStyle")

    /// Drag and drop: `UIDragInteraction`, `UIDropInteraction` (UIKit), `.draggable`,
    /// `.dropDestination`, `.onDrag`, `.onDrop` (SwiftUI) (HIG "Drag and drop").
    static let dragAndDrop = FeatureCriterion(
        feature: "dragAndDrop", apis: "UIDragInteraction, UIDropInteraction, .draggable, .dropDestination, .onDrag or .onDrop")
}
