import PadJSON
import PadKit

extension Audit {
    /// The audit as `padkit audit --format json` prints it (the contract):
    /// `{"app", "osVersion", "tier", "tiers": [{"tier", "name", "passed", "applicable", "unknown"}],
    /// "criteria": [{"id", "tier", "status", "title", "reference", "evidence": [{"source", "message"}],
    /// "windows": {"affected", "of"}, "fix"}]}`.
    public var jsonValue: JSONValue {
        .object([
            ("app", .string(app)),
            ("osVersion", .string(osVersion.description)),
            ("tier", tier.map { .number(Double($0.rawValue)) } ?? .null),
            (
                "tiers",
                .array(
                    tiers.map {
                        .object([
                            ("tier", .number(Double($0.tier.rawValue))), ("name", .string($0.tier.name)),
                            ("passed", .number(Double($0.passed))), ("applicable", .number(Double($0.applicable))),
                            ("unknown", .number(Double($0.unknown))),
                        ])
                    })
            ),
            (
                "criteria",
                .array(
                    results.map { result in
                        .object([
                            ("id", .string(result.criterion.id)), ("tier", .number(Double(result.criterion.tier.rawValue))),
                            ("status", .string(result.verdict.status.rawValue)), ("title", .string(result.criterion.title)),
                            ("reference", .string(result.criterion.reference)),
                            (
                                "evidence",
                                .array(
                                    result.verdict.evidence.map {
                                        .object([("source", $0.source.map(JSONValue.string) ?? .null), ("message", .string($0.message))])
                                    })
                            ),
                            (
                                "windows",
                                .object([
                                    ("affected", .number(Double(result.verdict.affectedWindows.count))),
                                    ("of", .number(Double(windows.count))),
                                ])
                            ),
                            ("fix", .string(result.criterion.fix)),
                        ])
                    })
            ),
        ])
    }

    /// "tier 2 (Adapts)" or "no tier (tier 3 does not hold)".
    public var gradeText: String {
        tier.map { "tier \($0.rawValue) (\($0.name))" } ?? "no tier (tier 3, \(AuditTier.runsInEveryWindow.name), does not hold)"
    }

    /// `23 of 41 windows; first at 412 pt wide`, or nothing for a criterion that affects none.
    public func windowText(_ result: Result) -> String? {
        let affected = result.verdict.affectedWindows
        guard !affected.isEmpty else { return nil }
        let narrowest = affected.map { windows[$0].width }.min() ?? 0
        return "fails in \(affected.count) of \(windows.count) windows; first at \(NumberText.points(narrowest)) pt wide"
    }
}
