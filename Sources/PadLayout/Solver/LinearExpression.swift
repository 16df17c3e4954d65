/// A linear expression `Σ coefficientᵢ · variableᵢ + constant`.
public struct LinearExpression: Sendable, Hashable {
    /// One `coefficient · variable` term.
    public struct Term: Sendable, Hashable {
        public var variable: Variable
        public var coefficient: Double

        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: [Term]
    public var constant: Double

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

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
            constant: lhs.constant * rhs)
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant - rhs)
    }

                public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }
}
