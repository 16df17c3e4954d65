import SwiftSyntax

extension AppRootReader {
    /// The root assignments a helper's callers make: when the window's root is set to a parameter
    /// of the function around it (`func setRoot(_ controller: UIViewController) {
    /// window.rootViewController = controller }`, a coordinator's common swap), each call of that
    /// function in the module passes a root, and each is a root assignment of its own, in the
    /// caller's scope (so the caller's locals and properties evaluate), tagged with the caller's
    /// name (so `scene(_:willConnectTo:)` and `application(_:didFinishLaunchingWithOptions:)`
    /// rank as they would for a direct assignment). Calls are matched by the function's base name
    /// and argument labels; `nil` when the value is not a parameter or no call passes it.
    func callerAssignments(of assignment: Assignment, in function: FunctionDeclSyntax) -> [(caller: String, assignment: Assignment)]? {
        guard let name = assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
        let baseName = function.name.text
        var found: [(caller: String, file: String, assignment: Assignment)] = []
        var mentions: [String: Bool] = [:]
        for declaration in index.declarations where declaration.kind == .function || declaration.kind == .initializer {
            let mentioned = mentions[declaration.path] ?? Self.mentions(baseName, in: declaration.node.root)
            mentions[declaration.path] = mentioned
            guard mentioned, let body = Self.body(of: declaration.node) else { continue }
            let scope = Scope(statements: Array(body.statements), typeName: declaration.container)
            for call in Self.calls(named: baseName, in: Syntax(body)) {
                guard let argument = Self.argument(at: position, of: parameters, in: call) else { continue }
                found.append(
                    (
                        declaration.fullName, declaration.path,
                        Assignment(
                            value: argument, scope: Self.scope(of: argument, in: scope), window: assignment.window,
                            function: declaration.fullName)
                    ))
            }
        }
        // In source order, file by file, as the branch rule's "first in source order" reads them.
        let ordered = found.sorted { ($0.file, $0.assignment.value.position) < ($1.file, $1.assignment.value.position) }
        return ordered.isEmpty ? nil : ordered.map { ($0.caller, $0.assignment) }
    }

    /// The argument `call` passes for the parameter at `position`: arguments are matched to
    /// parameters in order by label (`_` for none), a parameter with a default value may be
    /// skipped; `nil` when the labels do not fit the function.
    static func argument(at position: Int, of parameters: [FunctionParameterSyntax], in call: FunctionCallExprSyntax) -> ExprSyntax? {
        let arguments = Array(call.arguments)
        var next = 0
        var passed: ExprSyntax?
        for (index, parameter) in parameters.enumerated() {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            if next < arguments.count, arguments[next].label?.text == label {
                if index == position { passed = arguments[next].expression }
                next += 1
            } else if parameter.defaultValue == nil {
                // A trailing closure passes the last parameter without a label.
                guard index == parameters.count - 1, call.trailingClosure != nil else { return nil }
            }
        }
        return next == arguments.count ? passed : nil
    }
}
