import ArgumentParser

/// `--format table|json` for the listing commands.
enum OutputFormat: String, RawValueArgument {
    case table
    case json
}

/// `padkit matrix --format table|json|html` (html: a contact sheet of every placement).
enum MatrixOutputFormat: String, RawValueArgument {
    case table
    case json
    case html
}

/// `padkit traits --format table|json|svg` (svg: a drawing of the one placement).
enum TraitsOutputFormat: String, RawValueArgument {
    case table
    case json
    case svg
}
