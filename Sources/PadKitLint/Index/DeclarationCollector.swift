import SwiftSyntax

/// Records the declarations of one file for the ``ModuleIndex``, and the facts rules need about
/// them (idiom helpers, popover producers, alert presenters).
///
/// Function and property bodies are not walked, only looked at where a fact needs them, so
/// indexing costs a small part of the rule walk.
final class DeclarationCollector: SyntaxVisitor {
    private let path: String
    private let lines: LineTable
    private let source: [UInt8]
    /// Whether the file names `UIAlertController`: without it, nothing in it builds an alert.
    private lazy var mentionsAlert = source.contains(bytesOf: "UIAlertController")
    /// Whether the file names a controller that is a popover on iPad: without one, no
    /// declaration of it returns a popover (``noteProducer(name:fullName:returns:token:)``).
    private lazy var mentionsPopover = mentionsAlert || source.contains(bytesOf: "UIActivityViewController")
    private(set) var declarations: [ModuleIndex.Declaration] = []
    private(set) var facts = IndexFacts()
    private var containers: [String] = []

    /// The file's bytes for the walks that skip code without the words they look for; `nil`
    /// makes them visit everything (``SwiftFileLinter/parse(source:path:settings:readsBytesFirst:)``).
    private let prefilterSource: [UInt8]?

