import Foundation
import PadKit
import PadKitComponents
import PadKitSamples
import SnapshotSupport
import Testing
import TwinTestSupport
@testable import PadKitSimulator

@Suite("Adaptive split (seed 001's system)")
struct AdaptiveSplitTests {
    func launch(
        _ id: String, _ orientation: InterfaceOrientation, _ mode: WindowMode = .full
    ) throws -> (Window, AdaptiveSplitViewController) {
        let root = try #require(SampleApps.wechat.makeRootViewController() as? AdaptiveSplitViewController)
        let window = try makeWindow(id, orientation, mode, root: root)
        return (window, root)
    }

    func titles(_ controllers: [ViewController]) -> [String] { controllers.map(\.traceName) }

    @Test(
        "requirements 2–4 and 8: columns from 1000 pt, one stack below; tab bar in the primary; placeholder at the secondary root; 380 pt primary",
        arguments: Device.all.filter { $0.family == .iPad })
    func columnsByWidth(device: Device) throws {
        for placement in Placement.fixedPlacements(for: device) {
            let (window, app) = try launch(device.id, placement.orientation, placement.mode)
            let wide = Double(placement.window.size.width) >= 1000
            #expect(app.split.isCollapsed == !wide, "\(placement)")
            if wide {
                #expect(app.split.primaryColumnWidth == 380)
                #expect(app.primaryNavigationController.view.bounds.width == 380)
                #expect(app.detailNavigationController.view.window === window)
            }
            try app.checkInvariants()
            try window.checkInvariants()
        }
    }

    @Test("requirement 1: on iPhone, one stack, portrait only: rotating is refused", arguments: Device.all.filter { $0.family == .iPhone })
    func iPhone(device: Device) throws {
        let (window, app) = try launch(device.id, .portrait)
        #expect(app.split.isCollapsed)
        try window.rotateIfAllowed(to: .landscapeRight)
        #expect(window.placement.orientation == .portrait)
        #expect(window.trace.entries.last?.callback == "rotation refused")
        #expect(app.supportedInterfaceOrientations == .portrait)
        #expect(AdaptiveSplitViewController.supportedInterfaceOrientations(for: .pad) == nil)
        try app.checkInvariants()
    }

    @Test(
        "the issue's scenario: detail, push, rotate to portrait (one stack), back (same stack above the placeholder), switch tab and back")
    func issueScenario() throws {
        let (window, app) = try launch("ipad-pro-11-inch-4th-gen", .landscapeRight)
        let chats = try #require(app.tabs.selectedViewController)
        chats.showDetailViewController(ViewController(title: "Chat A"), sender: chats)
        try app.detailNavigationController.pushViewController(ViewController(title: "Chat A Info"), animated: true)
        #expect(titles(app.detailNavigationController.viewControllers) == ["Placeholder", "Chat A", "Chat A Info"])
        try window.rotate(to: .portrait)
        #expect(app.split.isCollapsed)
        #expect(titles(app.primaryNavigationController.viewControllers) == ["Tab Bar", "Chat A", "Chat A Info"])
        #expect(titles(app.detailNavigationController.viewControllers) == ["Placeholder"])
        try app.checkInvariants()
        try window.rotate(to: .landscapeRight)
        #expect(!app.split.isCollapsed)
        #expect(titles(app.detailNavigationController.viewControllers) == ["Placeholder", "Chat A", "Chat A Info"])
        #expect(titles(app.primaryNavigationController.viewControllers) == ["Tab Bar"])
        try app.tabs.userSelect(index: 1)
        #expect(titles(app.detailNavigationController.viewControllers) == ["Placeholder"])
        #expect(titles(app.savedDetailStack(for: chats) ?? []) == ["Chat A", "Chat A Info"])
        try app.tabs.userSelect(index: 0)
        #expect(titles(app.detailNavigationController.viewControllers) == ["Placeholder", "Chat A", "Chat A Info"])
        try app.checkInvariants()
        try window.checkInvariants()
    }

    @Test("requirement 6: showDetail from the primary resets the detail stack; from inside the detail it pushes")
    func showDetail() throws {
        let (_, app) = try launch("ipad-pro-12-9-inch-6th-gen", .landscapeRight)
        let chats = try #require(app.tabs.selectedViewController)
        chats.showDetailViewController(ViewController(title: "A"), sender: chats)
        let a = try #require(app.detailNavigationController.topViewController)
        a.showDetailViewController(ViewController(title: "A2"), sender: a)
        #expect(titles(app.detailNavigationController.viewControllers) == ["Placeholder", "A", "A2"])
        chats.showDetailViewController(ViewController(title: "B"), sender: chats)
        #expect(titles(app.detailNavigationController.viewControllers) == ["Placeholder", "B"])
        try app.checkInvariants()
    }

    @Test("requirement 7: a tab's stack survives a collapse and expansion while another tab is selected")
    func stacksAcrossCollapse() throws {
        let (window, app) = try launch("ipad-pro-12-9-inch-6th-gen", .landscapeRight)
        let chats = try #require(app.tabs.selectedViewController)
        chats.showDetailViewController(ViewController(title: "Chat A"), sender: chats)
        try app.tabs.userSelect(index: 1)
        try window.setMode(.half)
        #expect(app.split.isCollapsed)
        try app.tabs.userSelect(index: 2)
        try window.setMode(.full)
        try app.tabs.userSelect(index: 0)
        #expect(titles(app.detailNavigationController.viewControllers) == ["Placeholder", "Chat A"])
        try app.checkInvariants()
    }

