import PadKit
import Testing

@testable import PadKitAudit

/// The grade rule as the issue defines it: the best tier t such that every criterion of tiers 3
/// down to t passes; an unknown holds the grade below its tier; notApplicable is left out.
@Suite struct GradeRuleTests {
    private func audit(_ statuses: [(String, AuditStatus)]) -> Audit {
        Audit(
            app: "Test", osVersion: .latest, windows: [],
            results: statuses.map { id, status in
                Audit.Result(criterion: AuditCriterion.named(id)!, verdict: CriterionVerdict(status: status, evidence: []))
            })
    }

    @Test(arguments: [
        // (tier 3, tier 2, tier 1) statuses -> grade
        (AuditStatus.pass, AuditStatus.pass, AuditStatus.pass, 1 as Int?),
        (.pass, .pass, .fail, 2),
        (.pass, .fail, .pass, 3),
        (.fail, .pass, .pass, nil),
        (.unknown, .pass, .pass, nil),
        (.pass, .unknown, .pass, 3),
        (.pass, .pass, .unknown, 2),
        (.notApplicable, .pass, .notApplicable, 1),
    ])
    func grade(t3: AuditStatus, t2: AuditStatus, t1: AuditStatus, expected: Int?) {
        let audit = audit([("scene-life-cycle", t3), ("regular-width-layout", t2), ("multiple-windows", t1)])
        #expect(audit.tier?.rawValue == expected)
    }

    @Test func scoresCountApplicableAndUnknownApart() {
        let audit = audit([
            ("scene-life-cycle", .pass), ("launch-screen", .fail), ("every-window", .unknown), ("every-orientation", .notApplicable),
        ])
        let score = audit.tiers[0]
        #expect((score.passed, score.applicable, score.unknown) == (1, 2, 1))
        #expect(audit.tier == nil)
        #expect(audit.holdingBack.map(\.criterion.id) == ["launch-screen", "every-window"])
    }

    @Test func everyCriterionHasAUniqueIDAndFixtures() {
        let ids = AuditCriterion.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for tier in AuditTier.allCases { #expect(AuditCriterion.all.contains { $0.tier == tier }) }
        for criterion in AuditCriterion.all {
            #expect(!criterion.fix.isEmpty && !criterion.reference.isEmpty)
            #expect(criterion.examples.fails != criterion.examples.nearMiss)
        }
    }
}
