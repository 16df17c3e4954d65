import SwiftSyntax

/// `status-bar-orientation`: `UIApplication.shared.statusBarOrientation` and the
/// `didChange`/`willChangeStatusBarOrientationNotification` names, all deprecated in iOS 13.
///
/// Not flagged: the same API in the `else` of `if #available(iOS 13, *)` (the right fallback),
/// and notification names only passed to `removeObserver`.
enum StatusBarOrientationCheck {
    private static let notificationNames: Set<String> = [
        "didChangeStatusBarOrientationNotification", "willChangeStatusBarOrientationNotification",
        "UIApplicationDidChangeStatusBarOrientation", "UIApplicationWillChangeStatusBarOrientation",
    ]

    static func check(_ node: MemberAccessExprSyntax, in context: FileContext) {
        guard context.isEnabled(.statusBarOrientation) else { return }
        let name = node.declName.baseName.text
        if name == "statusBarOrientation" {
            guard let base = node.base?.unqualifiedPath, isApplication(base, at: node) else { return }
        } else if notificationNames.contains(name) {
            guard let base = node.base.map({ $0.unqualifiedPath }) ?? [""],
                  base == ["UIApplication"] || base == ["NSNotification", "Name"] || base == ["Notification", "Name"] || base == [""]
            else { return }
            if node.enclosingCallArgumentOwner?.calledName == "removeObserver" { return }
        } else {
            return
        }
        if node.isInFallback(forIOSOlderThan: 13) { return }
        context.report(.statusBarOrientation, at: node)
    }

    /// `UIApplication.shared`, or an `application` parameter typed `UIApplication`.
    private static func isApplication(_ path: [String], at node: some SyntaxProtocol) -> Bool {
        if path == ["UIApplication", "shared"] || path == ["UIApplication", "sharedApplication"] { return true }
        guard path.count == 1, let function = node.enclosingFunction else { return false }
        return function.signature.parameterClause.parameters.contains { parameter in
            (parameter.secondName ?? parameter.firstName).text == path[0]
                && parameter.type.trimmedText == "UIApplication"
        }
    }
}
