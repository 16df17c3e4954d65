import PadKit

extension ViewController {
    /// The twin's kind of this controller (its nearest twin base class).
    public var kind: String {
        switch self {
        case is NavigationController: return "NavigationController"
        case is TabBarController: return "TabBarController"
        case is SplitViewController: return "SplitViewController"
        default: return "ViewController"
        }
    }

    /// This controller and everything below it as a JSON tree node.
    public func treeJSON(in window: Window) -> JSONValue {
        let size = isViewLoaded ? view.bounds.size : .zero
        var pairs: [(String, JSONValue)] = [
            ("kind", .string(kind)),
            ("class", .string(customClassName ?? String(describing: type(of: self)))),
            ("title", .string(traceName)),
            ("size", FrameText.json(size)),
            ("traits", traitCollection.jsonValue(osVersion: window.osVersion)),
            ("inWindow", .bool(isViewLoaded && view.window === window)),
        ]
        if isViewLoaded {
            pairs.append(("frame", FrameText.json(view.frame)))
            pairs.append(("subviews", .array(view.subviews.filter { $0.owningViewController == nil }.map(\.treeJSON))))
            pairs.append(("safeAreaInsets", view.safeAreaInsets.jsonValue))
        }
        if let tabs = self as? TabBarController { pairs.append(("selectedIndex", .number(Double(tabs.selectedIndex)))) }
        if let split = self as? SplitViewController, split.isViewLoaded {
            let layout = split.currentLayout
            pairs.append(("style", .string(split.style.description)))
            pairs.append(("collapsed", .bool(split.isCollapsed)))
            pairs.append(("displayMode", .string(layout.displayMode.description)))
            pairs.append(("primaryColumnWidth", .number(layout.primaryColumnWidth)))
            let button = split.displayModeButton
            pairs.append(
                (
                    "displayModeButton",
                    .object([
                        ("visible", .bool(button.isVisible)),
                        ("glyph", button.glyph.map { .string($0.rawValue) } ?? .null),
                        ("target", button.targetDisplayMode.map { .string($0.description) } ?? .null),
                    ])
                ))
        }
        pairs.append(("children", .array(children.map { $0.treeJSON(in: window) })))
        if let node = presentedTreeJSON(in: window) { pairs.append(("presented", node)) }
        return .object(pairs)
    }

    /// This controller and everything below it as indented text.
    func treeText(in window: Window, indent: String) -> String {
        let size = isViewLoaded ? FrameText.text(view.bounds.size) : "not loaded"
        let visible = isViewLoaded && view.window === window ? "" : "  (off screen)"
        var extra = ""
        if let tabs = self as? TabBarController { extra = "  selected=\(tabs.selectedIndex)" }
        if let split = self as? SplitViewController, split.isViewLoaded {
            extra =
                split.isCollapsed ? "  collapsed" : "  expanded \(split.displayMode) primary=\(NumberText.points(split.primaryColumnWidth))"
        }
        var out = "\(indent)\(kind) \"\(traceName)\"  \(size)  \(traitCollection.summary)\(extra)\(visible)\n"
        if isViewLoaded {
            for subview in view.subviews where subview.owningViewController == nil {
                out += subview.treeText(indent: indent + "  ")
            }
        }
        for child in children { out += child.treeText(in: window, indent: indent + "  ") }
        if let presented = presentedViewController {
            let shown = presented.activePresentation?.shownViewController ?? presented
            out += "\(indent)  presented\(presentationSummary(in: window)):\n" + shown.treeText(in: window, indent: indent + "    ")
        }
        return out
    }
}

extension View {
    /// A plain view (not a controller's root) and its plain subviews, as a JSON node.
    var treeJSON: JSONValue {
        var pairs: [(String, JSONValue)] = [("name", .string(name)), ("frame", FrameText.json(frame))]
        pairs.append(("subviews", .array(subviews.filter { $0.owningViewController == nil }.map(\.treeJSON))))
        return .object(pairs)
    }

    /// A plain view and its plain subviews, as indented text.
    func treeText(indent: String) -> String {
        var out = "\(indent)View \"\(name)\"  \(FrameText.text(frame))\n"
        for subview in subviews where subview.owningViewController == nil { out += subview.treeText(indent: indent + "  ") }
        return out
    }
}
