import SwiftSyntax

extension AppRootReader {
    /// `coordinator.rootViewController`, `mainCoordinator.controller`, `self.router.navigationController`:
    /// a controller kept in a stored property of another of the app's types (the coordinator
    /// pattern). The type of the receiver is read from its declaration (`let coordinator =
    /// AppCoordinator(window:)`, `private let mainCoordinator: MainCoordinator`); the property's
    /// controller is its initial value, else what the type's initialisers and methods assign to it
    /// (`self.controller = MainViewController(...)`), and then what those methods do to it
    /// (`navigationController.setViewControllers([...])` in `start()`).
    mutating func evaluateMember(_ member: MemberAccessExprSyntax, in scope: Scope, path: String) -> AppRootNode? {
        guard let base = member.base.map(Self.unwrap), let type = typeName(of: base, in: scope) else { return nil }
        return storedController(member.declName.baseName.text, of: type, at: ExprSyntax(member), path: path)
    }

    /// The app's type a receiver expression holds, when its declaration says.
    func typeName(of expression: ExprSyntax, in scope: Scope) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return scope.typeName }
            let bindings = scope.statements.flatMap { Self.bindings(named: name, in: Syntax($0.item)) }.filter {
                $0.position < expression.position
            }
            if let binding = bindings.last { return Self.declaredType(binding) }
            return propertyType(name, of: scope.typeName)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base.map(Self.unwrap),
            let owner = typeName(of: base, in: scope)
        {
            return propertyType(member.declName.baseName.text, of: owner)
        }
        return nil
    }

    /// The declared type of a property of `owner` (its annotation, or the type its initial value
    /// constructs), when it is one of the app's own types.
    func propertyType(_ name: String, of owner: String?) -> String? {
        guard let owner, let property = index.properties(named: name).first(where: { $0.container == owner }),
            let variable = property.node.as(VariableDeclSyntax.self),
            let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
        else { return nil }
        return Self.declaredType(binding)
    }

    /// `let x: T`, `let x: T?`, `let x = T(...)`, `lazy var x = T()`: `T`.
    static func declaredType(_ binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation?.type {
            var text = annotation.trimmedText
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            return text.first?.isUppercase == true && text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? text : nil
        }
        guard let call = binding.initializer.map({ unwrap($0.value) })?.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = unwrap(call.calledExpression)
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return reference.baseName.text
        }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            return base.trimmedText
        }
        return nil
    }

    /// The controller in `type`'s stored property `name`.
    mutating func storedController(_ name: String, of type: String, at node: ExprSyntax, path: String) -> AppRootNode? {
        guard let property = index.properties(named: name).first(where: { $0.container == type }),
            let variable = property.node.as(VariableDeclSyntax.self),
            let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
        else {
            return nil
        }
        let members = index.declarations.filter { $0.container == type && ($0.kind == .initializer || $0.kind == .function) }
            .sorted { ($0.kind == .initializer ? 0 : 1) < ($1.kind == .initializer ? 0 : 1) }
        if binding.accessorBlock != nil { return evaluateProperty(name, at: node, typeName: type, path: path) }
        var built: AppRootNode?
        if binding.initializer != nil {
            // A stored or lazy property with its controller: what the type's methods then do to it
            // (`rootViewController.viewControllers = [...]` in a coordinator's `start()`).
            built = evaluateProperty(name, at: node, typeName: type, path: path)
            guard built != nil else { return nil }
        }
        // A stored property without a value: what the type's initialisers (first) and methods assign to it.
        for member in members where built == nil {
            guard let body = Self.body(of: member.node) else { continue }
            let scope = Scope(statements: Array(body.statements), typeName: type)
            let values = scope.statements.flatMap { Self.assignments(in: Syntax($0.item)) }.filter {
                $0.target == name || $0.target == "self.\(name)"
            }
            guard let value = values.last?.value else { continue }
            built = evaluate(value, in: scope, path: path)
            if built != nil { break }
        }
        guard var result = built else {
            unresolve(path, "'\(type).\(name)' is given its controller at run time (no assignment PadKit can see in \(type))", at: node)
            return nil
        }
        for member in members {
            guard let body = Self.body(of: member.node) else { continue }
            apply(
                mutationsOf: [name, "self.\(name)"], in: Scope(statements: Array(body.statements), typeName: type), to: &result, path: path)
        }
        return result
    }

    /// The body of a function or initializer declaration.
    static func body(of node: Syntax) -> CodeBlockSyntax? {
        if let function = node.as(FunctionDeclSyntax.self) { return function.body }
        if let initializer = node.as(InitializerDeclSyntax.self) { return initializer.body }
        return nil
    }
}
