import SwiftSyntax

/// The one walk over a Swift file: every check sees the nodes it cares about, and the
/// suppression comments are collected from the same tokens.
final class LintVisitor: SyntaxVisitor {
    let context: FileContext
    private(set) var suppressions = Suppressions()

    private let readsSuppressions: Bool

    /// - Parameter readsSuppressions: whether to look for `padkit-lint:` comments in the trivia.
    init(context: FileContext, readsSuppressions: Bool) {
        self.context = context
        self.readsSuppressions = readsSuppressions
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        ScreenBoundsCheck.check(node, in: context)
        StatusBarOrientationCheck.check(node, in: context)
        DeviceOrientationCheck.check(node, in: context)
        DeviceOrientationNotificationCheck.check(node, in: context)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        PopoverAnchorCheck.check(node, in: context)
        KeyWindowCheck.check(node, in: context)
        OrientationRequestCheck.check(node, in: context)
        OrientationLockCheck.check(node, in: context)
        return .visitChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        NavigationIndexCheck.check(node, in: context)
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        WidthDivisionCheck.check(node, in: context)
        IdiomCheck.check(node, in: context)
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        IdiomCheck.check(node, in: context)
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        IdiomCheck.check(node, in: context)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        TransitionSuperCheck.check(node, in: context)
        OrientationLockCheck.check(node, in: context)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        OrientationLockCheck.check(node, in: context)
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if readsSuppressions, token.leadingTrivia.hasComments || token.trailingTrivia.hasComments {
            suppressions.read(token: token, lines: context.lines)
        }
        return .visitChildren
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
