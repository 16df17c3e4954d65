import PadKit
import SwiftSyntax

extension AppRootReader {
    /// `nav.viewControllers` → (`nav`, `viewControllers`); `viewControllers` → (`""`, ...).
    static func split(_ target: String) -> (receiver: String, property: String) {
        guard let dot = target.lastIndex(of: ".") else { return ("", target) }
        return (String(target[..<dot]), String(target[target.index(after: dot)...]))
    }

    /// The receiver and method name of a call such as `split.setViewController(x, for: .primary)`.
    static func callee(_ call: FunctionCallExprSyntax) -> (receiver: String, method: String)? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let receiver = member.base.map { unwrap($0).trimmedText } ?? ""
            return (receiver, member.declName.baseName.text)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return ("", reference.baseName.text) }
        return nil
    }

    /// Every call under `node`, not inside closures (which run later, if at all).
    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        calls(in: node, closures: false)
    }

    /// Every call under `node`, in source order; inside closures too when `closures`
    /// (``calls(in:)``, ``calls(inClosuresToo:)``).
    static func calls(in node: Syntax, closures: Bool) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            var entersClosures = false
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                entersClosures ? .visitChildren : .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.entersClosures = closures
        finder.walk(node)
        return finder.found
    }

    /// `.doubleColumn`, `UISplitViewController.Style.doubleColumn` → `doubleColumn`.
    static func caseName(_ expression: ExprSyntax) -> String? {
        guard let member = unwrap(expression).as(MemberAccessExprSyntax.self) else { return nil }
        return member.declName.baseName.text
    }

    /// A plain string literal's text (no interpolation).
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = unwrap(expression).as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    /// The key of `NSLocalizedString("key", comment: ...)` or `String(localized: "key")`.
    static func localizationKey(_ expression: ExprSyntax) -> String? {
        guard let call = unwrap(expression).as(FunctionCallExprSyntax.self), let first = call.arguments.first else { return nil }
        let name = call.calledExpression.trimmedText
        guard name == "NSLocalizedString" || (name == "String" && first.label?.text == "localized") else { return nil }
        return stringLiteral(first.expression)
    }

    /// A constant as JSON text, or `nil` when the value is not one.
    static func constant(_ expression: ExprSyntax, kind: ValueKind) -> JSONValue? {
        let value = unwrap(expression)
        switch kind {
        case .caseName:
            return caseName(value).map { .string($0) }
        case .bool:
            guard let literal = value.as(BooleanLiteralExprSyntax.self) else { return nil }
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .number:
            if let literal = value.as(FloatLiteralExprSyntax.self) {
                return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")).map { .number($0) }
            }
            if let literal = value.as(IntegerLiteralExprSyntax.self) {
                return Int(literal.literal.text.replacingOccurrences(of: "_", with: "")).map { .number(Double($0)) }
            }
            return nil
        }
    }

    /// A `supportedInterfaceOrientations` override that returns a constant mask, as orientation
    /// names; anything else is unresolved.
    mutating func orientationOverride(_ variable: VariableDeclSyntax, path: String) -> [String]? {
        guard let binding = variable.bindings.first, let accessors = binding.accessorBlock?.accessors else { return nil }
        let statements: [CodeBlockItemSyntax]
        switch accessors {
        case .getter(let items): statements = Array(items)
        case .accessors(let list): statements = list.first { $0.accessorSpecifier.text == "get" }?.body.map { Array($0.statements) } ?? []
        }
        guard let value = Self.returnedExpression(statements) else { return nil }
        let names = [
            "portrait": ["portrait"], "portraitUpsideDown": ["portraitUpsideDown"], "landscapeLeft": ["landscapeLeft"],
            "landscapeRight": ["landscapeRight"], "landscape": ["landscapeLeft", "landscapeRight"],
            "all": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
            "allButUpsideDown": ["portrait", "landscapeLeft", "landscapeRight"],
        ]
        let members: [ExprSyntax]
        if let array = Self.unwrap(value).as(ArrayExprSyntax.self) {
            members = array.elements.map(\.expression)
        } else {
            members = [value]
        }
        var result: [String] = []
        for member in members {
            guard let name = Self.caseName(member), let orientations = names[name] else {
                unresolve("\(path).supportedInterfaceOrientations", "decided at run time ('\(Self.short(value))')", at: value)
                return nil
            }
            for orientation in orientations where !result.contains(orientation) { result.append(orientation) }
        }
        let order = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]
        return order.filter(result.contains)
    }
}
