import PadJSON

/// One `UIStoryboard(name:bundle:).instantiateViewController(withIdentifier:)` (or
/// `instantiateInitialViewController()`) in the app's code: the controller the project reader takes
/// from that storyboard and puts at `path` in the root the code builds.
public struct StoryboardUse: Sendable, Hashable {
    /// The storyboard's name, without extension (`Main`).
    public var name: String
    /// The scene's storyboard identifier, or `nil` for the storyboard's initial controller.
    public var identifier: String?
    /// Where in `root` the controller goes (`root.tabs[0]`).
    public var path: String

    /// Makes a storyboard use from its parts.
    public init(name: String, identifier: String?, path: String) {
        self.name = name
        self.identifier = identifier
        self.path = path
    }

    /// The keys a storyboard use has in JSON, in the order they are written.
    static let keys = ["name", "identifier", "path"]

    /// The use as the contract writes it: `{"name", "identifier", "path"}`, `identifier` `null`
    /// for the initial controller (the key is always written, so a reader can tell the two apart).
    public var jsonValue: JSONValue {
        .object([("name", .string(name)), ("identifier", identifier.map { .string($0) } ?? .null), ("path", .string(path))])
    }
}

extension JSONReader {
    /// A `storyboards` list; each item that is not a use is a problem at its index and is left out.
    public func storyboardUses(_ value: JSONValue, path: String) -> [StoryboardUse] {
        guard let items = array(value, path: path, nonEmpty: false, what: "{\"name\", \"identifier\", \"path\"} objects") else {
            return []
        }
        var uses: [StoryboardUse] = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            guard
                let fields = object(item, path: itemPath, keys: StoryboardUse.keys, example: "{\"name\": \"Main\", \"path\": \"root\"}"),
                let name = fields["name"].flatMap({ string($0, path: "\(itemPath).name") }),
                let where_ = fields["path"].flatMap({ string($0, path: "\(itemPath).path") })
            else {
                problem(itemPath, "expected a name and a path")
                continue
            }
            let identifier = fields["identifier"].flatMap { $0 == .null ? nil : string($0, path: "\(itemPath).identifier") }
            uses.append(StoryboardUse(name: name, identifier: identifier, path: where_))
        }
        return uses
    }
}
