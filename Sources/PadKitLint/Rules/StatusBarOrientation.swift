import SwiftSyntax

extension Rule {
    /// `statusBarOrientation` and its notifications.
    public static let statusBarOrientation = Rule(
        id: "status-bar-orientation",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "statusBarOrientation is deprecated since iOS 13 and describes the app, not this window scene",
        why:
            "UIApplication.statusBarOrientation and its change notifications were deprecated in iOS 13: an app can now show several window scenes, each with its own orientation. Read the window scene's interfaceOrientation instead, and react to size changes rather than to orientation changes.",
        fix:
            "Read view.window?.windowScene?.interfaceOrientation; react to changes in viewWillTransition(to:with:) or traitCollectionDidChange instead of the notification.",
        triggerWords: [
            "statusBarOrientation", "didChangeStatusBarOrientationNotification", "willChangeStatusBarOrientationNotification",
            "UIApplicationDidChangeStatusBarOrientation", "UIApplicationWillChangeStatusBarOrientation",
        ],
        examples: RuleExamples(
            flagged: [
                RuleExample.inViewDidLoad(
                    #"""
                    let orientation = ↓UIApplication.shared.statusBarOrientation
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: ↓UIApplication.didChangeStatusBarOrientationNotification, object: nil)
                    """#),
            ],
            nearMisses: [
                RuleExample.inViewDidLoad(
                    #"""
                    if #available(iOS 13, *) {
                        reload()
                    } else {
                        let orientation = UIApplication.shared.statusBarOrientation
                    }
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    NotificationCenter.default.removeObserver(self, name: UIApplication.didChangeStatusBarOrientationNotification, object: nil)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let orientation = model.statusBarOrientation
                    """#),
            ]
        )
    )
}

/// `status-bar-orientation`: `UIApplication.shared.statusBarOrientation` and the
/// `didChange`/`willChangeStatusBarOrientationNotification` names, all deprecated in iOS 13.
///
/// Not flagged: the same API in the `else` of `if #available(iOS 13, *)` (the right fallback),
/// and notification names only passed to `removeObserver`.
enum StatusBarOrientation: RuleDefinition {
    static let rule = Rule.statusBarOrientation
    static let checks = NodeChecks(memberAccess: [check])

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
        context.report(.statusBarOrientation, at: node, fix: name == "statusBarOrientation" ? fix(node, in: context) : nil)
    }

    /// `--fix`: inside a view controller (or a view), `UIApplication.shared.statusBarOrientation`
    /// becomes its window scene's `interfaceOrientation`, `.unknown` while it has no window (the
    /// value `UIWindowScene.interfaceOrientation` stands in for). Only in instance code outside
    /// closures, where `view` (or `window`) needs no `self`: elsewhere the fix is not certain.
    static func fix(_ node: MemberAccessExprSyntax, in context: FileContext) -> [TextEdit]? {
        guard let base = node.base?.unqualifiedPath, base.first == "UIApplication",
            let type = node.enclosingTypeName, !node.ancestors.contains(where: { $0.is(ClosureExprSyntax.self) }),
            !(node.enclosingFunction?.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                ?? false)
        else { return nil }
        let lineage = context.index.lineage(of: type)
        let window: String
        if lineage.contains("UIViewController") {
            window = "view.window"
        } else if lineage.contains("UIView") {
            window = "window"
        } else {
            return nil
        }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return [
            TextEdit(
                offset: start, length: node.endPositionBeforeTrailingTrivia.utf8Offset - start,
                replacement: "(\(window)?.windowScene?.interfaceOrientation ?? .unknown)")
        ]
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
