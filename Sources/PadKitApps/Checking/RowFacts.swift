import PadKit

/// What differs between two matched matrix rows, in words, and what it is about: the window
/// (size, size classes, safe area: which window the app gets), the orientation being allowed, or
/// what is on screen (the split's state, the centre window, laid-out frames).
struct RowFacts {
    private(set) var texts: [String] = []
    private(set) var aspects: DescriptionChange.Effects = []

    init(old: JSONValue, new: JSONValue, orientation: String) {
        guard case .object(let oldPairs) = old, case .object(let newPairs) = new else { return }
        var keys = oldPairs.map(\.0)
        for (key, _) in newPairs where !keys.contains(key) { keys.append(key) }
        for key in keys where !MatrixRowKey.fields.contains(key) {
            let was = oldPairs[key], now = newPairs[key]
            // A row read from a file has its keys sorted (Foundation's dictionaries have no order).
            guard was?.sortingKeys != now?.sortingKeys else { continue }
            switch key {
            case "split": split(was, now, orientation: orientation)
            case "window":
                add("window \(Self.size(now)) pt (was \(Self.size(was)))", .placements)
            case "traits":
                for (path, before, after) in Self.leafDifferences(was, now, path: "") {
                    let name: String
                    switch path {
                    case "horizontalSizeClass": name = "horizontal size class"
                    case "verticalSizeClass": name = "vertical size class"
                    case "userInterfaceIdiom": name = "idiom"
                    default: name = "trait \(path)"
                    }
                    add("\(name) \(Self.text(after)) (was \(Self.text(before)))", .placements)
                }
            case "safeAreaInsets":
                add("safe area insets \(Self.insets(now)) (was \(Self.insets(was)))", .placements)
            case "provenance":
                add("window size source: \(Self.text(now)) (was \(Self.text(was)))", .placements)
            case "resizing":
                // How the scene follows the window (``PadKit/SceneResizing``); absent: live resizing.
                add("resizing \(now.map(Self.text) ?? "live") (was \(was.map(Self.text) ?? "live"))", .placements)
            case "frameOnScreen":
                add("frame on screen \(Self.text(now)) (was \(Self.text(was)))", .placements)
            default:
                for (path, before, after) in Self.leafDifferences(was, now, path: key) {
                    add("\(path) \(Self.text(after)) (was \(Self.text(before)))", .screen)
                }
            }
        }
    }

    private mutating func add(_ text: String, _ aspect: DescriptionChange.Effects) {
        texts.append(text)
        aspects.formUnion(aspect)
    }

    /// The split inspection (``SplitInspection``): allowed, collapsed, then the expanded state.
    private mutating func split(_ was: JSONValue?, _ now: JSONValue?, orientation: String) {
        guard let was, let now else {
            add(now == nil ? "no split view controller on screen any more" : "a split view controller on screen now", .screen)
            return
        }
        if was["orientationAllowed"] != now["orientationAllowed"] {
            add(
                now["orientationAllowed"] == .bool(false) ? "\(orientation) no longer allowed" : "\(orientation) now allowed", .orientations
            )
        }
        var handled = ["orientationAllowed", "collapsed"]
        if was["collapsed"] != now["collapsed"] {
            add(
                now["collapsed"] == .bool(true) ? "the split now collapses (was expanded)" : "the split now expands (was collapsed)",
                .screen)
            // The display mode, widths and columns follow from collapsing.
            handled += [
                "displayMode", "splitBehavior", "primaryColumnWidth", "secondaryColumnWidth", "visibleColumns", "shows", "top.class",
                "top.title",
            ]
        } else if now["collapsed"] == .bool(true) {
            // A collapsed split shows one stack: the display mode and behavior it keeps for when it
            // expands change nothing on screen in this placement.
            handled += ["displayMode", "splitBehavior"]
        }
        let named = [
            ("displayMode", "display mode", ""), ("splitBehavior", "split behavior", ""),
            ("primaryColumnWidth", "primary column", " pt"), ("secondaryColumnWidth", "secondary column", " pt"),
        ]
        for (key, name, unit) in named where !handled.contains(key) && was[key] != now[key] {
            add("\(name) \(Self.text(now[key]))\(unit) (was \(Self.text(was[key]))\(unit))", .screen)
            handled.append(key)
        }
        if !handled.contains("visibleColumns"), was["visibleColumns"] != now["visibleColumns"] {
            add("visible columns \(Self.columns(now["visibleColumns"])) (was \(Self.columns(was["visibleColumns"])))", .screen)
        }
        handled += named.map(\.0) + ["visibleColumns"]
        for (path, before, after) in Self.leafDifferences(was, now, path: "split")
        where !handled.contains(String(path.dropFirst("split.".count))) {
            add("\(path) \(Self.text(after)) (was \(Self.text(before)))", .screen)
        }
    }

    /// The leaves (scalars and arrays) that differ, by dotted path.
    static func leafDifferences(_ was: JSONValue?, _ now: JSONValue?, path: String) -> [(String, JSONValue?, JSONValue?)] {
        if case .object(let oldPairs)? = was, case .object(let newPairs)? = now {
            var keys = oldPairs.map(\.0)
            for (key, _) in newPairs where !keys.contains(key) { keys.append(key) }
            return keys.flatMap { key in leafDifferences(oldPairs[key], newPairs[key], path: path.isEmpty ? key : "\(path).\(key)") }
        }
        return was?.sortingKeys == now?.sortingKeys ? [] : [(path, was, now)]
    }

    static func text(_ value: JSONValue?) -> String {
        switch value {
        case nil: return "absent"
        case .string(let text)?: return text
        case .number(let number)?: return NumberText.points(number)
        case let other?: return other.compactText
        }
    }

    private static func size(_ value: JSONValue?) -> String {
        "\(text(value?["width"]))x\(text(value?["height"]))"
    }

    private static func insets(_ value: JSONValue?) -> String {
        ["top", "left", "bottom", "right"].map { text(value?[$0]) }.joined(separator: ",")
    }

    private static func columns(_ value: JSONValue?) -> String {
        guard case .array(let items)? = value, !items.isEmpty else { return "none" }
        return items.map { text($0) }.joined(separator: "+")
    }
}

extension JSONValue {
    /// The value with every object's keys sorted, so two values that differ only in key order
    /// compare equal.
    var sortingKeys: JSONValue {
        switch self {
        case .object(let pairs): return .object(pairs.map { ($0.0, $0.1.sortingKeys) }.sorted { $0.0 < $1.0 })
        case .array(let items): return .array(items.map(\.sortingKeys))
        default: return self
        }
    }
}
