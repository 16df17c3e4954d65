/// How the two sides of a ``Constraint`` relate: `==`, `<=` or `>=`
/// (`NSLayoutConstraint.Relation`'s `equal`, `lessThanOrEqual`, `greaterThanOrEqual`).
public enum Relation: String, Sendable, Hashable, Codable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}
