import Foundation
import PadKit
import PadLayout
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// Safe areas in the twin: what each controller's view gets, from the window, its container's
/// bars and `additionalSafeAreaInsets`, and when UIKit says so.
@Suite("Safe areas in the twin")
struct SafeAreaTwinTests {
    static let placements: [Placement] = Device.all.flatMap(Placement.fixedPlacements(for:))

    private func entries(_ window: Window, _ callback: String) -> [TraceEntry] {
        window.trace.entries.filter { $0.callback == callback }
    }

    /// A window showing a navigation stack titled Navigation with one controller, Root.
    private func launchNavigation(in placement: Placement, osVersion: OSVersion = .latest) -> Window {
        makeWindow(
            placement, os: osVersion, root: NavigationController(rootViewController: ViewController(title: "Root"), title: "Navigation"))
    }

    /// A window showing a tab bar of three navigation stacks (Chats, Contacts, Me), like a chat app's.
    private func launchTabs(in placement: Placement, osVersion: OSVersion = .latest) throws -> Window {
        let tabs = TabBarController(title: "Tabs")
        try tabs.setViewControllers(
            ["Chats", "Contacts", "Me"].map { (name: String) in
                NavigationController(rootViewController: ViewController(title: name), title: "\(name) Stack")
            }, animated: false)
        return makeWindow(placement, os: osVersion, root: tabs)
    }

    @Test("a root controller's view gets the window's insets; a navigation child adds the bar", arguments: placements)
    func navigationChild(placement: Placement) throws {
        let window = launchNavigation(in: placement)
        let navigation = try #require(window.rootViewController as? NavigationController)
        let root = try #require(navigation.topViewController)
        let insets = placement.safeAreaInsets
        #expect(window.safeAreaInsets == insets)
        #expect(navigation.view.safeAreaInsets == insets)
        let traits = placement.traitCollection()
        let bar = SystemBarMetrics.standard.navigationBarHeight(
            idiom: traits.userInterfaceIdiom, verticalSizeClass: traits.verticalSizeClass, os: .latest)
        #expect(root.view.safeAreaInsets == insets + PadKit.EdgeInsets(top: bar), "\(placement)")
        try window.checkInvariants()
    }

    @Test(
        "tabs of navigation stacks: the tab bar adds at the bottom (at the top of a regular-width iPad from 18), the navigation bar at the top",
        arguments: [
            ("iphone-12", InterfaceOrientation.portrait, OSVersion(17), PadKit.EdgeInsets(top: 47 + 44, bottom: 34 + 49)),
            ("iphone-12", .landscapeRight, OSVersion(17), PadKit.EdgeInsets(top: 32, left: 47, bottom: 21 + 32, right: 47)),
            ("iphone-12", .portrait, OSVersion(26), PadKit.EdgeInsets(top: 47 + 54, bottom: 34 + 49)),
            ("iphone-8", .portrait, OSVersion(17), PadKit.EdgeInsets(top: 20 + 44, bottom: 49)),
            ("ipad-pro-11-inch-m4", .landscapeRight, OSVersion(17), PadKit.EdgeInsets(top: 24 + 50, bottom: 20 + 50)),
            // iPadOS 18: the floating tab bar shares the navigation bar's row, so it adds nothing.
            ("ipad-pro-11-inch-m4", .landscapeRight, OSVersion(18), PadKit.EdgeInsets(top: 24 + 50, bottom: 20)),
            ("ipad-air-2", .portrait, OSVersion(15), PadKit.EdgeInsets(top: 20 + 50, bottom: 50)),
        ])
    func tabsOfStacks(id: String, orientation: InterfaceOrientation, os: OSVersion, expected: PadKit.EdgeInsets) throws {
        let window = try launchTabs(in: try Placement(device: Device.named(id), orientation: orientation, mode: .full), osVersion: os)
        let tabs = try #require(window.rootViewController as? TabBarController)
        let stack = try #require(tabs.selectedViewController as? NavigationController)
        let top = try #require(stack.topViewController)
        #expect(top.view.safeAreaInsets == expected)
        try window.checkInvariants()
    }

