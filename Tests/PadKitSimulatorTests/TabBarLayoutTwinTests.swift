import Foundation
import PadKit
import SnapshotSupport
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// The twin's tab bar controller: where it puts its tabs (``TabBarLayout``), what that adds to the
/// selected child's safe area, and how it re-decides when a trait change crosses the
/// regular/compact boundary.
@Suite("Tab bar at the bottom, at the top, or a sidebar")
struct TabBarLayoutTwinTests {
    /// Every iPad and iPhone that runs `os`.
    static func devices(running os: OSVersion) -> [Device] {
        Device.all.filter { (try? $0.checkSupports(os)) != nil }
    }

    /// Tabs of plain controllers (Feed, Search, Profile) in `mode`.
    static func tabs(
        mode: TabBarControllerMode = .automatic, first: ViewController = ViewController(title: "Feed")
    ) throws -> TabBarController {
        let tabs = TabBarController(title: "Tabs")
        tabs.mode = mode
        try tabs.setViewControllers([first, ViewController(title: "Search"), ViewController(title: "Profile")], animated: false)
        return tabs
    }

    static let oses = [OSVersion(17), OSVersion(18), OSVersion(26), OSVersion(27)]

    @Test(
        "full screen on every device and orientation: the selected tab's insets are the window's plus the bar where the layout puts it",
        arguments: oses, TabBarControllerMode.allCases)
    func fullScreen(os: OSVersion, mode: TabBarControllerMode) throws {
        for device in Self.devices(running: os) {
            for orientation in [InterfaceOrientation.portrait, .landscapeRight] {
                let placement = try Placement(device: device, orientation: orientation, mode: .full)
                let tabs = try Self.tabs(mode: mode)
                let window = makeWindow(placement, os: os, root: tabs)
                let child = try #require(tabs.selectedViewController)
                let traits = tabs.traitCollection
                let regularPad = device.idiom == .pad && traits.horizontalSizeClass == .regular && os.major >= 18
                let bottomBar = SystemBarMetrics.standard.tabBarHeight(
                    idiom: device.idiom, verticalSizeClass: traits.verticalSizeClass, os: os)
                let expectedLayout: TabBarLayout = !regularPad ? .bottom : mode == .tabSidebar ? .sidebar : .topFloating
                let added: PadKit.EdgeInsets =
                    switch expectedLayout {
                    case .bottom: PadKit.EdgeInsets(bottom: bottomBar)
                    case .topFloating: PadKit.EdgeInsets(top: 50)
                    case .sidebar: PadKit.EdgeInsets(left: 320)
                    }
                #expect(tabs.tabBarLayout == expectedLayout, "\(placement) \(os) \(mode)")
                #expect(child.view.safeAreaInsets == window.safeAreaInsets + added, "\(placement) \(os) \(mode)")
                try window.checkInvariants()
            }
        }
    }

    @Test(
        "near misses keep the bottom bar: iPhone on 26 in .tabSidebar, a compact-width iPad window on 18, iPadOS 17, an app built with the iOS 17 SDK on 18"
    )
    func nearMisses() throws {
        let phone = try Self.tabs(mode: .tabSidebar)
        let phoneWindow = try makeWindow("iphone-16-pro-max", .landscapeRight, os: OSVersion(26), root: phone)
        #expect(phone.tabBarLayout == .bottom)

        let compact = try Self.tabs(mode: .tabSidebar)
        let compactWindow = try makeWindow("ipad-pro-11-inch-m4", .landscapeRight, .half, os: OSVersion(18), root: compact)
        #expect(compact.tabBarLayout == .bottom)

        let old = try Self.tabs(mode: .tabSidebar)
        let oldWindow = try makeWindow("ipad-pro-12-9-inch-6th-gen", .landscapeRight, os: OSVersion(17), root: old)
        #expect(old.tabBarLayout == .bottom)

        let oldSDK = try Self.tabs(mode: .tabSidebar)
        let context = WindowContext(
            device: try Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full,
            osVersion: OSVersion(18), app: HostedApp(build: AppBuild(sdk: OSVersion(17))))
        let window = Window(resolved: try context.resolve())
        window.rootViewController = oldSDK
        window.makeKeyAndVisible()
        #expect(oldSDK.tabBarLayout == .bottom)
        #expect(oldSDK.selectedViewController?.view.safeAreaInsets.bottom == window.safeAreaInsets.bottom + 50)
        for kept in [phoneWindow, compactWindow, oldWindow, window] { try kept.checkInvariants() }
    }

