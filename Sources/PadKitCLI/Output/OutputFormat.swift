import ArgumentParser

/// `--format table|json` for the listing commands.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case table
    case json
}
