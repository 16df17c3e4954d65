/// Why a ``Solver`` call failed. Each failure has its own case and names what it is about.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver (never added, or already removed).
    case unknownConstraint(Constraint)
    /// A required constraint cannot hold together with the required constraints already
    /// added. `conflicting` lists the constraint being added or changed first, then the
    /// installed required constraints that the proof of infeasibility uses. The solver keeps
    /// the constraints it had before the call (variables that are ambiguous may settle on
    /// another, equally good value).
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The variable was not created by this solver.
    case unknownVariable(Variable)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required (Kiwi's `BadRequiredStrength`): a required edit
    /// could make every suggestion unsatisfiable.
    case requiredEditVariable(Variable)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteValue(String)
    /// Solving with the constraint (adding it, changing its constant, or suggesting a value
    /// for its edit variable) produced a value that is not finite: its numbers overflow
    /// Double's range when combined (two terms of `1e308` on one variable) or in a pivot.
    /// The call is refused and the solver keeps the constraints it had (see
    /// ``Solver/addConstraint(_:)``); a wrong finite answer is never given instead.
    case overflow(Constraint)
    /// The simplex could not proceed; a bug or numerical breakdown, reported instead of a crash.
    case internalError(String)

    /// Whether the two values are the same.
    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.duplicateConstraint(a), .duplicateConstraint(b)),
            let (.unknownConstraint(a), .unknownConstraint(b)),
            let (.overflow(a), .overflow(b)):
            return a === b
        case let (.unsatisfiableConstraint(a, x), .unsatisfiableConstraint(b, y)):
            return a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
        case let (.unknownVariable(a), .unknownVariable(b)),
            let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
            let (.unknownEditVariable(a), .unknownEditVariable(b)),
            let (.requiredEditVariable(a), .requiredEditVariable(b)):
            return a == b
        case let (.nonFiniteValue(a), .nonFiniteValue(b)), let (.internalError(a), .internalError(b)):
            return a == b
        default:
            return false
        }
    }

    /// The message, naming the bad value and what was expected.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .unsatisfiableConstraint(let c, let all):
            return "unsatisfiable required constraint \(c); in conflict: \(all.map(\.description).joined(separator: ", "))"
        case .unknownVariable(let v): return "unknown variable #\(v.index)"
        case .duplicateEditVariable(let v): return "duplicate edit variable #\(v.index)"
        case .unknownEditVariable(let v): return "unknown edit variable #\(v.index)"
        case .requiredEditVariable(let v): return "edit variable #\(v.index) cannot be required"
        case .nonFiniteValue(let what): return "non-finite value: \(what)"
        case .overflow(let c): return "\(c): the numbers overflow (a value that is not finite) when solving with this constraint"
        case .internalError(let what): return "internal solver error: \(what)"
        }
    }
}
