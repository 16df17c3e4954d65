import SwiftSyntax

extension Rule {
    /// A popover or iPad action sheet presented with no anchor.
    public static let popoverWithoutAnchor = Rule(
        id: "popover-without-anchor",
        defaultSeverity: .error,
        input: .swiftSource,
        message: "presented as a popover with no sourceView, sourceItem or barButtonItem; this crashes on iPad",
        why:
            """
            On iPad an action-sheet UIAlertController and a UIActivityViewController are presented as popovers, and so is any controller \
            whose modalPresentationStyle is .popover. A popover needs a place to point at; presenting one without a sourceView, \
            sourceItem or barButtonItem raises an exception (\\\"UIPopoverPresentationController should have a non-nil sourceView or \
            barButtonItem set before the presentation occurs\\\") and the app crashes. The same code works on iPhone, where the popover \
            adapts to a sheet.
            """,
        fix:
            """
            Before presenting, set controller.popoverPresentationController?.sourceItem = barButtonItem (iOS 16), or sourceView = the \
            tapped view and sourceRect = its bounds.
            """,
        triggerWords: ["present"],
        examples: RuleExamples(
            flagged: [
                RuleExample.inViewDidLoad(
                    #"""
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    ↓present(sheet, animated: true)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                    ↓present(activity, animated: true)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let picker = ColorPickerViewController()
                    picker.modalPresentationStyle = .popover
                    ↓self.present(picker, animated: true, completion: nil)
                    """#),
            ],
            nearMisses: [
                RuleExample.inViewDidLoad(
                    #"""
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.popoverPresentationController?.sourceView = card
                    present(sheet, animated: true)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                    if let popover = activity.popoverPresentationController {
                        popover.barButtonItem = navigationItem.rightBarButtonItem
                    }
                    present(activity, animated: true)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: UIDevice.current.userInterfaceIdiom == .pad \#
                    ? .alert : .actionSheet)
                    present(sheet, animated: true)
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
/// factory that anchors what it returns is not a hazard. A function of the run that sets
/// `sourceView`, `sourceItem` or `barButtonItem` anchors the controller it is called on
/// (`activityController.configureAsPopover(barButtonItem: item)`) or given
/// (``ModuleIndex/functionSetsPopoverAnchor(named:)``).
///
/// A conditional style (`cond ? .alert : .actionSheet`, either order) is decided from the
/// condition: an idiom test, a size-class test, or a project helper that wraps one, declared
/// anywhere in the run, including extensions on `UIViewController`, `UIView`,
/// `UITraitCollection` and `UIDevice` (the receiver's type is read from the code:
/// ``ModuleIndex/receiverType(_:at:)``). Code in the branch of an `if`, `guard` or `switch` that
/// only runs on iPhone or in compact width is not judged (the popover adapts to a sheet there).
///
/// An iPhone-only app (``AppTarget/isIPhoneOnly``) keeps the phone idiom on iPad and on iPhone
/// Duo, and UIKit decides by the idiom whether an action sheet or an activity controller is a
/// popover: there they are sheets, so only a controller styled `.popover` is judged (that style
/// adapts by the size class, and iPhone Duo's inner display is regular width).
///
/// `error` is for certain findings only. When the rule cannot decide, the finding is a `warning`
/// that says what it could not decide: a condition that is not a device or window test, or an app
/// extension (shown inside the host's sheet, whose width on iPad the linter cannot know). The
/// rule stays silent when the controller is a parameter, is passed to a function that does not
/// anchor it or stored elsewhere, or its popover controller is handed on.
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
            let presented = node.arguments.first, presented.label == nil
        else { return }
        // Code that only runs on iPhone or in compact width is not judged. Asked only when there
        // is a finding to make: it climbs every enclosing condition.
        func isPhoneOnly() -> Bool { node.isPhoneOnly(index: context.index, includingCompact: true) }
        let expression = presented.expression
        // An app extension's controller is shown inside the host app's sheet, whose width the
        // linter cannot know: a popover there may adapt to a sheet.
        let inExtension = context.target?.kind == .appExtension
        let extensionNote = inExtension ? "; in an app extension, whose width on iPad the linter cannot tell" : ""
        // Built as an action sheet or an activity controller: a popover only under the iPad idiom.
        let phoneIdiom = context.target?.isIPhoneOnly == true
        if expression.is(FunctionCallExprSyntax.self) {
            guard !phoneIdiom else { return }
            switch PopoverConstruction.of(expression, index: context.index) {
            case .popover(let kind)? where !isPhoneOnly():
                context.report(
                    .popoverWithoutAnchor, at: node, detail: "\(kind); created in the call, it cannot be anchored\(extensionNote)",
                    certain: !inExtension)
            case .undecided(let kind, let condition)? where !isPhoneOnly():
                context.report(
                    .popoverWithoutAnchor, at: node, detail: "\(kind) unless \(condition); could not decide whether that is true on iPad",
                    certain: false)
            default:
                break
            }
            return
        }
        guard let path = expression.unqualifiedPath, let name = path.last,
            path.count == 1 || (path.count == 2 && expression.dottedPath?.first == "self")
        else { return }
        if path.count == 1, let binding = node.localBinding(named: name) {
            var kind: String?
            var undecided: String?
            switch PopoverConstruction.of(binding.initializer, index: context.index) {
            case .popover(let built)?: kind = built
            case .undecided(let built, let condition)?:
                kind = built
                undecided = "unless \(condition); could not decide whether that is true on iPad"
            default: break
            }
            // Not built as a popover: only `name.modalPresentationStyle = .popover` in its scope
            // makes it one, and the scope's bytes say whether that name is there at all.
            let scope = binding.scope.position.utf8Offset..<binding.scope.endPosition.utf8Offset
            if kind == nil, context.readsBytesFirst, !context.source.contains(bytesOf: "modalPresentationStyle", in: scope) { return }
            let evidence = PopoverEvidence(
                name: name, presentCall: node, index: context.index, source: context.readsBytesFirst ? context.source : nil)
            evidence.walk(binding.scope)
            if evidence.styledAsPopover {
                if kind == nil || undecided != nil { kind = "modalPresentationStyle = .popover" }
                undecided = nil
            }
            guard let kind, !evidence.anchored, !evidence.escapes, !phoneIdiom || evidence.styledAsPopover, !isPhoneOnly() else {
                return
            }
            let certain = undecided == nil && !inExtension
            context.report(
                .popoverWithoutAnchor, at: node, detail: "'\(name)': \(kind)\(undecided.map { " " + $0 } ?? "")\(extensionNote)",
                certain: certain, fix: certain ? anchorFix(name, present: node, in: context) : nil)
            return
        }
        // A property of the module that returns a popover.
        guard !phoneIdiom, node.localBinding(named: name) == nil, node.parameterSlot(named: name) == nil,
            let producer = context.index.popoverProducer(named: name), producer.styleArgument == nil,
            let type = node.ancestors.first(where: {
                $0.is(ClassDeclSyntax.self) || $0.is(ExtensionDeclSyntax.self) || $0.is(StructDeclSyntax.self)
            })
        else { return }
        let evidence = PopoverEvidence(
            name: name, presentCall: node, index: context.index, source: context.readsBytesFirst ? context.source : nil)
        evidence.walk(type)
        guard !evidence.anchored, !evidence.escapes, !isPhoneOnly() else { return }
        context.report(
            .popoverWithoutAnchor, at: node,
            detail:
                """
                '\(name)' \
                \(producer.kind.hasPrefix("built by") ? producer.kind : "built at \(producer.location); \(producer.kind)")\(extensionNote)
                """,
            certain: !inExtension)
    }

    /// `--fix`: anchors `name` before the line that presents it, to the control that triggered
    /// it when the function names one (a non-optional `UIBarButtonItem` parameter, else a `UIView`,
    /// `UIButton` or `UIControl` one), or else to the middle of the presenting controller's view
    /// with no arrow. Only when `present` begins its line and the presenter is known to be a view
    /// controller (`present`, `self.present`, or a local or parameter of a view controller type).
    static func anchorFix(_ name: String, present node: FunctionCallExprSyntax, in context: FileContext) -> [TextEdit]? {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        guard let indent = context.indentation(beforeOffset: start) else { return nil }
        let popover = "\(name).popoverPresentationController?"
        var lines: [String]?
        if let function = node.enclosingFunction {
            let parameters = function.signature.parameterClause.parameters.map {
                ((($0.secondName ?? $0.firstName).text), $0.type.trimmedText)
            }
            if let item = parameters.first(where: { $0.1 == "UIBarButtonItem" }) {
                lines = ["\(popover).barButtonItem = \(item.0)"]
            } else if let control = parameters.first(where: { ["UIView", "UIButton", "UIControl"].contains($0.1) }) {
                lines = ["\(popover).sourceView = \(control.0)", "\(popover).sourceRect = \(control.0).bounds"]
            }
        }
        if lines == nil {
            let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
            let view: String
            switch receiver.flatMap({ $0.unqualifiedPath }) {
            case nil where receiver == nil:
                guard let type = node.enclosingTypeName, context.index.lineage(of: type).contains("UIViewController") else { return nil }
                view = "view"
            case ["self"]?:
                guard let type = node.enclosingTypeName, context.index.lineage(of: type).contains("UIViewController") else { return nil }
                view = "self.view"
            case let path? where path.count == 1:
                guard let type = node.declaredTypeOfLocal(named: path[0]), context.index.lineage(of: type).contains("UIViewController")
                else { return nil }
                view = "\(path[0]).view"
            default:
                return nil
            }
            lines = [
                "\(popover).sourceView = \(view)",
                "\(popover).sourceRect = CGRect(x: \(view).bounds.midX, y: \(view).bounds.midY, width: 0, height: 0)",
                "\(popover).permittedArrowDirections = []",
            ]
        }
        guard let lines else { return nil }
        let lineStart = start - indent.utf8.count
        return [TextEdit(offset: lineStart, length: 0, replacement: lines.map { indent + $0 + "\n" }.joined())]
    }

    /// A call to a function that presents an alert in the style its caller passes, unanchored.
    private static func checkPresenterCall(_ node: FunctionCallExprSyntax, presenter: AlertPresenter, in context: FileContext) {
        guard let argument = presenter.styleArgument.argument(of: node),
            argument.unqualifiedPath?.last == "actionSheet", context.target?.isIPhoneOnly != true,
            !node.isPhoneOnly(index: context.index, includingCompact: true)
        else { return }
        let inExtension = context.target?.kind == .appExtension
        context.report(
            .popoverWithoutAnchor, at: node,
            detail: "\(presenter.fullName) at \(presenter.location) presents an action sheet, a popover on iPad, without an anchor"
                + (inExtension ? "; in an app extension, whose width on iPad the linter cannot tell" : ""),
            certain: !inExtension)
    }
}

/// What happens to one local controller in the code that declares it.
///
/// Everything it looks for names the controller or an alias of its popover controller: with the
/// file's bytes, a node whose bytes spell none of those names is skipped with all it contains
/// (a node's text holds the text of each of its tokens).
final class PopoverEvidence: SyntaxAnyVisitor {
    private static let anchors: Set<String> = ["sourceView", "sourceRect", "sourceItem", "barButtonItem", "delegate"]

    private let name: String
    private let presentCall: FunctionCallExprSyntax?
    /// The run's declarations, to follow the controller into the project's functions; `nil`
    /// while the index is being built.
    private let index: ModuleIndex?
    /// The bytes of the file the walked code is in; `nil` visits every node.
    private let source: [UInt8]?
    /// Names bound to `name.popoverPresentationController`.
    private var aliases: Set<String> = []
    private(set) var styledAsPopover = false
    private(set) var anchored = false
    private(set) var escapes = false

    init(name: String, presentCall: FunctionCallExprSyntax?, index: ModuleIndex? = nil, source: [UInt8]? = nil) {
        self.name = name
        self.presentCall = presentCall
        self.index = index
        self.source = source
        trackedNames = [Array(name.utf8)]
        super.init(viewMode: .sourceAccurate)
    }

    /// The UTF-8 bytes of `name` and of every alias, the words ``mentionsTrackedName(_:)`` looks for.
    private var trackedNames: [[UInt8]]

    /// Whether `node`'s bytes spell the controller's name or an alias (always, without the bytes).
    private func mentionsTrackedName(_ node: some SyntaxProtocol) -> Bool {
        guard let source else { return true }
        let range = (node.position.utf8Offset..<node.endPosition.utf8Offset).clamped(to: 0..<source.count)
        return source.withUnsafeBufferPointer { bytes in trackedNames.contains { bytes.contains($0, in: range) } }
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        mentionsTrackedName(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard mentionsTrackedName(node) else { return .skipChildren }
        let elements = Array(node.elements)
        // `target = value`, where the value may itself be an operation (`view ?? fallback`).
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0].unqualifiedPath ?? []
        let value = elements.count == 3 ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(elements[2...]))))
        if target == [name, "modalPresentationStyle"], value.unqualifiedPath?.last == "popover" {
            styledAsPopover = true
        }
        if target.count == 3, target[0] == name, target[1] == "popoverPresentationController",
            Self.anchors.contains(target[2])
        {
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
        guard mentionsTrackedName(node) else { return .skipChildren }
        recordAlias(pattern: node.pattern, value: node.initializer?.value)
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard mentionsTrackedName(node) else { return .skipChildren }
        recordAlias(pattern: node.pattern, value: node.initializer?.value)
        return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        guard mentionsTrackedName(node) else { return .skipChildren }
        // Handed to a function other than this `present`: it may anchor it.
        guard let path = node.expression.unqualifiedPath,
            path == [name] || path == [name, "popoverPresentationController"] || (path.count == 1 && aliases.contains(path[0]))
        else { return .visitChildren }
        if let call = node.parent?.parent?.as(FunctionCallExprSyntax.self) {
            if call.id == presentCall?.id { return .visitChildren }
            // Given to a function of the project that anchors what it is given.
            if let called = call.calledName, index?.functionSetsPopoverAnchor(named: called) == true {
                anchored = true
                return .visitChildren
            }
        }
        escapes = true
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard mentionsTrackedName(node) else { return .skipChildren }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.unqualifiedPath else {
            return .visitChildren
        }
        // `controller.popoverPresentationController.map { $0.sourceView = ... }` and the like:
        // the popover controller is configured in a way this rule does not follow.
        if base == [name, "popoverPresentationController"] || (base.count == 1 && aliases.contains(base[0])) {
            escapes = true
        }
        // `controller.configureAsPopover(barButtonItem: item)`: a method of the project, called
        // on the controller, that anchors it.
        if base == [name], index?.functionSetsPopoverAnchor(named: member.declName.baseName.text) == true {
            anchored = true
        }
        return .visitChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        guard mentionsTrackedName(node) else { return .skipChildren }
        if let path = node.expression?.unqualifiedPath, path == [name] { escapes = true }
        return .visitChildren
    }

    private func recordAlias(pattern: PatternSyntax, value: ExprSyntax?) {
        guard let alias = pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let path = value?.unqualifiedPath
        else { return }
        if path == [name, "popoverPresentationController"] {
            if aliases.insert(alias).inserted { trackedNames.append(Array(alias.utf8)) }
        } else if path == [name] {
            escapes = true
        }
    }
}
