import Foundation
import PadKit
import Testing
import TwinTestSupport
@testable import PadKitSimulator

@Suite("Transitions")
struct TransitionTests {
    @Test("a rotation that changes traits: willTransition, viewWillTransition, traitCollectionDidChange, then layout")
    func rotationOrder() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("ipad-air-2", .landscapeRight, .twoThirds, root: root)
        window.trace.currentEvent = 0
        try window.rotate(to: .portrait)
        #expect(
            window.trace.calls(forEvent: 0, matching: { $0.controller.hasPrefix("Root") }) == [
                "Root willTransition(to:with:)",
                "Root viewWillTransition(to:with:)",
                "Root traitCollectionDidChange(_:)",
                "Root.view traitCollectionDidChange(_:)",
                "Root viewWillLayoutSubviews()",
                "Root.view layoutSubviews()",
                "Root viewDidLayoutSubviews()",
            ])
        let size = try #require(window.trace.entries(forEvent: 0).first { $0.callback == "viewWillTransition(to:with:)" })
        #expect(size.detail("to") == "438x1024")
        #expect(size.detail("transform") != "identity")
    }

    @Test(
        "a 1/3 to 1/2 resize on a 9.7-inch iPad changes only the size: no trait callbacks (seed 004)",
        arguments: ["ipad-air-2", "ipad-pro-10-5-inch", "ipad-pro-11-inch-4th-gen"])
    func sizeOnlyResize(id: String) throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow(id, .landscapeRight, .oneThird, root: root)
        window.trace.currentEvent = 0
        try window.setMode(.half)
        let calls = window.trace.calls(forEvent: 0, matching: { $0.controller == "Root" })
        #expect(calls == ["Root viewWillTransition(to:with:)", "Root viewWillLayoutSubviews()", "Root viewDidLayoutSubviews()"])
    }

    @Test("nothing changes, nothing is called")
    func noChange() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("ipad-air-2", .landscapeRight, root: root)
        window.trace.currentEvent = 0
        window.move(to: window.placement)
        #expect(window.trace.calls(forEvent: 0).filter { !$0.hasPrefix("Window") }.isEmpty)
    }

    @Test("a child whose size does not change gets no size callback")
    func unchangedChild() throws {
        let container = SidebarContainer(title: "Container")
        let sidebar = ViewController(title: "Sidebar")
        try container.addChild(sidebar)
        container.view.addSubview(sidebar.view)
        sidebar.didMove(toParent: container)
        let window = try makeWindow("ipad-pro-12-9-inch-6th-gen", .landscapeRight, root: container)
        #expect(sidebar.view.bounds.size == CGSize(width: 320, height: 1024))
        window.trace.currentEvent = 0
        try window.setMode(.twoThirds)
        let calls = window.trace.calls(forEvent: 0)
        #expect(calls.contains("Container viewWillTransition(to:with:)"))
        #expect(!calls.contains("Sidebar viewWillTransition(to:with:)"))
        try window.checkInvariants()
    }

    @Test("stale values: inside willTransition and viewWillTransition the old traits and bounds; inside the animation the new ones")
    func staleValues() throws {
        let root = ObservingViewController(title: "Root")
        let window = try makeWindow("ipad-pro-11-inch-m4", .landscapeRight, root: root)
        let old = root.traitCollection
        root.seen = []
        try window.setMode(.oneThird)
        let new = root.traitCollection
        #expect(old.horizontalSizeClass == .regular && new.horizontalSizeClass == .compact)
        #expect(root.seen.map(\.callback) == ["willTransition", "viewWillTransition", "alongside", "viewWillLayoutSubviews", "completion"])
        #expect(root.seen[0].traits == old && root.seen[0].size == CGSize(width: 1210, height: 834))
        #expect(root.seen[1].traits == old && root.seen[1].size == CGSize(width: 1210, height: 834))
        #expect(root.seen[2].traits == new && root.seen[2].size == CGSize(width: 375, height: 834))
        #expect(root.seen[3].traits == new && root.seen[3].size == CGSize(width: 375, height: 834))
    }

    @Test("an overridden size class survives a parent change; other traits still flow through")
    func overrideMerging() throws {
        let parent = ViewController(title: "Parent")
        let child = ViewController(title: "Child")
        try parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .compact), forChild: child)
        let window = try makeWindow("ipad-pro-12-9-inch-6th-gen", .landscapeRight, root: parent)
        #expect(parent.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        window.trace.currentEvent = 1
        window.setAppearance(SystemAppearance(userInterfaceStyle: .dark))
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.displayScale == 2)
        let change = try #require(
            window.trace.entries(forEvent: 1).first { $0.controller == "Child" && $0.callback == "traitCollectionDidChange(_:)" })
        #expect(change.detail("changed") == "userInterfaceStyle")
        window.trace.currentEvent = 2
        try window.rotate(to: .portrait)
        #expect(!window.trace.calls(forEvent: 2).contains("Child traitCollectionDidChange(_:)"))
    }

    @Test(
        "iOS 12 calls traitCollectionDidChange(nil) when a pushed controller enters; iOS 13 and later do not (seed 004)",
        arguments: [(OSVersion(12, 4), true), (OSVersion(13), false), (OSVersion.latest, false)])
    func pushTraitCallback(os: OSVersion, expected: Bool) throws {
        let navigation = NavigationController(rootViewController: ViewController(title: "Root"), title: "Nav")
        let window = try makeWindow("iphone-16", .portrait, os: os, root: navigation)
        window.trace.currentEvent = 0
        try navigation.pushViewController(ViewController(title: "Pushed"), animated: true)
        let entry = window.trace.entries(forEvent: 0).first { $0.controller == "Pushed" && $0.callback == "traitCollectionDidChange(_:)" }
        #expect((entry != nil) == expected)
        if let entry { #expect(entry.detail("previous") == "nil") }
        #expect(window.trace.calls(forEvent: 0).contains("Pushed viewIsAppearing(_:)") == (os >= OSVersion(13)))
    }

    @Test("a covered controller catches up on traits when a pop reveals it")
    func revealedControllerCatchesUp() throws {
        let root = ViewController(title: "Root")
        let navigation = NavigationController(rootViewController: root, title: "Nav")
        let window = try makeWindow("ipad-air-2", .landscapeRight, root: navigation)
        try navigation.pushViewController(ViewController(title: "Top"), animated: true)
        window.trace.currentEvent = 0
        try window.setMode(.oneThird)
        #expect(!window.trace.calls(forEvent: 0).contains { $0.hasPrefix("Root ") })
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        window.trace.currentEvent = 1
        navigation.popViewController(animated: true)
        let calls = window.trace.calls(forEvent: 1)
        let didChange = try #require(calls.firstIndex(of: "Root traitCollectionDidChange(_:)"))
        let willAppear = try #require(calls.firstIndex(of: "Root viewWillAppear(_:)"))
        let didAppear = try #require(calls.firstIndex(of: "Root viewDidAppear(_:)"))
        #expect(willAppear < didChange && didChange < didAppear)
        #expect(root.view.bounds.size == CGSize(width: 320, height: 768))
    }

    @Test("the snapshot pass on iPad: the other orientation and back, then the other appearance and back")
    func snapshotPassPad() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("ipad-pro-11-inch-m4", .landscapeRight, root: root)
        window.trace.currentEvent = 0
        window.enterBackground()
        let sizes = window.trace.entries(forEvent: 0).filter { $0.controller == "Root" && $0.callback == "viewWillTransition(to:with:)" }
            .compactMap { $0.detail("to") }
        #expect(sizes == ["834x1210", "1210x834"])
        let styles = window.trace.entries(forEvent: 0).filter { $0.controller == "Root" && $0.callback == "traitCollectionDidChange(_:)" }
            .compactMap { $0.detail("changed") }
        // Full screen is regular in both orientations: only the appearance flip changes traits.
        #expect(styles == ["userInterfaceStyle", "userInterfaceStyle"])
        #expect(window.placement.orientation == .landscapeRight)
        #expect(root.traitCollection.userInterfaceStyle == .light)
        let scene = window.trace.calls(forEvent: 0, matching: { $0.callback.hasPrefix("scene") })
        #expect(scene == ["Window sceneWillResignActive(_:)", "Window sceneDidEnterBackground(_:)"])
        window.trace.currentEvent = 1
        window.enterForeground()
        #expect(window.trace.calls(forEvent: 1) == ["Window sceneWillEnterForeground(_:)", "Window sceneDidBecomeActive(_:)"])
    }

    @Test("the snapshot pass on iPhone flips only the appearance")
    func snapshotPassPhone() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("iphone-16", .portrait, root: root)
        window.trace.currentEvent = 0
        window.enterBackground()
        let calls = window.trace.calls(forEvent: 0, matching: { $0.controller == "Root" })
        #expect(!calls.contains("Root viewWillTransition(to:with:)"))
        #expect(calls.filter { $0 == "Root traitCollectionDidChange(_:)" }.count == 2)
    }

    @Test("target transforms: identity for a resize, 90 for a quarter turn, 180 for upside down")
    func targetTransforms() {
        #expect(TargetTransform(from: 0, to: 0).isIdentity)
        #expect(abs(TargetTransform(from: 0, to: 90).degrees) == 90)
        #expect(abs(TargetTransform(from: 90, to: 270).degrees) == 180)
        #expect(abs(TargetTransform(from: 270, to: 0).degrees) == 90)
    }
}
