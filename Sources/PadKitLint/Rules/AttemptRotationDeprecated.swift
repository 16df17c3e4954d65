import SwiftSyntax

extension Rule {
    /// `attemptRotationToDeviceOrientation()`.
    public static let attemptRotationDeprecated = Rule(
        id: "attempt-rotation-deprecated",
        defaultSeverity: .warning,
        input: .swiftSource,
        message:
            "attemptRotationToDeviceOrientation() is deprecated since iOS 16 and does not apply a changed supportedInterfaceOrientations",
        why:
            """
            attemptRotationToDeviceOrientation() is deprecated in iOS 16. To make UIKit read a changed supportedInterfaceOrientations, \
            call setNeedsUpdateOfSupportedInterfaceOrientations() on the view controller; it animates by default.
            """,
        fix:
            """
            Call setNeedsUpdateOfSupportedInterfaceOrientations() on the view controller whose supportedInterfaceOrientations changed \
            (inside UIView.performWithoutAnimation for no animation); keep the old call only in an iOS 15 fallback.
            """,
        triggerWords: ["attemptRotationToDeviceOrientation"],
        examples: RuleExamples(
            flagged: [
                RuleExample.inViewDidLoad(
                    #"""
                    ↓UIViewController.attemptRotationToDeviceOrientation()
                    """#)
            ],
            nearMisses: [
                RuleExample.inViewDidLoad(
                    #"""
                    if #available(iOS 16, *) {
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    } else {
                        UIViewController.attemptRotationToDeviceOrientation()
                    }
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    if #unavailable(iOS 16) {
                        UIViewController.attemptRotationToDeviceOrientation()
                    }
                    """#),
            ]
        )
    )
}

/// `attempt-rotation-deprecated`: `attemptRotationToDeviceOrientation()`, deprecated in iOS 16.
///
/// Not flagged: the call in code that only runs before iOS 16 (the `else` of
/// `if #available(iOS 16, *)`, the body of `if #unavailable(iOS 16)`), the correct fallback.
enum AttemptRotationDeprecated: RuleDefinition {
    static let rule = Rule.attemptRotationDeprecated
    static let checks = NodeChecks(functionCall: [check])

    static func check(_ node: FunctionCallExprSyntax, in context: FileContext) {
        guard node.calledName == "attemptRotationToDeviceOrientation", context.isEnabled(.attemptRotationDeprecated),
            node.arguments.isEmpty, !node.isInFallback(forIOSOlderThan: 16)
        else { return }
        context.report(.attemptRotationDeprecated, at: node)
    }
}
