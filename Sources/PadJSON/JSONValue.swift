/// A JSON value whose objects keep their keys in the order they were written.
///
/// PadKit's JSON outputs are contracts that tests and tools read; building them from ordered
/// pairs (never from a `Dictionary`) keeps the bytes identical from run to run. Every JSON file
/// PadKit reads becomes one of these first (``init(jsonData:)``), and a ``JSONReader`` turns it
/// into typed values, collecting every problem with its JSON path; every JSON text PadKit writes
/// comes out of ``text(_:)``.
public indirect enum JSONValue: Sendable, Hashable {
    /// An object, its keys in the order they are written.
    case object([(String, JSONValue)])
    /// An array.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// A number; written as PadKit writes points (`561.5`, `1024`).
    case number(Double)
    /// A Boolean.
    case bool(Bool)
    /// `null`.
    case null

    /// Whether the two values are the same.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.compactText == rhs.compactText
    }

    /// Hashes the components that `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(compactText)
    }
}
