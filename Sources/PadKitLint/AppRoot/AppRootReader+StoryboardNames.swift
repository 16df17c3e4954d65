import SwiftSyntax

/// Where a storyboard's name and a controller's identifier come from when they are not written
/// as literals at the call.
///
/// Apps keep these names in one place: an enum with `String` raw values
/// (`UIStoryboard(name: StoryboardNames.Auction.rawValue, bundle: nil)`), a `static let`
/// (`Storyboards.main`), a factory on `UIStoryboard` (`UIStoryboard.auction()`), or a local that
/// holds the storyboard (`let auction = UIStoryboard.auction(); auction.instantiate…()`). Found on
/// Artsy's Kiosk (eidolon), whose root was "instantiated from a storyboard PadKit cannot name".
/// Each is followed only when it is a constant of the target; anything chosen at run time stays
/// unnamed (and unresolved), never guessed.
extension AppRootReader {
    /// How deep ``storyboardName(of:in:depth:)`` follows locals and factories.
    static let maximumNameDepth = 4

    /// The text `expression` always has: a string literal, `Type.member.rawValue` of an enum of
    /// the target with `String` raw values (written, or the case's name when the raw value is
    /// implied), or a `static let` of the target set to a string literal (`Type.member`).
    func constantString(_ expression: ExprSyntax) -> String? {
        if let literal = Self.stringLiteral(expression) { return literal }
        guard let member = Self.unwrap(expression).as(MemberAccessExprSyntax.self), let base = member.base.map(Self.unwrap) else {
            return nil
        }
        if member.declName.baseName.text == "rawValue", let enumCase = base.as(MemberAccessExprSyntax.self),
            let typeName = enumCase.base?.trimmedText
        {
            return rawValue(of: enumCase.declName.baseName.text, inEnum: typeName)
        }
        // `Storyboards.main`: a static constant of the target's type.
        let typeName = base.trimmedText
        let name = member.declName.baseName.text
        for property in index.properties(named: name) where property.container == typeName {
            guard let variable = property.node.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: { $0.name.text == "static" }),
                variable.bindingSpecifier.text == "let",
                let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }),
                let value = binding.initializer?.value, let literal = Self.stringLiteral(value)
            else { continue }
            return literal
        }
        return nil
    }

    /// The raw value of `caseName` in the target's enum `typeName`, when its raw type is `String`.
    func rawValue(of caseName: String, inEnum typeName: String) -> String? {
        guard let declaration = index.types(named: typeName).first(where: { $0.kind == .enum }),
            let node = declaration.node.as(EnumDeclSyntax.self),
            node.inheritanceClause?.inheritedTypes.first?.type.trimmedText == "String"
        else { return nil }
        for member in node.memberBlock.members {
            guard let list = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in list.elements where element.name.text == caseName {
                guard let raw = element.rawValue else { return caseName }
                return Self.stringLiteral(raw.value)
            }
        }
        return nil
    }

    /// The name of the storyboard `expression` opens: `UIStoryboard(name: N, bundle: ...)` with a
    /// constant `N`, a local of `scope` bound to such an expression, or a static or class function
    /// or property of the target (`UIStoryboard.auction()`, `UIStoryboard.main`) whose body returns one.
    func storyboardName(of expression: ExprSyntax, in scope: Scope?, depth: Int = 0) -> String? {
        guard depth < Self.maximumNameDepth else { return nil }
        let expression = Self.unwrap(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = Self.unwrap(call.calledExpression)
            if callee.trimmedText == "UIStoryboard" || callee.trimmedText == "UIStoryboard.init" {
                return call.arguments.first(where: { $0.label?.text == "name" }).flatMap { constantString($0.expression) }
            }
            if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedText {
                return factoryStoryboard(named: member.declName.baseName.text, on: base, depth: depth)
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedText {
            return factoryStoryboard(named: member.declName.baseName.text, on: base, depth: depth)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let scope {
            let name = reference.baseName.text
            let bindings = scope.statements.flatMap { Self.bindings(named: name, in: Syntax($0.item)) }
            guard let binding = bindings.last(where: { $0.position < reference.position }) ?? bindings.last,
                let value = binding.initializer?.value
            else { return nil }
            return storyboardName(of: value, in: scope, depth: depth + 1)
        }
        return nil
    }

    /// What the target's `base.name` (a function with no arguments, or a computed or stored
    /// property) returns, as a storyboard name.
    private func factoryStoryboard(named name: String, on base: String, depth: Int) -> String? {
        let candidates =
            index.functions(named: name).filter { $0.container == base } + index.properties(named: name).filter { $0.container == base }
        for declaration in candidates {
            var statements: [CodeBlockItemSyntax] = []
            if let function = declaration.node.as(FunctionDeclSyntax.self), let body = function.body {
                statements = Array(body.statements)
            } else if let variable = declaration.node.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            {
                if let value = binding.initializer?.value {
                    return storyboardName(of: value, in: nil, depth: depth + 1)
                }
                if case .getter(let body)? = binding.accessorBlock?.accessors { statements = Array(body) }
            }
            guard let value = Self.returnedExpression(statements) else { continue }
            let scope = Scope(statements: statements, typeName: declaration.container)
            if let found = storyboardName(of: value, in: scope, depth: depth + 1) { return found }
        }
        return nil
    }
}
