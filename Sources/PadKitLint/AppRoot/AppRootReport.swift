import Foundation

/// What `padkit-lint app-root` found: the root controller an app builds in code, what could not
/// be determined, and where the code takes controllers from storyboards.
public struct AppRootReport: Sendable, Hashable {
    /// Something the reader could not determine, at a description path.
    public struct Unresolved: Sendable, Hashable {
        public var path: String
        public var reason: String
        public var source: String?
    }

    /// A controller the code instantiates from a storyboard, at a description path.
    public struct StoryboardUse: Sendable, Hashable {
        public var name: String
        public var identifier: String?
        public var path: String
    }

    /// The root, or `nil` when the code sets none (the storyboard's initial controller is the root).
    public var root: AppRootNode?
    public var unresolved: [Unresolved]
    public var storyboards: [StoryboardUse]

    /// The report as JSON, in the app description's contract:
    /// `{"root": node|null, "unresolved": [{"path", "reason", "source"}], "storyboards": [{"name", "identifier", "path"}]}`.
    public var json: String {
        var out = "{\n  \"root\": \(root.map { Self.node($0, indent: "  ") } ?? "null"),\n  \"unresolved\": ["
        out += unresolved.map { item in
            "\n    {\"path\": \(Self.quote(item.path)), \"reason\": \(Self.quote(item.reason))"
                + (item.source.map { ", \"source\": \(Self.quote($0))" } ?? "") + "}"
        }.joined(separator: ",")
        out += unresolved.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"storyboards\": ["
        out += storyboards.map { use in
            "\n    {\"name\": \(Self.quote(use.name)), \"identifier\": \(use.identifier.map(Self.quote) ?? "null"), \"path\": \(Self.quote(use.path))}"
        }.joined(separator: ",")
        out += storyboards.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    static func node(_ node: AppRootNode, indent: String) -> String {
        let inner = indent + "  "
        var pairs: [String] = []
        if let title = node.title { pairs.append("\"title\": \(quote(title))") }
        if let className = node.className { pairs.append("\"class\": \(quote(className))") }
        if let mask = node.supportedInterfaceOrientations {
            pairs.append("\"supportedInterfaceOrientations\": [\(mask.map(quote).joined(separator: ", "))]")
        }
        pairs.append("\"source\": \(quote(node.source))")
        switch node.kind {
        case .view:
            break
        case .navigation(let stack):
            pairs.append("\"navigation\": [\(stack.map { "\n\(inner)  " + self.node($0, indent: inner + "  ") }.joined(separator: ","))\n\(inner)]")
        case .tabs(let tabs):
            pairs.append("\"tabs\": [\(tabs.map { "\n\(inner)  " + self.node($0, indent: inner + "  ") }.joined(separator: ","))\n\(inner)]")
        case .split(let style, let columns, let properties):
            var fields = ["\"style\": \(quote(style))"]
            fields += columns.map { "\(quote($0.key)): \(self.node($0.node, indent: inner + "  "))" }
            fields += properties.map { "\(quote($0.key)): \($0.json)" }
            pairs.append("\"split\": {\n\(inner)  \(fields.joined(separator: ",\n\(inner)  "))\n\(inner)}")
        case .storyboard:
            // A plain node here; `storyboards` names the storyboard and identifier, and the
            // project reader puts the storyboard's controller in its place.
            break
        }
        return "{\n\(inner)\(pairs.joined(separator: ",\n\(inner)"))\n\(indent)}"
    }

    /// A JSON string literal (Foundation's encoder does the escaping).
    static func quote(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(text)).flatMap { String(data: $0, encoding: .utf8) } ?? "\"\""
    }
}
