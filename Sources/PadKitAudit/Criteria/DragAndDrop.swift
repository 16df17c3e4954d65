/// Drag and drop: `UIDragInteraction`, `UIDropInteraction` (UIKit), `.draggable`,
/// `.dropDestination`, `.onDrag`, `.onDrop` (SwiftUI) (HIG "Drag and drop").
enum DragAndDrop: CriterionDefinition {
    static let criterion = AuditCriterion(
        id: "drag-and-drop", tier: .differentiated, title: "Drag and drop", reference: "HIG Drag and drop",
        fix: "Add a UIDragInteraction and UIDropInteraction (or .draggable and .dropDestination) where content can move.",
        examples: (fails: "no-drag", nearMiss: "drop-destination"))

    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        inputs.featureVerdict("dragAndDrop", apis: "UIDragInteraction, UIDropInteraction, .draggable, .dropDestination, .onDrag or .onDrop")
    }
}
