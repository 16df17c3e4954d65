import SwiftSyntax

extension Rule {
    /// Transition overrides that never call `super`.
    public static let transitionMissingSuper = Rule(
        id: "transition-missing-super",
        defaultSeverity: .warning,
        input: .swiftSource,
        message:
            """
            override does not call super, so UIKit cannot forward the transition to child view controllers and the presentation \
            controller
            """,
        why:
            """
            Apple's documentation for viewWillTransition(to:with:) and willTransition(to:with:) asks overrides to call super so UIKit can \
            forward the change to child view controllers and to the presentation controller. Without it, children and presented \
            controllers miss size and trait changes. traitCollectionDidChange(_:) is not checked: its default implementation does nothing.
            """,
        fix:
            """
            Call super.viewWillTransition(to: size, with: coordinator) (or super.willTransition(to: newCollection, with: coordinator)) \
            first in the override.
            """,
        triggerWords: ["viewWillTransition", "willTransition"],
        examples: RuleExamples(
            flagged: [
                RuleExample(
                    #"""
                    import UIKit

                    final class Player: UIViewController {
                        override func ↓viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                            relayout(for: size)
                        }
                    }
                    """#),
                RuleExample(
                    #"""
                    import UIKit

                    final class Player: UIViewController {
                        override func ↓willTransition(to newCollection: UITraitCollection, with coordinator: \#
                    UIViewControllerTransitionCoordinator) {
                            relayout()
                        }
                    }
                    """#),
            ],
            nearMisses: [
                RuleExample(
                    #"""
                    import UIKit

                    final class Player: UIViewController {
                        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                            super.viewWillTransition(to: size, with: coordinator)
                            relayout(for: size)
                        }
                    }
                    """#),
                RuleExample(
                    #"""
                    import UIKit

                    final class Player: UIViewController {
                        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                            relayout()
                        }
                    }
                    """#),
                RuleExample(
                    #"""
                    import UIKit

                    final class Player: UIViewController {
                        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                            coordinator.animate(alongsideTransition: { _ in
                                super.viewWillTransition(to: size, with: coordinator)
                            })
                        }
                    }
                    """#),
            ]
        )
    )
}

/// `transition-missing-super`: `override func viewWillTransition(to:with:)` and
/// `override func willTransition(to:with:)` whose bodies never call the `super` implementation.
///
/// Only these two: Apple's documentation requires `super` in both so UIKit can forward the change.
/// `traitCollectionDidChange(_:)` has an empty default implementation and is not checked. A
/// `super` call anywhere in the body counts, including inside a closure.
enum TransitionMissingSuper: RuleDefinition {
    static let rule = Rule.transitionMissingSuper
    static let checks = NodeChecks(functionDecl: [check])

    private static let checked: Set<String> = ["viewWillTransition(to:with:)", "willTransition(to:with:)"]
    /// The base names of ``checked``: the name token is asked first, as it is one node away,
    /// while the modifiers and the full name build a node per modifier and per parameter.
    private static let checkedNames: Set<String> = ["viewWillTransition", "willTransition"]

    static func check(_ node: FunctionDeclSyntax, in context: FileContext) {
        guard context.isEnabled(.transitionMissingSuper), checkedNames.contains(node.name.text), node.isOverride,
            let body = node.body, checked.contains(node.fullName)
        else { return }
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