    @Test("a navigation stack hosts the floating bar in its own bar: no inset from the tab bar; a hidden navigation bar gets the 50 pt")
    func navigationHostsFloatingBar() throws {
        let stack = NavigationController(rootViewController: ViewController(title: "Inbox"), title: "Inbox Stack")
        let tabs = try Self.tabs(mode: .tabBar, first: stack)
        let window = try makeWindow("ipad-pro-11-inch-m4", .landscapeRight, os: OSVersion(18), root: tabs)
        #expect(tabs.tabBarLayout == .topFloating)
        #expect(stack.view.safeAreaInsets == window.safeAreaInsets)
        #expect(stack.topViewController?.view.safeAreaInsets == window.safeAreaInsets + PadKit.EdgeInsets(top: 50))
        stack.isNavigationBarHidden = true
        stack.view.layoutIfNeeded()
        #expect(stack.view.safeAreaInsets == window.safeAreaInsets + PadKit.EdgeInsets(top: 50))
    }

    @Test(
        "resizing across the regular/compact boundary moves the tabs, traces it, and lays the child out again", arguments: oses.dropFirst())
    func acrossTheBoundary(os: OSVersion) throws {
        let tabs = try Self.tabs(mode: .tabSidebar)
        let window = try makeWindow("ipad-pro-11-inch-m4", .landscapeRight, os: os, root: tabs)
        let child = try #require(tabs.selectedViewController)
        #expect(tabs.tabBarLayout == .sidebar)
        try window.resize(width: 500, height: 700)
        #expect(tabs.tabBarLayout == .bottom)
        #expect(child.view.safeAreaInsets.left == 0)
        #expect(child.view.safeAreaInsets.bottom == window.safeAreaInsets.bottom + 50)
        try window.resize(width: 1000, height: 700)
        #expect(tabs.tabBarLayout == .sidebar)
        #expect(child.view.safeAreaInsets.left == 320)
        let moves = window.trace.entries.filter { $0.callback == "tab bar layout" }.map { $0.details.map(\.value) }
        #expect(moves == [["sidebar", "bottom"], ["bottom", "sidebar"]])
        // UIKit's order: the tab bar controller's trait change, then the move, then the child's trait change.
        let names = window.trace.entries.map { "\($0.controller) \($0.callback)" }
        let move = try #require(names.firstIndex(of: "Tabs tab bar layout"))
        let tabsTraits = try #require(names.firstIndex(of: "Tabs traitCollectionDidChange(_:)"))
        let childTraits = try #require(names.firstIndex(of: "Feed traitCollectionDidChange(_:)"))
        #expect(tabsTraits < move && move < childTraits)
        // iOS 27's sidebar delegate hears when the sidebar stops and starts being available.
        let availability = window.trace.entries.filter { $0.callback == "tabBarController(_:sidebarAvailabilityDidChange:)" }.map {
            $0.details.map(\.value)
        }
        #expect(availability == (os.major >= 27 ? [["false"], ["true"]] : []))
        try window.checkInvariants()
    }

    @Test("hiding the sidebar leaves the floating bar; hiding the tab bar removes its inset")
    func hiding() throws {
        let tabs = try Self.tabs(mode: .tabSidebar)
        let window = try makeWindow("ipad-pro-13-inch-m4", .portrait, os: OSVersion(26), root: tabs)
        let child = try #require(tabs.selectedViewController)
        tabs.isSidebarHidden = true
        child.view.layoutIfNeeded()
        #expect(tabs.tabBarLayout == .topFloating)
        #expect(child.view.safeAreaInsets == window.safeAreaInsets + PadKit.EdgeInsets(top: 50))
        tabs.isTabBarHidden = true
        child.view.layoutIfNeeded()
        #expect(child.view.safeAreaInsets == window.safeAreaInsets)
        #expect(window.trace.entries.contains { $0.callback == "tab bar layout" && $0.details.map(\.value) == ["sidebar", "topFloating"] })
    }

    @Test("a random walk of resizes, rotations and mode changes keeps the child's insets equal to the layout's", arguments: [42, 7, 2026])
    func randomWalk(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed))
        let tabs = try Self.tabs()
        let window = try makeWindow("ipad-pro-11-inch-m4", .portrait, os: OSVersion(27), root: tabs)
        let child = try #require(tabs.selectedViewController)
        for step in 0..<60 {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                let screen = window.placement.screenSize
                try window.resize(
                    width: Double(Int.random(in: 320...Int(screen.width), using: &generator)),
                    height: Double(Int.random(in: 320...Int(screen.height), using: &generator)))
            case 1: try window.rotate(to: Bool.random(using: &generator) ? .portrait : .landscapeRight)
            case 2: tabs.mode = TabBarControllerMode.allCases.randomElement(using: &generator) ?? .automatic
            default: tabs.isSidebarHidden.toggle()
            }
            child.view.layoutIfNeeded()
            let added = tabs.tabBarLayout.childInsets(
                bottomBarHeight: tabs.tabBarHeight, childOverlaysTabBar: false, layoutDirection: .leftToRight)
            let window = window.safeAreaInsets
            let expected = PadKit.EdgeInsets.overlap(of: window, in: tabs.view.bounds, with: child.view.frame) + added
            #expect(child.view.safeAreaInsets == expected, "seed \(seed) step \(step)")
        }
        try window.checkInvariants()
    }
}
