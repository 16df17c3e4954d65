/// A ``ConstraintSystemDocument`` whose names, relations and strengths have been checked,
/// with variables as indices. ``solve()`` runs it through a ``Solver``.
public struct ValidatedConstraintSystem: Sendable {
    struct Row: Sendable {
        var path: String
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var strength: Strength
    }

    struct EditRow: Sendable {
        var path: String
        var variable: Int
        var strength: Strength
        var value: Double
    }

    /// The variables, in the document's order.
    public let variables: [String]
    let rows: [Row]
    let edits: [EditRow]

    /// Adds the constraints in file order, then the edits, and reads every variable.
    public func solve() throws(ConstraintSystemError) -> ConstraintSystemSolution {
        let solver = Solver()
        let vars = variables.map { solver.makeVariable($0) }
        // The JSON path of the constraint or edit being handed to the solver.
        var current = "$"
        do {
            for row in rows {
                current = row.path
                let expression = LinearExpression(
                    terms: row.terms.map { LinearExpression.Term(vars[$0.0], $0.1) }, constant: row.constant)
                try solver.addConstraint(Constraint(expression, row.relation, strength: row.strength, label: row.path))
            }
            for edit in edits {
                current = edit.path
                try solver.addEditVariable(vars[edit.variable], strength: edit.strength)
            }
            for edit in edits {
                current = edit.path
                try solver.suggestValue(vars[edit.variable], edit.value)
            }
        } catch {
            switch error {
            case .unsatisfiableConstraint(let c, let conflicting):
                throw .unsatisfiable(path: c.description, conflicting: conflicting.map(\.description))
            case .overflow:
                throw .overflow(path: current)
            default:
                throw .solver(error.description)
            }
        }
        solver.updateVariables()
        // Values that overflowed (coefficients and edits near Double's range) are an error, not
        // `inf` in the output.
        for index in variables.indices where !solver.value(of: vars[index]).isFinite {
            throw .overflow(path: "values.\(variables[index])")
        }
        return ConstraintSystemSolution(
            values: variables.indices.map { (variables[$0], solver.value(of: vars[$0])) },
            ambiguous: variables.indices.filter { solver.isAmbiguous(vars[$0]) }.map { variables[$0] })
    }
}
