import SwiftSyntax

/// `fixed-navigation-index`: a navigation stack's `viewControllers` subscripted with a fixed
/// position: `navigationController?.viewControllers[2]`, `nav.viewControllers[count - 2]`.
///
/// A stack is recognised by its path: it goes through `navigationController`, or the receiver's
/// name contains `nav` (`nav`, `navController`, `rootNavigation`). Tab bar controllers'
/// `viewControllers` are a fixed set of tabs and are not checked.
///
/// Not flagged: index `0` (the root, like `.first`), `count - 1` (the top, like `.last`), variable
/// indices (typically from `firstIndex(of:)`), `.first`, `.last`.
enum NavigationIndexCheck {
    static func check(_ node: SubscriptCallExprSyntax, in context: FileContext) {
        guard node.calledExpression.lastName == "viewControllers", context.isEnabled(.fixedNavigationIndex),
              let path = node.calledExpression.unqualifiedPath, path.last == "viewControllers",
              isNavigationStack(Array(path.dropLast())),
              node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else { return }
        let index = argument.expression
        if let value = index.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue {
            guard value >= 1 else { return }
            context.report(.fixedNavigationIndex, at: node, detail: "index \(value)")
            return
        }
        // `viewControllers[viewControllers.count - n]`, n >= 2.
        if let sequence = index.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3,
                  elements[0].unqualifiedPath?.last == "count",
                  elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "-",
                  let offset = elements[2].as(IntegerLiteralExprSyntax.self)?.representedLiteralValue,
                  offset >= 2 else { return }
            context.report(.fixedNavigationIndex, at: node, detail: "index count - \(offset)")
        }
    }

    private static func isNavigationStack(_ receiver: [String]) -> Bool {
        if receiver.contains("navigationController") { return true }
        guard let last = receiver.last else { return false }
        return last.lowercased().contains("nav")
    }
}
