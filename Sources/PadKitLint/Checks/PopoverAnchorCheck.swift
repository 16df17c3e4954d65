import SwiftSyntax

/// `popover-without-anchor`: `present(controller, animated:)` of a popover with no anchor.
///
/// A presented controller is a popover when, in the code that declares it, its
/// `modalPresentationStyle` is set to `.popover`, or it is a `UIAlertController` with
/// `preferredStyle: .actionSheet`, or a `UIActivityViewController` (both popovers on iPad). It is
/// anchored when, anywhere in that code (before or after `present`, which only schedules the
/// presentation), its `popoverPresentationController` gets a `sourceView`, `sourceItem`,
/// `sourceRect`, `barButtonItem` or a `delegate` (whose `prepareForPopoverPresentation` may anchor it).
///
/// The rule stays silent whenever it cannot see the whole story: the controller is a property or
/// parameter, is passed to another function or stored elsewhere, its popover controller is handed
/// on, or the `present` only runs on iPhone (where the popover adapts to a sheet).
enum PopoverAnchorCheck {
    static func check(_ node: FunctionCallExprSyntax, in context: FileContext) {
        guard context.isEnabled(.popoverWithoutAnchor), node.calledName == "present",
              node.argument(labeled: "animated") != nil,
              let presented = node.arguments.first, presented.label == nil else { return }
        if node.isInPhoneOnlyBranch { return }
        let expression = presented.expression
        if let inline = expression.as(FunctionCallExprSyntax.self) {
            if let kind = popoverKind(ofConstruction: inline) {
                context.report(.popoverWithoutAnchor, at: node, detail: "\(kind) created inline cannot be anchored")
            }
            return
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let binding = node.localBinding(named: name) else { return }
        let evidence = PopoverEvidence(name: name, presentCall: node)
        evidence.walk(binding.scope)
        let kind = binding.initializer.as(FunctionCallExprSyntax.self).flatMap(popoverKind(ofConstruction:))
            ?? (evidence.styledAsPopover ? "modalPresentationStyle = .popover" : nil)
        guard let kind, !evidence.anchored, !evidence.escapes else { return }
        context.report(.popoverWithoutAnchor, at: node, detail: "'\(name)': \(kind)")
    }

    /// "an action sheet" / "a UIActivityViewController" when `call` constructs one.
    static func popoverKind(ofConstruction call: FunctionCallExprSyntax) -> String? {
        guard let path = call.calledExpression.unqualifiedPath else { return nil }
        if path == ["UIActivityViewController"] { return "a UIActivityViewController is a popover on iPad" }
        if path == ["UIAlertController"],
           let style = call.argument(labeled: "preferredStyle")?.expression.unqualifiedPath,
           style.last == "actionSheet" {
            return "an action sheet is a popover on iPad"
        }
        return nil
    }
}

/// What happens to one local controller in the code that declares it.
final class PopoverEvidence: SyntaxVisitor {
    private static let anchors: Set<String> = ["sourceView", "sourceRect", "sourceItem", "barButtonItem", "delegate"]

    private let name: String
    private let presentCall: FunctionCallExprSyntax
    /// Names bound to `name.popoverPresentationController`.
    private var aliases: Set<String> = []
    private(set) var styledAsPopover = false
    private(set) var anchored = false
    private(set) var escapes = false

    init(name: String, presentCall: FunctionCallExprSyntax) {
        self.name = name
        self.presentCall = presentCall
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0].unqualifiedPath ?? []
        let value = elements[2]
        if target == [name, "modalPresentationStyle"], value.unqualifiedPath?.last == "popover" {
            styledAsPopover = true
        }
        if target.count == 3, target[0] == name, target[1] == "popoverPresentationController",
           Self.anchors.contains(target[2]) {
            anchored = true
        }
        if target.count == 2, aliases.contains(target[0]), Self.anchors.contains(target[1]) {
            anchored = true
        }
        // The controller or its popover controller stored somewhere else.
        if let path = value.unqualifiedPath, path == [name] || path == [name, "popoverPresentationController"] {
            escapes = true
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        recordAlias(pattern: node.pattern, value: node.initializer?.value)
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        recordAlias(pattern: node.pattern, value: node.initializer?.value)
        return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        // Handed to a function other than this `present`: it may anchor it.
        guard let path = node.expression.unqualifiedPath,
              path == [name] || path == [name, "popoverPresentationController"] || (path.count == 1 && aliases.contains(path[0]))
        else { return .visitChildren }
        if let call = node.parent?.parent?.as(FunctionCallExprSyntax.self), call.id == presentCall.id {
            return .visitChildren
        }
        escapes = true
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `controller.popoverPresentationController.map { $0.sourceView = ... }` and the like:
        // the popover controller is configured in a way this rule does not follow.
        if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.unqualifiedPath,
           base == [name, "popoverPresentationController"] || (base.count == 1 && aliases.contains(base[0])) {
            escapes = true
        }
        return .visitChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let path = node.expression?.unqualifiedPath, path == [name] { escapes = true }
        return .visitChildren
    }

    private func recordAlias(pattern: PatternSyntax, value: ExprSyntax?) {
        guard let alias = pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let path = value?.unqualifiedPath else { return }
        if path == [name, "popoverPresentationController"] {
            aliases.insert(alias)
        } else if path == [name] {
            escapes = true
        }
    }
}
