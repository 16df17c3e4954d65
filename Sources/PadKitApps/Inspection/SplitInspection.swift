import PadKit
import PadKitSimulator

/// What `padkit matrix --app` reports per placement for an app with a split view (wechat, sidebar,
/// a description with a `split` or `adaptiveSplit`): whether the split is collapsed, its display
/// mode, column widths and what is on screen.
public enum SplitInspection {
    /// The outermost split view controller's state in `window`; `nil` when there is none.
    @Sendable public static func inspect(_ window: Window) -> AppInspection? {
        guard let split = window.controllersInWindow().first(where: { $0 is SplitViewController }) as? SplitViewController else { return nil }
        let layout = split.currentLayout
        let collapsed = split.isCollapsed
        // A placement the app does not allow (an iPhone in landscape for wechat) keeps its row; the
        // JSON says so, and the table's notes give the orientation verdict: SPLIT holds split states only.
        let allowed = (try? window.resolveOrientations(explained: false).allowed.contains(window.placement.orientation)) ?? true
        let primary = collapsed ? 0 : layout.primaryColumnWidth
        let secondary = collapsed ? 0 : layout.secondaryColumnWidth
        let visible = collapsed ? "one stack" : layout.visibleColumns.map(\.description).joined(separator: "+")
        return AppInspection(jsonKey: "split", columns: [
            ("SPLIT", collapsed ? "collapsed" : "expanded"),
            ("DISPLAY MODE", collapsed ? "-" : layout.displayMode.description),
            ("PRIMARY", collapsed ? "-" : NumberText.points(primary)),
            ("SECONDARY", collapsed ? "-" : NumberText.points(secondary)),
            ("VISIBLE", visible),
        ], json: .object([
            ("orientationAllowed", .bool(allowed)),
            ("collapsed", .bool(collapsed)),
            ("displayMode", .string(layout.displayMode.description)),
            ("splitBehavior", .string(layout.splitBehavior.description)),
            ("primaryColumnWidth", .number(primary)),
            ("secondaryColumnWidth", .number(secondary)),
            ("visibleColumns", .array(collapsed ? [] : layout.visibleColumns.map { .string($0.description) })),
        ]))
    }
}
