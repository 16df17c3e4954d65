import SwiftSyntax

extension Rule {
    /// A width computed as a fraction of a container's width outside any layout pass.
    public static let widthDividedLayout = Rule(
        id: "width-divided-layout",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "width computed once as a fraction of a container's width; it goes stale when the window is resized",
        why:
            """
            A width computed once as a share of a container (a third of the view's width for three columns) is right only for the size \
            the container had at that moment. When the window is resized (Split View, Stage Manager, rotation) nothing recomputes it. \
            Constraints with a multiplier, equal widths or a stack view keep the share right at every size; so does computing it in \
            layoutSubviews or viewWillLayoutSubviews, which UIKit calls after every size change.
            """,
        fix:
            """
            Constrain it: widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 3), equal widths, or a UIStackView \
            with distribution = .fillEqually; or compute the frame inside layoutSubviews / viewWillLayoutSubviews, which run after every \
            size change.
            """,
        triggerWords: ["/"],
        examples: RuleExamples(
            flagged: [
                RuleExample.inViewDidLoad(
                    #"""
                    let columns = 3
                    card.frame = CGRect(x: 0, y: 0, width: ↓view.bounds.width / 3, height: 44)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    card.widthAnchor.constraint(equalToConstant: ↓view.frame.width / 2).isActive = true
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let side = ↓(view.bounds.width - 40) / 3
                    card.frame.size.width = side
                    """#),
            ],
            nearMisses: [
                RuleExample.inViewDidLoad(
                    #"""
                    card.center = CGPoint(x: view.bounds.width / 2, y: 0)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    card.layer.cornerRadius = card.bounds.width / 2
                    """#),
                RuleExample(
                    #"""
                    import UIKit

                    final class Grid: UIView {
                        let card = UIView()

                        override func layoutSubviews() {
                            super.layoutSubviews()
                            card.frame = CGRect(x: 0, y: 0, width: bounds.width / 3, height: 44)
                        }
                    }
                    """#),
            ]
        )
    )
}

/// `width-divided-layout`: a width computed as a container's width divided into equal shares (a
/// third of the view's width for three columns) and used as a width, outside the callbacks UIKit
/// re-runs on every resize.
///
/// Flagged: `X.bounds.width / n` or `X.frame.width / n` (also `bounds.size.width`,
/// `(view.bounds.width - 40) / 3`, or a local holding such a width) with a literal `n >= 2`, a local
/// bound to one, or a collection's `count` (``isEqualShareDivisor(_:)``), when the result is a
/// `width:` argument (`CGSize`, `CGRect`), `equalToConstant:` on a width anchor, SnapKit's
/// `make.width.equalTo(...)`, an assignment to a `width`, or a local that is then used as one of
/// those. Decided from the APIs the value flows through, never from a variable's name.
///
/// Not flagged: divisions used for positions (`x: bounds.width / 2 - 20`, centring), corner radii,
/// anything inside `layoutSubviews`, `viewWillLayoutSubviews`, `sizeForItemAt` and the other
/// ``LayoutContext/recomputedOnResize`` callbacks.
enum WidthDividedLayout: RuleDefinition {
    static let rule = Rule.widthDividedLayout
    static let checks = NodeChecks(sequence: [check])

    static func check(_ node: SequenceExprSyntax, in context: FileContext) {
        guard context.isEnabled(.widthDividedLayout) else { return }
        let elements = Array(node.elements)
        for index in elements.indices where index > 0 && index + 1 < elements.count {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self), op.operator.text == "/",
                isEqualShareDivisor(elements[index + 1]),
                isContainerWidth(elements[index - 1])
            else { continue }
            guard let destination = widthDestination(of: node, elements: elements, divisionIndex: index) else { continue }
            if node.isPhoneOnly(index: context.index) { return }
            if let name = node.enclosingDeclarationName, LayoutContext.recomputedOnResize.contains(name) { return }
            context.report(.widthDividedLayout, at: elements[index - 1], detail: destination)
            return
        }
    }

    /// Whether `expr` divides a width into equal shares: a literal of at least 2, a local bound
    /// to one, or a collection's `count` (`CGFloat(items.count)`). Divisions by anything else (a
    /// scale, a ratio) are not judged.
    static func isEqualShareDivisor(_ expr: ExprSyntax) -> Bool {
        if let value = expr.numericLiteralValue { return value >= 2 }
        var inner = expr
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledName,
            ["CGFloat", "Double", "Float"].contains(name), call.arguments.count == 1, let only = call.arguments.first
        {
            inner = only.expression
        }
        guard let path = inner.unqualifiedPath else { return false }
        if path.count >= 2, path.last == "count" { return true }
        guard path.count == 1, let binding = inner.localBinding(named: path[0]) else { return false }
        if let value = binding.initializer.numericLiteralValue { return value >= 2 }
        // `let columns = condition ? 3 : 2`: a count chosen from literals.
        if let sequence = binding.initializer.as(SequenceExprSyntax.self),
            let ternaryIndex = sequence.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = sequence.elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self)
        {
            let otherwise = sequence.elements[sequence.elements.index(after: ternaryIndex)...].first
            let values = [ternary.thenExpression.numericLiteralValue, otherwise?.numericLiteralValue]
            return values.allSatisfy { $0 != nil } && values.contains { ($0 ?? 0) >= 2 }
        }
        return false
    }

    /// Whether `expr` reads a container's width: a view's or window's `bounds` / `frame` width, or
    /// a local bound to one.
    static func isContainerWidth(_ expr: ExprSyntax) -> Bool {
        if let path = expr.unqualifiedPath {
            guard let last = path.last else { return false }
            // `view.bounds.width`, `frame.size.width`: a view's or window's geometry. Other
            // `.width`s (an image's size, a model value) are not a container's.
            if last == "width" && (path.contains("bounds") || path.contains("frame")) { return true }
            if path.count == 1, let binding = expr.localBinding(named: last),
                let initial = binding.initializer.unqualifiedPath, initial.last == "width",
                initial.contains("bounds") || initial.contains("frame")
            {
                return true
            }
            return false
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
        return widthDestination(of: Syntax(node), followsLocal: true)
    }

    /// How the value at `node` is used as a width; `followsLocal` follows one local it is stored in.
    private static func widthDestination(of node: Syntax, followsLocal: Bool) -> String? {
        // `frame.size.width = w`
        if let list = node.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), Syntax(elements[2]).id == node.id,
                elements[0].unqualifiedPath?.last == "width"
            {
                return "assigned to a width"
            }
        }
        var current = node
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
                        call.receiver?.unqualifiedPath?.contains("width") == true
                    {
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
                // A local: follow it to where it is used as a width.
                guard followsLocal, let binding = initializer.parent?.as(PatternBindingSyntax.self),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let scope = binding.ancestors.first(where: { $0.is(CodeBlockItemListSyntax.self) })
                else { return nil }
                let uses = NameUseFinder(name: name, after: binding.endPosition)
                uses.walk(scope)
                for use in uses.uses {
                    if let destination = widthDestination(of: Syntax(use), followsLocal: false) {
                        return "stored in '\(name)', then \(destination)"
                    }
                }
                return nil
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
