import SwiftSyntax

extension Rule {
    /// A popover or iPad action sheet presented with no anchor.
    public static let popoverWithoutAnchor = Rule(
        id: "popover-without-anchor",
        defaultSeverity: .error,
        input: .swiftSource,
        message: "presented as a popover with no sourceView, sourceItem or barButtonItem; this crashes on iPad",
        why: "On iPad an action-sheet UIAlertController and a UIActivityViewController are presented as popovers, and so is any controller whose modalPresentationStyle is .popover. A popover needs a place to point at; presenting one without a sourceView, sourceItem or barButtonItem raises an exception (\\\"UIPopoverPresentationController should have a non-nil sourceView or barButtonItem set before the presentation occurs\\\") and the app crashes. The same code works on iPhone, where the popover adapts to a sheet.",
        fix: "Before presenting, set controller.popoverPresentationController?.sourceItem = barButtonItem (iOS 16), or sourceView = the tapped view and sourceRect = its bounds.",
        triggerWords: ["present"],
        examples: RuleExamples(
            flagged: [
                RuleExample(#"""
                import UIKit

                final class SampleViewController: UIViewController {
                    let card = UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
                        ↓present(sheet, animated: true)
                    }
                }
                """#),
                RuleExample(#"""
                import UIKit

                final class SampleViewController: UIViewController {
                    let card = UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                        ↓present(activity, animated: true)
                    }
                }
                """#),
                RuleExample(#"""
                import UIKit

                final class SampleViewController: UIViewController {
                    let card = UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let picker = ColorPickerViewController()
                        picker.modalPresentationStyle = .popover
                        ↓self.present(picker, animated: true, completion: nil)
                    }
                }
                """#),
            ],
            nearMisses: [
                RuleExample(#"""
                import UIKit

                final class SampleViewController: UIViewController {
                    let card = UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                        sheet.popoverPresentationController?.sourceView = card
                        present(sheet, animated: true)
                    }
                }
                """#),
                RuleExample(#"""
                import UIKit

                final class SampleViewController: UIViewController {
                    let card = UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """#),
                RuleExample(#"""
                import UIKit

                final class SampleViewController: UIViewController {
                    let card = UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                        if let popover = activity.popoverPresentationController {
                            popover.barButtonItem = navigationItem.rightBarButtonItem
                        }
                        present(activity, animated: true)
                    }
                }
                """#),
                RuleExample(#"""
                import UIKit

