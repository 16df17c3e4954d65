import PadKit

/// What a sample app reports about itself in one placement, for `padkit matrix --app`: extra
/// table columns and one JSON object under `jsonKey` (for example `"split"`).
public struct AppInspection: Sendable {
    /// The key of the JSON object added to each matrix row.
    public let jsonKey: String
    /// Extra table columns, in order: (title, value).
    public let columns: [(title: String, value: String)]
    /// The JSON object.
    public let json: JSONValue

    /// Makes an inspection from its table columns and JSON object.
    public init(jsonKey: String, columns: [(title: String, value: String)], json: JSONValue) {
        self.jsonKey = jsonKey
        self.columns = columns
        self.json = json
    }
}
