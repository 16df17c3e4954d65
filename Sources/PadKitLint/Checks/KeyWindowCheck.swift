import SwiftSyntax

/// `key-window-add-subview`: `addSubview` / `insertSubview` on the key window, reached as
/// `UIApplication.shared.keyWindow`, `UIApplication.shared.windows.first/last`, or a local bound
/// to one of them.
///
/// Not flagged: any code in a function that looks at `presentedViewController` (seed 002's fix
/// keeps `keyWindow.addSubview` as the fallback when nothing is presented); other views.
enum KeyWindowCheck {
    private static let addingCalls: Set<String> = ["addSubview", "insertSubview"]

    static func check(_ node: FunctionCallExprSyntax, in context: FileContext) {
        guard context.isEnabled(.keyWindowAddSubview), let name = node.calledName, addingCalls.contains(name),
              let receiver = node.receiver?.unqualifiedPath else { return }
        var isKeyWindow = isKeyWindowPath(receiver)
        if !isKeyWindow, receiver.count == 1, let binding = node.localBinding(named: receiver[0]),
           let path = binding.initializer.unqualifiedPath {
            isKeyWindow = isKeyWindowPath(path)
        }
        guard isKeyWindow else { return }
        if let function = node.enclosingFunction, function.containsToken("presentedViewController") { return }
        context.report(.keyWindowAddSubview, at: node)
    }

    private static func isKeyWindowPath(_ path: [String]) -> Bool {
        if path.last == "keyWindow" { return true }
        if path.count >= 2, path[path.count - 2] == "windows", ["first", "last"].contains(path[path.count - 1]),
           path.first == "UIApplication" {
            return true
        }
        return false
    }
}
