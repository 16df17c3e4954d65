/// A variable of a ``Solver``: an unknown the solver assigns a value to.
///
/// Variables are created by the solver that owns them (``Solver/makeVariable(_:)``), so a
/// variable is a plain index and the solver's hot paths never hash or retain objects
/// (Kiwi's variables are ref-counted shared handles looked up in a sorted map; an index is
/// cheaper and cannot collide the way name-equality does in compnerd/cassowary).
/// Using a variable with a solver that did not create it is reported as
/// ``SolverError/unknownVariable(_:)``, never a crash.
public struct Variable: Hashable, Sendable {
    /// The position of the variable in its solver's variable table.
    public let index: Int
    /// The identity of the solver that created the variable.
    let owner: ObjectIdentifier

    init(index: Int, owner: ObjectIdentifier) {
        self.index = index
        self.owner = owner
    }
}

extension Variable {
    /// The sum of a variable and a double, as a linear expression.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// The difference of a variable and a double, as a linear expression.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// The sum of a variable and a variable, as a linear expression.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    /// The difference of a variable and a variable, as a linear expression.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    /// The product of a variable and a double, as a linear expression.
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [LinearExpression.Term(lhs, rhs)])
    }
}
