import SwiftSyntax

extension Rule {
    /// Navigation stacks indexed by a fixed number.
    public static let fixedNavigationIndex = Rule(
        id: "fixed-navigation-index",
        defaultSeverity: .warning,
        input: .swiftSource,
        message:
            """
            navigation stack indexed by a fixed position; the stack is shaped differently inside a presented container or a collapsed \
            split view
            """,
        why:
            """
            A fixed index into viewControllers assumes one shape of the stack. On iPad that shape changes: a collapsed split view pushes \
            the secondary column's controllers onto the primary navigation stack, and a split view that is not collapsed may have one \
            child instead of two. The same screen presented in a sheet has a stack of its own.
            """,
        fix:
            """
            Find the controller by identity or type: viewControllers.firstIndex(of: target), viewControllers.last(where: { $0 is \
            TargetViewController }), or .first / .last.
            """,
        triggerWords: ["viewControllers"],
        examples: RuleExamples(
            flagged: [
                RuleExample.inViewDidLoad(
                    #"""
                    let list = ↓navigationController?.viewControllers[1]
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let previous = ↓navigationController!.viewControllers[navigationController!.viewControllers.count - 2]
                    """#),
            ],
            nearMisses: [
                RuleExample.inViewDidLoad(
                    #"""
                    let root = navigationController?.viewControllers[0]
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let top = navigationController?.viewControllers.last
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let second = tabBarController?.viewControllers?[1]
                    """#),
            ]
        )
    )
}

/// `fixed-navigation-index`: a navigation stack's (or a split view's) `viewControllers`
/// subscripted with a fixed position: `navigationController?.viewControllers[2]`,
/// `nav.viewControllers[count - 2]`, `splitViewController?.viewControllers[1]`.
///
/// A navigation stack is recognised from UIKit's API, never from a variable's name: the path goes
/// through `navigationController`, the receiver is cast to `UINavigationController`, or it is a
/// local or a property of the module initialised with `UINavigationController(...)` or declared
/// with that type. A split view's children are reached through `splitViewController`; index 1 is
/// missing when the split view is collapsed. Tab bar controllers' `viewControllers` are a fixed
/// set of tabs and are not checked.
///
/// Not flagged: index `0` (the root, like `.first`), `count - 1` (the top, like `.last`), variable
/// indices (typically from `firstIndex(of:)`), `.first`, `.last`.
enum FixedNavigationIndex: RuleDefinition {
    static let rule = Rule.fixedNavigationIndex
    static let checks = NodeChecks(subscriptCall: [check])

    static func check(_ node: SubscriptCallExprSyntax, in context: FileContext) {
        guard node.calledExpression.lastName == "viewControllers", context.isEnabled(.fixedNavigationIndex),
            node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil
        else { return }
        let names = node.calledExpression.trailingNames
        guard names.last == "viewControllers" else { return }
        let receiver = Array(names.dropLast())
        let isSplit = receiver.last == "splitViewController"
        guard isSplit || isNavigationStack(receiver, node: node, context: context) else { return }
        let index = argument.expression
        if let value = index.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue {
            guard value >= 1 else { return }
            context.report(
                .fixedNavigationIndex, at: node,
                detail: isSplit ? "index \(value) of a split view, which has one child when collapsed" : "index \(value)")
            return
        }
        // `viewControllers[viewControllers.count - n]`, n >= 2.
        if let sequence = index.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3,
                elements[0].unqualifiedPath?.last == "count",
                elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "-",
                let offset = elements[2].as(IntegerLiteralExprSyntax.self)?.representedLiteralValue,
                offset >= 2
            else { return }
            context.report(.fixedNavigationIndex, at: node, detail: "index count - \(offset)")
        }
    }

    private static func isNavigationStack(_ receiver: [String], node: SubscriptCallExprSyntax, context: FileContext) -> Bool {
        if receiver.contains("navigationController") { return true }
        if let cast = node.calledExpression.leadingCastType, cast == "UINavigationController" { return true }
        guard receiver.count == 1 || (receiver.count == 2 && receiver[0] == "self"), let name = receiver.last else { return false }
        if receiver.count == 1, let binding = node.localBinding(named: name) {
            return binding.initializer.as(FunctionCallExprSyntax.self)?.calledExpression.unqualifiedPath == ["UINavigationController"]
        }
        // A property of the enclosing type.
        let properties = context.index.properties(named: name).filter { $0.container == node.enclosingTypeName }
        guard let property = properties.first, properties.count == 1 else { return false }
        if let type = property.typeName, DeclarationCollector.stripOptional(type) == "UINavigationController" { return true }
        if let variable = property.node.as(VariableDeclSyntax.self),
            let value = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })?
                .initializer?.value,
            value.as(FunctionCallExprSyntax.self)?.calledExpression.unqualifiedPath == ["UINavigationController"]
        {
            return true
        }
        return false
    }
}
