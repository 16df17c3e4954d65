import SwiftSyntax

extension AppRootReader {
    /// A name: a parameter bound at the call being followed (`init(rootViewController:)` forwarded
    /// to `super`, `navController(for: $0)`), a local variable of the function (its initial value,
    /// then what the function does to it), else a property of the type.
    mutating func evaluateName(_ name: String, at node: ExprSyntax, in scope: Scope, path: String) -> AppRootNode? {
        let bindings = scope.statements.flatMap { Self.bindings(named: name, in: Syntax($0.item)) }
        // The declaration nearest before the use (a `switch` case's local, a branch's).
        let before = bindings.filter { $0.position < node.position }
        guard let binding = before.last ?? bindings.last else {
            if let bound = scope.arguments[name] { return evaluate(bound.expression, in: bound.scope, path: path) }
            // `guard let name = storyboard.instantiateInitialViewController() as? T else { ... }`.
            if let value = scope.statements.lazy.compactMap({ Self.optionalBinding(named: name, in: Syntax($0.item)) }).first {
                return evaluate(value, in: scope, path: path)
            }
            // A property of the type, and what this function does to it (`navigationController.viewControllers = [...]`).
            guard var property = evaluateProperty(name, at: node, typeName: scope.typeName, path: path) else { return nil }
            apply(mutationsOf: [name, "self.\(name)"], in: scope, to: &property, path: path)
            return property
        }
        var built: AppRootNode?
        // `let root: UIViewController` given its value in branches (`if`, `switch`), or a `var`
        // given a new one: each is evaluated on its own and one is followed by the branch rule.
        let values = scope.statements.flatMap { Self.assignments(in: Syntax($0.item)) }.filter { $0.target == name }.map(\.value)
        if !values.isEmpty {
            built = values.count == 1 ? evaluate(values[0], in: scope, path: path) : branch(values, at: node, in: scope, path: path)
        } else if let value = binding.initializer?.value {
            built = evaluate(value, in: scope, path: path)
        } else {
            unresolve(path, "'\(name)' is declared without a value that PadKit can see", at: binding)
            return nil
        }
        guard var result = built else { return nil }
        apply(mutationsOf: [name], in: scope, to: &result, path: path)
        return result
    }

    /// The bindings named `name` declared under `node` (not in closures), in source order.
    static func bindings(named name: String, in node: Syntax) -> [PatternBindingSyntax] {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: [PatternBindingSyntax] = []
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { found.append(node) }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(name: name)
        finder.walk(node)
        return finder.found
    }

