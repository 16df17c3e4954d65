/// A criterion and its check, declared together in `Criteria/<Name>.swift` and listed once in
/// ``AuditRegistry``.
protocol CriterionDefinition: Sendable {
    /// The criterion: identity, tier, reference, fix and fixtures.
    static var criterion: AuditCriterion { get }
    /// Decides the criterion from what the producers found. Pure: the same inputs give the same verdict.
    static func check(_ inputs: AuditInputs) -> CriterionVerdict
}
