import PadJSON

/// Why a JSON constraint system could not be solved. Every case names where it happened: a
/// JSON path such as `constraints[2].terms[0][1]`, or the constraints in conflict.
public enum ConstraintSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The document cannot be read or checked: every problem, each with its JSON path (not JSON,
    /// a missing key, a value of the wrong type, an unknown key, an unknown or duplicate variable,
    /// a bad relation or strength, a required edit).
    case invalid([JSONProblem])
    /// A required constraint cannot hold together with earlier required constraints.
    /// `path` is the constraint that failed; `conflicting` lists it first, then the others
    /// the proof of infeasibility uses.
    case unsatisfiable(path: String, conflicting: [String])
    /// Solving with the constraint at `path` (an edit: `edits[i]`; a variable's value:
    /// `values.name`) produced a number that is not finite: its coefficients and constants
    /// overflow Double's range when combined (`[[1e308, "a"], [1e308, "a"]]`) or in the solver's
    /// pivots.
    case overflow(path: String)
    /// Any other solver failure.
    case solver(String)

    /// The message, naming the bad value and what was expected; one line per problem.
    public var description: String {
        switch self {
        case .invalid(let problems): return problems.map(\.description).joined(separator: "\n")
        case .unsatisfiable(let path, let conflicting):
            return "\(path): unsatisfiable required constraint; in conflict: \(conflicting.joined(separator: ", "))"
        case .overflow(let path):
            return "\(path): the numbers overflow when solved (a value that is not finite); use smaller coefficients and constants"
        case .solver(let message): return "solver: \(message)"
        }
    }
}