    /// The value of an `if let` or `guard let` condition binding `name` under `node` (not in
    /// closures), the first in source order.
    static func optionalBinding(named name: String, in node: Syntax) -> ExprSyntax? {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: ExprSyntax?
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    found = node.initializer?.value
                }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(name: name)
        finder.walk(node)
        return finder.found
    }

    /// The name (`show(target:sender:)`) of the innermost function around `node` that has a
    /// parameter called `name`, if any.
    static func functionDeclaring(parameter name: String, around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters
                if parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return function.name.text + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
                }
            }
            current = ancestor.parent
        }
        return nil
    }

    /// A stored, lazy or computed property of `typeName`.
    mutating func evaluateProperty(_ name: String, at node: ExprSyntax, typeName: String?, path: String) -> AppRootNode? {
        let candidates = index.properties(named: name).filter { $0.container == typeName || typeName == nil }
        guard let property = candidates.first, let variable = property.node.as(VariableDeclSyntax.self),
            let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
        else {
            if let function = Self.functionDeclaring(parameter: name, around: node) {
                unresolve(
                    path,
                    """
                    '\(name)' is a parameter of \(function); the controller comes from its callers, and no call of it was found in \
                    the target
                    """,
                    at: node)
                return nil
            }
            unresolve(path, "'\(name)' is not a variable or property PadKit can find in this target", at: node)
            return nil
        }
        if let value = binding.initializer?.value {
            return evaluate(value, in: Scope(statements: [], typeName: property.container), path: path)
        }
        if let accessors = binding.accessorBlock?.accessors {
            let statements: [CodeBlockItemSyntax]
            switch accessors {
            case .getter(let items): statements = Array(items)
            case .accessors(let list):
                statements = list.first(where: { $0.accessorSpecifier.text == "get" })?.body.map { Array($0.statements) } ?? []
            }
            if let value = Self.returnedExpression(statements) {
                return evaluate(value, in: Scope(statements: statements, typeName: property.container), path: path)
            }
        }
        // A `let` given its value in the type's initializer (`self.tabBarController = {...}()`).
        for initializer in index.declarations where initializer.kind == .initializer && initializer.container == property.container {
            guard let body = Self.body(of: initializer.node) else { continue }
            let statements = Array(body.statements)
            let values = statements.flatMap { Self.assignments(in: Syntax($0.item)) }.filter {
                $0.target == "self.\(name)" || $0.target == name
            }
            if let value = values.last?.value {
                return evaluate(value, in: Scope(statements: statements, typeName: property.container), path: path)
            }
        }
        unresolve(path, "'\(name)' gets its controller at run time", at: node)
        return nil
    }

    // MARK: What code does to a controller

    /// Applies what `scope` does to a controller named by one of `receivers` (`""` is a bare
    /// member, as inside the class itself): its children, title and split properties.
    ///
    /// Of an `if`/`else` or a `switch`, only the branch the branch rule follows is applied: two
    /// exclusive cases are never merged onto one controller.
    mutating func apply(mutationsOf receivers: [String], in scope: Scope, to node: inout AppRootNode, path: String) {
        let excluded = excludedBranches(in: scope.statements, receivers: receivers, path: path)
        let followed = { (position: AbsolutePosition) in !excluded.contains { $0.contains(position) } }
        for statement in scope.statements {
            let item = statement.item
            for (target, value) in Self.assignments(in: Syntax(item)) where followed(value.position) {
                let (receiver, property) = Self.split(target)
                guard receivers.contains(receiver) else { continue }
                assign(property, value: value, in: scope, to: &node, path: path)
            }
            for call in Self.calls(in: Syntax(item)) where followed(call.position) {
                guard let (receiver, method) = Self.callee(call), receivers.contains(receiver) else { continue }
                perform(method, call: call, in: scope, to: &node, path: path)
            }
        }
    }

    /// `property = value` on a controller.
    mutating func assign(_ property: String, value: ExprSyntax, in scope: Scope, to node: inout AppRootNode, path: String) {
        switch property {
        case "viewControllers", "tabs":
            if property == "tabs", case .tabs = node.kind {} else if property == "tabs" { return }
            // `tabs = [UITab(...)]` (iOS 18) lists a tab bar's tabs as `viewControllers` does.
            setChildren(value, in: scope, to: &node, path: path)
        case "title":
            if let title = Self.stringLiteral(value) {
                node.title = title
            } else {
                unresolve(
                    "\(path).title",
                    Self.localizationKey(value).map { "a localized title (key '\($0)')" } ?? "a title computed at run time", at: value)
            }
        case "mode"
        where {
            if case .tabs = node.kind { return true }; return false
        }():
            // `tabBarController.mode = .tabSidebar` (iOS 18).
            guard let name = Self.caseName(value), ["automatic", "tabBar", "tabSidebar"].contains(name) else {
                unresolve("\(path).mode", "set to '\(Self.short(value))', which is not a UITabBarController.Mode constant", at: value)
                return
            }
            node.tabBarMode = name
        case "delegate"
        where {
            if case .split = node.kind { return true }; return false
        }():
            readCollapseAnswers(ofDelegate: value, in: scope, to: &node, path: path)
        default:
            guard case .split(let style, let columns, var properties) = node.kind,
                let known = Self.splitProperties.first(where: { $0.name == property })
            else { return }
            guard var json = Self.constant(value, kind: known.kind) else {
                unresolve("\(path).split.\(property)", "set to '\(Self.short(value))', which is not a constant", at: value)
                return
            }
            if property == "preferredDisplayMode", case .string(let name) = json, let renamed = Self.renamedDisplayModes[name] {
                json = .string(renamed)
            }
            properties.removeAll { $0.key == property }
            properties.append(AppRootNode.Property(key: property, value: json))
            node.kind = .split(style: style, columns: columns, properties: properties)
        }
    }

    /// A method call on a controller: `setViewControllers`, `setViewController(_:for:)`,
    /// `pushViewController`, `addChild`, `super.init(rootViewController:)`, `super.init(style:)`.
    mutating func perform(_ method: String, call: FunctionCallExprSyntax, in scope: Scope, to node: inout AppRootNode, path: String) {
        let arguments = Array(call.arguments)
        switch method {
        case "setViewControllers":
            if let first = arguments.first { setChildren(first.expression, in: scope, to: &node, path: path) }
        case "setViewController":
            guard case .split(let style, var columns, let properties) = node.kind, arguments.count == 2,
                let column = Self.caseName(arguments[1].expression)
            else { return }
            if Self.unwrap(arguments[0].expression).is(NilLiteralExprSyntax.self) {
                columns.removeAll { $0.key == column }
            } else if let child = evaluate(arguments[0].expression, in: scope, path: "\(path).split.\(column)") {
                columns.removeAll { $0.key == column }
                columns.append(AppRootNode.Column(key: column, node: child))
            }
            node.kind = .split(style: style, columns: columns, properties: properties)
        case "pushViewController":
            guard case .navigation(var stack) = node.kind, let first = arguments.first else { return }
            if let child = evaluate(first.expression, in: scope, path: "\(path).navigation[\(stack.count)]") { stack.append(child) }
            node.kind = .navigation(stack)
        case "init":
            if case .navigation(var stack) = node.kind, let root = arguments.first(where: { $0.label?.text == "rootViewController" }) {
                if let child = evaluate(root.expression, in: scope, path: "\(path).navigation[0]") { stack.insert(child, at: 0) }
                node.kind = .navigation(stack)
            }
            if case .split(_, let columns, let properties) = node.kind, let style = arguments.first(where: { $0.label?.text == "style" }),
                let name = Self.caseName(style.expression)
            {
                // `super.init(style: .doubleColumn)`; a forwarded parameter keeps the call site's style.
                node.kind = .split(style: name == "unspecified" ? "classic" : name, columns: columns, properties: properties)
            }
        case "addChild":
            unresolve(
                path, "embeds a child with addChild(_:); PadKit's description has no free-form container, so the child is not shown",
                at: call)
        default:
            break
        }
    }

    /// The cases behind `Enum.allCases.map { ... }` / `.compactMap`, when the enum is the target's.
    mutating func mappedCases(_ value: ExprSyntax) -> [(title: String, source: String)]? {
        guard let call = Self.unwrap(value).as(FunctionCallExprSyntax.self),
            let member = Self.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self),
            ["map", "compactMap"].contains(member.declName.baseName.text), let base = member.base
        else { return nil }
        return caseIterableCases(base)
    }

    /// `viewControllers = [...]` / `setViewControllers([...], animated:)`: an array literal, a
    /// `map` over one, or a variable or property holding one. A child that cannot be followed is a
    /// placeholder at its place, so a tab bar keeps its tabs and a stack its root.
    mutating func setChildren(_ value: ExprSyntax, in scope: Scope, to node: inout AppRootNode, path: String) {
        if case .tabs = node.kind, let mapped = mappedCases(value) {
            // `Tab.allCases.map { $0.makeViewController() }`: a tab per case of the target's enum.
            node.kind = .tabs(mapped.map { AppRootNode(kind: .view, title: $0.title, source: $0.source) })
            unresolve(
                path,
                """
                one tab per case of '\(Self.short(value))'; each tab's controller is made per case at run time and is shown as a plain \
                controller titled by its case
                """,
                at: value)
            return
        }
        guard let items = listElements(value, in: scope, path: path) else {
            unresolve(path, "its view controllers are '\(Self.short(value))', a list made at run time", at: value)
            return
        }
        func children(_ key: (Int) -> String) -> [AppRootNode] {
            items.enumerated().map { offset, item in
                evaluate(item.expression, in: item.scope, path: key(offset))
                    ?? AppRootNode(kind: .view, source: location(of: item.expression))
            }
        }
        switch node.kind {
        case .navigation:
            node.kind = .navigation(children { "\(path).navigation[\($0)]" })
        case .tabs:
            node.kind = .tabs(children { "\(path).tabs[\($0)]" })
        case .split(let style, _, let properties):
            // Classic `viewControllers`: primary, then secondary.
            let keys = ["primary", "secondary"]
            let columns = items.prefix(2).enumerated().compactMap { offset, item -> AppRootNode.Column? in
                evaluate(item.expression, in: item.scope, path: "\(path).split.\(keys[offset])").map {
                    AppRootNode.Column(key: keys[offset], node: $0)
                }
            }
            node.kind = .split(style: style, columns: columns, properties: properties)
        default:
            break
        }
    }

    /// One element of a list of controllers and the scope it is read in.
    struct ListElement {
        let expression: ExprSyntax
        let scope: Scope
    }

    /// The elements of a list written in code: `[a, b]`, `[a, b].map { Nav(rootViewController: $0) }`,
    /// a local variable or stored property that holds one (the last value the followed branch
    /// gives it), a parameter bound at the call; `nil` when the list is made at run time.
    mutating func listElements(_ value: ExprSyntax, in scope: Scope, path: String, depth: Int = 0) -> [ListElement]? {
        guard depth < 8 else { return nil }
        let value = Self.unwrap(value)
        if let array = value.as(ArrayExprSyntax.self) {
            return array.elements.map { ListElement(expression: $0.expression, scope: scope) }
        }
        if let call = value.as(FunctionCallExprSyntax.self),
            let member = Self.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self),
            ["map", "compactMap"].contains(member.declName.baseName.text), let base = member.base,
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
            let elements = listElements(base, in: scope, path: path, depth: depth + 1)
        {
            let statements = Array(closure.statements)
            guard let result = Self.returnedExpression(statements) else { return nil }
            let parameter = Self.closureParameterNames(closure).first ?? "$0"
            return elements.map { element in
                var inner = Scope(statements: scope.statements + statements, typeName: scope.typeName, arguments: scope.arguments)
                inner.arguments[parameter] = BoundArgument(expression: element.expression, scope: element.scope)
                return ListElement(expression: result, scope: inner)
            }
        }
        if let sequence = value.as(SequenceExprSyntax.self) {
            // `a + b` (or the value of `x = a + b`): the lists one after the other.
            var elements = Array(sequence.elements)
            if elements.count > 2, elements[1].is(AssignmentExprSyntax.self) { elements.removeFirst(2) }
            let operands = elements.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            let operators = elements.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            guard operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) else { return nil }
            var result: [ListElement] = []
            for operand in operands {
                guard let list = listElements(operand, in: scope, path: path, depth: depth + 1) else { return nil }
                result += list
            }
            return result
        }
        guard let reference = value.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        let bindings = scope.statements.flatMap { Self.bindings(named: name, in: Syntax($0.item)) }
        if bindings.isEmpty {
            if let bound = scope.arguments[name] { return listElements(bound.expression, in: bound.scope, path: path, depth: depth + 1) }
            guard let property = index.properties(named: name).first(where: { $0.container == scope.typeName }),
                let variable = property.node.as(VariableDeclSyntax.self),
                let initial = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })?
                    .initializer?.value
                    ?? Self.getterStatements(property).flatMap(Self.returnedExpression)
            else { return nil }
            return listElements(initial, in: Scope(statements: [], typeName: scope.typeName), path: path, depth: depth + 1)
        }
        let values = scope.statements.flatMap { Self.assignments(in: Syntax($0.item)) }.filter { $0.target == name }.map(\.value)
        if values.count > 1 {
            let contexts = values.map { Self.branchContext(of: $0) }
            let chosen = Self.followedBranch(values.indices.map { (contexts[$0], Self.short(values[$0]), nil) })
            for index in values.indices where index != chosen {
                unfollowed(contexts[index], what: "the list '\(Self.short(values[index]))'", path: path, at: values[index])
            }
            return listElements(values[chosen], in: scope, path: path, depth: depth + 1)
        }
        if let only = values.first { return listElements(only, in: scope, path: path, depth: depth + 1) }
        return bindings.last?.initializer.flatMap { listElements($0.value, in: scope, path: path, depth: depth + 1) }
    }

    /// `{ controller in ... }`, `{ (a, b) in ... }`: the names a closure gives its parameters.
    static func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        guard let parameters = closure.signature?.parameterClause else { return [] }
        switch parameters {
        case .simpleInput(let list): return list.map(\.name.text)
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// UIKit's iOS 14 names for the iOS 8 display modes (`UISplitViewController.h`: `allVisible`
    /// is renamed `oneBesideSecondary`, `primaryHidden` `secondaryOnly`, `primaryOverlay`
    /// `oneOverSecondary`); code written before iOS 14 still sets the old ones.
    static let renamedDisplayModes = [
        "allVisible": "oneBesideSecondary", "primaryHidden": "secondaryOnly", "primaryOverlay": "oneOverSecondary",
    ]
}