    @Test("requirement 7 also for tab changes made by the app (select(index:) asks no delegate)")
    func programmaticTabChange() throws {
        let (_, app) = try launch("ipad-pro-12-9-inch-6th-gen", .landscapeRight)
        let chats = try #require(app.tabs.selectedViewController)
        chats.showDetailViewController(ViewController(title: "Chat A"), sender: chats)
        try app.tabs.select(index: 2)
        #expect(titles(app.detailNavigationController.viewControllers) == ["Placeholder"])
        try app.tabs.select(index: 0)
        #expect(titles(app.detailNavigationController.viewControllers) == ["Placeholder", "Chat A"])
        #expect(app.tabs.delegate == nil)
    }

    @Test("requirement 4: a push on the primary stack while expanded goes to the detail stack")
    func primaryPushRedirected() throws {
        let (window, app) = try launch("ipad-pro-12-9-inch-6th-gen", .landscapeRight)
        try app.primaryNavigationController.pushViewController(ViewController(title: "Settings"), animated: true)
        #expect(titles(app.primaryNavigationController.viewControllers) == ["Tab Bar"])
        #expect(titles(app.detailNavigationController.viewControllers) == ["Placeholder", "Settings"])
        try window.setMode(.oneThird)
        try app.primaryNavigationController.pushViewController(ViewController(title: "More"), animated: true)
        #expect(titles(app.primaryNavigationController.viewControllers) == ["Tab Bar", "Settings", "More"])
        try app.checkInvariants()
    }

    @Test("seed 001's own code loses a tab's stack when the tab is re-selected while collapsed; the component keeps it")
    func seedDifference() throws {
        func run(_ app: SampleApp) throws -> [String] {
            let window = app.launch(
                in: try Placement(device: Device.named("ipad-pro-12-9-inch-6th-gen"), orientation: .landscapeRight, mode: .full),
                osVersion: .latest)
            func tabBar() throws -> TabBarController {
                try #require(window.controllersInWindow().first { $0 is TabBarController } as? TabBarController)
            }
            let chats = try #require(try tabBar().selectedViewController)
            chats.showDetailViewController(ViewController(title: "Chat A"), sender: chats)
            try tabBar().userSelect(index: 1)
            try window.setMode(.half)
            try tabBar().userSelect(index: 0)
            try window.setMode(.full)
            let split = try #require(ScenarioRunner.splitViewController(in: window))
            let detail = try #require(split.viewControllers.last as? NavigationController)
            return titles(detail.viewControllers)
        }
        #expect(try run(SampleApps.wechat) == ["Placeholder", "Chat A"])
        #expect(try run(SampleApps.baseSplit) == ["EmptyController"])
    }

    @Test(
        "random sequences on every iPad: the component's invariants hold and no controller is lost or duplicated",
        arguments: Device.all.filter { $0.family == .iPad })
    func randomSequences(device: Device) throws {
        var rng = SplitMix64(seed: 0xADA7_1001 ^ device.id.hashValueStable)
        let (window, app) = try launch(device.id, .landscapeRight)
        var counter = 0
        var log: [String] = []
        /// The detail controllers as a sorted list of ids, so duplicates count.
        func ledger() -> [ObjectIdentifier] { app.allDetailControllers.map(ObjectIdentifier.init).sorted() }
        for step in 0..<60 {
            let before = app.allDetailControllers
            let roll = Int.random(in: 0..<10, using: &rng)
            counter += 1
            var expected: [ViewController] = before
            switch roll {
            case 0:
                try? window.rotate(
                    to: [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown][Int.random(in: 0..<4, using: &rng)])
            case 1: try? window.setMode(WindowMode.fixedModes[Int.random(in: 0..<5, using: &rng)])
            case 2:
                try? window.resize(
                    width: Double(Int.random(in: 320...1376, using: &rng)), height: Double(Int.random(in: 400...744, using: &rng)))
            case 3: window.enterBackground(); window.enterForeground()
            case 4, 5:
                let source = ScenarioRunner.primarySideController(in: window)
                let shown = ViewController(title: "D\(counter)")
                let collapsed = app.split.isCollapsedStructure
                let currentBefore = app.currentDetailStack
                source.showDetailViewController(shown, sender: source)
                // From the primary side, expanded, the current stack is replaced; collapsed, pushed on.
                expected =
                    collapsed ? before + [shown] : before.filter { controller in !currentBefore.contains { $0 === controller } } + [shown]
            case 6:
                if let navigation = ScenarioRunner.visibleNavigationController(in: window) {
                    let pushed = ViewController(title: "P\(counter)")
                    try navigation.pushViewController(pushed, animated: true)
                    expected = before + [pushed]
                }
            case 7:
                if let navigation = ScenarioRunner.visibleNavigationController(in: window), navigation.viewControllers.count > 1,
                    let popped = navigation.popViewController(animated: true)
                {
                    expected = before.filter { $0 !== popped }
                }
            default:
                if app.tabs.view.window === window { _ = try app.tabs.userSelect(index: Int.random(in: 0..<4, using: &rng)) }
            }
            log.append("\(step):\(roll)")
            do {
                try app.checkInvariants()
                try window.checkInvariants()
            } catch {
                Issue.record("seed 0xADA71001 \(device.id) after \(log.joined(separator: " ")): \(error)")
                return
            }
            #expect(
                ledger() == expected.map(ObjectIdentifier.init).sorted(),
                "\(device.id) step \(step) roll \(roll) lost or gained a controller")
        }
    }
}
