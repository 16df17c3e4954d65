import PadKit

/// The app description's rules for the nodes `padkit-lint app-root` writes, checked before the
/// report is written (`padkit` reads it with `AppRootDescription.init(json:)`, which refuses what
/// breaks them). A node the contract would refuse becomes a placeholder at the same path, a value
/// it would refuse is left out, and each change is listed under `unresolved` with its `source`;
/// the rest of the tree is kept.
///
/// The rules are UIKit's, as the description reader applies them (`SplitViewControllerError`): a
/// classic split takes a primary and a secondary, a double-column split no supplementary, a
/// column-style split no tab bar controller in its primary or supplementary column, and every
/// split needs a primary; a navigation stack holds no navigation or split view controller (settled
/// earlier, ``AppRootReader/pushable(_:path:notes:)``); constants name cases of UIKit's enums.
public enum AppRootContract {
    /// The columns each split style accepts.
    static let columns: [String: [String]] = [
        "classic": ["primary", "secondary"],
        "doubleColumn": ["primary", "secondary", "compact"],
        "tripleColumn": ["primary", "supplementary", "secondary", "compact"],
    ]

    /// The case names a split's constant properties may take (UIKit's enums, as the description names them).
    static let caseNames: [String: [String]] = [
        "preferredDisplayMode": [
            "automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary", "twoBesideSecondary", "twoOverSecondary",
            "twoDisplaceSecondary",
        ],
        "preferredSplitBehavior": ["automatic", "tile", "overlay", "displace"],
        "primaryEdge": ["leading", "trailing"],
        "displayModeButtonVisibility": ["automatic", "never", "always"],
    ]

    /// The tab bar controller modes (`UITabBarController.Mode`).
    static let tabBarModes = ["automatic", "tabBar", "tabSidebar"]

    /// `node` with what the contract refuses replaced or left out, each change in `notes`.
    public static func conforming(_ node: AppRootNode, path: String, notes: inout [UnresolvedItem]) -> AppRootNode {
        var node = node
        if node.supportedInterfaceOrientations?.isEmpty == true {
            notes.append(
                UnresolvedItem(
                    path: "\(path).supportedInterfaceOrientations", reason: "an empty orientation mask, which UIKit refuses; left out",
                    source: node.source))
            node.supportedInterfaceOrientations = nil
        }
        switch node.kind {
        case .view, .storyboard:
            break
        case .navigation(let stack):
            node.kind = .navigation(
                stack.enumerated().map { conforming($0.element, path: "\(path).navigation[\($0.offset)]", notes: &notes) })
        case .tabs(let tabs):
            node.kind = .tabs(tabs.enumerated().map { conforming($0.element, path: "\(path).tabs[\($0.offset)]", notes: &notes) })
            if let mode = node.tabBarMode, !tabBarModes.contains(mode) {
                notes.append(
                    UnresolvedItem(
                        path: "\(path).mode", reason: "'\(mode)' is not a UITabBarController.Mode; left out", source: node.source))
                node.tabBarMode = nil
            }
        case .split(let style, let columns, let properties):
            node.kind = split(style: style, columns: columns, properties: properties, source: node.source, path: path, notes: &notes)
        }
        return node
    }

    private static func split(
        style: String, columns: [AppRootNode.Column], properties: [AppRootNode.Property], source: String, path: String,
        notes: inout [UnresolvedItem]
    ) -> AppRootNode.Kind {
        let allowed = Self.columns[style] ?? Self.columns["classic"] ?? []
        var kept: [AppRootNode.Column] = []
        for column in columns {
            let columnPath = "\(path).split.\(column.key)"
            guard allowed.contains(column.key) else {
                notes.append(
                    UnresolvedItem(
                        path: columnPath,
                        reason:
                            """
                            the code sets a \(column.key) column, which a \(style) split view controller does not have (UIKit: \
                            unsupported column for this style); left out
                            """,
                        source: column.node.source))
                continue
            }
            var child = conforming(column.node, path: columnPath, notes: &notes)
            if style != "classic", column.key == "primary" || column.key == "supplementary", case .tabs = child.kind {
                notes.append(
                    UnresolvedItem(
                        path: columnPath,
                        reason:
                            """
                            a tab bar controller in the \(column.key) column, which a column-style split view controller refuses; shown \
                            as a plain controller
                            """,
                        source: child.source))
                child.kind = .view
            }
            kept.append(AppRootNode.Column(key: column.key, node: child))
        }
        if !kept.contains(where: { $0.key == "primary" }) {
            notes.append(
                UnresolvedItem(
                    path: "\(path).split.primary",
                    reason:
                        "the primary column's controller is set at run time or where PadKit does not follow; a placeholder stands for it",
                    source: source))
            kept.insert(AppRootNode.Column(key: "primary", node: AppRootNode(kind: .view, source: source)), at: 0)
        }
        var keptProperties: [AppRootNode.Property] = []
        for property in properties {
            if let names = caseNames[property.key], case .string(let name) = property.value, !names.contains(name) {
                notes.append(
                    UnresolvedItem(
                        path: "\(path).split.\(property.key)", reason: "'\(name)' is not a value of \(property.key); left out",
                        source: source))
                continue
            }
            if case .number(let number) = property.value, !(0...(property.key.hasSuffix("Fraction") ? 1 : 10_000)).contains(number) {
                notes.append(
                    UnresolvedItem(
                        path: "\(path).split.\(property.key)", reason: "\(number) is out of range for \(property.key); left out",
                        source: source))
                continue
            }
            keptProperties.append(property)
        }
        return .split(style: style, columns: kept, properties: keptProperties)
    }
}
