import SwiftSyntax

/// `orientation-kvc` and `attempt-rotation-deprecated`: the pre-iOS 16 ways of forcing a rotation.
///
/// Not flagged: either call in code that only runs before iOS 16 (the `else` of
/// `if #available(iOS 16, *)`, the body of `if #unavailable(iOS 16)`), which is the correct fallback;
/// `setValue(_:forKey:)` on anything but `UIDevice.current` or for another key.
enum OrientationRequestCheck {
    static func check(_ node: FunctionCallExprSyntax, in context: FileContext) {
        guard let name = node.calledName else { return }
        switch name {
        case "setValue":
            guard context.isEnabled(.orientationKeyValueCoding),
                  let receiver = node.receiver?.unqualifiedPath,
                  receiver == ["UIDevice", "current"] || receiver == ["UIDevice", "currentDevice"],
                  node.argument(labeled: "forKey")?.expression.stringLiteralValue == "orientation",
                  !node.isInFallback(forIOSOlderThan: 16) else { return }
            context.report(.orientationKeyValueCoding, at: node)
        case "attemptRotationToDeviceOrientation":
            guard context.isEnabled(.attemptRotationDeprecated), node.arguments.isEmpty,
                  !node.isInFallback(forIOSOlderThan: 16) else { return }
            context.report(.attemptRotationDeprecated, at: node)
        default:
            return
        }
    }
}
