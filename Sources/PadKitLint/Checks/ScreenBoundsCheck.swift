import SwiftSyntax

/// `screen-bounds-layout`: reads of `UIScreen.main.bounds` (and the older `applicationFrame`).
///
/// Not flagged: `UIScreen.main.scale` and `nativeBounds` (not layout), `UIWindow(frame:
/// UIScreen.main.bounds)` (the pre-scene window, which UIKit itself resizes to the app's
/// multitasking frame), and values only printed or logged.
enum ScreenBoundsCheck {
    static func check(_ node: MemberAccessExprSyntax, in context: FileContext) {
        guard context.isEnabled(.screenBoundsLayout) else { return }
        let name = node.declName.baseName.text
        guard name == "bounds" || name == "applicationFrame",
              let base = node.base?.unqualifiedPath,
              base == ["UIScreen", "main"] || base == ["UIScreen", "mainScreen"] else { return }
        if let call = node.enclosingCallArgumentOwner {
            if call.calledName == "UIWindow", call.argument(labeled: "frame") != nil { return }
            if let called = call.calledName, ["print", "debugPrint", "NSLog", "dump"].contains(called) { return }
        }
        context.report(.screenBoundsLayout, at: node)
    }
}

extension SyntaxProtocol {
    /// The call this expression is (part of) an argument of, if it is one.
    var enclosingCallArgumentOwner: FunctionCallExprSyntax? {
        for node in ancestors {
            if node.is(LabeledExprSyntax.self), let call = node.parent?.parent?.as(FunctionCallExprSyntax.self) {
                return call
            }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return nil }
        }
        return nil
    }
}
