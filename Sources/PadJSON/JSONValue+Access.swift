extension JSONValue {
    /// The value of `key` in an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// What kind of JSON value this is, for messages ("expected a string, found an array").
    public var kindDescription: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let text): return "the string \(JSONValue.string(text).compactText)"
        case .number(let value): return "the number \(NumberText.points(value))"
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }
}

extension Array where Element == (String, JSONValue) {
    /// The value of `key` among an object's pairs, or `nil`.
    public subscript(key: String) -> JSONValue? { first { $0.0 == key }?.1 }
}
