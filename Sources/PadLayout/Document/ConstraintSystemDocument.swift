import Foundation

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
/// Decoding and ``validated()`` report the JSON path of the first bad value
/// (``ConstraintSystemError``); ``solve()`` adds the constraints in file order.
public struct ConstraintSystemDocument: Codable, Sendable, Equatable {
    /// One `[coefficient, "name"]` pair.
    public struct Term: Codable, Sendable, Equatable {
        /// The coefficient that multiplies the variable.
        public var coefficient: Double
        /// The variable's name, one of the document's `variables`.
        public var variable: String

        /// Makes a term.
        public init(_ coefficient: Double, _ variable: String) {
            self.coefficient = coefficient
            self.variable = variable
        }

        /// Reads the value from its JSON form.
        public init(from decoder: Decoder) throws {
            var container = try decoder.unkeyedContainer()
            if container.count != 2 {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a term is [coefficient, \"variable\"], found \(container.count ?? 0) elements"))
            }
            coefficient = try container.decode(Double.self)
            variable = try container.decode(String.self)
        }

        /// Writes the value in its JSON form.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(coefficient)
            try container.encode(variable)
        }
    }

    /// A strength as written: a name or a number. ``validated()`` checks it.
    public enum StrengthValue: Codable, Sendable, Equatable {
        /// A named strength: `required`, `strong`, `medium` or `weak`.
        case named(String)
        /// A strength given as a number.
        case number(Double)

        /// Reads the value from its JSON form.
        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let name = try? container.decode(String.self) {
                self = .named(name)
            } else {
                self = .number(try container.decode(Double.self))
            }
        }

        /// Writes the value in its JSON form.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .named(let name): try container.encode(name)
            case .number(let value): try container.encode(value)
            }
        }

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
    public struct Entry: Codable, Sendable, Equatable {
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
    public struct Edit: Codable, Sendable, Equatable {
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

    /// Decodes a document, turning Foundation's decoding errors into a path and a reason.
    public static func decode(_ data: Data) throws(ConstraintSystemError) -> ConstraintSystemDocument {
        try rejectUnknownKeys(in: data)
        do {
            return try JSONDecoder().decode(ConstraintSystemDocument.self, from: data)
        } catch let error as DecodingError {
            throw ConstraintSystemError(decoding: error)
        } catch {
            throw .malformed(path: "$", reason: "\(error)")
        }
    }

    /// A misspelt key (`"constants"`, `"edit"`) is an error naming its path, as in scenario files,
    /// rather than a silently ignored setting.
    private static func rejectUnknownKeys(in data: Data) throws(ConstraintSystemError) {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
        func check(_ object: [String: Any], allowed: [String], path: String) throws(ConstraintSystemError) {
            for key in object.keys.sorted() where !allowed.contains(key) {
                throw .malformed(path: path.isEmpty ? key : "\(path).\(key)", reason: "unknown key; expected \(allowed.joined(separator: ", "))")
            }
        }
        try check(root, allowed: ["variables", "constraints", "edits"], path: "")
        for (index, item) in ((root["constraints"] as? [Any]) ?? []).enumerated() {
            if let entry = item as? [String: Any] {
                try check(entry, allowed: ["terms", "constant", "relation", "strength"], path: "constraints[\(index)]")
            }
        }
        for (index, item) in ((root["edits"] as? [Any]) ?? []).enumerated() {
            if let edit = item as? [String: Any] { try check(edit, allowed: ["variable", "strength", "value"], path: "edits[\(index)]") }
        }
    }

    /// Checks names, relations and strengths; returns the system ready to solve.
    public func validated() throws(ConstraintSystemError) -> ValidatedConstraintSystem {
        var index: [String: Int] = [:]
        for (i, name) in variables.enumerated() {
            if name.isEmpty { throw .malformed(path: "variables[\(i)]", reason: "a variable name cannot be empty") }
            if index[name] != nil { throw .duplicateVariable(name, path: "variables[\(i)]") }
            index[name] = i
        }
        var rows: [ValidatedConstraintSystem.Row] = []
        for (i, entry) in constraints.enumerated() {
            let path = "constraints[\(i)]"
            var terms: [(Int, Double)] = []
            for (j, term) in entry.terms.enumerated() {
                guard let v = index[term.variable] else {
                    throw .unknownVariable(term.variable, path: "\(path).terms[\(j)][1]")
                }
                guard term.coefficient.isFinite else {
                    throw .malformed(path: "\(path).terms[\(j)][0]", reason: "the coefficient must be a finite number")
                }
                terms.append((v, term.coefficient))
            }
            let constant = entry.constant ?? 0
            guard constant.isFinite else { throw .malformed(path: "\(path).constant", reason: "the constant must be a finite number") }
            guard let relation = Relation(rawValue: entry.relation) else {
                throw .malformed(path: "\(path).relation", reason: "\"\(entry.relation)\" is not one of \"==\", \"<=\", \">=\"")
            }
            let strength = try Self.strength(entry.strength, default: .required, path: "\(path).strength")
            rows.append(.init(path: path, terms: terms, constant: constant, relation: relation, strength: strength))
        }
        var edits: [ValidatedConstraintSystem.EditRow] = []
        var edited: Set<String> = []
        for (i, edit) in (self.edits ?? []).enumerated() {
            let path = "edits[\(i)]"
            guard let v = index[edit.variable] else { throw .unknownVariable(edit.variable, path: "\(path).variable") }
            if !edited.insert(edit.variable).inserted { throw .duplicateEdit(edit.variable, path: "\(path).variable") }
            let strength = try Self.strength(edit.strength, default: .strong, path: "\(path).strength")
            if strength.isRequired { throw .requiredEdit(edit.variable, path: "\(path).strength") }
            guard edit.value.isFinite else { throw .malformed(path: "\(path).value", reason: "the value must be a finite number") }
            edits.append(.init(path: path, variable: v, strength: strength, value: edit.value))
        }
        return ValidatedConstraintSystem(variables: variables, rows: rows, edits: edits)
    }

    /// Validates and solves.
    public func solve() throws(ConstraintSystemError) -> ConstraintSystemSolution {
        try validated().solve()
    }

    private static func strength(_ value: StrengthValue?, default fallback: Strength, path: String) throws(ConstraintSystemError) -> Strength {
        guard let value else { return fallback }
        if let strength = value.strength { return strength }
        switch value {
        case .named(let name):
            throw .malformed(path: path, reason: "\"\(name)\" is not one of \"required\", \"strong\", \"medium\", \"weak\" or a positive number")
        case .number(let number):
            throw .malformed(path: path, reason: "\(number) is not a positive finite number")
        }
    }
}
