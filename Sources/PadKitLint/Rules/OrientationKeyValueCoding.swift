import SwiftSyntax

extension Rule {
    /// `UIDevice.current.setValue(_, forKey: "orientation")`.
    public static let orientationKeyValueCoding = Rule(
        id: "orientation-kvc",
        defaultSeverity: .error,
        input: .swiftSource,
        message: "setting UIDevice.orientation through key-value coding no longer rotates the interface on iOS 16 and later",
        why:
            """
            Writing UIDevice's orientation through key-value coding was an unofficial way to rotate the interface. Since iOS 16 UIKit \
            refuses it and logs \\\"Setting UIDevice.orientation is not supported\\\"; the supported API is \
            UIWindowScene.requestGeometryUpdate(_:errorHandler:).
            """,
        fix:
            """
            On iOS 16+: update supportedInterfaceOrientations, call setNeedsUpdateOfSupportedInterfaceOrientations(), then \
            windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)); keep the KVC write only in an `if \
            #available(iOS 16, *) { } else { }` fallback.
            """,
        triggerWords: ["setValue"],
        examples: RuleExamples(
            flagged: [
                RuleExample.inViewDidLoad(
                    #"""
                    ↓UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
                    """#)
            ],
            nearMisses: [
                RuleExample.inViewDidLoad(
                    #"""
                    if #available(iOS 16, *) {
                        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
                    } else {
                        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
                    }
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    UserDefaults.standard.setValue(1, forKey: "orientation")
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    UIDevice.current.setValue(true, forKey: "proximityMonitoringEnabled")
                    """#),
            ]
        )
    )
}

/// `orientation-kvc`: `UIDevice.current.setValue(_, forKey: "orientation")`, the pre-iOS 16 way
/// of forcing a rotation.
///
/// Not flagged: the write in code that only runs before iOS 16 (the `else` of
/// `if #available(iOS 16, *)`, the body of `if #unavailable(iOS 16)`), which is the correct
/// fallback; `setValue(_:forKey:)` on anything but `UIDevice.current` or for another key.
enum OrientationKeyValueCoding: RuleDefinition {
    static let rule = Rule.orientationKeyValueCoding
    static let checks = NodeChecks(functionCall: [check])

    static func check(_ node: FunctionCallExprSyntax, in context: FileContext) {
        guard node.calledName == "setValue", context.isEnabled(.orientationKeyValueCoding),
            let receiver = node.receiver?.unqualifiedPath,
            receiver == ["UIDevice", "current"] || receiver == ["UIDevice", "currentDevice"],
            node.argument(labeled: "forKey")?.expression.stringLiteralValue == "orientation",
            !node.isInFallback(forIOSOlderThan: 16)
        else { return }
        context.report(.orientationKeyValueCoding, at: node)
    }
}
