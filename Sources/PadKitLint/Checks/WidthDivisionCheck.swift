import SwiftSyntax

/// `width-divided-layout`: a width computed as a container's width divided by a number (seed
/// 002's "父视图宽度÷3") and used as a width, outside the callbacks UIKit re-runs on every resize.
///
/// Flagged: `X.bounds.width / n` or `X.frame.width / n` (also `bounds.size.width`, `(view.bounds.width - 40) / 3`, names such as
/// `screenWidth`) with a literal `n >= 2` or a column/item count (``isEqualShareDivisor(_:)``), when the result is a `width:` argument (`CGSize`,
/// `CGRect`), `equalToConstant:`, SnapKit's `make.width.equalTo(...)`, an assignment to a `width`,
/// or a local whose name says it is a width.
///
/// Not flagged: divisions used for positions (`x: bounds.width / 2 - 20`, centring), corner radii,
/// anything inside `layoutSubviews`, `viewWillLayoutSubviews`, `sizeForItemAt` and the other
/// ``LayoutContext/recomputedOnResize`` callbacks.
enum WidthDivisionCheck {
    static func check(_ node: SequenceExprSyntax, in context: FileContext) {
        guard context.isEnabled(.widthDividedLayout) else { return }
        let elements = Array(node.elements)
        for index in elements.indices where index > 0 && index + 1 < elements.count {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self), op.operator.text == "/",
                  isEqualShareDivisor(elements[index + 1]),
                  isContainerWidth(elements[index - 1]) else { continue }
            guard let destination = widthDestination(of: node, elements: elements, divisionIndex: index) else { continue }
            if let name = node.enclosingDeclarationName, LayoutContext.recomputedOnResize.contains(name) { return }
            context.report(.widthDividedLayout, at: elements[index - 1], detail: destination)
            return
        }
    }

    /// Whether `expr` divides a width into equal shares: a literal of at least 2, or a count of
    /// columns or items (`CGFloat(columns)`, `CGFloat(items.count)`, `itemsPerRow`). Divisions by
    /// anything else (a scale, a ratio) are not judged.
    static func isEqualShareDivisor(_ expr: ExprSyntax) -> Bool {
        if let value = expr.numericLiteralValue { return value >= 2 }
        var inner = expr
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledName,
           ["CGFloat", "Double", "Float"].contains(name), call.arguments.count == 1, let only = call.arguments.first {
            inner = only.expression
        }
        guard let name = inner.unqualifiedPath?.last?.lowercased() else { return false }
        return name.contains("column") || name.hasSuffix("count") || name.contains("perrow")
    }

    /// Whether `expr` reads a container's width.
    static func isContainerWidth(_ expr: ExprSyntax) -> Bool {
        if let path = expr.unqualifiedPath {
            guard let last = path.last else { return false }
            // `view.bounds.width`, `frame.size.width`: a view's or window's geometry. Other
            // `.width`s (an image's size, a model value) are not a container's.
            if last == "width" && (path.contains("bounds") || path.contains("frame")) { return true }
            let lowered = last.lowercased()
            return path.count == 1 && (lowered.contains("screenwidth") || lowered.contains("screen_width") || lowered == "screenw" || lowered == "kscreenw")
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            if isContainerWidth(inner.expression) { return true }
            if let sequence = inner.expression.as(SequenceExprSyntax.self) {
                return sequence.elements.contains { isContainerWidth($0) }
            }
        }
        return false
    }

    /// How the divided value is used as a width, or `nil` when it is not.
    private static func widthDestination(of node: SequenceExprSyntax, elements: [ExprSyntax], divisionIndex: Int) -> String? {
        // `frame.size.width = container.width / 3`
        if let assignment = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), assignment < divisionIndex {
            if assignment == 1, elements[0].unqualifiedPath?.last == "width" { return "assigned to a width" }
            return nil
        }
        var current = Syntax(node)
        while let parent = current.parent {
            if let labeled = parent.as(LabeledExprSyntax.self) {
                if let tuple = labeled.parent?.parent?.as(TupleExprSyntax.self), labeled.label == nil {
                    current = Syntax(tuple)
                    continue
                }
                guard let call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
                let label = labeled.label?.text
                if label == "width" { return "passed as width" }
                if label == "equalToConstant", call.calledExpression.containsToken("widthAnchor") { return "a constant width constraint" }
                if label == nil, let name = call.calledName {
                    if ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"].contains(name),
                       call.receiver?.unqualifiedPath?.contains("width") == true {
                        return "a constant width constraint"
                    }
                    if ["floor", "ceil", "round", "CGFloat", "Double", "max", "min"].contains(name) {
                        current = Syntax(call)
                        continue
                    }
                }
                return nil
            }
            if let initializer = parent.as(InitializerClauseSyntax.self) {
                guard let binding = initializer.parent?.as(PatternBindingSyntax.self),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      name.lowercased().contains("width") else { return nil }
                return "stored in '\(name)'"
            }
            if parent.is(ExprListSyntax.self) || parent.is(SequenceExprSyntax.self) {
                current = parent
                continue
            }
            return nil
        }
        return nil
    }
}
