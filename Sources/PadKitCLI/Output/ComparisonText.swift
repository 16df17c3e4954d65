import PadKitApps

/// `padkit matrix --expect` as text: the counts, what the app changed with its causes, what
/// PadKit now answers differently, and the description's changes.
struct ComparisonText {
    let comparison: MatrixComparison
    let appChangesOnly: Bool

    var text: String {
        let c = comparison
        var out =
            """
            \(c.appName.map { "\($0): " } ?? "")\(c.expectedCount) \(Self.placements(c.expectedCount)) recorded, \(c.currentCount) now, \
            \(c.matchedCount) matched.\n
            """
        if !c.isSeparated {
            out +=
                """
                The expectation has no app description (or the app has none), so what PadKit now answers differently counts as the \
                app's.\n
                """
        }
        out += "\n" + Self.section("What the app changed", c.appChanges)
        if c.isSeparated {
            out += "\n" + Self.section("What PadKit now answers differently (the recorded description run again)", c.padkitChanges)
        }
        if !c.descriptionChanges.isEmpty {
            out += "\nChanges in the description since it was recorded:\n" + c.descriptionChanges.map { "  - \($0)\n" }.joined()
        }
        out += "\n" + verdict + "\n"
        return out
    }

    private var verdict: String {
        let c = comparison
        if c.fails(appChangesOnly: appChangesOnly) {
            return c.appChanges.isEmpty
                ? "Changed: PadKit answers differently for the same app (exit 1; --app-changes-only ignores these)."
                : "Changed: the app changed what it gets (exit 1)."
        }
        return c.padkitChanges.isEmpty ? "Unchanged (exit 0)." : "The app changed nothing (exit 0); PadKit's own changes are listed above."
    }

    private static func section(_ title: String, _ changes: [PlacementChange]) -> String {
        guard !changes.isEmpty else { return "\(title): nothing.\n" }
        return "\(title): \(changes.count) \(changes.count == 1 ? "change" : "changes")\n" + changes.map { "  \($0)\n" }.joined()
    }

    static func placements(_ count: Int) -> String { count == 1 ? "placement" : "placements" }
}