                final class SampleViewController: UIViewController {
                    let card = UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet)
                        present(sheet, animated: true)
                    }
                }
                """#),
            ]
        )
    )
}

/// `popover-without-anchor`: `present(controller, animated:)` of a popover with no anchor.
///
/// A presented controller is a popover when it is a `UIAlertController` with `preferredStyle:
/// .actionSheet` (given directly, by a local, or by a parameter whose callers pass `.actionSheet`),
/// a `UIActivityViewController` (both popovers on iPad), or its `modalPresentationStyle` is set to
/// `.popover`. It may be built where it is presented, or anywhere in the module: a function, method
/// or property that returns one (found through the ``ModuleIndex``, built during the same parse).
/// It is anchored when, anywhere in the code that presents it (before or after `present`, which
/// only schedules the presentation) or, for a property, anywhere in its type, its
/// `popoverPresentationController` gets a `sourceView`, `sourceItem`, `sourceRect`,
/// `barButtonItem` or a `delegate` (whose `prepareForPopoverPresentation` may anchor it); a
/// factory that anchors what it returns is not a hazard.
///
/// The rule stays silent whenever it cannot see the whole story: the controller is a parameter,
/// is passed to another function or stored elsewhere, its popover controller is handed on, or the
/// `present` only runs on iPhone or in compact width (where the popover adapts to a sheet).
enum PopoverWithoutAnchor: RuleDefinition {
    static let rule = Rule.popoverWithoutAnchor
    static let checks = NodeChecks(functionCall: [check])

    static func check(_ node: FunctionCallExprSyntax, in context: FileContext) {
        guard context.isEnabled(.popoverWithoutAnchor) else { return }
        if let name = node.calledName, let presenter = context.index.alertPresenter(named: name) {
            checkPresenterCall(node, presenter: presenter, in: context)
            return
        }
        guard node.calledName == "present", node.argument(labeled: "animated") != nil,
              let presented = node.arguments.first, presented.label == nil else { return }
        if node.isPhoneOnly(index: context.index, includingCompact: true) { return }
        let expression = presented.expression
        if expression.is(FunctionCallExprSyntax.self) {
            if case .popover(let kind)? = PopoverConstruction.of(expression, index: context.index) {
                context.report(.popoverWithoutAnchor, at: node, detail: "\(kind); created in the call, it cannot be anchored")
            }
            return
        }
        guard let path = expression.unqualifiedPath, let name = path.last,
              path.count == 1 || (path.count == 2 && expression.dottedPath?.first == "self") else { return }
        if path.count == 1, let binding = node.localBinding(named: name) {
            let evidence = PopoverEvidence(name: name, presentCall: node)
            evidence.walk(binding.scope)
            var kind: String?
            if case .popover(let built)? = PopoverConstruction.of(binding.initializer, index: context.index) { kind = built }
            if kind == nil, evidence.styledAsPopover { kind = "modalPresentationStyle = .popover" }
            guard let kind, !evidence.anchored, !evidence.escapes else { return }
            context.report(.popoverWithoutAnchor, at: node, detail: "'\(name)': \(kind)")
            return
        }
        // A property of the module that returns a popover.
        guard node.localBinding(named: name) == nil, node.parameterSlot(named: name) == nil,
              let producer = context.index.popoverProducer(named: name), producer.styleArgument == nil,
              let type = node.ancestors.first(where: { $0.is(ClassDeclSyntax.self) || $0.is(ExtensionDeclSyntax.self) || $0.is(StructDeclSyntax.self) })
        else { return }
        let evidence = PopoverEvidence(name: name, presentCall: node)
        evidence.walk(type)
        guard !evidence.anchored, !evidence.escapes else { return }
        context.report(.popoverWithoutAnchor, at: node, detail: "'\(name)' \(producer.kind.hasPrefix("built by") ? producer.kind : "built at \(producer.location); \(producer.kind)")")
    }

    /// A call to a function that presents an alert in the style its caller passes, unanchored.
    private static func checkPresenterCall(_ node: FunctionCallExprSyntax, presenter: AlertPresenter, in context: FileContext) {
        guard let argument = presenter.styleArgument.argument(of: node),
              argument.unqualifiedPath?.last == "actionSheet",
              !node.isPhoneOnly(index: context.index, includingCompact: true) else { return }
        context.report(.popoverWithoutAnchor, at: node,
                       detail: "\(presenter.fullName) at \(presenter.location) presents an action sheet, a popover on iPad, without an anchor")
    }
}

/// What happens to one local controller in the code that declares it.
final class PopoverEvidence: SyntaxVisitor {
    private static let anchors: Set<String> = ["sourceView", "sourceRect", "sourceItem", "barButtonItem", "delegate"]

    private let name: String
    private let presentCall: FunctionCallExprSyntax?
    /// Names bound to `name.popoverPresentationController`.
    private var aliases: Set<String> = []
    private(set) var styledAsPopover = false
    private(set) var anchored = false
    private(set) var escapes = false

    init(name: String, presentCall: FunctionCallExprSyntax?) {
        self.name = name
        self.presentCall = presentCall
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0].unqualifiedPath ?? []
        let value = elements[2]
        if target == [name, "modalPresentationStyle"], value.unqualifiedPath?.last == "popover" {
            styledAsPopover = true
        }
        if target.count == 3, target[0] == name, target[1] == "popoverPresentationController",
           Self.anchors.contains(target[2]) {
            anchored = true
        }
        if target.count == 2, aliases.contains(target[0]), Self.anchors.contains(target[1]) {
            anchored = true
        }
        // The controller or its popover controller stored somewhere else.
        if let path = value.unqualifiedPath, path == [name] || path == [name, "popoverPresentationController"] {
            escapes = true
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        recordAlias(pattern: node.pattern, value: node.initializer?.value)
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        recordAlias(pattern: node.pattern, value: node.initializer?.value)
        return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        // Handed to a function other than this `present`: it may anchor it.
        guard let path = node.expression.unqualifiedPath,
              path == [name] || path == [name, "popoverPresentationController"] || (path.count == 1 && aliases.contains(path[0]))
        else { return .visitChildren }
        if let call = node.parent?.parent?.as(FunctionCallExprSyntax.self), call.id == presentCall?.id {
            return .visitChildren
        }
        escapes = true
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `controller.popoverPresentationController.map { $0.sourceView = ... }` and the like:
        // the popover controller is configured in a way this rule does not follow.
        if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.unqualifiedPath,
           base == [name, "popoverPresentationController"] || (base.count == 1 && aliases.contains(base[0])) {
            escapes = true
        }
        return .visitChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let path = node.expression?.unqualifiedPath, path == [name] { escapes = true }
        return .visitChildren
    }

    private func recordAlias(pattern: PatternSyntax, value: ExprSyntax?) {
        guard let alias = pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let path = value?.unqualifiedPath else { return }
        if path == [name, "popoverPresentationController"] {
            aliases.insert(alias)
        } else if path == [name] {
            escapes = true
        }
    }
}
