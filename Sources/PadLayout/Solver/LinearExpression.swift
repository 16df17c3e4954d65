/// A linear expression `Σ coefficientᵢ · variableᵢ + constant`.
public struct LinearExpression: Sendable, Hashable {
    /// One `coefficient · variable` term.
    public struct Term: Sendable, Hashable {
        /// The variable.
        public var variable: Variable
        /// Its coefficient.
        public var coefficient: Double

        /// Makes a term.
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, in the order they were added.
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// Makes an expression.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// The constant expression `constant`.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// The sum of a linear expression and a linear expression, as a linear expression.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of a linear expression and a linear expression, as a linear expression.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    /// The product of a linear expression and a double, as a linear expression.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
            constant: lhs.constant * rhs)
    }

    /// The sum of a linear expression and a double, as a linear expression.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// The difference of a linear expression and a double, as a linear expression.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant - rhs)
    }

    /// The sum of a linear expression and a variable, as a linear expression.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// The difference of a linear expression and a variable, as a linear expression.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }
}
