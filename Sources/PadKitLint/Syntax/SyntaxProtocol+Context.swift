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
               let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                return identifier.identifier.text
            }
        }
        return nil
    }

    /// Whether this node is inside a view, view controller, cell, window or collection-view
    /// layout (a type whose name or first superclass ends in one of those words, or an extension
    /// of one): the code that decides an interface.
    var isInInterfaceType: Bool {
        for node in ancestors {
            var names: [String] = []
            if let type = node.as(ClassDeclSyntax.self) {
                names = [type.name.text] + (type.inheritanceClause?.inheritedTypes.first.map { [$0.type.trimmedDescription] } ?? [])
            } else if let type = node.as(ExtensionDeclSyntax.self) {
                names = [type.extendedType.trimmedDescription]
            } else if let type = node.as(StructDeclSyntax.self) {
                names = [type.name.text]
            } else {
                continue
            }
            return names.contains { name in interfaceTypeSuffixes.contains { name.hasSuffix($0) } }
        }
        return false
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
                   ifExpr.conditions.requiresIOS(atLeast: major, keyword: .poundAvailable) {
                    return true
                }
                if Syntax(ifExpr.body).id == child.id,
                   ifExpr.conditions.requiresIOS(atLeast: major, keyword: .poundUnavailable) {
                    return true
                }
            }
            if let guardStmt = node.as(GuardStmtSyntax.self), Syntax(guardStmt.body).id == child.id,
               guardStmt.conditions.requiresIOS(atLeast: major, keyword: .poundAvailable) {
                return true
            }
        }
        return false
    }

    /// Whether this node only runs where a popover adapts to a sheet: the iPhone branch of an
    /// idiom check (`userInterfaceIdiom == .phone`, the `else` of `== .pad`, a project's own
    /// `isPad` / `isPhone` helpers) or the compact branch of a size-class check, in `if` or `guard`.
    var isInPhoneOnlyBranch: Bool {
        var child = Syntax(self)
        for node in ancestors {
            defer { child = node }
            if let ifExpr = node.as(IfExprSyntax.self), let polarity = ifExpr.conditions.phonePolarity {
                if Syntax(ifExpr.body).id == child.id, polarity == .phone { return true }
                if let elseBody = ifExpr.elseBody, Syntax(elseBody).id == child.id, polarity == .pad { return true }
            }
            if let guardStmt = node.as(GuardStmtSyntax.self), Syntax(guardStmt.body).id == child.id,
               guardStmt.conditions.phonePolarity == .pad {
                return true
            }
        }
        return false
    }
}

/// Which kind of window a condition is true in.
enum DevicePolarity {
    /// True on iPhone / in compact width.
    case phone
    /// True on iPad / in regular width.
    case pad
}

extension ConditionElementListSyntax {
    /// Whether these conditions (a single idiom or size-class test, possibly negated) hold on
    /// iPhone or on iPad; `nil` when they test something else, or several things.
    var phonePolarity: DevicePolarity? {
        guard count == 1, let only = first else { return nil }
        var phone = false, pad = false, negated = false
        for token in only.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .prefixOperator("!"), .binaryOperator("!="): negated.toggle()
            case .binaryOperator("&&"), .binaryOperator("||"), .binaryOperator("??"), .infixQuestionMark: return nil
            default: break
            }
            switch token.text {
            case "phone", "isPhone", "isIPhone", "isiPhone", "compact": phone = true
            case "pad", "isPad", "isIPad", "isiPad", "regular": pad = true
            default: continue
            }
        }
        guard phone != pad else { return nil }
        let polarity: DevicePolarity = phone ? .phone : .pad
        guard negated else { return polarity }
        return polarity == .phone ? .pad : .phone
    }

    /// Whether one of the conditions is `#available` / `#unavailable` (per `keyword`) naming iOS
    /// (or iPadOS) `major` or later.
    func requiresIOS(atLeast major: Int, keyword: TokenKind) -> Bool {
        for element in self {
            guard let availability = element.condition.as(AvailabilityConditionSyntax.self),
                  availability.availabilityKeyword.tokenKind == keyword else { continue }
            for argument in availability.availabilityArguments {
                guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                      ["iOS", "iPadOS", "macCatalyst"].contains(restriction.platform.text),
                      let version = restriction.version,
                      let value = Int(version.major.text) else { continue }
                if value >= major { return true }
            }
        }
        return false
    }
}

extension FunctionDeclSyntax {
    /// The Swift name with argument labels, e.g. `viewWillTransition(to:with:)`.
    var fullName: String {
        let labels = signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "\(name.text)(\(labels))"
    }

    /// Whether the declaration is marked `override`.
    var isOverride: Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }
}
