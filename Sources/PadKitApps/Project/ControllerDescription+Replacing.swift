extension ControllerDescription {
    /// This tree with the node at `path` (a description path such as `root.tabs[0].split.primary`,
    /// `root` being this node) replaced; `nil` when no node is at that path.
    func replacing(at path: String, root: String = "root", with replacement: ControllerDescription) -> ControllerDescription? {
        if path == root { return replacement }
        for (childPath, child) in childNodes {
            let full = "\(root).\(childPath)"
            guard path == full || path.hasPrefix(full + ".") else { continue }
            guard let replaced = child.replacing(at: path, root: full, with: replacement) else { return nil }
            var copy = self
            copy.setChild(childPath, to: replaced)
            return copy
        }
        return nil
    }

    /// Sets the child at one ``childNodes`` path component.
    private mutating func setChild(_ childPath: String, to node: ControllerDescription) {
        func index(_ prefix: String) -> Int? {
            guard childPath.hasPrefix(prefix + "["), childPath.hasSuffix("]") else { return nil }
            return Int(childPath.dropFirst(prefix.count + 1).dropLast())
        }
        switch kind {
        case .view: break
        case .navigation(var stack):
            if let i = index("navigation"), stack.indices.contains(i) { stack[i] = node; kind = .navigation(stack) }
        case .tabs(var tabs):
            if let i = index("tabs"), tabs.indices.contains(i) { tabs[i] = node; kind = .tabs(tabs) }
        case .split(var split):
            switch childPath {
            case "split.primary": split.primary = node
            case "split.supplementary": split.supplementary = node
            case "split.secondary": split.secondary = node
            case "split.compact": split.compact = node
            default: break
            }
            kind = .split(split)
        case .adaptiveSplit(var split):
            if let i = index("adaptiveSplit.tabs"), split.tabs.indices.contains(i) { split.tabs[i] = node }
            if childPath == "adaptiveSplit.placeholder" { split.placeholder = node }
            kind = .adaptiveSplit(split)
        case .centreWindow(var list):
            if let i = index("centreWindow.pages"), list.pages.indices.contains(i) { list.pages[i] = node; kind = .centreWindow(list) }
        case .container(var container):
            container.child = node
            kind = .container(container)
        }
    }
}
