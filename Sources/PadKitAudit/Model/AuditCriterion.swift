/// One check of the audit, grounded in Apple's guidance: its identity, tier, the source it rests
/// on, the fix in one sentence, and the fixtures that fail it and nearly do (`Tests/PadKitAuditTests`
/// runs them), as a lint ``Rule`` carries its examples.
///
/// Every criterion is made once, in ``AuditRegistry`` (the audit's table of contents), by Swift's
/// memberwise initialiser, with its check, which lives in `Criteria/`.
public struct AuditCriterion: Sendable, Hashable {
    /// The stable identifier output, `--expect` and SARIF use, e.g. `scene-life-cycle`.
    public let id: String
    /// The tier the criterion belongs to.
    public let tier: AuditTier
    /// What it asks, as a heading.
    public let title: String
    /// The source it rests on: a technote (TN3187, TN3192, TN3208), the HIG, a WWDC session.
    public let reference: String
    /// What to do when it fails, in one sentence.
    public let fix: String
    /// The fixture apps under `Tests/PadKitAuditTests/Fixtures/` that fail it (`fails`) and nearly
    /// fail it but pass (`nearMiss`).
    public let examples: (fails: String, nearMiss: String)
    /// Decides the criterion from what the producers found. Pure: the same inputs give the same verdict.
    let check: @Sendable (AuditInputs) -> CriterionVerdict

    public static func == (lhs: AuditCriterion, rhs: AuditCriterion) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
