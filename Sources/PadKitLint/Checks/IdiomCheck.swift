import SwiftSyntax

/// `idiom-for-layout`: `userInterfaceIdiom == .pad` (or `.phone`, or `UI_USER_INTERFACE_IDIOM()`)
/// deciding a layout, where the window's size class is what matters.
///
/// An idiom check decides a layout when it is made inside a layout callback
/// (``LayoutContext/layoutCallbacks``), when a branch it guards sets geometry (frames, constraints,
/// item sizes), or when a ternary on it produces a geometry value (`columns = isPad ? 3 : 1`,
/// `CGSize(...)`, a `width:` argument).
///
/// Not flagged: idiom checks for features (`if idiom == .pad { enablePencil() }`), for orientation
/// masks, for presentation styles, or anything else that is not geometry; and decisions that also
/// read `horizontalSizeClass` (phone layout by idiom, iPad layout by size class), which already
/// adapt to compact iPad windows.
enum IdiomCheck {
    static func check(_ node: SequenceExprSyntax, in context: FileContext) {
        guard context.isEnabled(.idiomForLayout) else { return }
        let elements = Array(node.elements)
        for index in elements.indices where index > 0 && index + 1 < elements.count {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self), ["==", "!="].contains(op.operator.text) else { continue }
            let left = elements[index - 1], right = elements[index + 1]
            let idiom: ExprSyntax
            if isIdiom(left), isIdiomValue(right) { idiom = left }
            else if isIdiom(right), isIdiomValue(left) { idiom = right }
            else { continue }
            if consultsSizeClass(around: node) { return }
            if let reason = layoutUse(ofComparisonIn: node, elements: elements, after: index) {
                context.report(.idiomForLayout, at: idiom, detail: reason)
                return
            }
        }
    }

    static func check(_ node: SwitchExprSyntax, in context: FileContext) {
        guard context.isEnabled(.idiomForLayout), isIdiom(node.subject), !node.containsToken("horizontalSizeClass") else { return }
        if let name = node.enclosingDeclarationName, LayoutContext.layoutCallbacks.contains(name) {
            context.report(.idiomForLayout, at: node.subject, detail: "in \(name)")
        } else if GeometryWorkFinder.contains(node.cases) {
            context.report(.idiomForLayout, at: node.subject, detail: "a case sets geometry")
        }
    }

    /// Whether the decision the comparison belongs to (its `if`, `guard` or `switch`, or the
    /// expression itself) also reads `horizontalSizeClass`: then compact iPad windows are
    /// already handled, and the idiom only refines the layout.
    private static func consultsSizeClass(around node: SequenceExprSyntax) -> Bool {
        for ancestor in node.ancestors {
            if ancestor.is(IfExprSyntax.self) || ancestor.is(GuardStmtSyntax.self) || ancestor.is(SwitchExprSyntax.self) {
                return ancestor.containsToken("horizontalSizeClass")
            }
            if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self) { break }
        }
        return node.containsToken("horizontalSizeClass")
    }

    static func isIdiom(_ expr: ExprSyntax) -> Bool {
        if let path = expr.unqualifiedPath { return path.count >= 2 && path.last == "userInterfaceIdiom" }
        if let call = expr.as(FunctionCallExprSyntax.self) { return call.calledName == "UI_USER_INTERFACE_IDIOM" }
        return false
    }

    private static func isIdiomValue(_ expr: ExprSyntax) -> Bool {
        guard let path = expr.unqualifiedPath, let last = path.last, last == "pad" || last == "phone" else { return false }
        return path == ["", last] || path == ["UIUserInterfaceIdiom", last]
    }

    /// Why the comparison decides a layout, or `nil` when it does not.
    private static func layoutUse(ofComparisonIn node: SequenceExprSyntax, elements: [ExprSyntax], after index: Int) -> String? {
        if let name = node.enclosingDeclarationName, LayoutContext.layoutCallbacks.contains(name) {
            return "in \(name)"
        }
        // A ternary on the idiom: `idiom == .pad ? 3 : 1`.
        if let ternaryIndex = elements.indices.first(where: { $0 > index && elements[$0].is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self) {
            let branches = [ternary.thenExpression] + (ternaryIndex + 1 < elements.count ? [elements[ternaryIndex + 1]] : [])
            if branches.contains(where: { GeometryWorkFinder.contains($0) }) { return "a branch builds geometry" }
            if let assignment = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), assignment == 1,
               let target = elements[0].unqualifiedPath?.last,
               LayoutContext.geometryMembers.contains(target) || LayoutContext.isGeometryName(target) {
                return "sets '\(target)'"
            }
            if let name = destinationName(of: node) { return name }
            return nil
        }
        // `if idiom == .pad { frame = ... }`.
        if let condition = node.parent?.as(ConditionElementSyntax.self),
           let ifExpr = condition.parent?.parent?.as(IfExprSyntax.self) {
            if GeometryWorkFinder.contains(ifExpr.body) { return "its branch sets geometry" }
            if let elseBody = ifExpr.elseBody, GeometryWorkFinder.contains(elseBody) { return "its else branch sets geometry" }
        }
        return nil
    }

    /// The geometry name a ternary's value goes to: `let columns = ...`, `width: ...`.
    private static func destinationName(of node: SequenceExprSyntax) -> String? {
        if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           LayoutContext.isGeometryName(name) {
            return "stored in '\(name)'"
        }
        if let label = node.parent?.as(LabeledExprSyntax.self)?.label?.text, LayoutContext.geometryLabels.contains(label) {
            return "passed as '\(label)'"
        }
        return nil
    }
}
