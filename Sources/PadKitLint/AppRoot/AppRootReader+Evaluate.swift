import SwiftSyntax

extension AppRootReader {
    /// The UIKit containers the reader knows, by class name.
    static let containerKinds: [String: String] = [
        "UINavigationController": "navigation", "UITabBarController": "tabs", "UISplitViewController": "split",
    ]

    /// Split view properties copied when set to a constant, and how their value reads.
    static let splitProperties: [(name: String, kind: ValueKind)] = [
        ("preferredDisplayMode", .caseName), ("preferredSplitBehavior", .caseName),
        ("preferredPrimaryColumnWidthFraction", .number), ("preferredPrimaryColumnWidth", .number),
        ("minimumPrimaryColumnWidth", .number), ("maximumPrimaryColumnWidth", .number),
        ("preferredSupplementaryColumnWidthFraction", .number), ("preferredSupplementaryColumnWidth", .number),
        ("minimumSupplementaryColumnWidth", .number), ("maximumSupplementaryColumnWidth", .number),
        ("presentsWithGesture", .bool), ("primaryEdge", .caseName), ("displayModeButtonVisibility", .caseName),
        ("showsSecondaryOnlyButton", .bool),
    ]

    enum ValueKind { case caseName, number, bool }

    /// What a controller expression builds, or `nil` (and an unresolved item) when it cannot be told.
    mutating func evaluate(_ expression: ExprSyntax, in scope: Scope, path: String) -> AppRootNode? {
        guard depth < Self.maximumDepth else {
            unresolve(
                path, "the controller is built through more than \(Self.maximumDepth) steps; PadKit stopped following it", at: expression)
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        let expression = Self.unwrap(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) { return evaluateCall(call, in: scope, path: path) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return evaluateName(reference.baseName.text, at: expression, in: scope, path: path)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text == "self"
        {
            return evaluateProperty(member.declName.baseName.text, at: expression, typeName: scope.typeName, path: path)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
            let node = evaluateMember(member, in: scope, path: path)
        {
            return node
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return branch([ternary.thenExpression, ternary.elseExpression], at: expression, in: scope, path: path)
        }
        if let sequence = expression.as(SequenceExprSyntax.self),
            let ternary = Array(sequence.elements).first(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternaryExpression = ternary.as(UnresolvedTernaryExprSyntax.self), let last = sequence.elements.last
        {
            return branch([ternaryExpression.thenExpression, last], at: expression, in: scope, path: path)
        }
        unresolve(path, "chosen at run time: '\(Self.short(expression))' is not something PadKit can follow", at: expression)
        return nil
    }

    /// Strips what does not change the controller: `try`, `await`, `!`, `?`, parentheses, casts.
    static func unwrap(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let inner = current.as(ForceUnwrapExprSyntax.self)?.expression { current = inner; continue }
            if let inner = current.as(OptionalChainingExprSyntax.self)?.expression { current = inner; continue }
            if let inner = current.as(TryExprSyntax.self)?.expression { current = inner; continue }
            if let inner = current.as(AwaitExprSyntax.self)?.expression { current = inner; continue }
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
                current = inner; continue
            }
            if let cast = current.as(AsExprSyntax.self) { current = cast.expression; continue }
            // `View().a() #if os(iOS) .b() #endif`: modifiers under `#if` are another platform's or
            // decoration; the view is the base's.
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base { current = base; continue }
            if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self), let first = sequence.elements.first
            {
                current = first
                continue
            }
            return current
        }
    }

    static func short(_ node: some SyntaxProtocol) -> String {
        shortened(node.trimmedText)
    }

    /// The first line of `text`, at most 60 characters.
    static func shortened(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        return line.count > 60 ? String(line.prefix(57)) + "..." : line
    }

    // MARK: Calls

    mutating func evaluateCall(_ call: FunctionCallExprSyntax, in scope: Scope, path: String) -> AppRootNode? {
        let callee = Self.unwrap(call.calledExpression)
        if let closure = callee.as(ClosureExprSyntax.self) {
            let statements = Array(closure.statements)
            guard let value = Self.returnedExpression(statements) else {
                unresolve(path, "a closure that returns no controller PadKit can see", at: call)
                return nil
            }
            return evaluate(value, in: Scope(statements: statements, typeName: scope.typeName), path: path)
        }
        // `.init(...)` on a known type is rare in root code; a member call is either a storyboard
        // instantiation or a factory on a type.
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "instantiateInitialViewController" || name == "instantiateViewController" {
                return storyboardInstance(call, member: member, in: scope, path: path)
            }
            if name == "init", let base = member.base { return construct(Self.short(base), call: call, in: scope, path: path) }
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text != "self",
                let function = index.functions(named: name).first(where: { $0.container == base.baseName.text })
            {
                return followFunction(function, at: call, in: scope, path: path)
            }
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
                let function = index.functions(named: name).first(where: { $0.container == scope.typeName })
            {
                return followFunction(function, at: call, in: scope, path: path)
            }
            unresolve(path, "made by '\(Self.short(call))', which is not declared in this target", at: call)
            return nil
        }
        guard let reference = callee.as(DeclReferenceExprSyntax.self) else {
            unresolve(path, "made by '\(Self.short(call))', which PadKit cannot follow", at: call)
            return nil
        }
        let name = reference.baseName.text
        if name.first?.isUppercase == true { return construct(name, call: call, in: scope, path: path) }
        if let function = index.functions(named: name).first(where: { $0.container == nil || $0.container == scope.typeName }) {
            return followFunction(function, at: call, in: scope, path: path)
        }
        unresolve(path, "made by '\(name)(…)', which is not declared in this target", at: call)
        return nil
    }

