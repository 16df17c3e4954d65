import PadJSON

/// The contract between `padkit-lint app-root` and `padkit`: the report the linter writes about the
/// root controller an app builds in code, and that the project reader reads back. It is written
/// and read here only, so the two tools cannot drift apart:
///
/// ```json
/// { "root": { "split": { ... }, "source": "App/SceneDelegate.swift:27" },
///   "unresolved": [ { "path": "root.split.secondary", "reason": "...", "source": "App/SceneDelegate.swift:31" } ],
///   "storyboards": [ { "name": "Main", "identifier": "Inbox", "path": "root.tabs[0]" } ],
///   "presentations": { "SettingsView": { "style": "formSheet", "detents": ["medium", "large"], "source": "App/ContentView.swift:16" } },
///   "splitDelegates": { "ChatSplitViewController": { "topColumnForCollapsing": "primary" } },
///   "sizeRestrictions": { "minimumSize": { "width": 500, "height": 0 } } }
/// ```
///
/// `root`, the presentations, the delegate answers and the size restrictions are in the app
/// description's own JSON (a controller node, a named presentation without its `title`, a split's
/// `delegate` object, the description's `sizeRestrictions`), and this document carries them as JSON
/// values, read back by the description reader. The root is encoded by ``ControllerNode``, which
/// `padkit` writes its own descriptions with; the presentations, delegate answers and size
/// restrictions are encoded by the linter from its own models (they are PadKit's types the
/// description shares with the twin's scenarios). The envelope, the unresolved items and the
/// storyboard uses are typed here, once. `presentations`, `splitDelegates` and
/// `sizeRestrictions` are written only when there are any.
public struct AppRootDocument: Sendable {
    /// The root controller node, or `nil` (written `null`) when the code sets none: the
    /// storyboard's initial controller is the root.
    public var root: JSONValue?
    /// What could not be determined, at description paths.
    public var unresolved: [UnresolvedItem]
    /// Where the code takes controllers from storyboards.
    public var storyboards: [StoryboardUse]
    /// The presentations the code can make, by name, in the order they were found.
    public var presentations: [(name: String, value: JSONValue)]
    /// The collapse answers of split view controller subclasses that are their own delegate, by
    /// class (the keys of a split's `delegate` object).
    public var splitDelegates: [(className: String, answers: JSONValue)]
    /// The app's preferred scene size as its code sets it (`UISceneSizeRestrictions`).
    public var sizeRestrictions: JSONValue?

    /// The document's top-level keys, in the order they are written.
    public static let keys = ["root", "unresolved", "storyboards", "presentations", "splitDelegates", "sizeRestrictions"]

    /// Makes a document from its parts; what is not given is empty.
    public init(
        root: JSONValue?, unresolved: [UnresolvedItem] = [], storyboards: [StoryboardUse] = [],
        presentations: [(name: String, value: JSONValue)] = [], splitDelegates: [(className: String, answers: JSONValue)] = [],
        sizeRestrictions: JSONValue? = nil
    ) {
        self.root = root
        self.unresolved = unresolved
        self.storyboards = storyboards
        self.presentations = presentations
        self.splitDelegates = splitDelegates
        self.sizeRestrictions = sizeRestrictions
    }

    /// The document as JSON: `root`, `unresolved` and `storyboards` always, the rest when present.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("root", root ?? .null),
            ("unresolved", .array(unresolved.map(\.jsonValue))),
            ("storyboards", .array(storyboards.map(\.jsonValue))),
        ]
        if !presentations.isEmpty { pairs.append(("presentations", .object(presentations.map { ($0.name, $0.value) }))) }
        if !splitDelegates.isEmpty { pairs.append(("splitDelegates", .object(splitDelegates.map { ($0.className, $0.answers) }))) }
        if let sizeRestrictions { pairs.append(("sizeRestrictions", sizeRestrictions)) }
        return .object(pairs)
    }

    /// Reads a document; every problem goes to `reader` with its JSON path, and reading goes on.
    /// `nil` only when `value` is not an object of the document's keys.
    public init?(reading value: JSONValue, reader: JSONReader) {
        guard let pairs = reader.object(value, path: "", keys: Self.keys, example: "{\"root\": null}") else { return nil }
        root = pairs["root"].flatMap { $0 == .null ? nil : $0 }
        unresolved = pairs["unresolved"].map { reader.unresolved($0, path: "unresolved") } ?? []
        storyboards = pairs["storyboards"].map { reader.storyboardUses($0, path: "storyboards") } ?? []
        presentations = pairs["presentations"].flatMap { reader.namedPresentations($0, path: "presentations") } ?? []
        // A `splitDelegates` that is not an object carries no answers; the storyboard's splits keep theirs.
        if case .object(let classes)? = pairs["splitDelegates"] {
            splitDelegates = classes.map { (className: $0.0, answers: $0.1) }
        } else {
            splitDelegates = []
        }
        sizeRestrictions = pairs["sizeRestrictions"]
    }
}

extension JSONReader {
    /// An object of named presentations (`{"Compose": {"style": "formSheet"}}`) as its pairs, or
    /// `nil` (a problem at `path`) when `value` is not an object.
    public func namedPresentations(_ value: JSONValue, path: String) -> [(name: String, value: JSONValue)]? {
        guard case .object(let pairs) = value else {
            problem(
                path,
                """
                expected an object of named presentations such as {\"Compose\": {\"style\": \"formSheet\"}}, found \
                \(value.kindDescription)
                """
            )
            return nil
        }
        return pairs.map { (name: $0.0, value: $0.1) }
    }
}
