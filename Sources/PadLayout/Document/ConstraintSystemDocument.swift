import Foundation
import PadJSON

/// A constraint system written as JSON, the input of `padkit layout solve FILE.json`:
///
/// ```json
/// {"variables": ["x", "y"],
///  "constraints": [{"terms": [[1, "x"], [-1, "y"]], "constant": 10, "relation": ">=",
///                   "strength": "required"}],
///  "edits": [{"variable": "y", "strength": "strong", "value": 20}]}
/// ```
///
/// Each constraint reads `Σ coefficient·variable + constant  relation  0`. `strength` is
/// `required`, `strong`, `medium`, `weak` or a positive number (Kiwi's scale: required is
/// 1 001 001 000, strong 10⁶, medium 10³, weak 1; see ``Strength``); it defaults to
/// `required`, and an edit's to `strong`. `constant` defaults to 0 and `edits` to none.
/// ``decode(_:)`` reads the file through PadJSON's ``JSONReader`` and ``validated()`` checks names,
/// relations and strengths; each reports every problem with its JSON path
/// (``ConstraintSystemError/invalid(_:)``). ``solve()`` adds the constraints in file order.
public struct ConstraintSystemDocument: Sendable, Equatable {
    /// One `[coefficient, "name"]` pair.
    public struct Term: Sendable, Equatable {
        /// The coefficient that multiplies the variable.
        public var coefficient: Double
        /// The variable's name, one of the document's `variables`.
        public var variable: String

        /// Makes a term.
        public init(_ coefficient: Double, _ variable: String) {
            self.coefficient = coefficient
            self.variable = variable
        }
    }

    /// A strength as written: a name or a number. ``validated()`` checks it.
    public enum StrengthValue: Sendable, Equatable {
        /// A named strength: `required`, `strong`, `medium` or `weak`.
        case named(String)
        /// A strength given as a number.
        case number(Double)

        /// The strength, or `nil` for an unknown name or a non-positive number.
        public var strength: Strength? {
            switch self {
            case .named("required"): return .required
            case .named("strong"): return .strong
            case .named("medium"): return .medium
            case .named("weak"): return .weak
            case .named: return nil
            case .number(let value): return Strength(value)
            }
        }
    }

    /// One constraint.
    public struct Entry: Sendable, Equatable {
        /// The terms of the linear expression.
        public var terms: [Term]
        /// The constant added to the terms; zero when absent.
        public var constant: Double?
        /// `==`, `<=` or `>=` (the expression relative to zero).
        public var relation: String
        /// The strength; required when absent.
        public var strength: StrengthValue?

