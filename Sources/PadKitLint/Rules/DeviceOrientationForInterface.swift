import SwiftSyntax

extension Rule {
    /// `UIDevice.current.orientation` used to decide the interface.
    public static let deviceOrientationForInterface = Rule(
        id: "device-orientation-for-interface",
        defaultSeverity: .warning,
        input: .swiftSource,
        message:
            """
            UIDevice.current.orientation is the device's orientation (face up, face down, unknown), not the interface's; do not lay out \
            from it
            """,
        why:
            """
            UIDevice.orientation is how the device is held, including face up, face down and unknown (the value is unknown until \
            beginGeneratingDeviceOrientationNotifications() is called). The interface can be in another orientation (rotation lock, \
            orientations the app does not support), and on iPad the window's shape does not follow the device at all: a landscape iPad \
            can show a tall, narrow window.
            """,
        fix:
            """
            For layout, use the view's size or size class (a landscape iPad window can be narrower than it is tall; WWDC26 \"Modernize \
            your UIKit app\": interface orientation \"is no longer useful for layout decisions\"); where the code needs the orientation \
            itself (a camera, a video), read view.window?.windowScene?.effectiveGeometry.interfaceOrientation.
            """,
        triggerWords: ["orientation"],
        examples: RuleExamples(
            flagged: [
                RuleExample.inViewDidLoad(
                    #"""
                    if ↓UIDevice.current.orientation.isLandscape {
                        card.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
                    }
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let orientation = ↓UIDevice.current.orientation
                    if orientation == .portrait {
                        card.isHidden = true
                    }
                    """#),
            ],
            nearMisses: [
                RuleExample.inViewDidLoad(
                    #"""
                    if UIDevice.current.orientation == .faceUp {
                        card.isHidden = true
                    }
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    camera.videoOrientation = AVCaptureVideoOrientation(UIDevice.current.orientation)
                    """#),
                RuleExample(
                    #"""
                    import AVFoundation

                    final class CaptureSession {
                        func rotate() {
                            if UIDevice.current.orientation.isLandscape { connection.videoRotationAngle = 0 }
                        }
                    }
                    """#),
            ]
        )
    )
}

/// `device-orientation-for-interface`: `UIDevice.current.orientation` used to decide the
/// interface: `.isLandscape` / `.isPortrait`, compared with `==` / `!=`, switched over (alone or
/// in a tuple), or bound to a local that is then used that way.
///
/// Where it counts:
/// - in UIKit views, view controllers, cells and windows, in a function or computed property that
///   changes the interface (``InterfaceWorkFinder/affectsInterface(around:)``);
/// - anywhere in a SwiftUI view;
/// - in a model the interface redraws from (an `ObservableObject`, an `@Observable` class): a
///   decision, or the value itself stored in one of its properties or handed down a Combine
///   pipeline (`.map { _ in UIDevice.current.orientation }`);
/// - in any type, a helper whose whole body is such a decision
///   (`static var isLandscape: Bool { UIDevice.current.orientation.isLandscape }`).
/// Camera and motion code elsewhere, and analytics that record the device's posture, rightly read
/// the device orientation.
///
/// Not flagged: passing the value on (camera and motion code needs the device orientation),
/// comparisons with `.faceUp`, `.faceDown` or `.unknown` (device questions),
/// `.isValidInterfaceOrientation` / `.isFlat`, the KVC write (`orientation-kvc`), iPhone-only code.
enum DeviceOrientationForInterface: RuleDefinition {
    static let rule = Rule.deviceOrientationForInterface
    static let checks = NodeChecks(memberAccess: [check])

    static func check(_ node: MemberAccessExprSyntax, in context: FileContext) {
        guard context.isEnabled(.deviceOrientationForInterface),
            node.declName.baseName.text == "orientation",
            let base = node.base?.unqualifiedPath,
            base == ["UIDevice", "current"] || base == ["UIDevice", "currentDevice"]
        else { return }
        if node.isPhoneOnly(index: context.index) { return }
        let decision = isInterfaceDecision(ExprSyntax(node))
        if decision, isHelperBody(node) {
            context.report(.deviceOrientationForInterface, at: node, detail: "a helper answers an interface question with it")
            return
        }
        switch context.interfaceKind(of: node) {
        case .uikit?:
            guard InterfaceWorkFinder.affectsInterface(around: node) else { return }
        case .swiftUI?:
            break
        case .observable?:
            if !decision, isPublished(node) {
                context.report(.deviceOrientationForInterface, at: node, detail: "published to the interface")
                return
            }
        case nil:
            return
        }
        if decision {
            context.report(.deviceOrientationForInterface, at: node)
            return
        }
        // `let o = UIDevice.current.orientation`, then decisions on `o`.
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let scope = binding.parent?.parent?.parent?.parent
        else { return }
        let finder = DecisionUseFinder(name: name, after: node.endPosition)
        finder.walk(scope)
        if finder.found {
            context.report(.deviceOrientationForInterface, at: node, detail: "through '\(name)'")
        }
    }

    /// Orientations only a device has; comparing with them is a device question.
    static let deviceOnlyValues: Set<String> = ["faceUp", "faceDown", "unknown"]

    /// Whether the decision on `node` is the whole body of a computed property or function.
    private static func isHelperBody(_ node: MemberAccessExprSyntax) -> Bool {
        var decision = Syntax(node)
        while let parent = decision.parent,
            parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) || parent.is(MemberAccessExprSyntax.self)
                || parent.is(ExprListSyntax.self)
                || (parent.as(SequenceExprSyntax.self).map { !$0.elements.contains { $0.is(AssignmentExprSyntax.self) } } ?? false)
        {
            decision = parent
        }
        guard let item = decision.parent?.as(CodeBlockItemSyntax.self) ?? decision.parent?.parent?.as(CodeBlockItemSyntax.self),
            let items = item.parent?.as(CodeBlockItemListSyntax.self), items.count == 1,
            let value = items.singleValue, Syntax(value).id == decision.id,
            let owner = items.parent
        else { return false }
        return owner.is(AccessorBlockSyntax.self) || owner.parent?.is(FunctionDeclSyntax.self) == true
            || owner.parent?.is(AccessorDeclSyntax.self) == true
    }

    /// Whether the value is stored in a property, used as a property's initial value, or
    /// returned from a closure of a Combine pipeline.
    private static func isPublished(_ node: MemberAccessExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            current = parent
        }
        guard let parent = current.parent else { return false }
        // `@Published var orientation = UIDevice.current.orientation`
        if parent.is(InitializerClauseSyntax.self), parent.parent?.parent?.parent?.is(VariableDeclSyntax.self) == true,
            parent.parent?.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
        {
            return true
        }
        // `self.orientation = UIDevice.current.orientation`, `orientation = ...` where `orientation` is not a local.
        if let list = parent.as(ExprListSyntax.self) {
            let elements = Array(list)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), Syntax(elements[2]).id == current.id,
                let target = elements[0].dottedPath
            {
                if target.first == "self" { return true }
                if target.count == 1, node.localBinding(named: target[0]) == nil, node.parameterSlot(named: target[0]) == nil {
                    return true
                }
            }
        }
        // `.map { _ in UIDevice.current.orientation }`
        if parent.is(CodeBlockItemSyntax.self), let closure = parent.parent?.parent?.as(ClosureExprSyntax.self),
            closure.statements.count == 1,
            let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            ["map", "compactMap", "receive", "sink", "assign"].contains(call.calledName ?? "")
        {
            return true
        }
        return false
    }

    /// Whether `expr` is the subject of an orientation decision.
    static func isInterfaceDecision(_ expr: ExprSyntax) -> Bool {
        var current = Syntax(expr)
        // Look through `?` / `!` / parentheses.
        while let parent = current.parent,
            parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
        {
            current = parent
        }
        guard let parent = current.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == current.id {
            return ["isLandscape", "isPortrait"].contains(member.declName.baseName.text)
        }
        if let switchExpr = parent.as(SwitchExprSyntax.self), Syntax(switchExpr.subject).id == current.id {
            return true
        }
        // `switch (UIDevice.current.orientation, traitCollection.horizontalSizeClass)`
        if parent.is(LabeledExprSyntax.self), let tuple = parent.parent?.parent?.as(TupleExprSyntax.self),
            let switchExpr = tuple.parent?.as(SwitchExprSyntax.self), Syntax(switchExpr.subject).id == Syntax(tuple).id
        {
            return true
        }
        if let list = parent.as(ExprListSyntax.self) {
            let elements = Array(list)
            guard let index = elements.firstIndex(where: { Syntax($0).id == current.id }) else { return false }
            // `o == .portrait` (either side); `o == .faceUp` is about the device, not the interface.
            for (operatorIndex, otherIndex) in [(index - 1, index - 2), (index + 1, index + 2)]
            where elements.indices.contains(operatorIndex) {
                guard let op = elements[operatorIndex].as(BinaryOperatorExprSyntax.self),
                    ["==", "!=", "~="].contains(op.operator.text)
                else { continue }
                if elements.indices.contains(otherIndex),
                    let other = elements[otherIndex].unqualifiedPath?.last, deviceOnlyValues.contains(other)
                {
                    return false
                }
                return true
            }
            return false
        }
        return false
    }
}

/// Finds an interface decision made on a local name after its declaration.
final class DecisionUseFinder: SyntaxVisitor {
    private let name: String
    private let after: AbsolutePosition
    private(set) var found = false

    init(name: String, after: AbsolutePosition) {
        self.name = name
        self.after = after
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if !found, node.position >= after, node.baseName.text == name,
            DeviceOrientationForInterface.isInterfaceDecision(ExprSyntax(node))
        {
            found = true
        }
        return .skipChildren
    }
}