    init(path: String, source: [UInt8], lines: LineTable, readsBytesFirst: Bool = true) {
        self.path = path
        self.source = source
        prefilterSource = readsBytesFirst ? source : nil
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    private func record(
        _ kind: ModuleIndex.Declaration.Kind, _ name: String, fullName: String? = nil, typeName: String? = nil,
        inherited: InheritanceClauseSyntax? = nil, modifiers: DeclModifierListSyntax? = nil,
        node: some SyntaxProtocol, at token: TokenSyntax
    ) {
        let location = lines.location(of: token.positionAfterSkippingLeadingTrivia.utf8Offset)
        let isStatic =
            (modifiers.map(mayBeStatic) ?? false)
            && (modifiers?.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) } ?? false)
        declarations.append(
            ModuleIndex.Declaration(
                kind: kind, name: name, fullName: fullName ?? name, container: containers.last, typeName: typeName,
                inheritedTypes: inherited?.inheritedTypes.map { $0.type.trimmedText } ?? [],
                isStatic: isStatic, path: path, line: location.line, column: location.column, node: Syntax(node)
            ))
    }

    private static let staticWords = [Array("static".utf8), Array("class".utf8)]

    /// Whether `modifiers` may hold `static` or `class`: their bytes spell one of them (most
    /// lists are empty or `private`, and answering from the bytes builds no node per modifier).
    private func mayBeStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        guard let source = prefilterSource else { return true }
        let range = (modifiers.position.utf8Offset..<modifiers.endPosition.utf8Offset).clamped(to: 0..<source.count)
        return !range.isEmpty && source.withUnsafeBufferPointer { bytes in Self.staticWords.contains { bytes.contains($0, in: range) } }
    }

    private var location: (TokenSyntax) -> String {
        { [lines, path] token in "\(path):\(lines.location(of: token.positionAfterSkippingLeadingTrivia.utf8Offset).line)" }
    }

    /// Records a type and makes it the container of what follows, until its `visitPost`.
    private func enter(_ kind: ModuleIndex.Declaration.Kind, _ name: TokenSyntax, _ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind
    {
        record(kind, name.text, inherited: node.inheritanceClause, modifiers: node.modifiers, node: node, at: name)
        containers.append(name.text)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(.class, node.name, node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(.struct, node.name, node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(.enum, node.name, node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(.actor, node.name, node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(.protocol, node.name, node) }
    override func visitPost(_ node: ClassDeclSyntax) { containers.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { containers.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { containers.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { containers.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { containers.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.as(IdentifierTypeSyntax.self)?.name.text ?? node.extendedType.trimmedText
        record(.extension, name, inherited: node.inheritanceClause, modifiers: node.modifiers, node: node, at: node.extensionKeyword)
        containers.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { containers.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            .typeAlias, node.name.text, typeName: node.initializer.value.trimmedText, modifiers: node.modifiers, node: node, at: node.name)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        record(.initializer, "init", fullName: "init(\(labels))", modifiers: node.modifiers, node: node, at: node.initKeyword)
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let returnType = node.signature.returnClause?.type.trimmedText
        let fullName = node.fullName
        record(.function, node.name.text, fullName: fullName, typeName: returnType, modifiers: node.modifiers, node: node, at: node.name)
        guard let body = node.body else { return .skipChildren }
        let parameters = node.signature.parameterClause.parameters
        if parameters.isEmpty, let value = body.statements.singleValueOrSwitch ?? idiomClause(of: body.statements) {
            noteIdiomCandidate(name: node.name.text, typeName: returnType, value: value)
        }
        if let returnType, Self.controllerTypes.contains(Self.stripOptional(returnType)), mentionsPopover {
            noteProducer(
                name: node.name.text, fullName: fullName,
                returns: Self.returnedValues(in: Syntax(body.statements), source: prefilterSource), token: node.name)
        }
        if mentionsAlert, parameters.contains(where: { $0.type.trimmedText.hasSuffix("Style") }) {
            notePresenter(node, body: body)
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            let name = identifier.text
            let type = binding.typeAnnotation?.type.trimmedText
            record(.property, name, typeName: type, modifiers: node.modifiers, node: node, at: identifier)
            var values: [ExprSyntax] = []
            // A getter that is one `switch` over the idiom: its value for the idiom facts.
            var switchValue: ExprSyntax?
            switch binding.accessorBlock?.accessors {
            case .getter(let items)?:
                values = Self.returnedValues(in: Syntax(items), source: prefilterSource)
                switchValue = items.singleSwitch ?? idiomClause(of: items)
            case .accessors(let accessors)?:
                if let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body {
                    values = Self.returnedValues(in: Syntax(getter.statements), source: prefilterSource)
                    switchValue = getter.statements.singleSwitch ?? idiomClause(of: getter.statements)
                }
            case nil:
                if let value = binding.initializer?.value {
                    // `lazy var sheet: UIAlertController = { ...; return alert }()`.
                    if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                        let closure = call.calledExpression.as(ClosureExprSyntax.self)
                    {
                        values = Self.returnedValues(in: Syntax(closure.statements), source: prefilterSource)
                    } else {
                        values = [value]
                    }
                }
            }
            if let value = switchValue ?? (values.count == 1 ? values.first : nil) {
                noteIdiomCandidate(name: name, typeName: type, value: value)
            }
            if mentionsPopover, type.map({ Self.controllerTypes.contains(Self.stripOptional($0)) }) ?? true {
                noteProducer(name: name, fullName: name, returns: values, token: identifier)
            }
        }
        return .skipChildren
    }

    /// The value of a body that is one `#if` (`#if os(macOS) .mac #else switch UIDevice.current.userInterfaceIdiom { ... } #endif`):
    /// the first clause that is one value or `switch` and reads the idiom, the one an iOS build compiles.
    private func idiomClause(of items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let ifConfig = items.first?.item.as(IfConfigDeclSyntax.self) else { return nil }
        for clause in ifConfig.clauses {
            guard case .statements(let list)? = clause.elements, let value = list.singleValueOrSwitch else { continue }
            let range = value.position.utf8Offset..<value.endPosition.utf8Offset
            if IdiomCandidate.idiomWords.contains(where: { source.contains(bytesOf: String(decoding: $0, as: UTF8.self), in: range) }) {
                return value
            }
        }
        return nil
    }

    /// Records what `candidate` says about the idiom when its own file is enough to tell, or keeps
    /// it for the module-wide pass when it may go through another file's helper.
    ///
    /// On its own, a file can only tell when the value reads the idiom itself
    /// (``IdiomCandidate/idiomWords``); the bytes say whether it does before any syntax is looked at.
    private func noteIdiomCandidate(name: String, typeName: String?, value: ExprSyntax) {
        let range = value.position.utf8Offset..<value.endPosition.utf8Offset
        let text = source[range.clamped(to: source.indices)]
        let candidate = IdiomCandidate(name: name, container: containers.last, typeName: typeName, value: value, text: text)
        let fact = candidate.mentions(anyOf: IdiomCandidate.idiomWords) ? candidate.classify(index: .empty) : nil
        switch fact {
        case .helper(let helper)?: facts.idiomHelpers[candidate.name, default: []].append(helper)
        case .value(let value)?: facts.idiomValues[candidate.name, default: []].append(value)
        case nil: if candidate.mayDeriveFromModule { facts.idiomCandidates.append(candidate) }
        }
    }

    /// File-scope statements (a `main.swift`) are not declarations.
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        node.item.is(DeclSyntax.self) ? .visitChildren : .skipChildren
    }

    /// Types a factory of a popover controller returns.
    static let controllerTypes: Set<String> = ["UIActivityViewController", "UIAlertController", "UIViewController"]

    static func stripOptional(_ type: String) -> String {
        type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
    }

    /// Records `name` as a popover producer when every value it returns is the same unanchored popover.
    private func noteProducer(name: String, fullName: String, returns values: [ExprSyntax], token: TokenSyntax) {
        guard !values.isEmpty else { return }
        var found: PopoverConstruction?
        for value in values {
            var construction: PopoverConstruction?
            if let reference = value.as(DeclReferenceExprSyntax.self), let binding = reference.localBinding(named: reference.baseName.text)
            {
                construction = PopoverConstruction.of(binding.initializer, index: .empty)
                let evidence = PopoverEvidence(name: reference.baseName.text, presentCall: nil, source: prefilterSource)
                evidence.walk(binding.scope)
                if evidence.anchored { return }
            } else {
                construction = PopoverConstruction.of(value, index: .empty)
            }
            guard let construction, found == nil || found == construction else { return }
            found = construction
        }
        switch found {
        case .popover(let kind)?:
            facts.popoverProducers[name, default: []].append(
                PopoverProducer(kind: kind, styleArgument: nil, fullName: fullName, location: location(token)))
        case .styleParameter(let slot)?:
            facts.popoverProducers[name, default: []].append(
                PopoverProducer(
                    kind: PopoverConstruction.actionSheetKind, styleArgument: slot, fullName: fullName, location: location(token)))
        case .undecided?, nil:
            // A style that depends on a condition read before the index exists is not recorded.
            return
        }
    }

    /// Records `function` as an alert presenter when it presents, unanchored, an alert whose style is a parameter.
    private func notePresenter(_ function: FunctionDeclSyntax, body: CodeBlockSyntax) {
        let finder = PresentCallFinder()
        finder.walk(body)
        for call in finder.calls {
            guard let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let binding = call.localBinding(named: name),
                case .styleParameter(let slot)? = PopoverConstruction.of(binding.initializer, index: .empty)
            else { continue }
            let evidence = PopoverEvidence(name: name, presentCall: call, source: prefilterSource)
            evidence.walk(binding.scope)
            guard !evidence.anchored, !evidence.escapes else { continue }
            facts.alertPresenters[function.name.text, default: []].append(
                AlertPresenter(styleArgument: slot, fullName: function.fullName, location: location(function.name)))
            return
        }
    }

    /// The values a body returns: its `return` expressions outside nested closures and
    /// functions, or its single expression.
    ///
    /// - Parameter source: the bytes of the file `statements` is in, when known: the search for
    ///   `return` statements then only enters code whose bytes spell `return`.
    static func returnedValues(in statements: Syntax, source: [UInt8]? = nil) -> [ExprSyntax] {
        if let list = statements.as(CodeBlockItemListSyntax.self), let value = list.singleValue, list.count == 1,
            !(list.first?.item.is(ReturnStmtSyntax.self) ?? false)
        {
            return [value]
        }
        let finder = ReturnFinder(source: source)
        finder.walk(statements)
        return finder.values
    }
}

extension CodeBlockItemListSyntax {
    /// The `switch` of a body that is one `switch` statement.
    var singleSwitch: ExprSyntax? {
        guard count == 1, let statement = first?.item.as(ExpressionStmtSyntax.self),
            statement.expression.is(SwitchExprSyntax.self)
        else { return nil }
        return statement.expression
    }

    /// ``singleValue``, or the `switch` of a body that is one `switch` statement.
    var singleValueOrSwitch: ExprSyntax? {
        singleValue ?? singleSwitch
    }

    /// The value of a one-statement body: `return x` or the expression `x`.
    var singleValue: ExprSyntax? {
        guard count == 1, let item = first?.item else { return nil }
        if let returnStmt = item.as(ReturnStmtSyntax.self) { return returnStmt.expression }
        return item.as(ExprSyntax.self)
    }
}

/// The `return` values of a body, not looking into closures or nested functions.
///
/// A `return` statement starts with the keyword, whose text is in the file: given the file's
/// bytes, code whose bytes do not spell `return` is skipped with all it contains.
final class ReturnFinder: SyntaxAnyVisitor {
    private static let keyword = Array("return".utf8)
    private(set) var values: [ExprSyntax] = []
    private let source: [UInt8]?

    init(source: [UInt8]? = nil) {
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard let source else { return .visitChildren }
        let range = (node.position.utf8Offset..<node.endPosition.utf8Offset).clamped(to: 0..<source.count)
        return source.withUnsafeBufferPointer { $0.contains(Self.keyword, in: range) } ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.expression { values.append(value) }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The `present(_:animated:)` calls in a body.
final class PresentCallFinder: SyntaxVisitor {
    private(set) var calls: [FunctionCallExprSyntax] = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledName == "present", node.argument(labeled: "animated") != nil, node.arguments.first?.label == nil {
            calls.append(node)
        }
        return .visitChildren
    }
}