    /// `Name(...)`: a UIKit container, a plain UIKit controller, or one of the app's classes.
    mutating func construct(_ name: String, call: FunctionCallExprSyntax, in scope: Scope, path: String) -> AppRootNode? {
        let source = location(of: call)
        let arguments = Array(call.arguments)
        switch name {
        case "UINavigationController":
            var stack: [AppRootNode] = []
            if let root = arguments.first(where: { $0.label?.text == "rootViewController" }) {
                if let node = evaluate(root.expression, in: scope, path: "\(path).navigation[0]") { stack.append(node) }
            }
            return AppRootNode(kind: .navigation(stack), source: source)
        case "UITabBarController":
            return AppRootNode(kind: .tabs([]), source: source)
        case "UISplitViewController":
            let styleArgument = arguments.first { $0.label?.text == "style" }
            let style = styleArgument.map { Self.caseName($0.expression) ?? "classic" } ?? "classic"
            if let styleArgument, Self.caseName(styleArgument.expression) == nil {
                unresolve(
                    "\(path).split.style", "the style is '\(Self.short(styleArgument.expression))', chosen at run time; read as classic",
                    at: styleArgument)
            }
            return AppRootNode(kind: .split(style: style == "unspecified" ? "classic" : style, columns: [], properties: []), source: source)
        case "UITab", "UISearchTab":
            // iOS 18 `UITab(title:image:identifier:) { _ in controller }`: the tab's controller is
            // what its view controller provider returns.
            guard let provider = call.trailingClosure ?? arguments.last?.expression.as(ClosureExprSyntax.self),
                let value = Self.returnedExpression(Array(provider.statements))
            else {
                unresolve(path, "a \(name) whose view controller provider PadKit cannot read", at: call)
                return AppRootNode(kind: .view, source: source)
            }
            // The closure sees the function's locals (`{ _ in libraryViewController }`).
            var node =
                evaluate(
                    value,
                    in: Scope(
                        statements: scope.statements + Array(provider.statements), typeName: scope.typeName, arguments: scope.arguments),
                    path: path)
                ?? AppRootNode(kind: .view, source: source)
            if let title = arguments.first(where: { $0.label?.text == "title" }) {
                if let literal = Self.stringLiteral(title.expression) {
                    node.title = literal
                } else if let key = Self.localizationKey(title.expression) {
                    unresolve("\(path).title", "a localized title (key '\(key)')", at: title)
                }
            }
            return node
        case "UIViewController", "UITableViewController", "UICollectionViewController":
            return AppRootNode(kind: .view, className: name == "UIViewController" ? nil : name, source: source)
        case "UIHostingController":
            // SwiftUI content: its containers are read as the UIKit ones they are built on.
            guard let rootView = arguments.first(where: { $0.label?.text == "rootView" }),
                let node = view(rootView.expression, in: scope, path: path)
            else {
                unresolve(path, "SwiftUI content (UIHostingController) whose view PadKit cannot name", at: call)
                return AppRootNode(kind: .view, className: name, source: source)
            }
            return node
        default:
            guard index.types(named: name).contains(where: { $0.kind == .class }) else {
                if index.types(named: name).isEmpty {
                    unresolve(path, "'\(name)' is not declared in this target (a class from a dependency?)", at: call)
                } else {
                    unresolve(path, "'\(name)' is not a class", at: call)
                }
                return AppRootNode(kind: .view, className: name, source: source)
            }
            return subclass(name, call: call, in: scope, source: source, path: path)
        }
    }

