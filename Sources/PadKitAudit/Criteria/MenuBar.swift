/// The iPadOS menu bar: `buildMenu(with:)` (UIKit) or `.commands` (SwiftUI) (WWDC25 "Elevate the
/// design of your iPad app": "the menu bar ... is available on iPad").
enum MenuBar: CriterionDefinition {
    static let criterion = AuditCriterion(
        id: "menu-bar", tier: .differentiated, title: "The iPadOS menu bar", reference: "WWDC25 Elevate the design of your iPad app",
        fix: "Override buildMenu(with:) in the app delegate (or add .commands to the scene) with the app's commands.",
        examples: (fails: "no-shortcuts", nearMiss: "build-menu"))

    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        inputs.featureVerdict("menuBar", apis: "buildMenu(with:) or .commands")
    }
}
