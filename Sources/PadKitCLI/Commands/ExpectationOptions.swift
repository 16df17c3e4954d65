import ArgumentParser

/// `padkit matrix --record FILE | --expect FILE [--app-changes-only] [--pictures DIR]`: the matrix
/// as a check, for CI (docs/ci.md).
struct ExpectationOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            """
            Compare what the app gets now with an expectation written by --record and print what changed, placement by placement; exit 0 \
            when nothing changed, 1 when something did, 2 when the comparison could not be made.
            """,
            valueName: "file"))
    var expect: String?

    @Option(
        help: ArgumentHelp(
            "Write the expectation --expect compares with: the rows of --format json and the app description they were computed from.",
            valueName: "file"))
    var record: String?

    @Flag(
        help:
            """
            With --expect: fail (exit 1) only on what the app changed, not on what PadKit now answers differently for the same app (new \
            devices, OS versions, corrected rules).
            """
    )
    var appChangesOnly = false

    @Option(
        help: ArgumentHelp(
            """
            With --expect: write an HTML page of the changed placements drawn before and after to DIR/index.html (GitHub strips inline \
            SVG from comments; a workflow uploads the page).
            """,
            valueName: "dir"))
    var pictures: String?

    func validate(format: MatrixOutputFormat) throws {
        if expect != nil && record != nil { throw ValidationError("give --expect or --record, not both") }
        if expect == nil {
            if appChangesOnly { throw ValidationError("--app-changes-only needs --expect") }
            if pictures != nil { throw ValidationError("--pictures needs --expect") }
            if format == .github || format == .markdown {
                throw ValidationError("--format \(format.rawValue) is the comparison's; it needs --expect")
            }
        }
        if expect != nil && format == .html {
            throw ValidationError("--format html draws the matrix; with --expect use --pictures DIR for the drawings")
        }
        if record != nil && format != .table {
            throw ValidationError("--record writes the expectation's JSON to its file; --format does not apply")
        }
    }
}
