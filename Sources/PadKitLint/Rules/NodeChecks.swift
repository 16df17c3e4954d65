import SwiftSyntax

/// The checks a rule runs, by the kind of syntax node they look at.
///
/// A rule's file says which nodes its checks want (`NodeChecks(memberAccess: [check])`);
/// ``RuleRegistry/checks`` merges those of every rule in registry order, and ``LintVisitor`` calls
/// them for each node of that kind it enters. A check returns at once when its rule is disabled.
struct NodeChecks: Sendable {
    /// A check of one kind of node, reporting into the file's context.
    typealias Check<Node> = @Sendable (Node, FileContext) -> Void

    var memberAccess: [Check<MemberAccessExprSyntax>] = []
    var functionCall: [Check<FunctionCallExprSyntax>] = []
    var subscriptCall: [Check<SubscriptCallExprSyntax>] = []
    var sequence: [Check<SequenceExprSyntax>] = []
    var switchExpression: [Check<SwitchExprSyntax>] = []
    var ifExpression: [Check<IfExprSyntax>] = []
    var functionDecl: [Check<FunctionDeclSyntax>] = []
    var variableDecl: [Check<VariableDeclSyntax>] = []

    /// These checks followed by `other`'s.
    func merging(_ other: NodeChecks) -> NodeChecks {
        var merged = self
        merged.memberAccess += other.memberAccess
        merged.functionCall += other.functionCall
        merged.subscriptCall += other.subscriptCall
        merged.sequence += other.sequence
        merged.switchExpression += other.switchExpression
        merged.ifExpression += other.ifExpression
        merged.functionDecl += other.functionDecl
        merged.variableDecl += other.variableDecl
        return merged
    }
}
