/// A size restriction PadKit cannot take.
public enum SceneSizeRestrictionsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A dimension below zero or not finite.
    case negative(field: String, value: Double)
    /// A maximum smaller than the minimum on one axis.
    case maximumBelowMinimum(axis: String, minimum: Double, maximum: Double)

    /// What is wrong, naming the value.
    public var description: String {
        switch self {
        case .negative(let field, let value):
            return "\(field) is \(NumberText.points(value)); a scene size must be zero or more points"
        case .maximumBelowMinimum(let axis, let minimum, let maximum):
            return "maximumSize.\(axis) \(NumberText.points(maximum)) is smaller than minimumSize.\(axis) \(NumberText.points(minimum))"
        }
    }
}
