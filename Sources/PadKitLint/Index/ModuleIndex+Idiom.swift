import SwiftSyntax

/// Project helpers that wrap the idiom, resolved through the module's declarations.
///
/// Apps rarely compare `userInterfaceIdiom` inline everywhere: they declare `isPad` once
/// (`extension UIDevice { var isPad: Bool { userInterfaceIdiom == .pad } }`,
/// `static let isPad = UIDevice.current.userInterfaceIdiom == .pad`) or an enumeration of their
/// own (`enum Device { static var current: Device { idiom == .pad ? .iPad : .iPhone } }`) and test
/// that. A use is resolved to the declarations it can name: by member name, narrowed to the type
/// it is read on when that type is known (`Device.current`, `UIDevice.current.isPad`), and
/// answered only when every such declaration is the same kind of helper and agrees. A `Settings`
/// property that happens to be called `isPad` and stores a flag is therefore never a device test.
extension ModuleIndex {
    /// Where the helper `expr` reads (`isPad`, `Device.isPad`, `UIDevice.current.isPad`,
    /// `controller.isPad`, `isiPad()`) is true, or `nil` when it is not a project idiom helper.
    func idiomHelperPolarity(of expr: ExprSyntax) -> DevicePolarity? {
        guard let reference = Self.memberReference(expr), let helpers = facts.idiomHelpers[reference.name] else { return nil }
        guard let scope = helperScope(reference, at: expr) else { return nil }
        let matching = helpers.filter { scope.contains($0.container) }
        guard let first = matching.first, matching.allSatisfy({ $0.polarity == first.polarity }),
            matching.count == helperDeclarationCount(reference.name, in: scope)
        else { return nil }
        return first.polarity
    }

    /// The cases of the idiom value `expr` reads: the idiom itself (`UIDevice.current.userInterfaceIdiom`,
    /// `traitCollection.userInterfaceIdiom`, `UI_USER_INTERFACE_IDIOM()`) or a project function or
    /// property that stands for it (`Device.current`); `nil` for anything else.
    func idiomCases(of expr: ExprSyntax) -> [IdiomCase]? {
        if let path = expr.unqualifiedPath, path.last == "userInterfaceIdiom" { return IdiomValue.idiom }
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledName == "UI_USER_INTERFACE_IDIOM" { return IdiomValue.idiom }
        guard let reference = Self.memberReference(expr), let values = facts.idiomValues[reference.name],
            let scope = helperScope(reference, at: expr)
        else { return nil }
        let matching = values.filter { scope.contains($0.container) }
        guard let first = matching.first, matching.allSatisfy({ $0.cases == first.cases }),
            matching.count == helperDeclarationCount(reference.name, in: scope)
        else { return nil }
        return first.cases
    }

    /// A helper use: the name it reads and the receiver it reads it on, as written (`[]` for a
    /// bare `isPad`, `["controller"]` for `controller.isPad`), or `nil` for a receiver that is not
    /// a plain path (`settings?.isPad` through a call).
    private static func memberReference(_ expr: ExprSyntax) -> (name: String, receiver: [String])? {
        var path: [String]
        if let call = expr.as(FunctionCallExprSyntax.self) {
            guard call.arguments.isEmpty, call.trailingClosure == nil, let calledPath = call.calledExpression.unqualifiedPath else {
                return nil
            }
            path = calledPath
        } else if let plain = expr.unqualifiedPath {
            path = plain
        } else {
            return nil
        }
        guard let name = path.popLast(), !name.isEmpty, path.first != "super", path.first != "" else { return nil }
        return (name, path)
    }

    /// Which declarations a helper use can mean, by container.
    enum HelperScope {
        /// Any declaration of the name (the receiver's type is not known).
        case any
        /// Declarations in these types and extensions, and at file scope when `includesGlobal`.
        case types(Set<String>, includesGlobal: Bool)

        func contains(_ container: String?) -> Bool {
            switch self {
            case .any: return true
            case .types(let types, let includesGlobal): return container.map(types.contains) ?? includesGlobal
            }
        }
    }

    /// The containers a use can reach: the receiver's type and its lineage when the code says what
    /// it is (a bare name also reaches file-scope helpers), else any. `nil` when the receiver is a
    /// type of the module with no such member, so the use is not a helper.
    private func helperScope(_ reference: (name: String, receiver: [String]), at use: ExprSyntax) -> HelperScope? {
        guard let type = receiverType(reference.receiver, at: use) else { return .any }
        let scope = HelperScope.types(Set(lineage(of: type)), includesGlobal: reference.receiver.isEmpty)
        guard helperDeclarationCount(reference.name, in: scope) > 0 else {
            // A receiver of unknown lineage (a type of another module) may still be extended here.
            return reference.receiver.count == 1 && !isTypeName(type) && Self.uiKitSuperclasses[type] == nil && !type.hasPrefix("UI")
                ? .any : nil
        }
        return scope
    }

    private func isTypeName(_ name: String) -> Bool {
        !declarations(named: name, kinds: Declaration.Kind.nominalTypes.union([.extension])).isEmpty
    }

    /// How many functions and properties named `name` a use with `scope` can mean.
    private func helperDeclarationCount(_ name: String, in scope: HelperScope) -> Int {
        declarations(named: name, kinds: [.function, .property]).filter { scope.contains($0.container) }.count
    }

    /// Resolves the candidates that may test or stand for the idiom through another helper
    /// (`var isPhone: Bool { !isPad }`, `var isPad: Bool { Device.current == .iPad }`), until no
    /// more resolve (a chain of at most a few helpers; four rounds).
    mutating func resolveIdiomCandidates() {
        var pending = facts.idiomCandidates
        facts.idiomCandidates = []
        for _ in 0..<4 {
            guard !pending.isEmpty, !facts.idiomHelpers.isEmpty || !facts.idiomValues.isEmpty else { return }
            var unresolved: [IdiomCandidate] = []
            var resolvedAny = false
            // Only a value that names a helper or idiom value of the module (or the idiom) can resolve.
            let words = IdiomCandidate.idiomWords + (Array(facts.idiomHelpers.keys) + Array(facts.idiomValues.keys)).map { Array($0.utf8) }
            for candidate in pending {
                guard candidate.mentions(anyOf: words) else {
                    unresolved.append(candidate)
                    continue
                }
                switch candidate.classify(index: self) {
                case .helper(let helper)?:
                    facts.idiomHelpers[candidate.name, default: []].append(helper)
                    resolvedAny = true
                case .value(let value)?:
                    facts.idiomValues[candidate.name, default: []].append(value)
                    resolvedAny = true
                case nil:
                    unresolved.append(candidate)
                }
            }
            guard resolvedAny else { return }
            pending = unresolved
        }
    }
}
