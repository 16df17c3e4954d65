import SwiftSyntax

/// The one walk over a Swift file: every rule's checks (``RuleRegistry/checks``) see the nodes
/// they asked for, and the suppression comments are collected from the same tokens.
///
/// With trigger offsets (``TriggerWords``), a node whose bytes hold none is skipped with all it
/// contains: no check can report there. The walk visits nodes in source order, so one cursor
/// into the ascending offsets answers each node in constant time (amortised).
final class LintVisitor: SyntaxAnyVisitor {
    let context: FileContext
    private(set) var suppressions = Suppressions()

    private let readsSuppressions: Bool
    /// The checks of every registered rule (``RuleRegistry/checks``).
    private let checks = RuleRegistry.checks
    /// Ascending byte offsets of trigger words; `nil` walks the whole tree.
    private let triggers: [Int]?
    private var cursor = 0

    /// - Parameters:
    ///   - readsSuppressions: whether to look for `padkit-lint:` comments in the trivia.
    ///   - triggers: where the words the rules react to occur (``TriggerWords/offsets(in:)``);
    ///     `nil` to visit every node.
    init(context: FileContext, readsSuppressions: Bool, triggers: [Int]?) {
        self.context = context
        self.readsSuppressions = readsSuppressions
        self.triggers = triggers
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether `node` holds a trigger word. Nodes come in source order, so the cursor only moves forward.
    @inline(__always)
    private func isTriggered(_ node: some SyntaxProtocol) -> Bool {
        guard let triggers else { return true }
        let start = node.position.utf8Offset
        while cursor < triggers.count && triggers[cursor] < start { cursor += 1 }
        return cursor < triggers.count && triggers[cursor] < node.endPosition.utf8Offset
    }

    /// Runs the checks that asked for `node`'s kind, unless no trigger word is in it (then
    /// nothing below it is visited either).
    @inline(__always)
    private func run<Node: SyntaxProtocol>(_ checks: [NodeChecks.Check<Node>], on node: Node) -> SyntaxVisitorContinueKind {
        guard isTriggered(node) else { return .skipChildren }
        for check in checks { check(node, context) }
        return .visitChildren
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        isTriggered(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { run(checks.memberAccess, on: node) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { run(checks.functionCall, on: node) }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind { run(checks.subscriptCall, on: node) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { run(checks.sequence, on: node) }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { run(checks.switchExpression, on: node) }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { run(checks.ifExpression, on: node) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { run(checks.functionDecl, on: node) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { run(checks.variableDecl, on: node) }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if readsSuppressions, token.leadingTrivia.hasComments || token.trailingTrivia.hasComments {
            suppressions.read(token: token, lines: context.lines)
        }
        return .skipChildren
    }
}

extension Trivia {
    /// Whether any piece is a comment.
    var hasComments: Bool {
        contains { piece in
            switch piece {
            case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
            default: return false
            }
        }
    }
}
