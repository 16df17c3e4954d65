import Foundation
import Testing
@testable import PadKit

/// A hidden status bar takes its top inset away on devices whose top is the status bar; iOS 26.0
/// and 26.0.1 keep the inset the window launched with (flutter#175520, firefox-ios#29549).
struct StatusBarAppearanceTests {
    static let oses = [OSVersion(18), OSVersion(26), OSVersion(26, 1), OSVersion(27)]

    @Test("a full-screen window's top inset by status bar, launch state and OS", arguments: Device.all, oses)
    func fullScreen(device: Device, os: OSVersion) throws {
        guard device.osSupport?.supports(os) ?? true else { return }
        let placement = try Placement(device: device, orientation: .portrait, mode: .full)
        let shownTop = placement.safeArea(os: os).insets.top
        let housing = device.family == .iPhone && DeviceSafeArea.of(device).hasSensorHousing
        let buggy = os >= OSVersion(26) && os < OSVersion(26, 1)
        for (launch, now) in [(false, false), (false, true), (true, false), (true, true)] {
            let statusBar = StatusBarAppearance(hiddenAtLaunch: launch, hidden: now)
            let insets = placement.hostingStatusBar(statusBar).safeArea(os: os).insets
            let expected = housing ? shownTop : (buggy ? (launch ? 0 : shownTop) : (now ? 0 : shownTop))
            #expect(insets.top == expected, "\(statusBar)")
            #expect(insets.bottom == placement.safeArea(os: os).insets.bottom)
        }
    }

    @Test("who decides: the controller with UIViewControllerBasedStatusBarAppearance (the default), else UIStatusBarHidden")
    func decision() {
        #expect(StatusBarAppearance(infoPlist: InfoPlist(), prefersStatusBarHidden: true) == .init(hiddenAtLaunch: false, hidden: true))
        #expect(
            StatusBarAppearance(infoPlist: InfoPlist(statusBarHidden: true), prefersStatusBarHidden: nil)
                == .init(hiddenAtLaunch: true, hidden: false))
        let appBased = InfoPlist(statusBarHidden: true, viewControllerBasedStatusBarAppearance: false)
        #expect(StatusBarAppearance(infoPlist: appBased, prefersStatusBarHidden: false) == .init(hiddenAtLaunch: true, hidden: true))
        #expect(StatusBarAppearance(infoPlist: InfoPlist(), prefersStatusBarHidden: nil) == .shown)
    }

    @Test("the 26.0 notes name the bug and its workaround, and only on 26.0")
    func notes() {
        let launchHidden = StatusBarAppearance(hiddenAtLaunch: true, hidden: false)
        #expect(launchHidden.note(appName: "Reader", os: OSVersion(26))?.contains("firefox-ios#29549") == true)
        #expect(launchHidden.note(appName: "Reader", os: OSVersion(26, 1)) == nil)
        let hiddenLater = StatusBarAppearance(hiddenAtLaunch: false, hidden: true)
        #expect(hiddenLater.note(appName: "Reader", os: OSVersion(26))?.contains("flutter#175520") == true)
        #expect(StatusBarAppearance.shown.note(appName: "Reader", os: OSVersion(26)) == nil)
    }

    @Test("the window context carries the app's status bar into the window")
    func resolved() throws {
        let context = WindowContext(
            device: try Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full, osVersion: OSVersion(27),
            app: HostedApp(statusBar: StatusBarAppearance(hiddenAtLaunch: false, hidden: true)))
        #expect(try context.resolve().safeArea.insets == EdgeInsets(bottom: 25))
    }
}
