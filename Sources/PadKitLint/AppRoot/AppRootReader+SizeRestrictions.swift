import PadKit
import SwiftSyntax

extension AppRootReader {
    /// The app's preferred scene size as its code sets it (`UISceneSizeRestrictions`, TN3192):
    /// constant assignments anywhere in the target to `….sizeRestrictions?.minimumSize` or
    /// `….maximumSize` (`CGSize(width: 500, height: 400)`), or to one of their `width` or `height`
    /// (`windowScene.sizeRestrictions?.minimumSize.width = 500`), written as the description's
    /// `"sizeRestrictions"`.
    ///
    /// An assignment inside `#if targetEnvironment(macCatalyst)` sets the Mac's window, not the
    /// iPad's (FlowDown pull request 247 moved its minimum there for that reason), and is left out,
    /// as is one under `#if false` (``isCompiledOutOfIPad(_:)``). One made later than launch (in a
    /// controller's `viewDidAppear(_:)`, as GoMap's POI editor does) still sets the scene's
    /// preference once it runs, and is read as the app's. A
    /// value that is not a constant is listed under `unresolved` at `sizeRestrictions`, never
    /// guessed. `nil` when the code sets none.
    mutating func sceneSizeRestrictions() -> JSONValue? {
        var sizes: [String: (width: Double?, height: Double?)] = [:]
        var seen = Set<SyntaxIdentifier>()
        for declaration in index.declarations {
            guard let body = Self.body(of: declaration.node) else { continue }
            for (target, value) in Self.assignments(in: Syntax(body)) {
                guard seen.insert(value.id).inserted, let (size, axis) = Self.sizeRestrictionTarget(target) else { continue }
                if Self.isCompiledOutOfIPad(value) { continue }
                if let axis {
                    guard case .number(let number)? = Self.constant(value, kind: .number) else {
                        unresolve("sizeRestrictions.\(size).\(axis)", "'\(Self.short(value))' is not a constant", at: value)
                        continue
                    }
                    var entry = sizes[size] ?? (nil, nil)
                    if axis == "width" { entry.width = number } else { entry.height = number }
                    sizes[size] = entry
                } else if let (width, height) = Self.sizeLiteral(value) {
                    sizes[size] = (width, height)
                } else {
                    unresolve("sizeRestrictions.\(size)", "'\(Self.short(value))' is not a constant CGSize", at: value)
                }
            }
        }
        let pairs: [(String, JSONValue)] = ["minimumSize", "maximumSize"].compactMap { key in
            guard let size = sizes[key] else { return nil }
            return (key, .object([("width", .number(size.width ?? 0)), ("height", .number(size.height ?? 0))]))
        }
        return pairs.isEmpty ? nil : .object(pairs)
    }

    /// `(minimumSize|maximumSize, width|height|nil)` for an assignment target such as
    /// `windowScene.sizeRestrictions.minimumSize.width`, else `nil`.
    static func sizeRestrictionTarget(_ target: String) -> (size: String, axis: String?)? {
        let parts = target.split(separator: ".").map(String.init)
        guard let index = parts.firstIndex(of: "sizeRestrictions"), index + 1 < parts.count else { return nil }
        let size = parts[index + 1]
        guard size == "minimumSize" || size == "maximumSize" else { return nil }
        let rest = parts.dropFirst(index + 2)
        if rest.isEmpty { return (size, nil) }
        guard rest.count == 1, let axis = rest.first, axis == "width" || axis == "height" else { return nil }
        return (size, axis)
    }

    /// `CGSize(width: 500, height: 400)` (or `.init(...)`) with constant numbers.
    static func sizeLiteral(_ expression: ExprSyntax) -> (Double, Double)? {
        guard let call = unwrap(expression).as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedText
        guard callee == "CGSize" || callee == ".init", call.arguments.count == 2 else { return nil }
        let values = call.arguments.map { constant($0.expression, kind: .number) }
        guard call.arguments.map({ $0.label?.text }) == ["width", "height"], case .number(let width)? = values[0],
            case .number(let height)? = values[1]
        else { return nil }
        return (width, height)
    }

    /// Whether `node` is compiled out of an iPad build: it sits in the `#if` branch of
    /// `targetEnvironment(macCatalyst)` or `os(macOS)` (not negated), or of `#if false` / `#if 0`
    /// (GoMap keeps its Mac screenshot sizes under `#if false`).
    static func isCompiledOutOfIPad(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), let condition = clause.condition?.trimmedText,
                clause.poundKeyword.tokenKind != .poundElse
            {
                if condition == "false" || condition == "0" { return true }
                if (condition.contains("macCatalyst") || condition.contains("os(macOS)")) && !condition.hasPrefix("!") { return true }
            }
            current = parent.parent
        }
        return false
    }
}
