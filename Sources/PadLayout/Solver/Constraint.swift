/// A linear constraint `lhs relation rhs` at a strength, kept as `expression relation 0`
/// with `expression = lhs − rhs`.
///
/// A constraint is a reference: the same object is added to and removed from a solver,
/// as Kiwi's and `NSLayoutConstraint`'s are. Its constant can change in place after it is
/// added (``Solver/updateConstant(of:to:)``), which is why the solver, not the object,
/// holds the current constant.
public final class Constraint: Sendable, CustomStringConvertible {
    /// `lhs − rhs` at the time the constraint was made.
    public let expression: LinearExpression
    /// How the expression relates to zero: `== 0`, `<= 0` or `>= 0`.
    public let relation: Relation
    /// How strongly the solver tries to satisfy it; required constraints must hold.
    public let strength: Strength
    /// A label used in errors and reports (for example the JSON path `constraints[3]`).
    public let label: String?

    /// `expression relation 0`.
    public init(
        _ expression: LinearExpression, _ relation: Relation,
        strength: Strength = .required, label: String? = nil
    ) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// `lhs relation rhs`.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        strength: Strength = .required, label: String? = nil
    ) {
        self.init(lhs - rhs, relation, strength: strength, label: label)
    }

    /// The label, or a rendering of the constraint.
    public var description: String {
        if let label { return label }
        let terms = expression.terms.map { "\($0.coefficient)·v\($0.variable.index)" }
        return "\(terms.joined(separator: " + ")) + \(expression.constant) \(relation.rawValue) 0 @\(strength)"
    }
}