    @Test("iPad bars before iOS 12 are 44 and 49 pt")
    func iOS11Bars() throws {
        let window = try launchTabs(
            in: try Placement(device: Device.named("ipad-air-2"), orientation: .portrait, mode: .full),
            osVersion: OSVersion(11))
        let tabs = try #require(window.rootViewController as? TabBarController)
        let top = try #require((tabs.selectedViewController as? NavigationController)?.topViewController)
        #expect(top.view.safeAreaInsets == PadKit.EdgeInsets(top: 20 + 44, bottom: 49))
    }

    @Test("before iOS 11 the insets exist but no safe-area callback is made")
    func beforeIOS11() throws {
        let window = launchNavigation(
            in: try Placement(device: Device.named("iphone-8"), orientation: .portrait, mode: .full),
            osVersion: OSVersion(10, 3))
        let navigation = try #require(window.rootViewController as? NavigationController)
        #expect(navigation.topViewController?.view.safeAreaInsets == PadKit.EdgeInsets(top: 64))
        #expect(entries(window, "viewSafeAreaInsetsDidChange()").isEmpty)
        #expect(entries(window, "safeAreaInsetsDidChange()").isEmpty)
    }

    @Test("a child gets only the part of the window's insets its frame overlaps")
    func sidebarChildOverlap() throws {
        let container = SidebarContainer(title: "Container")
        let child = ViewController(title: "Column")
        try container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let window = try makeWindow("iphone-14-pro", .landscapeRight, root: container)
        container.view.layoutIfNeeded()
        #expect(container.view.safeAreaInsets == PadKit.EdgeInsets(left: 59, bottom: 21, right: 59))
        // The 320-pt column sits at the left edge: the housing on the right is not over it.
        #expect(child.view.safeAreaInsets == PadKit.EdgeInsets(left: 59, bottom: 21))
        try window.checkInvariants()
    }

