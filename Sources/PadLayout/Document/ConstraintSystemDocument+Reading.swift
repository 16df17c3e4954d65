import PadJSON

extension ConstraintSystemDocument {
    /// The document's shape, read through `reader`: every missing key, wrong type and unknown key
    /// is recorded with its JSON path. Names, relations and strengths are checked by
    /// ``validated()``.
    static func read(_ root: JSONValue, reader: JSONReader) -> ConstraintSystemDocument? {
        guard
            let pairs = reader.object(
                root, path: "", keys: ["variables", "constraints", "edits"],
                example: #"{"variables": ["x"], "constraints": [...]}"#)
        else { return nil }
        let variables = reader.required(pairs, "variables", path: "", expected: "an array of variable names")
            .flatMap { reader.array($0, path: "variables", nonEmpty: false, what: "variable names") }
            .map { items in items.enumerated().map { reader.string($1, path: "variables[\($0)]", nonEmpty: false) ?? "" } }
        let constraints = reader.required(pairs, "constraints", path: "", expected: "an array of constraints")
            .flatMap { reader.array($0, path: "constraints", nonEmpty: false, what: "constraints") }
            .map { items in items.enumerated().compactMap { entry($1, path: "constraints[\($0)]", reader: reader) } }
        let edits = pairs["edits"]
            .flatMap { reader.array($0, path: "edits", nonEmpty: false, what: "edits") }
            .map { items in items.enumerated().compactMap { edit($1, path: "edits[\($0)]", reader: reader) } }
        guard let variables, let constraints else { return nil }
        return ConstraintSystemDocument(variables: variables, constraints: constraints, edits: edits)
    }

    private static func entry(_ value: JSONValue, path: String, reader: JSONReader) -> Entry? {
        guard
            let pairs = reader.object(
                value, path: path, keys: ["terms", "constant", "relation", "strength"],
                example: #"{"terms": [[1, "x"]], "relation": ">="}"#)
        else { return nil }
        let terms = reader.required(pairs, "terms", path: path, expected: #"an array of [coefficient, "variable"] pairs"#)
            .flatMap { reader.array($0, path: "\(path).terms", nonEmpty: false, what: #"[coefficient, "variable"] pairs"#) }
            .map { items in items.enumerated().compactMap { term($1, path: "\(path).terms[\($0)]", reader: reader) } }
        let constant = pairs["constant"].flatMap {
            reader.number($0, path: "\(path).constant", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        }
        let relation = reader.required(pairs, "relation", path: path, expected: #""==", "<=" or ">=""#)
            .flatMap { reader.string($0, path: "\(path).relation", nonEmpty: false) }
        let strength = pairs["strength"].flatMap { strengthValue($0, path: "\(path).strength", reader: reader) }
        guard let terms, let relation else { return nil }
        return Entry(terms: terms, constant: constant, relation: relation, strength: strength)
    }

    private static func edit(_ value: JSONValue, path: String, reader: JSONReader) -> Edit? {
        guard
            let pairs = reader.object(
                value, path: path, keys: ["variable", "strength", "value"],
                example: #"{"variable": "x", "value": 20}"#)
        else { return nil }
        let variable = reader.required(pairs, "variable", path: path, expected: "a variable name")
            .flatMap { reader.string($0, path: "\(path).variable", nonEmpty: false) }
        let strength = pairs["strength"].flatMap { strengthValue($0, path: "\(path).strength", reader: reader) }
        let number = reader.required(pairs, "value", path: path, expected: "a number")
            .flatMap { reader.number($0, path: "\(path).value", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) }
        guard let variable, let number else { return nil }
        return Edit(variable: variable, strength: strength, value: number)
    }

    /// `[coefficient, "variable"]`.
    private static func term(_ value: JSONValue, path: String, reader: JSONReader) -> Term? {
        guard case .array(let items) = value, items.count == 2 else {
            if case .array(let items) = value {
                reader.problem(path, #"a term is [coefficient, "variable"], found \#(items.count) elements"#)
            } else {
                reader.problem(path, #"expected a term such as [1, "x"], found \#(value.kindDescription)"#)
            }
            return nil
        }
        let coefficient = reader.number(items[0], path: "\(path)[0]", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        let variable = reader.string(items[1], path: "\(path)[1]", nonEmpty: false)
        guard let coefficient, let variable else { return nil }
        return Term(coefficient, variable)
    }

    /// A strength's name or number (checked by ``validated()``).
    private static func strengthValue(_ value: JSONValue, path: String, reader: JSONReader) -> StrengthValue? {
        switch value {
        case .string(let name): return .named(name)
        case .number(let number): return .number(number)
        default:
            reader.problem(path, #"expected "required", "strong", "medium", "weak" or a positive number, found \#(value.kindDescription)"#)
            return nil
        }
    }
}
