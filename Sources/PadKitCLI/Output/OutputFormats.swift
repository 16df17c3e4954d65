import ArgumentParser

/// `padkit devices --format table|json`.
enum DevicesOutputFormat: String, RawValueArgument {
    case table
    case json
}

/// `padkit matrix --format table|json|html|github|markdown` (html: a contact sheet of every
/// placement; github and markdown: the comparison of `--expect`, as annotations or a summary).
enum MatrixOutputFormat: String, RawValueArgument {
    case table
    case json
    case html
    case github
    case markdown
}

/// `padkit traits --format table|json|svg` (svg: a drawing of the one placement).
enum TraitsOutputFormat: String, RawValueArgument {
    case table
    case json
    case svg
}
