/// Pointer interactions: `UIPointerInteraction` (UIKit), `.hoverEffect` or `.pointerStyle`
/// (SwiftUI) (HIG "Pointing devices").
enum PointerInteractions: CriterionDefinition {
    static let criterion = AuditCriterion(
        id: "pointer-interactions", tier: .differentiated, title: "Pointer interactions", reference: "HIG Pointing devices",
        fix: "Add a UIPointerInteraction (or .hoverEffect) to custom controls.",
        examples: (fails: "no-pointer", nearMiss: "hover-effect"))

    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        inputs.featureVerdict("pointerInteractions", apis: "UIPointerInteraction, .hoverEffect or .pointerStyle")
    }
}
