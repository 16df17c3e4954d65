import SwiftSyntax

extension Rule {
    /// `keyWindow.addSubview` that misses a presented container.
    public static let keyWindowAddSubview = Rule(
        id: "key-window-add-subview",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "view added to the key window; it appears above or beside a presented sheet and ignores the size of the window's content",
        why:
            """
            A view added to the key window sits above or beside whatever is presented, ignores the size of the window's content (a form \
            sheet, a page sheet, a compact window) and, with several scenes, may land in another window than the one the user is looking \
            at. keyWindow itself is deprecated since iOS 13.
            """,
        fix:
            """
            Add the view to the view controller that owns the context (the topmost presentedViewController's view, or self.view); show \
            app-wide overlays in their own UIWindow in the window scene.
            """,
        triggerWords: ["addSubview", "insertSubview"],
        examples: RuleExamples(
            flagged: [
                RuleExample.inViewDidLoad(
                    #"""
                    ↓UIApplication.shared.keyWindow?.addSubview(card)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let window = UIApplication.shared.windows.first
                    ↓window?.addSubview(card)
                    """#),
            ],
            nearMisses: [
                RuleExample.inViewDidLoad(
                    #"""
                    view.addSubview(card)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let host = presentedViewController?.view ?? UIApplication.shared.keyWindow
                    host?.addSubview(card)
                    """#),
            ]
        )
    )
}

/// `key-window-add-subview`: `addSubview` / `insertSubview` on the key window, reached as
/// `UIApplication.shared.keyWindow`, a window scene's `keyWindow`
/// (`windowScene.keyWindow?.addSubview`), `UIApplication.shared.windows.first/last` or a scene's
/// `windows.first` (also through a cast: `(scene as? UIWindowScene)?.windows.first`), or a local
/// bound to one of them.
///
/// Not flagged: any code in a function that looks at `presentedViewController` (the usual fix
/// keeps the key window as the fallback when nothing is presented); other views.
enum KeyWindowAddSubview: RuleDefinition {
    static let rule = Rule.keyWindowAddSubview
    static let checks = NodeChecks(functionCall: [check])

    private static let addingCalls: Set<String> = ["addSubview", "insertSubview"]

    static func check(_ node: FunctionCallExprSyntax, in context: FileContext) {
        guard context.isEnabled(.keyWindowAddSubview), let name = node.calledName, addingCalls.contains(name),
            let receiver = node.receiver,
            // A key window is named `keyWindow` or `windows.first`/`.last`, here or where a
            // local was bound: a file that spells neither has none (`view.addSubview` is common).
            context.fileMentions(anyOf: windowWords)
        else { return }
        var isKeyWindow = isKeyWindowPath(receiver.trailingNames)
        if !isKeyWindow, let path = receiver.unqualifiedPath, path.count == 1, let binding = node.localBinding(named: path[0]) {
            isKeyWindow = isKeyWindowPath(binding.initializer.trailingNames)
        }
        guard isKeyWindow else { return }
        if let function = node.enclosingFunction, context.containsToken("presentedViewController", in: function) { return }
        context.report(.keyWindowAddSubview, at: node)
    }

    /// The names ``isKeyWindowPath(_:)`` looks for.
    private static let windowWords = ["keyWindow", "windows"]

    private static func isKeyWindowPath(_ path: [String]) -> Bool {
        if path.last == "keyWindow" { return true }
        if path.count >= 2, path[path.count - 2] == "windows", ["first", "last"].contains(path[path.count - 1]) {
            return true
        }
        return false
    }
}
