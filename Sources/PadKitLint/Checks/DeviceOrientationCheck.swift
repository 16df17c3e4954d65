import SwiftSyntax

/// `device-orientation-for-interface`: `UIDevice.current.orientation` used to decide the
/// interface: `.isLandscape` / `.isPortrait`, compared with `==` / `!=`, switched over, or bound
/// to a local that is then used that way (seed 002's `guard o.isPortrait || o.isLandscape`).
///
/// Only in views, view controllers, cells and windows, and only in a function or computed property
/// that changes the interface (``InterfaceWorkFinder/affectsInterface(around:)``: a layout callback,
/// a geometry result, or frames, constraints, reloads, presentations in its body). Camera and motion
/// code elsewhere, and analytics that record the device's posture, rightly read the device orientation.
///
/// Not flagged: passing the value on (camera and motion code needs the device orientation),
/// comparisons with `.faceUp`, `.faceDown` or `.unknown` (device questions),
/// `.isValidInterfaceOrientation` / `.isFlat`, and the KVC write (`orientation-kvc`).
enum DeviceOrientationCheck {
    static func check(_ node: MemberAccessExprSyntax, in context: FileContext) {
        guard context.isEnabled(.deviceOrientationForInterface),
              node.declName.baseName.text == "orientation",
              let base = node.base?.unqualifiedPath,
              base == ["UIDevice", "current"] || base == ["UIDevice", "currentDevice"],
              node.isInInterfaceType else { return }
        guard InterfaceWorkFinder.affectsInterface(around: node) else { return }
        if isInterfaceDecision(ExprSyntax(node)) {
            context.report(.deviceOrientationForInterface, at: node)
            return
        }
        // `let o = UIDevice.current.orientation`, then decisions on `o`.
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let scope = binding.parent?.parent?.parent?.parent else { return }
        let finder = DecisionUseFinder(name: name, after: node.endPosition)
        finder.walk(scope)
        if finder.found {
            context.report(.deviceOrientationForInterface, at: node, detail: "through '\(name)'")
        }
    }

    /// Orientations only a device has; comparing with them is a device question.
    static let deviceOnlyValues: Set<String> = ["faceUp", "faceDown", "unknown"]

    /// Whether `expr` is the subject of an orientation decision.
    static func isInterfaceDecision(_ expr: ExprSyntax) -> Bool {
        var current = Syntax(expr)
        // Look through `?` / `!` / parentheses.
        while let parent = current.parent,
              parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            current = parent
        }
        guard let parent = current.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == current.id {
            return ["isLandscape", "isPortrait"].contains(member.declName.baseName.text)
        }
        if let switchExpr = parent.as(SwitchExprSyntax.self), Syntax(switchExpr.subject).id == current.id {
            return true
        }
        if let list = parent.as(ExprListSyntax.self) {
            let elements = Array(list)
            guard let index = elements.firstIndex(where: { Syntax($0).id == current.id }) else { return false }
            // `o == .portrait` (either side); `o == .faceUp` is about the device, not the interface.
            for (operatorIndex, otherIndex) in [(index - 1, index - 2), (index + 1, index + 2)]
            where elements.indices.contains(operatorIndex) {
                guard let op = elements[operatorIndex].as(BinaryOperatorExprSyntax.self),
                      ["==", "!=", "~="].contains(op.operator.text) else { continue }
                if elements.indices.contains(otherIndex),
                   let other = elements[otherIndex].unqualifiedPath?.last, deviceOnlyValues.contains(other) {
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
           DeviceOrientationCheck.isInterfaceDecision(ExprSyntax(node)) {
            found = true
        }
        return .skipChildren
    }
}
