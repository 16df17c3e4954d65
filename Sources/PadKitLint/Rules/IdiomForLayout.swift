import SwiftSyntax

extension Rule {
    /// Layout chosen by device idiom where the window's size class is meant. Apple: "Don't use
    /// `userInterfaceIdiom` or `UIInterfaceOrientation` for layout decisions in your UIKit app"
    /// ("Preparing your app for iPhone Duo"); on iPhone Duo "it is still an iPhone app" with
    /// regular size classes on the inner display (tech talk 111461, 2:22 and 3:20).
    public static let idiomForLayout = Rule(
        id: "idiom-for-layout",
        defaultSeverity: .warning,
        input: .swiftSource,
        message:
            """
            layout chosen by device idiom; an iPad window can be compact (Split View, Slide Over, Stage Manager) and iPhone Duo's inner \
            display is regular x regular with the .phone idiom, so choose layout by size class
            """,
        why:
            """
            The idiom says what device the app runs on, not how much room it has: an iPad app in a third of the screen, in Slide Over or \
            in a small Stage Manager window has a compact width while its idiom stays .pad. On iPhone Duo the idiom stays .phone while \
            the inner display is regular in both size classes, so .pad no longer means large and .phone no longer means compact: an app \
            that picks its iPad layout by idiom shows a stretched phone layout there. Size classes are what UIKit uses to describe the \
            room, and they change when the window does; the idiom never does. Idiom checks remain right for features the device has \
            (Apple Pencil, the iPad keyboard and its accessory views).
            """,
        fix:
            """
            Decide with traitCollection.horizontalSizeClass (== .regular / .compact), re-evaluated in traitCollectionDidChange or \
            registerForTraitChanges; keep idiom checks for features the device has, not for layout.
            """,
        triggerWords: ["userInterfaceIdiom", "UI_USER_INTERFACE_IDIOM"],
        examples: RuleExamples(
            flagged: [
                RuleExample.inViewDidLoad(
                    #"""
                    if ↓UIDevice.current.userInterfaceIdiom == .pad {
                        card.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
                    }
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let width: CGFloat = ↓traitCollection.userInterfaceIdiom == .pad ? 500 : 320
                    card.frame.size.width = width
                    """#),
                RuleExample(
                    #"""
                    import UIKit

                    final class Cell: UICollectionViewCell {
                        override func layoutSubviews() {
                            super.layoutSubviews()
                            switch ↓UIDevice.current.userInterfaceIdiom {
                            case .pad: contentView.layoutMargins = .init(top: 20, left: 20, bottom: 20, right: 20)
                            default: break
                            }
                        }
                    }
                    """#),
            ],
            nearMisses: [
                RuleExample.inViewDidLoad(
                    #"""
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        enablePencilInteraction()
                    }
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let style: UIAlertController.Style = UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    if UIDevice.current.userInterfaceIdiom == .phone || traitCollection.horizontalSizeClass == .compact {
                        card.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
                    }
                    """#),
            ]
        )
    )
}

/// `idiom-for-layout`: `userInterfaceIdiom == .pad` (or `.phone`, `UI_USER_INTERFACE_IDIOM()`, or
/// a project helper that returns such a comparison or a project enumeration that wraps the idiom,
/// `Device.current == .iPad`, found through the ``ModuleIndex``) deciding a
/// layout, where the window's size class is what matters.
///
/// An idiom check decides a layout when it is made inside a layout callback
/// (``LayoutContext/layoutCallbacks``), when a branch it guards sets geometry (frames, constraints,
/// item sizes), or when a ternary on it produces a geometry value: a branch builds geometry
/// (`CGSize(...)`), the value is assigned to a geometry property (`frame`, `constant`,
/// `itemSize`), passed as a geometry argument (`width:`), or stored in a local that is then used
/// in geometry. Decided from APIs and data flow, never from a variable's name.
///
/// Not flagged: idiom checks for features (`if idiom == .pad { enablePencil() }`), for orientation
/// masks, for presentation styles, or anything else that is not geometry; decisions that also
/// read `horizontalSizeClass` (phone layout by idiom, iPad layout by size class), which already
/// adapt to compact iPad windows; and sizes tied to the keyboard (input accessory views, input
/// views, keyboard toolbars), which keep their iPad size in a compact window, so the idiom is right there.
enum IdiomForLayout: RuleDefinition {
    static let rule = Rule.idiomForLayout
    static let checks = NodeChecks(sequence: [check], switchExpression: [check], ifExpression: [check])

    static func check(_ node: SequenceExprSyntax, in context: FileContext) {
        guard context.isEnabled(.idiomForLayout) else { return }
        let elements = Array(node.elements)
        for index in elements.indices where index > 0 && index + 1 < elements.count {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self), ["==", "!="].contains(op.operator.text) else { continue }
            let left = elements[index - 1], right = elements[index + 1]
            let idiom: ExprSyntax
            if isIdiomValue(right, of: left, index: context.index) {
                idiom = left
            } else if isIdiomValue(left, of: right, index: context.index) {
                idiom = right
            } else {
                continue
            }
            if consultsSizeClass(around: node, context: context) || isKeyboardSizing(node, context: context) { return }
            if let reason = layoutUse(ofComparisonIn: node, elements: elements, after: index) {
                context.report(.idiomForLayout, at: idiom, detail: reason)
                return
            }
        }
    }

    static func check(_ node: SwitchExprSyntax, in context: FileContext) {
        guard context.isEnabled(.idiomForLayout), DeviceTest.isIdiom(node.subject, index: context.index),
            !context.containsToken("horizontalSizeClass", in: node),
            !isKeyboardSizing(node, context: context)
        else { return }
        if let name = node.enclosingDeclarationName, LayoutContext.layoutCallbacks.contains(name) {
            context.report(.idiomForLayout, at: node.subject, detail: "in \(name)")
        } else if GeometryWorkFinder.contains(node.cases) {
            context.report(.idiomForLayout, at: node.subject, detail: "a case sets geometry")
        }
    }

    /// `if isPad { ... }` with a project helper the index resolves (`UIDevice.current.isPad`, `isiPad()`).
    static func check(_ node: IfExprSyntax, in context: FileContext) {
        guard context.isEnabled(.idiomForLayout), node.conditions.count == 1, let only = node.conditions.first,
            let condition = only.condition.as(ExprSyntax.self), !condition.is(SequenceExprSyntax.self),
            let test = DeviceTest.of(condition, index: context.index), !test.bySizeClass,
            !context.containsToken("horizontalSizeClass", in: node), !isKeyboardSizing(node, context: context)
        else { return }
        let reason: String?
        if let name = node.enclosingDeclarationName, LayoutContext.layoutCallbacks.contains(name) {
            reason = "in \(name)"
        } else if GeometryWorkFinder.contains(node.body) {
            reason = "its branch sets geometry"
        } else if let elseBody = node.elseBody, GeometryWorkFinder.contains(elseBody) {
            reason = "its else branch sets geometry"
        } else {
            reason = nil
        }
        if let reason { context.report(.idiomForLayout, at: condition, detail: reason) }
    }

    /// Whether the decision the comparison belongs to (its `if`, `guard` or `switch`, or the
    /// expression itself) also reads `horizontalSizeClass`: then compact iPad windows are
    /// already handled, and the idiom only refines the layout.
    private static func consultsSizeClass(around node: SequenceExprSyntax, context: FileContext) -> Bool {
        for ancestor in node.ancestors {
            if ancestor.is(IfExprSyntax.self) || ancestor.is(GuardStmtSyntax.self) || ancestor.is(SwitchExprSyntax.self) {
                return context.containsToken("horizontalSizeClass", in: ancestor)
            }
            if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self) { break }
        }
        return context.containsToken("horizontalSizeClass", in: node)
    }

    /// UIKit names of the keyboard's own views; a size decided for them follows the keyboard,
    /// which keeps its iPad size whatever the window's width.
    static let keyboardMembers: Set<String> = [
        "inputAccessoryView", "inputView", "inputAccessoryViewController", "inputViewController", "inputAssistantItem",
    ]

    /// Whether the idiom check sizes something tied to the keyboard: it is in an override of one of
    /// ``keyboardMembers``, in a `UIInputView` subclass, or the declaration around it assigns one.
    private static func isKeyboardSizing(_ node: some SyntaxProtocol, context: FileContext) -> Bool {
        if let name = node.enclosingDeclarationName, keyboardMembers.contains(name) { return true }
        if let type = node.enclosingTypeName, context.index.inherits(type, fromAnyOf: ["UIInputView", "UIInputViewController"]) {
            return true
        }
        guard let declaration = node.enclosingFunctionLike else { return false }
        return keyboardMembers.contains { context.containsToken($0, in: declaration) }
    }

    /// Whether `expr` is a case of the idiom `subject` reads that names a device: `.pad`,
    /// `UIUserInterfaceIdiom.phone`, or for a project value that stands for the idiom
    /// (``ModuleIndex/idiomCases(of:)``), one of its cases (`.iPad`, `Device.iPhone`).
    private static func isIdiomValue(_ expr: ExprSyntax, of subject: ExprSyntax, index: ModuleIndex) -> Bool {
        guard let path = expr.unqualifiedPath, path.count == 2, let last = path.last,
            let cases = index.idiomCases(of: subject), cases.contains(where: { $0.name == last })
        else { return false }
        return path[0].isEmpty || cases != IdiomValue.idiom || path[0] == "UIUserInterfaceIdiom"
    }

    /// Why the comparison decides a layout, or `nil` when it does not.
    private static func layoutUse(ofComparisonIn node: SequenceExprSyntax, elements: [ExprSyntax], after index: Int) -> String? {
        if let name = node.enclosingDeclarationName, LayoutContext.layoutCallbacks.contains(name) {
            return "in \(name)"
        }
        // A ternary on the idiom: `idiom == .pad ? 3 : 1`.
        if let ternaryIndex = elements.indices.first(where: { $0 > index && elements[$0].is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self)
        {
            let branches = [ternary.thenExpression] + (ternaryIndex + 1 < elements.count ? [elements[ternaryIndex + 1]] : [])
            if branches.contains(where: { GeometryWorkFinder.contains($0) }) { return "a branch builds geometry" }
            if let assignment = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), assignment == 1,
                let target = elements[0].unqualifiedPath?.last, LayoutContext.geometryMembers.contains(target)
            {
                return "sets '\(target)'"
            }
            return destination(of: node)
        }
        // `if idiom == .pad { frame = ... }`.
        if let condition = node.parent?.as(ConditionElementSyntax.self),
            let ifExpr = condition.parent?.parent?.as(IfExprSyntax.self)
        {
            if GeometryWorkFinder.contains(ifExpr.body) { return "its branch sets geometry" }
            if let elseBody = ifExpr.elseBody, GeometryWorkFinder.contains(elseBody) { return "its else branch sets geometry" }
        }
        return nil
    }

    /// Where a ternary's value goes, when that is geometry: a geometry argument (`width:`), or a
    /// local later used in geometry (`let columns = ...; itemSize = CGSize(width: w / CGFloat(columns), ...)`).
    private static func destination(of node: SequenceExprSyntax) -> String? {
        if let label = node.parent?.as(LabeledExprSyntax.self)?.label?.text, LayoutContext.geometryLabels.contains(label) {
            return "passed as '\(label)'"
        }
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return nil }
        return geometryUse(of: binding, depth: 0)
    }

    /// Whether the local bound by `binding` ends up in geometry, directly or through up to three
    /// more locals computed from it.
    private static func geometryUse(of binding: PatternBindingSyntax, depth: Int) -> String? {
        guard depth < 4, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let scope = binding.ancestors.first(where: { $0.is(CodeBlockItemListSyntax.self) })
        else { return nil }
        let uses = NameUseFinder(name: name, after: binding.endPosition)
        uses.walk(scope)
        for use in uses.uses {
            for ancestor in use.ancestors {
                if let next = ancestor.as(PatternBindingSyntax.self) {
                    if let reason = geometryUse(of: next, depth: depth + 1) { return depth == 0 ? "'\(name)' is used in geometry" : reason }
                    break
                }
                if ancestor.is(CodeBlockItemSyntax.self) {
                    if GeometryWorkFinder.contains(ancestor) { return "'\(name)' is used in geometry" }
                    break
                }
            }
        }
        return nil
    }
}
