import PadKit

/// An app's audit: every criterion's verdict over the same inputs, the grade, and the score per tier.
///
/// The grade is the best tier t such that every criterion of tiers 3 down to t passes
/// (`notApplicable` criteria are left out); an `unknown` criterion holds the grade below its tier;
/// `nil` when even tier 3 does not hold. `applicable` counts `pass` and `fail`; `unknown` is
/// counted apart.
public struct Audit: Sendable {
    /// One criterion and its verdict.
    public struct Result: Sendable {
        public let criterion: AuditCriterion
        public let verdict: CriterionVerdict
    }

    /// One tier's score.
    public struct TierScore: Sendable, Hashable {
        public let tier: AuditTier
        public let passed: Int
        public let applicable: Int
        public let unknown: Int
    }

    /// The app's name.
    public let app: String
    /// The OS version audited.
    public let osVersion: OSVersion
    /// The windows counted.
    public let windows: [AuditWindow]
    /// Every criterion's result, in the registry's order.
    public let results: [Result]

    /// Runs every criterion of ``AuditRegistry`` over `inputs`.
    public init(_ inputs: AuditInputs) {
        self.init(
            app: inputs.app.name, osVersion: inputs.osVersion, windows: inputs.windows,
            results: AuditRegistry.criteria.map { Result(criterion: $0, verdict: $0.check(inputs)) })
    }

    /// An audit of given results (tests of the grade rule, comparisons).
    public init(app: String, osVersion: OSVersion, windows: [AuditWindow], results: [Result]) {
        self.app = app
        self.osVersion = osVersion
        self.windows = windows
        self.results = results
    }

    /// The grade: 3, 2, 1, or `nil` when tier 3 does not hold.
    public var tier: AuditTier? {
        var best: AuditTier?
        for tier in AuditTier.fromFloor {
            let holds = results.filter { $0.criterion.tier == tier }.allSatisfy {
                $0.verdict.status == .pass || $0.verdict.status == .notApplicable
            }
            guard holds else { break }
            best = tier
        }
        return best
    }

    /// The score of each tier, 3 first.
    public var tiers: [TierScore] {
        AuditTier.fromFloor.map { tier in
            let statuses = results.filter { $0.criterion.tier == tier }.map(\.verdict.status)
            return TierScore(
                tier: tier, passed: statuses.filter { $0 == .pass }.count,
                applicable: statuses.filter { $0 == .pass || $0 == .fail }.count, unknown: statuses.filter { $0 == .unknown }.count)
        }
    }

    /// The tier the app reaches for next (3 when it has none, `nil` at tier 1).
    public var nextTier: AuditTier? {
        guard let tier else { return .runsInEveryWindow }
        return AuditTier(rawValue: tier.rawValue - 1)
    }

    /// The criteria that hold the app below ``nextTier``: those of that tier that fail or are
    /// unknown, the ones affecting the most windows first (then in registry order).
    public var holdingBack: [Result] {
        guard let next = nextTier else { return [] }
        let holding = results.enumerated().filter {
            $0.element.criterion.tier == next && ($0.element.verdict.status == .fail || $0.element.verdict.status == .unknown)
        }
        return holding.sorted {
            let (a, b) = ($0.element.verdict.affectedWindows.count, $1.element.verdict.affectedWindows.count)
            return a != b ? a > b : $0.offset < $1.offset
        }.map(\.element)
    }
}
