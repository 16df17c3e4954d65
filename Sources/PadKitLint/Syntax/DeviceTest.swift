import SwiftSyntax

/// Which kind of window a condition is true in.
enum DevicePolarity: Sendable, Equatable {
    /// True on iPhone (or, for a size-class test, in compact width).
    case phone
    /// True on iPad (or in regular width).
    case pad

    var negated: DevicePolarity { self == .phone ? .pad : .phone }
}

/// A test of the device or the window: `userInterfaceIdiom == .pad`, a project helper that returns
/// one (`isPad`, `UIDevice.current.isiPad()`, found through the ``ModuleIndex``), a comparison of
/// a project value that wraps the idiom (`Device.current == .iPad`,
/// ``ModuleIndex/idiomCases(of:)``), or a `horizontalSizeClass` comparison.
///
/// Decided from the API a condition reads, never from a name: a local called `isPad` that the
/// index does not know as an idiom helper is not a device test.
struct DeviceTest: Equatable {
    /// Where the condition is true.
    let polarity: DevicePolarity
    /// `true` for a size-class test: compact is not iPhone-only (an iPad window can be compact).
    let bySizeClass: Bool

    var negated: DeviceTest { DeviceTest(polarity: polarity.negated, bySizeClass: bySizeClass) }

    /// The test `expr` makes, or `nil` when it tests something else or several things.
    static func of(_ expr: ExprSyntax, index: ModuleIndex) -> DeviceTest? {
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return of(prefix.expression, index: index)?.negated
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return of(only.expression, index: index)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self),
                ["==", "!="].contains(op.operator.text)
            else { return nil }
            guard
                let test = comparison(elements[0], elements[2], index: index)
                    ?? comparison(elements[2], elements[0], index: index)
            else { return nil }
            return op.operator.text == "!=" ? test.negated : test
        }
        if let polarity = index.idiomHelperPolarity(of: expr) {
            return DeviceTest(polarity: polarity, bySizeClass: false)
        }
        return nil
    }

    /// `subject == value` where subject is an idiom (or size class) and value one of its cases.
    private static func comparison(_ subject: ExprSyntax, _ value: ExprSyntax, index: ModuleIndex) -> DeviceTest? {
        guard let last = value.unqualifiedPath?.last else { return nil }
        if let cases = index.idiomCases(of: subject) {
            return cases.first { $0.name == last }.map { DeviceTest(polarity: $0.polarity, bySizeClass: false) }
        }
        if subject.unqualifiedPath?.last == "horizontalSizeClass" {
            switch last {
            case "regular": return DeviceTest(polarity: .pad, bySizeClass: true)
            case "compact": return DeviceTest(polarity: .phone, bySizeClass: true)
            default: return nil
            }
        }
        return nil
    }

    /// `x.userInterfaceIdiom`, `UI_USER_INTERFACE_IDIOM()`, or a project value that stands for
    /// the idiom (`Device.current`, through the index).
    static func isIdiom(_ expr: ExprSyntax, index: ModuleIndex) -> Bool {
        index.idiomCases(of: expr) != nil
    }

    /// The test made by a condition list of one condition (`if isPad`, `guard idiom == .phone`).
    static func of(_ conditions: ConditionElementListSyntax, index: ModuleIndex) -> DeviceTest? {
        guard conditions.count == 1, let only = conditions.first,
            let expr = only.condition.as(ExprSyntax.self)
        else { return nil }
        return of(expr, index: index)
    }

    /// The innermost device test that decides whether `node` runs: the `if` or `guard` around it,
    /// a `guard` earlier in the same block, or the `case .phone:` of a switch over the idiom.
    static func enclosing(_ node: some SyntaxProtocol, index: ModuleIndex) -> DeviceTest? {
        var child = Syntax(node)
        for ancestor in node.ancestors {
            defer { child = ancestor }
            if let ifExpr = ancestor.as(IfExprSyntax.self), let test = of(ifExpr.conditions, index: index) {
                if Syntax(ifExpr.body).id == child.id { return test }
                if let elseBody = ifExpr.elseBody, Syntax(elseBody).id == child.id { return test.negated }
            }
            if let guardStmt = ancestor.as(GuardStmtSyntax.self), Syntax(guardStmt.body).id == child.id,
                let test = of(guardStmt.conditions, index: index)
            {
                return test.negated
            }
            if let list = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in list where item.endPosition <= child.position {
                    if let guardStmt = item.item.as(GuardStmtSyntax.self), guardStmt.body.exits,
                        let test = of(guardStmt.conditions, index: index)
                    {
                        return test
                    }
                }
            }
            if let switchCase = ancestor.as(SwitchCaseSyntax.self),
                let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
                let cases = index.idiomCases(of: switchExpr.subject),
                case .case(let label) = switchCase.label
            {
                let values = label.caseItems.compactMap { $0.pattern.as(ExpressionPatternSyntax.self)?.expression.unqualifiedPath?.last }
                let polarities = values.map { value in cases.first { $0.name == value }?.polarity }
                if values.count == label.caseItems.count, let first = polarities.first, let polarity = first,
                    polarities.allSatisfy({ $0 == polarity })
                {
                    return DeviceTest(polarity: polarity, bySizeClass: false)
                }
            }
        }
        return nil
    }
}

extension CodeBlockSyntax {
    /// Whether the block always leaves the scope (its last statement is a `return`, `throw`,
    /// `break`, `continue` or a call to `fatalError`): a `guard`'s body.
    var exits: Bool {
        guard let last = statements.last?.item else { return false }
        if last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(BreakStmtSyntax.self)
            || last.is(ContinueStmtSyntax.self)
        {
            return true
        }
        if let call = last.as(FunctionCallExprSyntax.self), call.calledName == "fatalError" { return true }
        return false
    }
}

extension SyntaxProtocol {
    /// Whether this node only runs on iPhone (an idiom test), or with `includingCompact`, also in
    /// compact width (where a popover adapts to a sheet).
    func isPhoneOnly(index: ModuleIndex, includingCompact: Bool = false) -> Bool {
        guard let test = DeviceTest.enclosing(self, index: index), test.polarity == .phone else { return false }
        return includingCompact || !test.bySizeClass
    }
}
