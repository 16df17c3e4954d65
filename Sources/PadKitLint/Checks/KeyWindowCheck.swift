import SwiftSyntax

/// `key-window-add-subview`: `addSubview` / `insertSubview` on the key window, reached as
/// `UIApplication.shared.keyWindow`, a window scene's `keyWindow`
/// (`windowScene.keyWindow?.addSubview`), `UIApplication.shared.windows.first/last` or a scene's
/// `windows.first` (also through a cast: `(scene as? UIWindowScene)?.windows.first`), or a local
/// bound to one of them.
///
/// Not flagged: any code in a function that looks at `presentedViewController` (the usual fix
/// keeps the key window as the fallback when nothing is presented); other views.
enum KeyWindowCheck {
    private static let addingCalls: Set<String> = ["addSubview", "insertSubview"]

    static func check(_ node: FunctionCallExprSyntax, in context: FileContext) {
        guard context.isEnabled(.keyWindowAddSubview), let name = node.calledName, addingCalls.contains(name),
              let receiver = node.receiver else { return }
        var isKeyWindow = isKeyWindowPath(receiver.trailingNames)
        if !isKeyWindow, let path = receiver.unqualifiedPath, path.count == 1, let binding = node.localBinding(named: path[0]) {
            isKeyWindow = isKeyWindowPath(binding.initializer.trailingNames)
        }
        guard isKeyWindow else { return }
        if let function = node.enclosingFunction, context.containsToken("presentedViewController", in: function) { return }
        context.report(.keyWindowAddSubview, at: node)
    }

    private static func isKeyWindowPath(_ path: [String]) -> Bool {
        if path.last == "keyWindow" { return true }
        if path.count >= 2, path[path.count - 2] == "windows", ["first", "last"].contains(path[path.count - 1]) {
            return true
        }
        return false
    }
}
