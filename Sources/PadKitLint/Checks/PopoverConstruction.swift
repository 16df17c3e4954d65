import SwiftSyntax

/// What a piece of code builds, as far as popovers go: a share sheet, an action sheet, or an
/// alert whose style a parameter decides.
enum PopoverConstruction: Equatable {
    /// A controller that is a popover on iPad; the text says which and why.
    case popover(String)
    /// A `UIAlertController` whose `preferredStyle` is the enclosing function's parameter.
    case styleParameter(ArgumentSlot)
    /// An action sheet or not depending on `condition`, which is neither an idiom, a trait or
    /// size-class test nor a project helper that wraps one: the rule cannot tell what iPad gets.
    case undecided(String, condition: String)

    /// Whether the value may be a popover on iPad (certainly or depending on a condition).
    var mayBePopover: Bool {
        switch self {
        case .popover, .undecided: return true
        case .styleParameter: return false
        }
    }

    static let activityKind = "a UIActivityViewController is a popover on iPad"
    static let actionSheetKind = "an action sheet is a popover on iPad"

    /// What `expr` builds: `UIActivityViewController(...)`, `UIAlertController(..., preferredStyle:
    /// .actionSheet)` (the style given directly, by a local, or by a parameter), or a call to a
    /// function of the module that returns one (through `index`).
    static func of(_ expr: ExprSyntax, index: ModuleIndex) -> PopoverConstruction? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let path = call.calledExpression.unqualifiedPath else {
            return nil
        }
        if path == ["UIActivityViewController"] { return .popover(activityKind) }
        if path == ["UIAlertController"] {
            guard let style = call.argument(labeled: "preferredStyle")?.expression else { return nil }
            return styleVerdict(style, index: index, depth: 0)
        }
        guard let name = path.last, let producer = index.popoverProducer(named: name) else { return nil }
        if let slot = producer.styleArgument {
            guard let argument = slot.argument(of: call),
                styleVerdict(argument, index: index, depth: 0) == .popover(actionSheetKind)
            else { return nil }
        }
        return .popover("built by \(producer.fullName) at \(producer.location); \(producer.kind)")
    }

    /// Whether a `preferredStyle` value is an action sheet (on iPad).
    private static func styleVerdict(_ expr: ExprSyntax, index: ModuleIndex, depth: Int) -> PopoverConstruction? {
        guard depth < 4 else { return nil }
        if let path = expr.unqualifiedPath, path.count >= 2 || path.first == "" {
            return path.last == "actionSheet" ? .popover(actionSheetKind) : nil
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let binding = reference.localBinding(named: name) {
                return styleVerdict(binding.initializer, index: index, depth: depth + 1)
            }
            if let slot = reference.parameterSlot(named: name) { return .styleParameter(slot) }
            return nil
        }
        // `isPad ? .alert : .actionSheet`: an action sheet only where the condition says so;
        // `undecided` when the condition is not a device or window test the rule can read.
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard let ternaryIndex = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                let ternary = elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self),
                ternaryIndex + 1 < elements.count
            else { return nil }
            let thenSheet = styleVerdict(ternary.thenExpression, index: index, depth: depth + 1)?.mayBePopover ?? false
            let elseSheet = styleVerdict(elements[ternaryIndex + 1], index: index, depth: depth + 1)?.mayBePopover ?? false
            guard thenSheet || elseSheet else { return nil }
            if thenSheet && elseSheet { return .popover(actionSheetKind) }
            let condition = elements[..<ternaryIndex]
            var test: DeviceTest?
            if condition.count == 1, let only = condition.first {
                test = DeviceTest.of(only, index: index)
            } else if condition.count == 3 {
                test = DeviceTest.of(ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(condition)))), index: index)
            }
            if let test {
                // The branch taken on iPad (or in regular width) decides.
                let padSheet = test.polarity == .pad ? thenSheet : elseSheet
                return padSheet ? .popover(actionSheetKind) : nil
            }
            let text = condition.map { $0.trimmedDescription }.joined(separator: " ")
            return .undecided(actionSheetKind, condition: text)
        }
        return nil
    }
}

extension SyntaxProtocol {
    /// The slot of the enclosing function's parameter named `name` (its internal name).
    func parameterSlot(named name: String) -> ArgumentSlot? {
        guard let function = enclosingFunction else { return nil }
        for (position, parameter) in function.signature.parameterClause.parameters.enumerated()
        where (parameter.secondName ?? parameter.firstName).text == name {
            let label = parameter.firstName.text
            return ArgumentSlot(label: label == "_" ? nil : label, position: position)
        }
        return nil
    }
}
