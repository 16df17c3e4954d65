import PadKit

extension AppRootDescription {
    /// One step of a JSON path: a key or an array index.
    enum PathStep: Equatable {
        case key(String)
        case index(Int)
    }

    /// `root.tabs[2].split.primary` as steps; `nil` for a path it cannot split.
    static func steps(_ path: String) -> [PathStep]? {
        var result: [PathStep] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            var name = Substring(part)
            var indices: [Int] = []
            while name.hasSuffix("]"), let open = name.lastIndex(of: "[") {
                guard let number = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) else { return nil }
                indices.insert(number, at: 0)
                name = name[..<open]
            }
            guard !name.isEmpty else { return nil }
            result.append(.key(String(name)))
            result += indices.map { .index($0) }
        }
        return result
    }

    static func text(_ steps: [PathStep]) -> String {
        var text = ""
        for step in steps {
            switch step {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// Whether `steps` name a controller's place: the root, a stack or tab element, a split column.
    static func isControllerPlace(_ steps: [PathStep]) -> Bool {
        guard let last = steps.last else { return false }
        if steps == [.key("root")] { return true }
        switch last {
        case .index:
            guard steps.count >= 2, case .key(let list) = steps[steps.count - 2] else { return false }
            return list == "navigation" || list == "tabs"
        case .key(let key):
            guard steps.count >= 2, case .key("split") = steps[steps.count - 2] else { return false }
            return SplitDescription.columnKeys.contains(key)
        }
    }

    static func value(_ value: JSONValue, at steps: ArraySlice<PathStep>) -> JSONValue? {
        guard let first = steps.first else { return value }
        switch (first, value) {
        case (.key(let key), .object(let pairs)):
            return pairs.first { $0.0 == key }.flatMap { Self.value($0.1, at: steps.dropFirst()) }
        case (.index(let index), .array(let items)) where items.indices.contains(index):
            return Self.value(items[index], at: steps.dropFirst())
        default:
            return nil
        }
    }

    /// `value` with the value at `steps` replaced (`nil` removes it; a missing key is added).
    static func replacing(_ value: JSONValue, at steps: ArraySlice<PathStep>, with new: JSONValue?) -> JSONValue {
        guard let first = steps.first else { return new ?? .null }
        switch (first, value) {
        case (.key(let key), .object(var pairs)):
            if let position = pairs.firstIndex(where: { $0.0 == key }) {
                if steps.count == 1, new == nil {
                    pairs.remove(at: position)
                } else {
                    pairs[position].1 = replacing(pairs[position].1, at: steps.dropFirst(), with: new)
                }
            } else if steps.count == 1, let new {
                pairs.append((key, new))
            }
            return .object(pairs)
        case (.index(let index), .array(var items)) where items.indices.contains(index):
            if steps.count == 1, new == nil {
                items.remove(at: index)
            } else {
                items[index] = replacing(items[index], at: steps.dropFirst(), with: new)
            }
            return .array(items)
        default:
            return value
        }
    }

    /// The report with the place of one contract problem degraded, and what was done, or `nil`
    /// when the problem is not one this can degrade.
    ///
    /// A controller the contract refuses becomes a plain placeholder at its path (its `title` and
    /// `source` kept); a missing column gets one; a placeholder refused at a split column or list
    /// place is left out; a refused property of a controller is left out; a refused presentation,
    /// storyboard use or unresolved entry is left out.
    static func degrading(_ report: JSONValue, problem: JSONProblem) -> (JSONValue, UnresolvedItem)? {
        guard let steps = steps(problem.path), case .key(let top) = steps.first else { return nil }
        let reason = "the code's root breaks the description's contract here (\(problem.message))"
        if top != "root" {
            // `presentations.Name.detents` → `presentations.Name`; `storyboards[1].path` → `storyboards[1]`.
            let item = Array(steps.prefix(2))
            guard item.count == 2, Self.value(report, at: item[...]) != nil else { return nil }
            return (replacing(report, at: item[...], with: nil), UnresolvedItem(path: text(item), reason: reason + "; left out"))
        }
        // The controller place the problem is at or under.
        var place = steps
        while !place.isEmpty, !isControllerPlace(place) { place.removeLast() }
        guard !place.isEmpty else { return nil }
        let node = Self.value(report, at: place[...])
        let source = Self.nearestSource(report, steps: place)
        let placeholder = JSONValue.object(
            (node?["title"].map { [("title", $0)] } ?? []) + (source.map { [("source", JSONValue.string($0))] } ?? []))
        if place.count < steps.count, let node, Self.value(report, at: steps[...]) != nil, !isControllerPlace(steps) {
            // A property of the node (`split.preferredDisplayMode`, `mode`): leave the key out.
            if case .object = node {
                return (
                    replacing(report, at: steps[...], with: nil),
                    UnresolvedItem(path: problem.path, reason: reason + "; left out", source: source)
                )
            }
        }
        guard let node else {
            return (
                replacing(report, at: place[...], with: placeholder),
                UnresolvedItem(path: text(place), reason: reason + "; a placeholder stands for it", source: source)
            )
        }
        if node == placeholder, place.count > 1 {
            return (
                replacing(report, at: place[...], with: nil),
                UnresolvedItem(path: text(place), reason: reason + "; left out", source: source)
            )
        }
        if place == [.key("root")], node == placeholder {
            return (
                replacing(report, at: place[...], with: .null),
                UnresolvedItem(path: "root", reason: reason + "; the root is not read", source: source)
            )
        }
        return (
            replacing(report, at: place[...], with: placeholder),
            UnresolvedItem(path: text(place), reason: reason + "; a plain placeholder stands for it", source: source)
        )
    }

    /// The `source` of the node at `steps` or of the nearest one above it.
    static func nearestSource(_ report: JSONValue, steps: [PathStep]) -> String? {
        var prefix = steps
        while !prefix.isEmpty {
            if case .string(let source)? = Self.value(report, at: prefix[...])?["source"] { return source }
            prefix.removeLast()
        }
        return nil
    }
}
