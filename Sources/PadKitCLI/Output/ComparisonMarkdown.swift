import PadKitApps

/// `padkit matrix --expect --format markdown`: a summary for a pull-request comment: the verdict,
/// a table of the changed placements (the app's, then PadKit's), the description's changes with
/// their files, and where the before and after drawings are (`--pictures`; GitHub strips inline
/// SVG from comments, so they go to a page the workflow uploads).
struct ComparisonMarkdown {
    let comparison: MatrixComparison
    let paths: SourcePaths
    /// The `--pictures` page, when one was written.
    let picturesPage: String?

    /// Rows of each table; the rest is counted (the job's log lists everything).
    static let rowLimit = 50

    var text: String {
        let c = comparison
        var out = "### iPad adaptation: \(c.appName ?? "the matrix")\n\n"
        let app = c.appChanges.count, padkit = c.padkitChanges.count
        if app == 0 && padkit == 0 {
            out += "No change: the \(c.currentCount) \(ComparisonText.placements(c.currentCount)) are what was recorded.\n"
        } else {
            out += "**\(app) \(app == 1 ? "change" : "changes") by the app**"
            out +=
                c.isSeparated
                ? ", \(padkit) by PadKit itself"
                : " (the expectation has no description, so PadKit's own changes are counted with the app's)"
            out +=
                """
                . \(c.expectedCount) \(ComparisonText.placements(c.expectedCount)) recorded, \(c.currentCount) now, \(c.matchedCount) \
                matched.\n
                """
        }
        if !c.appChanges.isEmpty { out += "\n#### What the app changed\n\n" + table(c.appChanges, causes: true) }
        if !c.padkitChanges.isEmpty {
            out +=
                "\n#### What PadKit now answers differently\n\n"
                + "The app did not change these: the recorded description, run again with this PadKit, "
                + "gives them (new devices, new OS versions, corrected rules).\n\n" + table(c.padkitChanges, causes: false)
        }
        if !c.descriptionChanges.isEmpty {
            out += "\n#### Changes in the app's description\n\n"
            for change in c.descriptionChanges {
                let location = paths.location(of: change).map { " (`\($0.file)\($0.line.map { ":\($0)" } ?? "")`)" } ?? ""
                out += "- \(Self.cell(change.text))\(location)\n"
            }
        }
        if let picturesPage, app + padkit > 0 {
            out += "\nThe changed placements before and after are drawn in `\(paths.relativeToRoot(picturesPage))`.\n"
        }
        return out
    }

    private func table(_ changes: [PlacementChange], causes: Bool) -> String {
        var out = causes ? "| Placement | What changed | Cause |\n| --- | --- | --- |\n" : "| Placement | What changed |\n| --- | --- |\n"
        for change in changes.prefix(Self.rowLimit) {
            out += "| \(Self.cell(change.placementText)) | \(Self.cell(change.facts.joined(separator: "; "))) |"
            if causes {
                let text = change.causes.map { cause in
                    Self.cell(cause.text) + (paths.location(of: cause).map { " (`\($0.file)\($0.line.map { ":\($0)" } ?? "")`)" } ?? "")
                }
                out += " \(text.isEmpty ? "not found in the description" : text.joined(separator: "; ")) |"
            }
            out += "\n"
        }
        if changes.count > Self.rowLimit { out += "\nand \(changes.count - Self.rowLimit) more (the job's log lists them all).\n" }
        return out
    }

    /// Text for a table cell: pipes escaped, no line breaks.
    static func cell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "\n": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
