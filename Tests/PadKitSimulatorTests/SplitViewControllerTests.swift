import Foundation
import PadKit
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// Records which delegate methods the split view called, in order.
final class RecordingSplitDelegate: SplitViewControllerDelegate {
    var calls: [String] = []
    var collapseHandled = false

    func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController? {
        calls.append("forCollapsing"); return nil
    }
    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        calls.append("collapseSecondary(isCollapsed=\(splitViewController.isCollapsed))")
        return collapseHandled
    }
    func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController? {
        calls.append("forExpanding"); return nil
    }
    func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? {
        calls.append("separateSecondary"); return nil
    }
    func splitViewController(
        _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitColumn
    ) -> SplitColumn {
        calls.append("topColumn(\(proposedTopColumn))"); return proposedTopColumn
    }
    func splitViewController(
        _ svc: SplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitDisplayMode
    ) -> SplitDisplayMode {
        calls.append("displayModeForExpanding(\(proposedDisplayMode))"); return proposedDisplayMode
    }
    func splitViewController(_ svc: SplitViewController, willShow column: SplitColumn) { calls.append("willShow(\(column))") }
    func splitViewController(_ svc: SplitViewController, willHide column: SplitColumn) { calls.append("willHide(\(column))") }
    func splitViewControllerDidCollapse(_ svc: SplitViewController) { calls.append("didCollapse(isCollapsed=\(svc.isCollapsed))") }
    func splitViewControllerDidExpand(_ svc: SplitViewController) { calls.append("didExpand(isCollapsed=\(svc.isCollapsed))") }
}

@Suite("Split view controller")
struct SplitViewControllerTests {
    func classic(secondaryIsNavigation: Bool = true) throws -> (SplitViewController, NavigationController, ViewController) {
        let split = SplitViewController(title: "Split")
        let primary = NavigationController(rootViewController: ViewController(title: "List"), title: "Primary")
        let detail = ViewController(title: "Detail")
        let secondary: ViewController =
            secondaryIsNavigation ? NavigationController(rootViewController: detail, title: "Secondary") : detail
        try split.setViewControllers([primary, secondary])
        return (split, primary, secondary)
    }

