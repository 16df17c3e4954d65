import SwiftSyntax

/// Name endings of UIKit's interface types.
private let interfaceTypeSuffixes = ["ViewController", "NavigationController", "TabBarController", "View", "Cell", "Window", "Layout"]

extension SyntaxProtocol {
    /// The ancestors of this node, nearest first.
    var ancestors: UnfoldSequence<Syntax, Syntax?> {
        sequence(state: parent) { current in
            guard let node = current else { return nil }
            current = node.parent
            return node
        }
    }

    /// The nearest enclosing function, initializer or accessor-bearing variable, as the name a
    /// UIKit override would have: `viewWillLayoutSubviews`, `collectionView(_:layout:sizeForItemAt:)`,
    /// `intrinsicContentSize`. Closures are looked through: a closure runs on behalf of its function.
    var enclosingDeclarationName: String? {
        for node in ancestors {
            if let function = node.as(FunctionDeclSyntax.self) {
                return function.fullName
            }
            if node.is(InitializerDeclSyntax.self) { return "init" }
            if let variable = node.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first, binding.accessorBlock != nil,
                let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
            {
                return identifier.identifier.text
            }
        }
        return nil
    }

    /// The name of the type (or extended type) this node is declared in, with what it inherits
    /// there, nearest first.
    var enclosingTypeName: String? {
        for node in ancestors {
            if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = node.as(StructDeclSyntax.self) { return type.name.text }
            if let type = node.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = node.as(ActorDeclSyntax.self) { return type.name.text }
            if let type = node.as(ExtensionDeclSyntax.self) {
                return type.extendedType.as(IdentifierTypeSyntax.self)?.name.text ?? type.extendedType.trimmedText
            }
        }
        return nil
    }

    /// What kind of interface code this node is in: a UIKit view, view controller, cell, window or
    /// collection-view layout (a type that descends from one, through the index), a SwiftUI view,
    /// or a model that publishes to the interface (an `ObservableObject`, an `@Observable` class).
    func interfaceKind(_ index: ModuleIndex) -> InterfaceKind? {
        guard let name = enclosingTypeName else { return nil }
        var inherited: [String] = []
        for node in ancestors {
            if FileContext.isDeclarationGroup(node), let type = node.asProtocol(DeclGroupSyntax.self) {
                inherited = type.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
                if type.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "Observable" }) {
                    return .observable
                }
                break
            }
        }
        let ancestry = index.ancestry(of: name) + inherited
        if ancestry.contains(where: { $0 == "View" || $0 == "SwiftUI.View" || $0 == "ViewModifier" || $0 == "App" || $0 == "Scene" }) {
            return .swiftUI
        }
        if ancestry.contains(where: { name in
            interfaceTypeSuffixes.contains { name.hasSuffix($0) } && (name.hasPrefix("UI") || name == ancestry.first)
        }) {
            return .uikit
        }
        if ancestry.contains(where: { $0 == "ObservableObject" || $0 == "Combine.ObservableObject" }) { return .observable }
        return nil
    }

    /// The nearest enclosing function declaration.
    var enclosingFunction: FunctionDeclSyntax? {
        for node in ancestors {
            if let function = node.as(FunctionDeclSyntax.self) { return function }
        }
        return nil
    }

    /// Whether any token of this node has the given text.
    func containsToken(_ text: String) -> Bool {
        tokens(viewMode: .sourceAccurate).contains { $0.text == text }
    }

    /// Whether this node sits in code that only runs on systems older than iOS `major`: the
    /// `else` of `if #available(iOS major, *)`, the body of `if #unavailable(iOS major)`, or the
    /// `else` of `guard #available(iOS major, *)`. Deprecated API is the right call there.
    func isInFallback(forIOSOlderThan major: Int) -> Bool {
        var child = Syntax(self)
        for node in ancestors {
            defer { child = node }
            if let ifExpr = node.as(IfExprSyntax.self) {
                if let elseBody = ifExpr.elseBody, Syntax(elseBody).id == child.id,
                    ifExpr.conditions.requiresIOS(atLeast: major, keyword: .poundAvailable)
                {
                    return true
                }
                if Syntax(ifExpr.body).id == child.id,
                    ifExpr.conditions.requiresIOS(atLeast: major, keyword: .poundUnavailable)
                {
                    return true
                }
            }
            if let guardStmt = node.as(GuardStmtSyntax.self), Syntax(guardStmt.body).id == child.id,
                guardStmt.conditions.requiresIOS(atLeast: major, keyword: .poundAvailable)
            {
                return true
            }
        }
        return false
    }
}

/// Where interface code lives.
enum InterfaceKind: Equatable {
    /// A UIKit view, view controller, cell, window or collection-view layout.
    case uikit
    /// A SwiftUI view, modifier, scene or app.
    case swiftUI
    /// An `ObservableObject` or `@Observable` model that SwiftUI views redraw from.
    case observable
}

extension ConditionElementListSyntax {
    /// Whether one of the conditions is `#available` / `#unavailable` (per `keyword`) naming iOS
    /// (or iPadOS) `major` or later.
    func requiresIOS(atLeast major: Int, keyword: TokenKind) -> Bool {
        for element in self {
            guard let availability = element.condition.as(AvailabilityConditionSyntax.self),
                availability.availabilityKeyword.tokenKind == keyword
            else { continue }
            for argument in availability.availabilityArguments {
                guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                    ["iOS", "iPadOS", "macCatalyst"].contains(restriction.platform.text),
                    let version = restriction.version,
                    let value = Int(version.major.text)
                else { continue }
                if value >= major { return true }
            }
        }
        return false
    }
}

extension FunctionDeclSyntax {
    /// The Swift name with argument labels, e.g. `viewWillTransition(to:with:)`.
    var fullName: String {
        var result = name.text
        result += "("
        for parameter in signature.parameterClause.parameters {
            result += parameter.firstName.text
            result += ":"
        }
        result += ")"
        return result
    }

    /// Whether the declaration is marked `override`.
    var isOverride: Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }
}
