/// Why a JSON constraint system could not be solved. Every case names where it happened: a
/// JSON path such as `constraints[2].terms[0][1]`, or the constraints in conflict.
public enum ConstraintSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON is not valid or a value has the wrong shape or type.
    case malformed(path: String, reason: String)
    /// A term or edit names a variable not listed in `variables`.
    case unknownVariable(String, path: String)
    /// A name appears twice in `variables`.
    case duplicateVariable(String, path: String)
    /// A variable is edited twice.
    case duplicateEdit(String, path: String)
    /// An edit's strength is `required` (edits are preferences; see ``SolverError/requiredEditVariable(_:)``).
    case requiredEdit(String, path: String)
    /// A required constraint cannot hold together with earlier required constraints.
    /// `path` is the constraint that failed; `conflicting` lists it first, then the others
    /// the proof of infeasibility uses.
    case unsatisfiable(path: String, conflicting: [String])
    /// Solving with the constraint at `path` (an edit: `edits[i]`) produced a number that is
    /// not finite: its coefficients and constants overflow Double's range when combined
    /// (`[[1e308, "a"], [1e308, "a"]]`) or in the solver's pivots.
    case overflow(path: String)
    /// Any other solver failure.
    case solver(String)

    /// A decoding error as a path and a reason.
    init(decoding error: DecodingError) {
        func render(_ path: [CodingKey]) -> String {
            var text = "$"
            for key in path {
                if let i = key.intValue { text += "[\(i)]" } else { text += ".\(key.stringValue)" }
            }
            return text == "$" ? "$" : String(text.dropFirst(text.hasPrefix("$.") ? 2 : 1))
        }
        switch error {
        case .keyNotFound(let key, let context):
            self = .malformed(path: render(context.codingPath + [key]), reason: "missing key \"\(key.stringValue)\"")
        case .typeMismatch(let type, let context):
            self = .malformed(path: render(context.codingPath), reason: "expected \(Self.name(of: type))")
        case .valueNotFound(let type, let context):
            self = .malformed(path: render(context.codingPath), reason: "expected \(Self.name(of: type)), found null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                self = .malformed(path: "$", reason: "not valid JSON")
            } else {
                self = .malformed(path: render(context.codingPath), reason: context.debugDescription)
            }
        @unknown default:
            self = .malformed(path: "$", reason: "\(error)")
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is Double.Type: return "a number"
        case is String.Type: return "a string"
        case is [ConstraintSystemDocument.Entry].Type, is [ConstraintSystemDocument.Edit].Type,
             is [String].Type, is [ConstraintSystemDocument.Term].Type:
            return "an array"
        default:
            let text = "\(type)"
            if text.hasPrefix("Array") || text.hasPrefix("UnkeyedDecodingContainer") { return "an array" }
            if text.hasPrefix("Dictionary") || text.contains("KeyedDecodingContainer") { return "an object" }
            return text
        }
    }

    /// The message, naming the bad value and what was expected.
    public var description: String {
        switch self {
        case .malformed(let path, let reason): return "\(path): \(reason)"
        case .unknownVariable(let name, let path): return "\(path): unknown variable \"\(name)\""
        case .duplicateVariable(let name, let path): return "\(path): duplicate variable \"\(name)\""
        case .duplicateEdit(let name, let path): return "\(path): variable \"\(name)\" is edited twice"
        case .requiredEdit(let name, let path): return "\(path): the edit of \"\(name)\" cannot be required"
        case .unsatisfiable(let path, let conflicting):
            return "\(path): unsatisfiable required constraint; in conflict: \(conflicting.joined(separator: ", "))"
        case .overflow(let path):
            return "\(path): the numbers overflow when solved (a value that is not finite); use smaller coefficients and constants"
        case .solver(let message): return "solver: \(message)"
        }
    }
}
