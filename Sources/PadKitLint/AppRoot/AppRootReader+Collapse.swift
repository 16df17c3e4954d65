import PadKit
import SwiftSyntax

extension AppRootReader {
    /// `split.delegate = self` (or another of the app's objects): the delegate's answers when the
    /// split collapses, read into the description's `delegate` keys, as the twin asks them
    /// (`topColumnForCollapsing` for a column-style split, `collapseSecondaryOntoPrimary` for a
    /// classic one).
    ///
    /// An answer is read when the method returns a constant where no condition holds: its last
    /// `return`, or the `default` of a `switch` that ends it. Conditions are run-time state (a
    /// chat is open, an article is selected); at launch nothing is selected, which is what the
    /// last `return` usually answers, and the entry under `unresolved` says so. An answer that is
    /// the proposal itself (`return proposedTopColumn`) is UIKit's default and is not written.
    mutating func readCollapseAnswers(ofDelegate value: ExprSyntax, in scope: Scope, to node: inout AppRootNode, path: String) {
        guard case .split(let style, let columns, var properties) = node.kind else { return }
        let delegate = Self.unwrap(value)
        let typeName: String?
        if delegate.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            typeName = scope.typeName
        } else {
            typeName = self.typeName(of: delegate, in: scope)
        }
        guard let typeName else {
            unresolve(
                "\(path).split.delegate",
                "the split's delegate is '\(Self.short(value))', which PadKit cannot name; its collapse answers are not read", at: value)
            return
        }
        let answers = collapseAnswers(
            of: typeName, path: "\(path).split.delegate", columnStyle: style != "classic", classic: style == "classic")
        guard !answers.isEmpty else { return }
        properties.removeAll { $0.key == "delegate" }
        properties.append(AppRootNode.Property(key: "delegate", value: .object(answers)))
        node.kind = .split(style: style, columns: columns, properties: properties)
    }

    /// The collapse answers of every `UISplitViewController` subclass of the target that makes
    /// itself its delegate (`delegate = self` in one of its methods), whatever makes it (a
    /// storyboard's `customClass` included). Both answers are read; the project reader keeps the
    /// one the split's style asks.
    mutating func splitClassDelegates() -> [(className: String, answers: [(String, JSONValue)])] {
        var result: [(className: String, answers: [(String, JSONValue)])] = []
        for declaration in index.declarations
        where declaration.kind == .class && !result.contains(where: { $0.className == declaration.name }) {
            guard index.ancestry(of: declaration.name).contains("UISplitViewController") else { continue }
            let members = index.declarations.filter { $0.container == declaration.name }
            let isOwnDelegate = members.contains { member in
                guard let body = Self.body(of: member.node) else { return false }
                return Self.assignments(in: Syntax(body)).contains {
                    ($0.target == "delegate" || $0.target == "self.delegate") && $0.value.trimmedText == "self"
                }
            }
            guard isOwnDelegate else { continue }
            let answers = collapseAnswers(
                of: declaration.name, path: "splitDelegates.\(declaration.name)", columnStyle: true, classic: true)
            if !answers.isEmpty { result.append((declaration.name, answers)) }
        }
        return result
    }

    /// The answers `typeName`'s delegate methods give when a split collapses, in the description's
    /// keys: `topColumnForCollapsing` (asked of a column-style split) and
    /// `collapseSecondaryOntoPrimary` (asked of a classic one), for the styles asked.
    private mutating func collapseAnswers(of typeName: String, path: String, columnStyle: Bool, classic: Bool) -> [(String, JSONValue)] {
        let methods = index.declarations.filter { $0.container == typeName && $0.kind == .function && $0.name == "splitViewController" }
        var answers: [(String, JSONValue)] = []
        if columnStyle,
            let method = methods.first(where: { $0.fullName.hasPrefix("splitViewController(_:topColumnForCollapsingToProposedTopColumn:") }
            ),
            let answer = collapseAnswer(
                method, path: "\(path).topColumnForCollapsing",
                read: { expression in
                    Self.caseName(expression).flatMap {
                        ["primary", "supplementary", "secondary"].contains($0) ? JSONValue.string($0) : nil
                    }
                })
        {
            answers.append(("topColumnForCollapsing", answer))
        }
        if classic, let method = methods.first(where: { $0.fullName.hasPrefix("splitViewController(_:collapseSecondary:onto:") }),
            let answer = collapseAnswer(
                method, path: "\(path).collapseSecondaryOntoPrimary",
                read: { expression in
                    expression.as(BooleanLiteralExprSyntax.self).map { JSONValue.bool($0.literal.tokenKind == .keyword(.true)) }
                })
        {
            answers.append(("collapseSecondaryOntoPrimary", answer))
        }
        return answers
    }

    /// The constant a delegate method returns where no condition holds, or `nil` (listed when it
    /// is not the proposal passed in).
    private mutating func collapseAnswer(_ method: ModuleIndex.Declaration, path: String, read: (ExprSyntax) -> JSONValue?) -> JSONValue? {
        guard let function = method.node.as(FunctionDeclSyntax.self), let body = function.body else { return nil }
        let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        let statements = Array(body.statements)
        var fallback = Self.returnedExpression(statements)
        // `switch proposedTopColumn { ... default: return .primary }` at the end.
        if let last = statements.last?.item,
            let choice = last.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) ?? last.as(SwitchExprSyntax.self),
            let defaultCase = choice.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }).first(where: {
                $0.label.is(SwitchDefaultLabelSyntax.self)
            })
        {
            fallback = Self.returnedExpression(Array(defaultCase.statements)) ?? fallback
        }
        guard let fallback = fallback.map(Self.unwrap) else { return nil }
        if let reference = fallback.as(DeclReferenceExprSyntax.self), parameters.contains(reference.baseName.text) { return nil }
        guard let answer = read(fallback) else {
            unresolve(path, "the delegate answers '\(Self.short(fallback))', decided at run time; UIKit's default is used", at: fallback)
            return nil
        }
        let returns = Self.returns(in: Syntax(body))
        if returns.count > 1, returns.contains(where: { read(Self.unwrap($0)) != answer }) {
            unresolve(
                path,
                """
                the delegate's answer depends on run-time state; PadKit reads '\(Self.short(fallback))', what it answers when no \
                condition holds (nothing selected, as at launch)
                """,
                at: fallback)
        }
        return answer
    }

    /// Every `return` value under `node`, not in closures.
    static func returns(in node: Syntax) -> [ExprSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [ExprSyntax] = []
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if let value = node.expression { found.append(value) }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }
}
