import Foundation
import PadKit
import Testing
import TwinTestSupport
@testable import PadKitSimulator

@Suite("Controller hierarchy")
struct HierarchyTests {
    @Test("push and pop send UIKit's appearance callbacks in order")
    func pushPopOrder() throws {
        let navigation = NavigationController(rootViewController: ViewController(title: "A"), title: "Nav")
        let window = try makeWindow("iphone-16", .portrait, root: navigation)
        window.trace.currentEvent = 0
        try navigation.pushViewController(ViewController(title: "B"), animated: true)
        let push = window.trace.calls(forEvent: 0, matching: { !$0.callback.contains("Layout") && !$0.callback.hasPrefix("layout") })
        #expect(
            push == [
                "B willMove(toParent:)", "B viewDidLoad()", "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewIsAppearing(_:)",
                "B.view safeAreaInsetsDidChange()", "B viewSafeAreaInsetsDidChange()",
                "A viewDidDisappear(_:)", "B viewDidAppear(_:)", "B didMove(toParent:)",
            ])
        window.trace.currentEvent = 1
        navigation.popViewController(animated: true)
        let pop = window.trace.calls(forEvent: 1, matching: { !$0.callback.contains("Layout") && !$0.callback.hasPrefix("layout") })
        #expect(
            pop == [
                "B willMove(toParent:)", "B viewWillDisappear(_:)", "A viewWillAppear(_:)", "A viewIsAppearing(_:)",
                "B viewDidDisappear(_:)", "A viewDidAppear(_:)", "B didMove(toParent:)",
            ])
        try window.checkInvariants()
    }

    @Test("UIKit's exceptions become typed errors with UIKit's messages")
    func navigationErrors() throws {
        let a = ViewController(title: "A")
        let navigation = NavigationController(rootViewController: a, title: "Nav")
        #expect(throws: HierarchyError.pushingSameInstance(controller: "A")) { try navigation.pushViewController(a, animated: true) }
        #expect(throws: HierarchyError.pushingNavigationController(controller: "Other")) {
            try navigation.pushViewController(NavigationController(title: "Other"), animated: true)
        }
        #expect(throws: HierarchyError.popToMissingController(controller: "Stranger")) {
            try navigation.popToViewController(ViewController(title: "Stranger"), animated: true)
        }
        #expect(throws: HierarchyError.duplicateControllers(controllers: ["A", "A"])) {
            try navigation.setViewControllers([a, a], animated: false)
        }
        #expect(throws: HierarchyError.containmentCycle(child: "Nav", parent: "A")) { try a.addChild(navigation) }
        #expect(
            HierarchyError.pushingSameInstance(controller: "A").description.contains(
                "Pushing the same view controller instance more than once is not supported"))
    }

    @Test("where UIKit quietly does nothing, so does the twin: popping the root")
    func popRoot() throws {
        let root = ViewController(title: "Root")
        let navigation = NavigationController(rootViewController: root, title: "Nav")
        let window = try makeWindow("iphone-16", .portrait, root: navigation)
        window.trace.currentEvent = 0
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: true) == nil)
        #expect(navigation.viewControllers.map(\.traceName) == ["Root"])
        #expect(window.trace.calls(forEvent: 0).isEmpty)
    }

    @Test("popToViewController and setViewControllers keep the stack consistent")
    func stackEdits() throws {
        let navigation = NavigationController(rootViewController: ViewController(title: "A"), title: "Nav")
        let window = try makeWindow("ipad-air-2", .portrait, root: navigation)
        let b = ViewController(title: "B"), c = ViewController(title: "C")
        try navigation.pushViewController(b, animated: true)
        try navigation.pushViewController(c, animated: true)
        let popped = try navigation.popToViewController(b, animated: true)
        #expect(popped?.map(\.traceName) == ["C"])
        #expect(c.parent == nil)
        try window.checkInvariants()
        let d = ViewController(title: "D")
        try navigation.setViewControllers([d, b], animated: false)
        #expect(navigation.viewControllers.map(\.traceName) == ["D", "B"])
        #expect(navigation.topViewController === b && b.view.window === window)
        try window.checkInvariants()
    }

    @Test("addChild moves a child from its old container, as the documentation says")
    func addChildMoves() throws {
        let first = ViewController(title: "First"), second = ViewController(title: "Second"), child = ViewController(title: "Child")
        try first.addChild(child)
        try second.addChild(child)
        #expect(first.children.isEmpty && second.children.map(\.traceName) == ["Child"] && child.parent === second)
    }

    @Test("tabs: the delegate can refuse a selection; out-of-range selections are errors")
    func tabs() throws {
        final class Refusing: TabBarControllerDelegate {
            func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
                viewController.traceName != "Locked"
            }
        }
        let tabs = TabBarController(title: "Tabs")
        try tabs.setViewControllers([ViewController(title: "Open"), ViewController(title: "Locked")], animated: false)
        let delegate = Refusing()
        tabs.delegate = delegate
        let window = try makeWindow("ipad-air-2", .portrait, root: tabs)
        #expect(try tabs.userSelect(index: 1) == false)
        #expect(tabs.selectedIndex == 0)
        #expect(throws: HierarchyError.tabIndexOutOfRange(index: 5, count: 2)) { try tabs.userSelect(index: 5) }
        try tabs.select(index: 1)
        #expect(tabs.selectedViewController?.traceName == "Locked")
        try window.checkInvariants()
    }

    @Test("show and showDetailViewController route to the nearest container that handles them, else present")
    func showRouting() throws {
        let root = ViewController(title: "Root")
        let navigation = NavigationController(rootViewController: root, title: "Nav")
        let window = try makeWindow("iphone-16", .portrait, root: navigation)
        root.show(ViewController(title: "Shown"), sender: nil)
        #expect(navigation.topViewController?.traceName == "Shown")
        #expect(root.targetViewController(forAction: .show, sender: nil) === navigation)
        #expect(root.targetViewController(forAction: .showDetailViewController, sender: nil) == nil)
        root.showDetailViewController(ViewController(title: "Detail"), sender: nil)
        #expect(navigation.presentedViewController?.traceName == "Detail")
        try window.checkInvariants()
        navigation.presentedViewController?.dismiss(animated: true)
        #expect(navigation.presentedViewController == nil)
        try window.checkInvariants()
    }

    @Test("presentation errors and the ignored second presentation")
    func presentation() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("iphone-16", .portrait, root: root)
        let modal = ViewController(title: "Modal")
        modal.modalPresentationStyle = .fullScreen
        window.trace.currentEvent = 0
        try root.present(modal)
        #expect(
            window.trace.calls(forEvent: 0, matching: { $0.callback.hasPrefix("view") && $0.callback.contains("ppear") }) == [
                "Root viewWillDisappear(_:)", "Modal viewWillAppear(_:)", "Modal viewIsAppearing(_:)", "Root viewDidDisappear(_:)",
                "Modal viewDidAppear(_:)",
            ])
        #expect(throws: HierarchyError.alreadyPresented(controller: "Modal", presenter: "Root")) {
            try ViewController(title: "Other").present(modal)
        }
        #expect(throws: HierarchyError.presentingOnItself(controller: "Root")) { try root.present(root) }
        try root.present(ViewController(title: "Second"))
        #expect(root.presentedViewController === modal)
        try window.checkInvariants()
        window.trace.currentEvent = 1
        try window.rotate(to: .landscapeRight)
        // The window tells its root, which forwards to its presentation: both hear of the new size.
        let rotation = window.trace.calls(forEvent: 1)
        let rootIndex = try #require(rotation.firstIndex(of: "Root viewWillTransition(to:with:)"))
        let modalIndex = try #require(rotation.firstIndex(of: "Modal viewWillTransition(to:with:)"))
        #expect(rootIndex < modalIndex)
        modal.dismiss(animated: true)
        #expect(root.view.window === window && root.view.bounds.size == window.bounds.size)
        try window.checkInvariants()
    }
}
