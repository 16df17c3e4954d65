import SwiftSyntax

/// A project helper that tests the idiom: `var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }`.
struct IdiomHelper: Sendable, Equatable {
    /// The type (or extended type) it is declared in; `nil` at file scope.
    let container: String?
    /// Where it is true.
    let polarity: DevicePolarity
}

/// A project function or property whose value is the idiom or stands for it, and what each of
/// its values means: the idiom itself (`static let idiom = UIDevice.current.userInterfaceIdiom`:
/// `.pad` is iPad, `.phone` is iPhone) or a project enumeration that wraps it
/// (`static var current: Device { UIDevice.current.userInterfaceIdiom == .pad ? .iPad : .iPhone }`:
/// `.iPad` is iPad, `.iPhone` is everything else).
struct IdiomValue: Sendable, Equatable {
    /// The type (or extended type) it is declared in; `nil` at file scope.
    let container: String?
    /// The case names its value can take, each with where a comparison with it is true, in the
    /// order the declaration gives them.
    let cases: [IdiomCase]

    /// The meaning of the case named `name`, `nil` when the value does not decide the device.
    func polarity(of name: String) -> DevicePolarity? {
        cases.first { $0.name == name }?.polarity
    }

    /// `UIUserInterfaceIdiom` itself: `.pad` and `.phone` (other idioms decide nothing here).
    static let idiom = [IdiomCase(name: "pad", polarity: .pad), IdiomCase(name: "phone", polarity: .phone)]
}

/// One case of an ``IdiomValue``.
struct IdiomCase: Sendable, Equatable {
    /// `iPad`, `phone`.
    let name: String
    /// Where `value == .name` is true.
    let polarity: DevicePolarity
}

/// A function without parameters or a property whose body is one value, recorded while indexing
/// when that value might test or stand for the idiom. ``classify(index:)`` decides from the value's
/// syntax and the module's other helpers, never from the declaration's name.
struct IdiomCandidate: Sendable {
    /// The declared name.
    let name: String
    /// The type (or extended type) it is declared in; `nil` at file scope.
    let container: String?
    /// The declared type or return type as written; `nil` when not written.
    let typeName: String?
    /// Its value: the single expression of its body, or its initializer.
    let value: ExprSyntax
    /// The value's bytes in its file.
    let text: ArraySlice<UInt8>

    /// The spellings of the idiom: a value that mentions none of them (nor a helper of the
    /// module) cannot be an idiom test.
    static let idiomWords: [[UInt8]] = [Array("userInterfaceIdiom".utf8), Array("UI_USER_INTERFACE_IDIOM".utf8)]

    /// Whether the value's text contains one of `words` (as bytes, wherever they occur).
    func mentions(anyOf words: [[UInt8]]) -> Bool {
        text.withUnsafeBufferPointer { bytes in words.contains { bytes.contains($0, in: 0..<bytes.count) } }
    }

    /// What the candidate is, given what `index` already knows.
    enum Fact {
        case helper(IdiomHelper)
        case value(IdiomValue)
    }

    /// What the declaration is: an idiom helper (a Bool that tests the idiom), an idiom value
    /// (the idiom, or a project value that maps it), or neither (`nil`).
    func classify(index: ModuleIndex) -> Fact? {
        if typeName == nil || typeName == "Bool", let test = DeviceTest.of(value, index: index), !test.bySizeClass {
            return .helper(IdiomHelper(container: container, polarity: test.polarity))
        }
        if typeName == "Bool" { return nil }
        if let cases = index.idiomCases(of: value) ?? Self.mappedCases(value, index: index) {
            return .value(IdiomValue(container: container, cases: cases))
        }
        return nil
    }

    /// Whether the value has a shape that can refer to another helper of the module (a name, a
    /// member, a call without arguments, a negation, a comparison, a ternary or a `switch`), so
    /// that it is worth resolving again once every file is indexed.
    var mayDeriveFromModule: Bool {
        var expr = value
        while true {
            if let prefix = expr.as(PrefixOperatorExprSyntax.self) { expr = prefix.expression; continue }
            if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expr = only.expression; continue
            }
            break
        }
        if expr.is(SequenceExprSyntax.self) || expr.is(SwitchExprSyntax.self) || expr.unqualifiedPath != nil { return true }
        if let call = expr.as(FunctionCallExprSyntax.self) { return call.arguments.isEmpty && call.trailingClosure == nil }
        return false
    }

    /// The cases of a value that maps an idiom test to the project's own values:
    /// `test ? .iPad : .iPhone`, or `switch idiom { case .pad: .iPad  default: .iPhone }`
    /// (each case one value, with or without `return`).
    static func mappedCases(_ value: ExprSyntax, index: ModuleIndex) -> [IdiomCase]? {
        if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
                let thenCase = caseName(ternary.thenExpression), let elseCase = elements.last.flatMap(caseName),
                thenCase != elseCase
            else { return nil }
            let condition = Array(elements.dropLast(2))
            let test: DeviceTest?
            if condition.count == 1, let only = condition.first {
                test = DeviceTest.of(only, index: index)
            } else {
                test = DeviceTest.of(ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(condition))), index: index)
            }
            guard let test, !test.bySizeClass else { return nil }
            return [IdiomCase(name: thenCase, polarity: test.polarity), IdiomCase(name: elseCase, polarity: test.polarity.negated)]
        }
        if let switchExpr = value.as(SwitchExprSyntax.self), let subject = index.idiomCases(of: switchExpr.subject) {
            var cases: [IdiomCase] = []
            var listed: [DevicePolarity] = []
            var defaultCase: String?
            for element in switchExpr.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self), let result = caseResult(switchCase.statements) else { return nil }
                switch switchCase.label {
                case .default:
                    defaultCase = result
                case .case(let label):
                    let names = label.caseItems.compactMap { $0.pattern.as(ExpressionPatternSyntax.self)?.expression.unqualifiedPath?.last }
                    guard names.count == label.caseItems.count else { return nil }
                    let polarities = names.map { name in subject.first { $0.name == name }?.polarity }
                    // A case that joins iPad and iPhone, or names an idiom that is neither, decides nothing.
                    guard let first = polarities.first, let polarity = first, polarities.allSatisfy({ $0 == polarity }) else { continue }
                    listed.append(polarity)
                    cases.append(IdiomCase(name: result, polarity: polarity))
                }
            }
            // `default` stands for the other device only when one device was listed.
            if let defaultCase, let only = listed.first, listed.allSatisfy({ $0 == only }) {
                cases.append(IdiomCase(name: defaultCase, polarity: only.negated))
            }
            // Each project value must mean one device.
            for item in cases where cases.contains(where: { $0.name == item.name && $0.polarity != item.polarity }) { return nil }
            return cases.isEmpty ? nil : cases
        }
        return nil
    }

    /// `.iPad`, `Device.iPad`, or `iPad` inside the enumeration: the case a branch returns.
    private static func caseName(_ expr: ExprSyntax) -> String? {
        guard let path = expr.unqualifiedPath, path.count <= 2, let last = path.last, !last.isEmpty else { return nil }
        return last
    }

    /// The case a `switch` case's body ends with: `return .iPad` or `.iPad`, after any statements
    /// that only log or assert (`assertionFailure("unknown idiom"); return .iPhone`).
    private static func caseResult(_ statements: CodeBlockItemListSyntax) -> String? {
        guard let last = statements.last?.item else { return nil }
        if let returnStmt = last.as(ReturnStmtSyntax.self) { return returnStmt.expression.flatMap(caseName) }
        return last.as(ExprSyntax.self).flatMap(caseName)
    }
}
