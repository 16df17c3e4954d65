/// Keyboard shortcuts: `UIKeyCommand` (UIKit) or `.keyboardShortcut` (SwiftUI) (HIG "Keyboards":
/// "support the keyboard shortcuts people expect").
enum KeyboardShortcuts: CriterionDefinition {
    static let criterion = AuditCriterion(
        id: "keyboard-shortcuts", tier: .differentiated, title: "Keyboard shortcuts", reference: "HIG Keyboards",
        fix: "Add UIKeyCommands (or .keyboardShortcut) for the app's main actions.",
        examples: (fails: "no-shortcuts", nearMiss: "key-command"))

    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        inputs.featureVerdict("keyboardShortcuts", apis: "UIKeyCommand or .keyboardShortcut")
    }
}