    /// One of the app's own classes: what it descends from, and what the initialiser the call
    /// reaches and `viewDidLoad()` put in it.
    ///
    /// The initialiser is the class's own one whose labels the call uses, read with its parameters
    /// bound to the call's arguments (so `super.init(rootViewController: rootViewController)` is
    /// the call site's controller); when the class declares none that matches, the call reaches the
    /// inherited UIKit initialiser, read as UIKit's (`UINavigationController(rootViewController:)`,
    /// `UISplitViewController(style:)`). Other initialisers are other ways to make the class and
    /// are not merged in.
    mutating func subclass(
        _ name: String, call: FunctionCallExprSyntax, in callerScope: Scope, source: String, path: String
    ) -> AppRootNode? {
        let ancestry = index.ancestry(of: name)
        let kind = ancestry.lazy.compactMap { Self.containerKinds[$0] }.first
        var node: AppRootNode
        switch kind {
        case "navigation": node = AppRootNode(kind: .navigation([]), className: name, source: source)
        case "tabs": node = AppRootNode(kind: .tabs([]), className: name, source: source)
        case "split":
            // `init(style:)` is usually forwarded to `super.init(style: style)`: the call site says which.
            let style = call.arguments.first { $0.label?.text == "style" }.flatMap { Self.caseName($0.expression) } ?? "classic"
            node = AppRootNode(
                kind: .split(style: style == "unspecified" ? "classic" : style, columns: [], properties: []), className: name,
                source: source)
        default: node = AppRootNode(kind: .view, className: name, source: source)
        }
        if !ancestry.contains(where: { $0.hasPrefix("UI") && $0.hasSuffix("Controller") }) {
            unresolve(
                path,
                "'\(name)' descends from '\(ancestry.last ?? name)', which is not declared in this target; read as a plain view controller",
                at: call)
        }
        let labels = call.arguments.map { $0.label?.text }
        let initializer = index.declarations.first { member in
            guard member.container == name, let declaration = member.node.as(InitializerDeclSyntax.self) else { return false }
            return Self.accepts(declaration.signature.parameterClause.parameters, labels: labels)
        }
        if let declaration = initializer?.node.as(InitializerDeclSyntax.self), let body = declaration.body {
            var scope = Scope(statements: Array(body.statements), typeName: name)
            scope.arguments = Self.bind(declaration.signature.parameterClause.parameters, to: call, in: callerScope)
            applyWithHelpers(body, in: scope, of: name, to: &node, path: path)
        } else if case .navigation = node.kind, let root = call.arguments.first(where: { $0.label?.text == "rootViewController" }) {
            // The inherited `init(rootViewController:)`.
            let child =
                evaluate(root.expression, in: callerScope, path: "\(path).navigation[0]")
                ?? AppRootNode(kind: .view, source: location(of: root.expression))
            node.kind = .navigation([child])
        }
        // What the class does to itself where UIKit loads it.
        for member in index.declarations where member.container == name {
            if let function = member.node.as(FunctionDeclSyntax.self), ["viewDidLoad", "loadView"].contains(member.name),
                let body = function.body
            {
                applyWithHelpers(body, in: Scope(statements: Array(body.statements), typeName: name), of: name, to: &node, path: path)
            }
            if member.kind == .property, member.name == "supportedInterfaceOrientations",
                let binding = member.node.as(VariableDeclSyntax.self)
            {
                node.supportedInterfaceOrientations = orientationOverride(binding, path: path)
            }
        }
        return node
    }

