import PadKit
import PadKitSimulator

/// What `padkit matrix --app` reports per placement for an app with a split view (wechat, sidebar,
/// a description with a `split` or `adaptiveSplit`): whether the split is collapsed, its display
/// mode, column widths and what is on screen.
public enum SplitInspection {
    /// The outermost split view controller's state in `window`; `nil` when there is none.
    @Sendable public static func inspect(_ window: Window) -> AppInspection? {
        guard let split = window.controllersInWindow().first(where: { $0 is SplitViewController }) as? SplitViewController else {
            return nil
        }
        let layout = split.currentLayout
        let collapsed = split.isCollapsed
        // A placement the app does not allow (an iPhone in landscape for wechat) keeps its row; the
        // JSON says so, and the table's notes give the orientation verdict: SPLIT holds split states only.
        let allowed = (try? window.resolveOrientations(explained: false).allowed.contains(window.placement.orientation)) ?? true
        let primary = collapsed ? 0 : layout.primaryColumnWidth
        let secondary = collapsed ? 0 : layout.secondaryColumnWidth
        // Collapsed, one column is on screen: say which, and what is on top of it (issue 34).
        let top = collapsed ? collapsedTop(of: split) : nil
        let visible =
            top.map { "\($0.column.description): \($0.title.isEmpty ? $0.className : $0.title)" }
            ?? (collapsed ? "one stack" : layout.visibleColumns.map(\.description).joined(separator: "+"))
        return AppInspection(
            jsonKey: "split",
            columns: [
                ("SPLIT", collapsed ? "collapsed" : "expanded"),
                ("DISPLAY MODE", collapsed ? "-" : layout.displayMode.description),
                ("PRIMARY", collapsed ? "-" : NumberText.points(primary)),
                ("SECONDARY", collapsed ? "-" : NumberText.points(secondary)),
                ("VISIBLE", visible),
            ],
            json: .object(
                [
                    ("orientationAllowed", .bool(allowed)),
                    ("collapsed", .bool(collapsed)),
                    ("displayMode", .string(layout.displayMode.description)),
                    ("splitBehavior", .string(layout.splitBehavior.description)),
                    ("primaryColumnWidth", .number(primary)),
                    ("secondaryColumnWidth", .number(secondary)),
                    ("visibleColumns", .array(collapsed ? [] : layout.visibleColumns.map { .string($0.description) })),
                ]
                    + (top.map { top in
                        [
                            ("shows", JSONValue.string(top.column.description)),
                            ("top", .object([("class", .string(top.className)), ("title", .string(top.title))])),
                        ]
                    } ?? [])))
    }

    /// What a collapsed split shows: the column on top of its single stack and the controller on
    /// top, through the selected tab and the navigation stack (UIKit: collapsed, the split's
    /// `viewControllers` is the primary's stack, or the compact column's controller, with the
    /// columns the collapse put on it pushed in order; `viewControllers` documentation, Q4).
    ///
    /// The column is the one whose controller is the top controller or holds it; `title` is the
    /// top controller's title (empty when it has none), `className` its app class or UIKit's.
    static func collapsedTop(of split: SplitViewController) -> (column: SplitColumn, className: String, title: String)? {
        guard var top = split.viewControllers.first else { return nil }
        while true {
            if let tabs = top as? TabBarController, let selected = tabs.selectedViewController {
                top = selected
            } else if let navigation = top as? NavigationController, let last = navigation.topViewController {
                top = last
            } else {
                break
            }
        }
        return (column(of: top, in: split), uiKitClassName(top), top.title ?? "")
    }

    /// The column `top` belongs to: the column whose controller is it or holds it; a classic
    /// split's collapsed secondary (pushed on the primary's stack, or set aside) is whatever is
    /// not the primary's own stack root or under it.
    static func column(of top: ViewController, in split: SplitViewController) -> SplitColumn {
        var current: ViewController? = top
        while let candidate = current, candidate !== split {
            for key in [SplitColumn.compact, .secondary, .supplementary, .primary]
            where split.viewController(for: key) === candidate || split.column(of: candidate) == key && key != .primary {
                return key
            }
            current = candidate.parent
        }
        guard let primary = split.viewControllers.first else { return .primary }
        let primaryRoot = (primary as? NavigationController)?.viewControllers.first ?? primary
        current = top
        while let candidate = current, candidate !== split {
            if candidate === primaryRoot { return .primary }
            if candidate === primary { break }
            current = candidate.parent
        }
        return top === primary ? .primary : .secondary
    }

    /// The app's class for a controller, else the UIKit class the twin's stands for.
    static func uiKitClassName(_ controller: ViewController) -> String {
        if let custom = controller.customClassName { return custom }
        switch controller {
        case is SplitViewController: return "UISplitViewController"
        case is NavigationController: return "UINavigationController"
        case is TabBarController: return "UITabBarController"
        default: return "UIViewController"
        }
    }
}
