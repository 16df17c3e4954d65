/// How the two sides of a ``Constraint`` relate: `==`, `<=` or `>=`
/// (`NSLayoutConstraint.Relation`'s `equal`, `lessThanOrEqual`, `greaterThanOrEqual`).
public enum Relation: String, Sendable, Hashable, Codable, CaseIterable {
    /// `NSLayoutConstraint.Relation.equal`.
    case equal = "=="
    /// `NSLayoutConstraint.Relation.lessThanOrEqual`.
    case lessThanOrEqual = "<="
    /// `NSLayoutConstraint.Relation.greaterThanOrEqual`.
    case greaterThanOrEqual = ">="
}