    /// What a body of the class does to itself, and the argument-less helpers it calls on itself
    /// there (`setUpColumns()`, `setupChildViewControllers()`).
    mutating func applyWithHelpers(_ body: CodeBlockSyntax, in scope: Scope, of name: String, to node: inout AppRootNode, path: String) {
        apply(mutationsOf: ["self", "super", ""], in: scope, to: &node, path: path)
        for call in Self.calls(in: Syntax(body)) {
            guard let (receiver, method) = Self.callee(call), receiver == "" || receiver == "self", call.arguments.isEmpty,
                let helper = index.functions(named: method).first(where: { $0.container == name }),
                let helperBody = helper.node.as(FunctionDeclSyntax.self)?.body
            else { continue }
            apply(mutationsOf: ["self", ""], in: Scope(statements: Array(helperBody.statements), typeName: name), to: &node, path: path)
        }
    }

    /// Whether a parameter list takes a call with these argument labels (`nil`: unlabelled),
    /// parameters with default values left out.
    static func accepts(_ parameters: FunctionParameterListSyntax, labels: [String?]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            if let next = remaining.first, next == label {
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// The call's arguments by the names the parameters have inside the body.
    static func bind(_ parameters: FunctionParameterListSyntax, to call: FunctionCallExprSyntax, in scope: Scope) -> [String: BoundArgument]
    {
        var bound: [String: BoundArgument] = [:]
        var remaining = Array(call.arguments)[...]
        for parameter in parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            guard let next = remaining.first, next.label?.text == label else { continue }
            remaining = remaining.dropFirst()
            bound[(parameter.secondName ?? parameter.firstName).text] = BoundArgument(expression: next.expression, scope: scope)
        }
        return bound
    }

    /// A factory function: what its `return` (or single expression) builds.
    /// Its parameters are bound to the call's arguments (`navController(for: $0)` in a `map`).
    mutating func followFunction(
        _ function: ModuleIndex.Declaration, at call: FunctionCallExprSyntax, in callerScope: Scope, path: String
    ) -> AppRootNode? {
        guard let declaration = function.node.as(FunctionDeclSyntax.self), let body = declaration.body else {
            unresolve(path, "'\(function.name)' has no body PadKit can read", at: call)
            return nil
        }
        let statements = Array(body.statements)
        guard let value = Self.returnedExpression(statements) else {
            unresolve(path, "'\(function.fullName)' returns no controller PadKit can see", at: call)
            return nil
        }
        var scope = Scope(statements: statements, typeName: function.container)
        scope.arguments = Self.bind(declaration.signature.parameterClause.parameters, to: call, in: callerScope)
        return evaluate(value, in: scope, path: path)
    }

    /// The expression a body returns: its single expression, or its last `return`.
    static func returnedExpression(_ statements: [CodeBlockItemSyntax]) -> ExprSyntax? {
        if statements.count == 1, let expression = statements[0].item.as(ExprSyntax.self) { return expression }
        for statement in statements.reversed() {
            if let value = statement.item.as(ReturnStmtSyntax.self)?.expression { return value }
        }
        return nil
    }

    /// `UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()` and
    /// `instantiateViewController(withIdentifier: "X")`; the storyboard and the identifier may be
    /// named through the target's constants (``storyboardName(of:in:depth:)``, ``constantString(_:)``).
    mutating func storyboardInstance(
        _ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, in scope: Scope, path: String
    ) -> AppRootNode? {
        let source = location(of: call)
        guard let base = member.base, let storyboard = storyboardName(of: base, in: scope) else {
            unresolve(path, "instantiated from a storyboard PadKit cannot name", at: call)
            return nil
        }
        var identifier: String?
        if member.declName.baseName.text == "instantiateViewController" {
            guard let argument = call.arguments.first, let literal = constantString(argument.expression) else {
                unresolve(path, "instantiated from storyboard '\(storyboard)' with an identifier chosen at run time", at: call)
                return nil
            }
            identifier = literal
        }
        storyboards.append(StoryboardUse(name: storyboard, identifier: identifier, path: path))
        return AppRootNode(kind: .storyboard(name: storyboard, identifier: identifier), source: source)
    }
}
