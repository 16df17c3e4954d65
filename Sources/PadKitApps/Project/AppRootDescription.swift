import Foundation
import PadKit

/// The root an app builds in Swift, in app-description terms: what `padkit-lint app-root DIR...
/// --format json` reports (PadKitLint's `AppRootReport`, written by the linter) read back by
/// `padkit` (the contract between the two tools):
///
/// ```json
/// { "root": { "split": { ... }, "source": "App/SceneDelegate.swift:27" },
///   "unresolved": [ { "path": "root.split.secondary", "reason": "...", "source": "App/SceneDelegate.swift:31" } ],
///   "storyboards": [ { "name": "Main", "identifier": "Inbox", "path": "root.tabs[0]" } ],
///   "presentations": { "SettingsView": { "style": "formSheet", "detents": ["medium", "large"], "source": "App/ContentView.swift:16" } },
///   "splitDelegates": { "ChatSplitViewController": { "topColumnForCollapsing": "primary" } } }
/// ```
///
/// `root` is a controller node in the description's contract (or `null`: the code sets no root);
/// `storyboards` lists the places the code instantiates a controller from a storyboard
/// (`identifier` `null`: its initial controller), which the project reader resolves;
/// `presentations` (optional) are the named presentations the code can make (SwiftUI's `.sheet`,
/// `.fullScreenCover` and `.popover`), written as the description writes them.
public struct AppRootDescription: Sendable {
    /// One `UIStoryboard(name:bundle:).instantiate...` in the code.
    public struct StoryboardUse: Sendable, Hashable {
        public var name: String
        public var identifier: String?
        /// Where in `root` the controller goes (`root.tabs[0]`).
        public var path: String

        public init(name: String, identifier: String?, path: String) {
            self.name = name
            self.identifier = identifier
            self.path = path
        }
    }

    public var root: ControllerDescription?
    public var unresolved: [UnresolvedItem]
    public var storyboards: [StoryboardUse]
    /// The presentations the code can make.
    public var presentations: [NamedPresentation]
    /// The collapse answers of the app's split view controller subclasses that are their own
    /// delegate, by class, for the storyboard's splits of those classes.
    public var splitDelegates: [(className: String, answers: SplitDelegateDescription)] = []
    /// The app's preferred scene size as its code sets it (`UISceneSizeRestrictions`), for the
    /// description's `"sizeRestrictions"`.
    public var sizeRestrictions: SceneSizeRestrictions?

    public init(
        root: ControllerDescription?, unresolved: [UnresolvedItem] = [], storyboards: [StoryboardUse] = [],
        presentations: [NamedPresentation] = []
    ) {
        self.root = root
        self.unresolved = unresolved
        self.storyboards = storyboards
        self.presentations = presentations
    }

    /// Reads the report. A node the contract refuses degrades instead of failing the read
    /// (``degrading(_:problem:)``): it becomes a placeholder at its path, or a refused value is
    /// left out, and the reason is listed under `unresolved` with its `source`; the rest is kept.
    /// Only output that is not JSON, or not an object, is ``ProjectReadingError/appRootFailed(reason:)``.
    ///
    /// - Throws: a ``ProjectReadingError`` (plain `throws`: Swift 6.3 miscompiles typed throws on initializers).
    public init(json data: Data) throws {
        var value: JSONValue
        do {
            value = try JSONValue(jsonData: data)
        } catch {
            throw ProjectReadingError.appRootFailed(reason: "its output is not JSON (\(error.localizedDescription))")
        }
        var degraded: [UnresolvedItem] = []
        // Each round degrades one place; a report has fewer refused places than nodes.
        for _ in 0..<256 {
            let reader = DescriptionReader()
            let read = Self.read(value, reader: reader)
            guard let problem = reader.problems.first else {
                guard let read else { break }
                self = read
                unresolved += degraded
                return
            }
            guard let (next, note) = Self.degrading(value, problem: problem) else {
                throw ProjectReadingError.appRootFailed(
                    reason: "its output breaks the contract: " + reader.problems.map(\.description).joined(separator: "; "))
            }
            value = next
            degraded.append(note)
        }
        throw ProjectReadingError.appRootFailed(reason: "its output breaks the contract in too many places to read")
    }

    /// The report's parts as the contract reads them; problems go to `reader`.
    static func read(_ value: JSONValue, reader: DescriptionReader) -> AppRootDescription? {
        guard
            let pairs = reader.object(
                value, path: "", keys: ["root", "unresolved", "storyboards", "presentations", "splitDelegates", "sizeRestrictions"],
                example: "{\"root\": null}"
            )
        else {
            return nil
        }
        var root: ControllerDescription?
        if let rootValue = pairs["root"], rootValue != .null { root = reader.controller(rootValue, path: "root") }
        let unresolved = pairs["unresolved"].map { reader.unresolved($0, path: "unresolved") } ?? []
        var storyboards: [StoryboardUse] = []
        if let list = pairs["storyboards"],
            let items = reader.array(list, path: "storyboards", nonEmpty: false, what: "{\"name\", \"identifier\", \"path\"} objects")
        {
            for (index, item) in items.enumerated() {
                let itemPath = "storyboards[\(index)]"
                guard
                    let fields = reader.object(
                        item, path: itemPath, keys: ["name", "identifier", "path"], example: "{\"name\": \"Main\", \"path\": \"root\"}"),
                    let name = fields["name"].flatMap({ reader.string($0, path: "\(itemPath).name") }),
                    let where_ = fields["path"].flatMap({ reader.string($0, path: "\(itemPath).path") })
                else {
                    reader.problem(itemPath, "expected a name and a path")
                    continue
                }
                let identifier = fields["identifier"].flatMap { $0 == .null ? nil : reader.string($0, path: "\(itemPath).identifier") }
                storyboards.append(StoryboardUse(name: name, identifier: identifier, path: where_))
            }
        }
        let presentations = pairs["presentations"].map { reader.presentations($0, path: "presentations") } ?? []
        var description = AppRootDescription(root: root, unresolved: unresolved, storyboards: storyboards, presentations: presentations)
        if case .object(let classes)? = pairs["splitDelegates"] {
            description.splitDelegates = classes.compactMap { name, answers in
                reader.splitDelegate(answers, path: "splitDelegates.\(name)").map { (name, $0) }
            }
        }
        description.sizeRestrictions = pairs["sizeRestrictions"].flatMap { reader.sizeRestrictions($0, path: "sizeRestrictions") }
        return description
    }
}

extension AppRootDescription {
    /// The report with every `source` (nodes, unresolved entries, presentations) passed through `transform`.
    func rebasingSources(_ transform: (String) -> String) -> AppRootDescription {
        var report = self
        report.root = root?.mappingNodes { node in
            var node = node
            node.source = node.source.map(transform)
            return node
        }
        report.unresolved = unresolved.map { item in
            var item = item
            item.source = item.source.map(transform)
            return item
        }
        report.presentations = presentations.map { presentation in
            var presentation = presentation
            presentation.source = presentation.source.map(transform)
            return presentation
        }
        return report
    }
}
