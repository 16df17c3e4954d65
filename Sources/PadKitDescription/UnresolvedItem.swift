import PadJSON

/// Something a generated description could not determine from the app's files: a controller
/// chosen at run time, a title from a localization lookup, a class defined in a dependency.
/// `padkit app init` lists these rather than guess. An item about the project as a whole (a
/// missing xcconfig, a generated file) has the path `"project"`.
public struct UnresolvedItem: Sendable, Hashable {
    /// Where in the description it would go (`root.tabs[1].title`).
    public var path: String
    /// Why it could not be determined.
    public var reason: String
    /// Where in the app's files it was found (`App/SceneDelegate.swift:27`).
    public var source: String?
    /// The file the item is about, when it is one the project refers to but that is not there
    /// (`Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig`).
    public var file: String?
    /// What makes the item resolvable (`run \`pod install\``), when PadKit can tell.
    public var remedy: String?

    /// The reason `padkit-lint app-root` gives at `root` when the code sets the window's root where
    /// PadKit cannot follow it; the project reader's placeholder note tells this apart from no root
    /// at all.
    public static let rootNotFollowed = "the window's root controller is set here but could not be followed"

    /// One line for a list: `root.tabs[1].title: a title computed at run time (App/Tabs.swift:12)`.
    public var text: String {
        "\(path): \(reason)" + (source.map { " (\($0))" } ?? "")
    }

    /// Makes an unresolved item from its parts; what is not given takes its default.
    public init(path: String, reason: String, source: String? = nil, file: String? = nil, remedy: String? = nil) {
        self.path = path
        self.reason = reason
        self.source = source
        self.file = file
        self.remedy = remedy
    }
}

extension UnresolvedItem {
    /// The keys an unresolved item has in JSON, in the order they are written.
    static let keys = ["path", "reason", "source", "file", "remedy"]

    /// The item as the contract writes it: `{"path", "reason"}`, then `source`, `file` and
    /// `remedy` when known.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("path", .string(path)), ("reason", .string(reason))]
        if let source { pairs.append(("source", .string(source))) }
        if let file { pairs.append(("file", .string(file))) }
        if let remedy { pairs.append(("remedy", .string(remedy))) }
        return .object(pairs)
    }
}

extension JSONReader {
    /// An `unresolved` list (`[{"path", "reason", "source", "file", "remedy"}]`); each item that
    /// is not one is a problem at its index and is left out.
    public func unresolved(_ value: JSONValue, path: String) -> [UnresolvedItem] {
        guard let items = array(value, path: path, nonEmpty: false, what: "{\"path\", \"reason\"} objects") else { return [] }
        return items.enumerated().compactMap { index, item in
            let itemPath = "\(path)[\(index)]"
            guard let pairs = object(item, path: itemPath, keys: UnresolvedItem.keys, example: "{\"path\": \"root\", \"reason\": \"...\"}")
            else {
                return nil
            }
            guard let where_ = pairs["path"].flatMap({ string($0, path: "\(itemPath).path") }),
                let reason = pairs["reason"].flatMap({ string($0, path: "\(itemPath).reason") })
            else {
                problem(itemPath, "an unresolved item needs a path and a reason")
                return nil
            }
            return UnresolvedItem(
                path: where_, reason: reason, source: pairs["source"].flatMap { string($0, path: "\(itemPath).source") },
                file: pairs["file"].flatMap { string($0, path: "\(itemPath).file") },
                remedy: pairs["remedy"].flatMap { string($0, path: "\(itemPath).remedy") })
        }
    }
}
