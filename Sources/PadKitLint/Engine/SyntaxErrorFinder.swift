import SwiftSyntax

/// Finds the first place SwiftParser had to recover: unexpected text or a missing token.
/// The walk is in source order and stops descending once something is found, so the first
/// record is the earliest.
final class SyntaxErrorFinder: SyntaxAnyVisitor {
    private(set) var position: AbsolutePosition?
    private(set) var detail = ""

    init() { super.init(viewMode: .all) }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia, "unexpected code '\(Self.excerpt(node.trimmedText))'")
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if position == nil, token.presence == .missing {
            record(token.positionAfterSkippingLeadingTrivia, Self.expectation(for: token))
        }
        return .skipChildren
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        position == nil && node.hasError ? .visitChildren : .skipChildren
    }

    private func record(_ at: AbsolutePosition, _ text: String) {
        guard position == nil else { return }
        position = at
        detail = text
    }

    /// "expected ')'", or what kind of code is missing when the token is a placeholder.
    private static func expectation(for token: TokenSyntax) -> String {
        if let parent = token.parent {
            if parent.is(MissingExprSyntax.self) { return "expected an expression" }
            if parent.is(MissingTypeSyntax.self) { return "expected a type" }
            if parent.is(MissingPatternSyntax.self) { return "expected a pattern" }
            if parent.is(MissingDeclSyntax.self) || parent.is(MissingSyntax.self) { return "expected a declaration" }
            if parent.is(MissingStmtSyntax.self) { return "expected a statement" }
        }
        return token.text.isEmpty || token.text.hasPrefix("<#") ? "incomplete code" : "expected '\(token.text)'"
    }

    private static func excerpt(_ text: String) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
        return line.count > 40 ? String(line.prefix(40)) + "…" : line
    }
}
