import SwiftSyntax

/// `transition-missing-super`: `override func viewWillTransition(to:with:)` and
/// `override func willTransition(to:with:)` whose bodies never call the `super` implementation.
///
/// Only these two: Apple's documentation requires `super` in both so UIKit can forward the change.
/// `traitCollectionDidChange(_:)` has an empty default implementation and is not checked. A
/// `super` call anywhere in the body counts, including inside a closure.
enum TransitionSuperCheck {
    private static let checked: Set<String> = ["viewWillTransition(to:with:)", "willTransition(to:with:)"]

    static func check(_ node: FunctionDeclSyntax, in context: FileContext) {
        guard context.isEnabled(.transitionMissingSuper), node.isOverride,
              let body = node.body, checked.contains(node.fullName) else { return }
        let finder = SuperCallFinder(name: node.name.text)
        finder.walk(body)
        if !finder.found {
            context.report(.transitionMissingSuper, at: node.name, detail: "\(node.fullName)")
        }
    }
}

/// Finds `super.<name>(...)`.
final class SuperCallFinder: SyntaxVisitor {
    private let name: String
    private(set) var found = false

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == name {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }
}