        /// Makes a constraint entry.
        public init(terms: [Term], constant: Double? = nil, relation: String, strength: StrengthValue? = nil) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.strength = strength
        }
    }

    /// One edit: the variable is suggested `value` at `strength` after every constraint is in.
    public struct Edit: Sendable, Equatable {
        /// The edited variable's name.
        public var variable: String
        /// The edit's strength; strong when absent.
        public var strength: StrengthValue?
        /// The suggested value.
        public var value: Double

        /// Makes an edit.
        public init(variable: String, strength: StrengthValue? = nil, value: Double) {
            self.variable = variable
            self.strength = strength
            self.value = value
        }
    }

    /// The variables, in the order the solution lists them.
    public var variables: [String]
    /// The constraints, in the order they are added.
    public var constraints: [Entry]
    /// The edits suggested after the constraints, if any.
    public var edits: [Edit]?

    /// Makes a document.
    public init(variables: [String], constraints: [Entry], edits: [Edit]? = nil) {
        self.variables = variables
        self.constraints = constraints
        self.edits = edits
    }

    /// Reads a document, reporting every problem (a missing key, a value of the wrong type, an
    /// unknown key with the nearest known one) with its JSON path.
    public static func decode(_ data: Data) throws(ConstraintSystemError) -> ConstraintSystemDocument {
        let reader = JSONReader()
        guard let root = reader.parse(data), let document = read(root, reader: reader), reader.problems.isEmpty else {
            throw .invalid(reader.problems)
        }
        return document
    }

    /// Checks names, relations and strengths, reporting every problem; returns the system ready
    /// to solve.
    public func validated() throws(ConstraintSystemError) -> ValidatedConstraintSystem {
        var problems: [JSONProblem] = []
        var index: [String: Int] = [:]
        for (i, name) in variables.enumerated() {
            if name.isEmpty {
                problems.append(JSONProblem(path: "variables[\(i)]", "a variable name cannot be empty"))
            } else if index[name] != nil {
                problems.append(JSONProblem(path: "variables[\(i)]", "duplicate variable \"\(name)\""))
            } else {
                index[name] = i
            }
        }
        var rows: [ValidatedConstraintSystem.Row] = []
        for (i, entry) in constraints.enumerated() {
            let path = "constraints[\(i)]"
            var terms: [(Int, Double)] = []
            for (j, term) in entry.terms.enumerated() {
                if let v = index[term.variable] {
                    terms.append((v, term.coefficient))
                } else {
                    problems.append(JSONProblem(path: "\(path).terms[\(j)][1]", "unknown variable \"\(term.variable)\""))
                }
                if !term.coefficient.isFinite {
                    problems.append(JSONProblem(path: "\(path).terms[\(j)][0]", "the coefficient must be a finite number"))
                }
            }
            let constant = entry.constant ?? 0
            if !constant.isFinite { problems.append(JSONProblem(path: "\(path).constant", "the constant must be a finite number")) }
            let relation = Relation(rawValue: entry.relation)
            if relation == nil {
                problems.append(JSONProblem(path: "\(path).relation", "\"\(entry.relation)\" is not one of \"==\", \"<=\", \">=\""))
            }
            let strength = Self.strength(entry.strength, default: .required, path: "\(path).strength", problems: &problems)
            if let relation, let strength {
                rows.append(.init(path: path, terms: terms, constant: constant, relation: relation, strength: strength))
            }
        }
        var edits: [ValidatedConstraintSystem.EditRow] = []
        var edited: Set<String> = []
        for (i, edit) in (self.edits ?? []).enumerated() {
            let path = "edits[\(i)]"
            let variable = index[edit.variable]
            if variable == nil {
                problems.append(JSONProblem(path: "\(path).variable", "unknown variable \"\(edit.variable)\""))
            } else if !edited.insert(edit.variable).inserted {
                problems.append(JSONProblem(path: "\(path).variable", "variable \"\(edit.variable)\" is edited twice"))
            }
            let strength = Self.strength(edit.strength, default: .strong, path: "\(path).strength", problems: &problems)
            if let strength, strength.isRequired {
                problems.append(JSONProblem(path: "\(path).strength", "the edit of \"\(edit.variable)\" cannot be required"))
            }
            if !edit.value.isFinite { problems.append(JSONProblem(path: "\(path).value", "the value must be a finite number")) }
            if let variable, let strength {
                edits.append(.init(path: path, variable: variable, strength: strength, value: edit.value))
            }
        }
        guard problems.isEmpty else { throw .invalid(problems) }
        return ValidatedConstraintSystem(variables: variables, rows: rows, edits: edits)
    }

    /// Validates and solves.
    public func solve() throws(ConstraintSystemError) -> ConstraintSystemSolution {
        try validated().solve()
    }

    private static func strength(
        _ value: StrengthValue?, default fallback: Strength, path: String, problems: inout [JSONProblem]
    ) -> Strength? {
        guard let value else { return fallback }
        if let strength = value.strength { return strength }
        switch value {
        case .named(let name):
            problems.append(
                JSONProblem(path: path, "\"\(name)\" is not one of \"required\", \"strong\", \"medium\", \"weak\" or a positive number"))
        case .number(let number):
            problems.append(JSONProblem(path: path, "\(NumberText.points(number)) is not a positive finite number"))
        }
        return nil
    }
}