    @Test("classic default collapse pushes the secondary onto the primary navigation stack, nested; expansion pops it back")
    func classicDefaultCollapse() throws {
        let (split, primary, secondary) = try classic()
        let window = try makeWindow("ipad-pro-11-inch-4th-gen", .landscapeRight, root: split)
        #expect(!split.isCollapsed && split.viewControllers.count == 2)
        try window.setMode(.oneThird)
        #expect(split.isCollapsed)
        #expect(split.viewControllers.map(\.traceName) == ["Primary"])
        #expect(primary.viewControllers.last === secondary)
        #expect(primary.allowsNestedNavigationControllers)
        try window.checkInvariants()
        try window.setMode(.full)
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.map(\.traceName) == ["Primary", "Secondary"])
        #expect(primary.viewControllers.map(\.traceName) == ["List"])
        try window.checkInvariants()
    }

    @Test("classic collapse asks the delegate in UIKit's order, and isCollapsed stays false until the transition ends")
    func classicDelegateOrder() throws {
        let (split, _, _) = try classic()
        let delegate = RecordingSplitDelegate()
        delegate.collapseHandled = true
        split.delegate = delegate
        let window = try makeWindow("ipad-pro-11-inch-4th-gen", .landscapeRight, root: split)
        try window.setMode(.half)
        #expect(delegate.calls == ["forCollapsing", "collapseSecondary(isCollapsed=false)"])
        #expect(split.isCollapsed)
        try window.setMode(.full)
        #expect(delegate.calls.suffix(2) == ["forExpanding", "separateSecondary"])
        // Nothing was pushed (the delegate handled the collapse), so the secondary comes back.
        #expect(split.viewControllers.map(\.traceName) == ["Primary", "Secondary"])
        #expect(!delegate.calls.contains { $0.hasPrefix("topColumn") || $0.hasPrefix("didCollapse") })
        try window.checkInvariants()
    }

    @Test("launching in compact width collapses before anything appears")
    func launchCollapsed() throws {
        let (split, primary, secondary) = try classic()
        let window = try makeWindow("iphone-16", .portrait, root: split)
        #expect(split.isCollapsed)
        #expect(primary.topViewController === secondary)
        #expect(!window.trace.entries.contains { $0.controller == "Secondary" && $0.callback == "viewWillDisappear(_:)" })
        try window.checkInvariants()
    }

    @Test("children get sizes only from the split; primary columns are told compact")
    func columnSizesAndTraits() throws {
        let (split, primary, secondary) = try classic()
        _ = try makeWindow("ipad-pro-12-9-inch-6th-gen", .landscapeRight, root: split)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(primary.view.bounds.size == CGSize(width: 375, height: 1024))
        #expect(secondary.view.bounds.size == CGSize(width: 991, height: 1024))
        #expect(primary.traitCollection.horizontalSizeClass == .compact)
        #expect(secondary.traitCollection.horizontalSizeClass == .regular)
    }

    @Test("portrait full screen overlays: the primary leaves the screen (secondaryOnly)")
    func portraitOverlay() throws {
        let (split, primary, secondary) = try classic()
        let window = try makeWindow("ipad-pro-12-9-inch-6th-gen", .portrait, root: split)
        #expect(split.displayMode == .secondaryOnly)
        #expect(primary.view.window == nil && secondary.view.window === window)
        #expect(split.displayModeButtonItem == .back)
        try window.rotate(to: .landscapeLeft)
        #expect(primary.view.window === window)
        #expect(split.displayModeButtonItem == .fullScreen)
        try window.checkInvariants()
    }

    @Test("showDetailViewController: expanded replaces the secondary; collapsed pushes onto the primary")
    func showDetailRouting() throws {
        let (split, primary, _) = try classic()
        let window = try makeWindow("ipad-pro-11-inch-4th-gen", .landscapeRight, root: split)
        let list = try #require(primary.topViewController)
        list.showDetailViewController(ViewController(title: "New Detail"), sender: list)
        #expect(split.viewControllers.last?.traceName == "New Detail")
        try window.setMode(.oneThird)
        list.showDetailViewController(ViewController(title: "Compact Detail"), sender: list)
        #expect(primary.topViewController?.traceName == "Compact Detail")
        try window.checkInvariants()
    }

    @Test("column style wraps columns in navigation controllers, except the compact column")
    func columnWrapping() throws {
        let split = try SplitViewController(style: .doubleColumn, title: "Split")
        let sidebar = ViewController(title: "Sidebar"), detail = ViewController(title: "Detail"), compact = ViewController(title: "Compact")
        try split.setViewController(sidebar, for: .primary)
        try split.setViewController(detail, for: .secondary)
        try split.setViewController(compact, for: .compact)
        #expect(split.viewController(for: .primary) === sidebar)
        #expect(split.viewControllers.first is NavigationController)
        #expect(split.viewController(for: .compact) === compact && compact.parent === split)
        #expect(throws: SplitViewControllerError.unsupportedColumn(.supplementary, style: .doubleColumn)) {
            try split.setViewController(ViewController(), for: .supplementary)
        }
        #expect(throws: SplitViewControllerError.tabBarControllerInSidebar(.primary)) {
            try split.setViewController(TabBarController(), for: .primary)
        }
        #expect(throws: SplitViewControllerError.unspecifiedStyle) { try SplitViewController(style: .unspecified) }
        #expect(throws: SplitViewControllerError.self) {
            try SplitViewController(title: "Classic").setViewController(sidebar, for: .primary)
        }
        // Setting a plain controller on a split-created secondary navigation controller pushes it (FB8640357).
        try split.setViewController(ViewController(title: "Second Detail"), for: .secondary)
        #expect((split.viewControllers.last as? NavigationController)?.viewControllers.map(\.traceName) == ["Detail", "Second Detail"])
    }

    @Test("column style collapse: the delegate picks the top column, the secondary navigation controller nests in the primary stack")
    func columnCollapse() throws {
        let split = try SplitViewController(style: .doubleColumn, title: "Split")
        try split.setViewController(ViewController(title: "Sidebar"), for: .primary)
        try split.setViewController(ViewController(title: "Detail"), for: .secondary)
        let delegate = RecordingSplitDelegate()
        split.delegate = delegate
        let window = try makeWindow("ipad-pro-11-inch-4th-gen", .landscapeRight, root: split)
        try window.setMode(.oneThird)
        #expect(delegate.calls == ["topColumn(secondary)", "willHide(primary)", "didCollapse(isCollapsed=true)"])
        delegate.calls = []
        let primaryNav = try #require(split.viewControllers.first as? NavigationController)
        #expect(primaryNav.viewControllers.map(\.traceName) == ["Sidebar", "Detail Navigation"])
        try window.checkInvariants()
        try window.setMode(.full)
        #expect(
            delegate.calls == [
                "displayModeForExpanding(oneBesideSecondary)", "willShow(primary)", "willShow(secondary)",
                "didExpand(isCollapsed=false)",
            ])
        #expect(primaryNav.viewControllers.map(\.traceName) == ["Sidebar"])
        #expect(split.viewControllers.count == 2)
        try window.checkInvariants()
    }

    @Test("show(_:) and hide(_:) follow the header's rules, collapsed and expanded")
    func showHideColumns() throws {
        let split = try SplitViewController(style: .doubleColumn, title: "Split")
        try split.setViewController(ViewController(title: "Sidebar"), for: .primary)
        try split.setViewController(ViewController(title: "Detail"), for: .secondary)
        let window = try makeWindow("ipad-pro-12-9-inch-6th-gen", .portrait, root: split)
        #expect(split.displayMode == .secondaryOnly)
        split.show(.secondary)
        #expect(split.displayMode == .secondaryOnly)
        split.show(.primary)
        #expect(split.displayMode == .oneOverSecondary)
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        split.hide(.secondary)
        #expect(window.trace.entries.last?.callback == "hide(_:) ignored")
        try window.setMode(.oneThird)
        let primaryNav = try #require(split.viewControllers.first as? NavigationController)
        #expect(primaryNav.viewControllers.count == 2)
        split.hide(.secondary)
        #expect(primaryNav.viewControllers.count == 1)
        split.show(.secondary)
        #expect(primaryNav.viewControllers.count == 2)
        split.hide(.primary)
        #expect(primaryNav.viewControllers.count == 2)
        try window.checkInvariants()
        split.show(.primary)
        #expect(primaryNav.viewControllers.count == 1)
        try window.setMode(.full)
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.last?.view.window === window)
        try window.checkInvariants()
        let classicSplit = SplitViewController(title: "Classic")
        classicSplit.show(.primary)
        #expect(classicSplit.displayMode != .automatic)
    }

    @Test("setViewController while collapsed replaces the column inside the collapsed stack")
    func setColumnWhileCollapsed() throws {
        let split = try SplitViewController(style: .doubleColumn, title: "Split")
        try split.setViewController(ViewController(title: "Sidebar"), for: .primary)
        try split.setViewController(ViewController(title: "Detail"), for: .secondary)
        let window = try makeWindow("iphone-16", .portrait, root: split)
        let primaryNav = try #require(split.viewControllers.first as? NavigationController)
        #expect(primaryNav.viewControllers.map(\.traceName) == ["Sidebar", "Detail Navigation"])
        try split.setViewController(
            NavigationController(rootViewController: ViewController(title: "Other"), title: "Other Navigation"), for: .secondary)
        #expect(primaryNav.viewControllers.map(\.traceName) == ["Sidebar", "Other Navigation"])
        try window.checkInvariants()
    }

    @Test("the snapshot pass keeps the collapse state: the delegate is not asked to rearrange")
    func snapshotSession() throws {
        let (split, _, _) = try classic()
        let delegate = RecordingSplitDelegate()
        split.delegate = delegate
        // 1/3 in portrait: compact; the snapshot in landscape 1/3 is compact too, but 2/3 flips.
        let window = try makeWindow("ipad-pro-12-9-inch-6th-gen", .portrait, .twoThirds, root: split)
        #expect(split.isCollapsed)
        delegate.calls = []
        window.enterBackground()
        #expect(delegate.calls.isEmpty)
        #expect(split.isCollapsed)
        #expect(window.trace.entries.contains { $0.callback == "snapshot session: collapse state kept" })
        try window.checkInvariants()
    }

    @Test("with nothing to handle showDetail, the window's root presents")
    func fallbackPresentsFromRoot() throws {
        let root = ViewController(title: "Root")
        let child = ViewController(title: "Child")
        try root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = try makeWindow("ipad-air-2", .portrait, root: root)
        child.showDetailViewController(ViewController(title: "Detail"), sender: child)
        #expect(root.presentedViewController?.traceName == "Detail")
        try window.checkInvariants()
    }

    @Test("the trailing primary edge puts the primary column on the right")
    func trailingEdge() throws {
        let (split, primary, secondary) = try classic()
        split.primaryEdge = .trailing
        _ = try makeWindow("ipad-pro-12-9-inch-6th-gen", .landscapeRight, root: split)
        #expect(Double(primary.view.frame.origin.x) == 991)
        #expect(Double(secondary.view.frame.origin.x) == 0)
    }

    @Test("viewControllers sets the columns in order; a wrong count is a typed error")
    func setViewControllersCounts() throws {
        let triple = try SplitViewController(style: .tripleColumn, title: "Split")
        try triple.setViewControllers([ViewController(title: "A"), ViewController(title: "B"), ViewController(title: "C")])
        #expect(triple.viewController(for: .primary)?.traceName == "A")
        #expect(triple.viewController(for: .supplementary)?.traceName == "B")
        #expect(triple.viewController(for: .secondary)?.traceName == "C")
        #expect(throws: SplitViewControllerError.wrongControllerCount(4)) {
            try triple.setViewControllers((0..<4).map { ViewController(title: "\($0)") })
        }
        #expect(throws: SplitViewControllerError.wrongControllerCount(3)) {
            try SplitViewController(title: "Classic").setViewControllers((0..<3).map { ViewController(title: "\($0)") })
        }
    }
}