    @Test("additionalSafeAreaInsets adds to the view and calls viewSafeAreaInsetsDidChange before viewWillLayoutSubviews")
    func additionalInsets() throws {
        let controller = ViewController(title: "Player")
        let window = try makeWindow("iphone-16", .portrait, root: controller)
        #expect(controller.view.safeAreaInsets == PadKit.EdgeInsets(top: 59, bottom: 34))
        let before = window.trace.entries.count
        controller.additionalSafeAreaInsets = PadKit.EdgeInsets(bottom: 60)
        controller.view.superview?.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == PadKit.EdgeInsets(top: 59, bottom: 94))
        let after = window.trace.entries[before...].filter { $0.controller == "Player" || $0.controller == "Player.view" }.map(\.callback)
        #expect(
            after.prefix(4) == [
                "safeAreaInsetsDidChange()", "viewSafeAreaInsetsDidChange()", "viewWillLayoutSubviews()", "layoutSubviews()",
            ])
        // Setting the same value again changes nothing and calls nothing.
        let count = window.trace.entries.count
        controller.additionalSafeAreaInsets = PadKit.EdgeInsets(bottom: 60)
        controller.view.superview?.layoutIfNeeded()
        #expect(window.trace.entries.count == count)
        try window.checkInvariants()
    }

    @Test("rotation moves the housing to the sides and tells the controllers once each")
    func rotation() throws {
        let window = launchNavigation(in: try Placement(device: Device.named("iphone-15-pro"), orientation: .portrait, mode: .full))
        let launchChanges = entries(window, "viewSafeAreaInsetsDidChange()").count
        #expect(launchChanges == 2)
        try window.rotate(to: .landscapeLeft)
        let changes = entries(window, "viewSafeAreaInsetsDidChange()").dropFirst(launchChanges)
        #expect(changes.map(\.controller) == ["Navigation", "Root"])
        #expect(changes.last?.details.first?.value == PadKit.EdgeInsets(top: 32, left: 59, bottom: 21, right: 59).description)
        // The change comes in the transition's layout pass, after the size callbacks.
        let callbacks = window.trace.entries.map(\.callback)
        let willTransition = try #require(callbacks.lastIndex(of: "viewWillTransition(to:with:)"))
        let change = try #require(callbacks.lastIndex(of: "viewSafeAreaInsetsDidChange()"))
        #expect(willTransition < change)
        try window.checkInvariants()
    }

    @Test("a hidden navigation bar adds nothing")
    func hiddenBar() throws {
        let window = launchNavigation(in: try Placement(device: Device.named("iphone-13-mini"), orientation: .portrait, mode: .full))
        let navigation = try #require(window.rootViewController as? NavigationController)
        navigation.isNavigationBarHidden = true
        navigation.view.superview?.layoutIfNeeded()
        #expect(navigation.topViewController?.view.safeAreaInsets == PadKit.EdgeInsets(top: 50, bottom: 34))
        try window.checkInvariants()
    }

    @Test("safeAreaLayoutGuide follows the twin's safe area, bars included")
    func layoutGuide() throws {
        final class Content: ViewController {
            let label = View(name: "label")
            override func viewDidLoad() {
                view.addSubview(label)
                label.snp.makeConstraints { make in
                    make.top.equalTo(view.layoutNode.safeAreaLayoutGuide.snp.top)
                    make.bottom.equalTo(view.layoutNode.safeAreaLayoutGuide.snp.bottom)
                    make.left.right.equalToSuperview()
                }
            }
        }
        let content = Content(title: "Content")
        let navigation = NavigationController(rootViewController: content, title: "Navigation")
        let window = try makeWindow("iphone-12", .portrait, os: OSVersion(18), root: navigation)
        let portraitFrame = CGRect(x: 0, y: 91, width: 390, height: 719)  // 47 + 44 down, 34 up from the bottom
        #expect(content.label.frame == portraitFrame)
        #expect(content.view.layoutNode.safeAreaInsets == ConstraintInsets(top: 91, left: 0, bottom: 34, right: 0))
        try window.rotate(to: .landscapeRight)
        let landscapeFrame = CGRect(x: 0, y: 32, width: 844, height: 337)  // the 32-pt bar, 21 pt of home indicator
        #expect(content.label.frame == landscapeFrame)
        #expect(content.label.safeAreaInsets == PadKit.EdgeInsets(left: 47, right: 47))
    }

    @Test("sheets and popovers are laid out inside the window's safe area")
    func presentations() throws {
        // A page sheet in compact width is a card at the top inset with the iOS 26 design (10 pt
        // below it from iOS 13 to 18).
        let root = ViewController(title: "Root")
        let phone = try makeWindow("iphone-12", .portrait, root: root)
        let sheet = ViewController(title: "Sheet")
        sheet.modalPresentationStyle = .pageSheet
        try root.present(sheet, animated: false)
        let cardTop = Double(sheet.presentationController.frameOfPresentedViewInContainerView.minY)
        #expect(cardTop == 47)

        // A form sheet on a Home-button-less iPad is centred in the safe area, not the window.
        let padRoot = ViewController(title: "PadRoot")
        let pad = try makeWindow("ipad-pro-11-inch-m4", .landscapeRight, root: padRoot)
        let form = ViewController(title: "Form")
        form.modalPresentationStyle = .formSheet
        form.preferredContentSize = CGSize(width: 500, height: 700)
        try padRoot.present(form, animated: false)
        let frame = form.presentationController.frameOfPresentedViewInContainerView
        let top = Double(frame.minY), bottom = Double(frame.maxY), middle = Double(frame.midY)
        #expect(top >= 32)
        #expect(bottom <= 809)
        #expect(middle == 420.5)  // iPadOS 26+: 32 + (834 - 32 - 25) / 2
        try phone.checkInvariants()
        try pad.checkInvariants()
    }

    @Test(
        "a navigation bar in a sheet card is 56 pt with the classic design and 70 pt (16 + 54) with iOS 26's, from the card's edge",
        arguments: [(OSVersion(18), 10.0, 56.0), (OSVersion(26), 0, 70)])
    func navigationBarInSheet(os: OSVersion, gap: Double, bar: Double) throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("iphone-16", .portrait, os: os, root: root)
        let content = ViewController(title: "Filters")
        let sheet = NavigationController(rootViewController: content)
        sheet.modalPresentationStyle = .pageSheet
        try root.present(sheet, animated: false)
        #expect(Double(sheet.presentationController.frameOfPresentedViewInContainerView.minY) == window.safeAreaInsets.top + gap)
        #expect(sheet.navigationBarHeight == bar)
        #expect(content.view.safeAreaInsets.top == bar)
        sheet.dismiss(animated: false)
        let full = NavigationController(rootViewController: ViewController(title: "Editor"))
        full.modalPresentationStyle = .fullScreen
        try root.present(full, animated: false)
        #expect(full.navigationBarHeight == (os >= OSVersion(26) ? 54 : 44))
        try window.checkInvariants()
    }
}
