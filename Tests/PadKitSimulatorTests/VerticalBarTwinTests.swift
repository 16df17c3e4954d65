import Foundation
import PadKit
import Testing
@testable import PadKitSimulator

/// iOS 27.1's vertical bars on iPhone Duo: the navigation and tab bars move into the side strip the
/// window's safe area leaves out, so they add nothing to a child's insets; where Apple keeps the
/// bars horizontal (the inner display in portrait, an app built before the 27.1 SDK) they add their
/// heights as on any iPhone.
@Suite("Vertical bars")
struct VerticalBarTwinTests {
    static let poses: [(Display.ID, Posture, InterfaceOrientation)] = [
        (.outer, .closed, .portrait), (.outer, .closed, .landscapeRight), (.inner, .fullyOpen, .portrait),
        (.inner, .fullyOpen, .landscapeRight), (.inner, .partiallyOpen, .landscapeRight),
    ]

    @Test("a navigation stack in a tab bar: the child's insets are the window's where the bars are vertical", arguments: poses)
    func insets(display: Display.ID, posture: Posture, orientation: InterfaceOrientation) throws {
        let device = try Device.iPhoneDuo.on(display, posture: posture)
        for sdk in [OSVersion(27, 1), OSVersion(27)] {
            let context = WindowContext(
                device: device, orientation: orientation, mode: .full, osVersion: OSVersion(27, 1),
                app: HostedApp(build: AppBuild(sdk: sdk)))
            let window = Window(resolved: try context.resolve())
            let child = ViewController(title: "Inbox")
            let tabs = TabBarController(title: "Tabs")
            try tabs.setViewControllers([NavigationController(rootViewController: child)], animated: false)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            let vertical = window.rootViewController?.traitCollection.verticalBarEdge != .unspecified
            #expect(vertical == (VerticalBars.side(of: window.placement) != nil))
            let insets = child.view.safeAreaInsets, windowInsets = window.safeAreaInsets
            if vertical {
                #expect(insets == windowInsets)
            } else {
                #expect(insets.top > windowInsets.top)
                #expect(insets.bottom > windowInsets.bottom)
            }
            try window.checkInvariants()
        }
    }
}
