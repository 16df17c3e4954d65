import SwiftSyntax

/// A local name's declaration as seen from one use of it.
struct LocalBinding {
    /// The expression the name was initialised with (`UIAlertController(...)` in `let alert = UIAlertController(...)`).
    let initializer: ExprSyntax
    /// The code the name is visible in: the statement list that declares it, or the body of the
    /// `if let` that binds it. Everything that can happen to the value happens inside.
    let scope: Syntax
}

extension SyntaxProtocol {
    /// The nearest declaration of the local `name` visible from this node: `let`/`var` in an
    /// enclosing statement list (before this node), `guard let` in one, or `if let` around it.
    ///
    /// `nil` when the name is a parameter, a property or declared without an initializer; rules
    /// then know nothing about the value and stay silent.
    func localBinding(named name: String) -> LocalBinding? {
        let position = positionAfterSkippingLeadingTrivia
        for node in ancestors {
            if let list = node.as(CodeBlockItemListSyntax.self) {
                var found: ExprSyntax?
                for item in list where item.position < position {
                    if let variable = item.item.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings {
                            if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                                found = binding.initializer?.value
                            }
                        }
                    } else if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                        if let value = guardStmt.conditions.boundValue(named: name) { found = value }
                    }
                }
                if let found { return LocalBinding(initializer: found, scope: node) }
            }
            if let ifExpr = node.as(IfExprSyntax.self), let value = ifExpr.conditions.boundValue(named: name),
                ifExpr.body.position <= position
            {
                return LocalBinding(initializer: value, scope: Syntax(ifExpr.body))
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters
                if parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return nil }
            }
            if let closure = node.as(ClosureExprSyntax.self), let signature = closure.signature,
                signature.parameterClause?.containsToken(name) == true
            {
                return nil
            }
        }
        return nil
    }
}

extension ConditionElementListSyntax {
    /// The value bound to `name` by `let name = value` in these conditions.
    func boundValue(named name: String) -> ExprSyntax? {
        for element in self {
            if let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                let value = binding.initializer?.value
            {
                return value
            }
        }
        return nil
    }
}
