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
    /// `isiPad()`) is true, or `nil` when it is not a project idiom helper.
    func idiomHelperPolarity(of expr: ExprSyntax) -> DevicePolarity? {
        guard let (name, container) = Self.memberReference(expr) else { return nil }
        guard let helpers = facts.idiomHelpers[name] else { return nil }
        let type = resolvedContainer(container)
        let matching = helpers.filter { type == nil || $0.container == type }
        guard let first = matching.first, matching.allSatisfy({ $0.polarity == first.polarity }),
              matching.count == helperDeclarationCount(name, container: container) else { return nil }
        return first.polarity
    }

    /// The cases of the idiom value `expr` reads: the idiom itself (`UIDevice.current.userInterfaceIdiom`,
    /// `traitCollection.userInterfaceIdiom`, `UI_USER_INTERFACE_IDIOM()`) or a project function or
    /// property that stands for it (`Device.current`); `nil` for anything else.
    func idiomCases(of expr: ExprSyntax) -> [IdiomCase]? {
        if let path = expr.unqualifiedPath, path.last == "userInterfaceIdiom" { return IdiomValue.idiom }
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledName == "UI_USER_INTERFACE_IDIOM" { return IdiomValue.idiom }
        guard let (name, container) = Self.memberReference(expr), let values = facts.idiomValues[name] else { return nil }
        let type = resolvedContainer(container)
        let matching = values.filter { type == nil || $0.container == type }
        guard let first = matching.first, matching.allSatisfy({ $0.cases == first.cases }),
              matching.count == helperDeclarationCount(name, container: container) else { return nil }
        return first.cases
    }

    /// The name a helper use reads and the type it reads it on, when written: `("isPad", "Device")`
    /// for `Device.isPad`, `("isPad", "UIDevice")` for `UIDevice.current.isPad`, `("isPad", nil)`
    /// for `isPad`, `self.isPad` or `settings.isPad` (a receiver whose type is not known).
    private static func memberReference(_ expr: ExprSyntax) -> (name: String, container: String?)? {
        var path: [String]
        if let call = expr.as(FunctionCallExprSyntax.self) {
            guard call.arguments.isEmpty, call.trailingClosure == nil, let calledPath = call.calledExpression.unqualifiedPath else { return nil }
            path = calledPath
        } else if let plain = expr.unqualifiedPath {
            path = plain
        } else {
            return nil
        }
        guard let name = path.popLast(), !name.isEmpty else { return nil }
        if path == ["UIDevice", "current"] || path == ["UIDevice", "currentDevice"] { return (name, "UIDevice") }
        if path.count == 1, let base = path.first, !base.isEmpty, base != "super" { return (name, base) }
        return (name, nil)
    }

    /// The type a receiver names, when it is one the module declares or extends; `nil` otherwise
    /// (an instance such as `settings`), so that every declaration of the member is considered.
    private func resolvedContainer(_ receiver: String?) -> String? {
        guard let receiver, isTypeName(receiver) else { return nil }
        return receiver
    }

    private func isTypeName(_ name: String) -> Bool {
        !declarations(named: name, kinds: Declaration.Kind.nominalTypes.union([.extension])).isEmpty
    }

    /// How many functions and properties named `name` a use on `container` can mean.
    private func helperDeclarationCount(_ name: String, container: String?) -> Int {
        let type = resolvedContainer(container)
        return declarations(named: name, kinds: [.function, .property]).filter { type == nil || $0.container == type }.count
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
