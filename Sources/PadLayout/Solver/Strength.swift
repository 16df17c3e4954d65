/// How strongly the solver tries to satisfy a constraint.
///
/// Strengths are compared **lexicographically**, as Auto Layout's priorities are: "Higher
/// priority constraints are satisfied before lower priority constraints"
/// (`NSLayoutConstraint.priority` documentation). Each distinct non-required value is its own
/// level of the objective, minimised in order, and errors within one level count with weight 1.
/// A thousand violated constraints at 250 therefore never outweigh one at 251.
///
/// This differs from Kiwi, which adds strengths as plain floating-point weights
/// (`strength::create(a, b, c, w) = a·w·10⁶ + b·w·10³ + c·w`), so that "in some rare corner
/// cases, a large number of weak constraints may outweigh a medium constraint" (Kiwi
/// documentation, *Solver internals*). The named values keep Kiwi's numbers so that systems
/// written for Kiwi read the same, and any value in between (an Auto Layout priority such as
/// 750 or 251) is a level of its own.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numeric value; larger is stronger. Values at or above ``required``'s are required.
    public let value: Double

    /// A hard constraint: it is satisfied exactly or the system is unsatisfiable
    /// (Kiwi's `strength::required`, 1 001 001 000).
    public static let required = Strength(unchecked: 1_001_001_000)
    /// Kiwi's `strength::strong` (10⁶); used for edit variables.
    public static let strong = Strength(unchecked: 1_000_000)
    /// Kiwi's `strength::medium` (10³).
    public static let medium = Strength(unchecked: 1_000)
    /// Kiwi's `strength::weak` (1).
    public static let weak = Strength(unchecked: 1)

    init(unchecked value: Double) {
        self.value = value
    }

    /// A strength with the given value, or `nil` when the value is not a positive finite number.
    public init?(_ value: Double) {
        guard value.isFinite, value > 0 else { return nil }
        self.value = min(value, Strength.required.value)
    }

    /// Whether constraints of this strength must hold exactly.
    public var isRequired: Bool { value >= Strength.required.value }

    /// Whether the left value orders before the right one.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    /// `required`, `strong`, `medium`, `weak`, or the number.
    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default:
            return abs(value) < 1e15 && value == Double(Int64(value)) ? String(Int64(value)) : String(value)
        }
    }
}
