/// How ``JSONValue/text(_:)`` lays a value out. Every style writes keys in the value's order,
/// numbers as ``NumberText/points(_:)`` writes them and strings with JSON's short escapes, so
/// the same value always gives the same bytes.
public enum JSONStyle: Sendable, Hashable {
    /// One line: `{"a": 1, "b": [true, null]}`. Traces and table cells use it.
    case compact
    /// PadKit's own indented form: two spaces, `"key": value`, and objects and arrays of scalars
    /// kept on one line while they fit in 100 characters. `padkit`'s JSON outputs use it.
    case pretty
    /// The layout Foundation's `JSONEncoder` gives with `.prettyPrinted`: two spaces, every
    /// non-empty object and array on its own lines, `"key" : value`. `padkit-lint`'s JSON, SARIF
    /// and baseline files have always been written this way, and tools that read them (and
    /// checked-in baselines) see the same bytes.
    case expanded
}
