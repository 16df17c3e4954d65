import PadJSON

/// The values of a solved ``ConstraintSystemDocument``, in the order its `variables` list
/// them, rendered as JSON or text with the same bytes for the same input.
public struct ConstraintSystemSolution: Sendable, Equatable {
    /// `(name, value)` in declaration order.
    public let values: [(String, Double)]
    /// The variables whose value the constraints do not pin down (see ``Solver/isAmbiguous(_:)``).
    public let ambiguous: [String]

    /// Whether the two values are the same.
    public static func == (lhs: ConstraintSystemSolution, rhs: ConstraintSystemSolution) -> Bool {
        lhs.values.map(\.0) == rhs.values.map(\.0) && lhs.values.map(\.1) == rhs.values.map(\.1)
            && lhs.ambiguous == rhs.ambiguous
    }

    /// The value of `name`, if it is a variable of the system.
    public func value(of name: String) -> Double? {
        values.first { $0.0 == name }?.1
    }

    /// `{"values": {"x": 1, "y": 2.5}}` with keys in declaration order. The numbers are written
    /// by ``number(_:)``, not by PadJSON's points format: a solution keeps Swift's shortest
    /// round-trip digits (the points format rounds to four decimals).
    public var json: String {
        let body = values.map { "\(Self.quote($0.0)): \(Self.number($0.1))" }.joined(separator: ", ")
        return "{\"values\": {\(body)}}"
    }

    /// One `name = value` line per variable, then the ambiguous ones, if any.
    public var text: String {
        var lines = values.map { "\($0.0) = \(Self.number($0.1))" }
        if !ambiguous.isEmpty { lines.append("ambiguous: \(ambiguous.joined(separator: ", "))") }
        return lines.joined(separator: "\n")
    }

    /// A value as a JSON number: integers without a fraction, others in Swift's shortest
    /// round-trip form, values within 1e-9 of an integer snapped to it (solver noise), no −0.
    static func number(_ value: Double) -> String {
        let nearest = value.rounded()
        let snapped = abs(value - nearest) <= 1e-9 * max(1, abs(value)) ? nearest : value
        if snapped == 0 { return "0" }
        if snapped == snapped.rounded() && abs(snapped) < 1e15 { return String(Int64(snapped)) }
        return "\(snapped)"
    }

    /// A JSON string literal, escaped by PadJSON's writer.
    static func quote(_ text: String) -> String {
        JSONValue.string(text).compactText
    }
}
