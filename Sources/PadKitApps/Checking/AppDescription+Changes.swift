import PadKit

extension AppDescription {
    /// What changed since `recorded` in what decides the app's placements: each Info.plist key
    /// PadKit reads, and each controller of the tree by its path (its kind, its orientation
    /// overrides, every split property, its children), in words, with the source of the new
    /// value (of the old one for what was removed).
    ///
    /// Names, summaries, sources and presentations are left out: they change no placement.
    public func changes(since recorded: AppDescription) -> [DescriptionChange] {
        // A key with no source of its own is in the Info.plist file the description names, if any.
        let keys = infoPlist.changes(since: recorded.infoPlist).map { change in
            var located = change
            located.source = change.source ?? infoPlistPath
            return located
        }
        return keys + Self.changes(recorded.root, root, path: "root")
    }

    private static func changes(_ old: ControllerDescription, _ new: ControllerDescription, path: String) -> [DescriptionChange] {
        let source = new.source ?? old.source
        guard old.kind.key == new.kind.key else {
            return [
                DescriptionChange(
                    subject: path, text: "\(path) is now \(new.kind.words) (was \(old.kind.words))", source: source,
                    effects: [.orientations, .screen])
            ]
        }
        var changes: [DescriptionChange] = []
        let oldLeaves = old.propertyLeaves, newLeaves = new.propertyLeaves
        var names: [String] = oldLeaves.map(\.0)
        for (name, _) in newLeaves where !names.contains(name) { names.append(name) }
        for name in names {
            let was = oldLeaves[name], now = newLeaves[name]
            guard was != now else { continue }
            let text = "\(path).\(name) " + (now.map { "now \(Self.text($0))" } ?? "removed") + " (was \(was.map(Self.text) ?? "unset"))"
            changes.append(DescriptionChange(subject: "\(path).\(name)", text: text, source: source, effects: Self.effects(of: name)))
        }
        let oldChildren = old.childNodes, newChildren = new.childNodes
        for (childPath, child) in oldChildren {
            if let match = newChildren.first(where: { $0.path == childPath }) {
                changes += Self.changes(child, match.node, path: "\(path).\(childPath)")
            } else {
                changes.append(
                    DescriptionChange(
                        subject: "\(path).\(childPath)", text: "\(path).\(childPath) removed (was \(child.kind.words))",
                        source: child.source ?? source, effects: .screen))
            }
        }
        for (childPath, child) in newChildren where !oldChildren.contains(where: { $0.path == childPath }) {
            changes.append(
                DescriptionChange(
                    subject: "\(path).\(childPath)", text: "\(path).\(childPath) added (\(child.kind.words))",
                    source: child.source ?? source, effects: .screen))
        }
        return changes
    }

    /// A value in words: a string as it is, a number as PadKit writes points, anything else as JSON.
    private static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return NumberText.points(number)
        default: return value.compactText
        }
    }

    /// A property's effects: orientation answers decide which orientations are allowed; the rest
    /// decides what is on screen (titles and classes decide nothing PadKit reports).
    private static func effects(of property: String) -> DescriptionChange.Effects {
        let last = property.split(separator: ".").last.map(String.init) ?? property
        if [
            "supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
            "prefersInterfaceOrientationLocked",
        ].contains(last) {
            return .orientations
        }
        if ["title", "class"].contains(property) { return [] }
        return .screen
    }
}

extension ControllerDescription {
    /// The node's own properties as JSON leaves, by their path in the node's JSON (`title`,
    /// `split.preferredSplitBehavior`, `split.delegate.collapseSecondary`), its children and
    /// `source` left out: what ``AppDescription/changes(since:)`` compares.
    var propertyLeaves: [(String, JSONValue)] {
        guard case .object(let pairs) = jsonValue else { return [] }
        let childKeys: [String: [String]] = [
            "split": SplitDescription.columnKeys, "adaptiveSplit": ["tabs", "placeholder"], "centreWindow": ["pages"],
            "container": ["child"],
        ]
        var leaves: [(String, JSONValue)] = []
        for (key, value) in pairs where key != "source" && key != "navigation" && key != "tabs" && key != "view" {
            if let skipped = childKeys[key], case .object(let fields) = value {
                for (field, fieldValue) in fields where !skipped.contains(field) {
                    leaves += Self.leaves(fieldValue, path: "\(key).\(field)")
                }
            } else {
                leaves.append((key, value))
            }
        }
        return leaves
    }

    /// An object's leaves by path (so `delegate` changes name the answer that changed); arrays and
    /// scalars are leaves.
    private static func leaves(_ value: JSONValue, path: String) -> [(String, JSONValue)] {
        guard case .object(let fields) = value, !fields.isEmpty else { return [(path, value)] }
        return fields.flatMap { leaves($0.1, path: "\(path).\($0.0)") }
    }
}

extension ControllerDescription.Kind {
    /// The kind in words, with its article: `a split view controller`.
    var words: String {
        switch self {
        case .view: return "a view controller"
        case .navigation: return "a navigation controller"
        case .tabs: return "a tab bar controller"
        case .split(let split): return "a split view controller (\(split.style))"
        case .adaptiveSplit: return "an AdaptiveSplitViewController"
        case .centreWindow: return "a list opening pages in the centre window"
        case .container: return "a container view controller"
        }
    }
}
