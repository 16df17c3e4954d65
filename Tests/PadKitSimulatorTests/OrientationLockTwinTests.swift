import Foundation
import PadKit
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// iOS 26's `prefersInterfaceOrientationLocked`: honoured only in a window the size of the screen
/// (``PadKit/InterfaceOrientationLock``).
@Suite("The interface orientation lock in the twin")
struct OrientationLockTwinTests {
    static let devices = ["ipad-pro-11-inch-m4", "ipad-air-13-inch-m3", "iphone-16"]

    /// A root that prefers the lock and a child it names for the preference.
    final class LockingRoot: ViewController {
        let lockChild = ViewController(title: "Child")
        var delegatesLock = false
        override var childForInterfaceOrientationLock: ViewController? { delegatesLock ? lockChild : nil }
    }

    @Test(
        "full screen on 26 and 27: the device turns, the interface stays; unlocking catches up",
        arguments: devices, [OSVersion(26), OSVersion(27)])
    func locked(deviceID: String, os: OSVersion) throws {
        let root = ViewController(title: "Root")
        root.prefersInterfaceOrientationLocked = true
        let window = try makeWindow(deviceID, .portrait, os: os, root: root)
        #expect(window.isInterfaceOrientationLocked)
        try window.deviceDidRotate(to: .landscapeLeft)
        #expect(window.placement.orientation == .portrait)
        #expect(window.trace.calls().contains("Window rotation ignored"))
        try window.rotateIfAllowed(to: .landscapeRight)
        #expect(window.placement.orientation == .portrait)
        root.prefersInterfaceOrientationLocked = false
        root.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
        #expect(!window.isInterfaceOrientationLocked)
        #expect(window.placement.orientation == .landscapeRight, "the interface catches up with the device")
        try window.checkInvariants()
    }

    @Test("before iOS 26 the preference does nothing", arguments: devices)
    func before26(deviceID: String) throws {
        let root = ViewController(title: "Root")
        root.prefersInterfaceOrientationLocked = true
        let window = try makeWindow(deviceID, .portrait, os: OSVersion(18), root: root)
        #expect(!window.isInterfaceOrientationLocked)
        try window.deviceDidRotate(to: .landscapeLeft)
        #expect(window.placement.orientation == .landscapeRight)
    }

    @Test(
        "a window smaller than the screen, Slide Over or the compatibility window is not locked",
        arguments: [
            WindowMode.tile(.halfLeading), .windowMinimum, .resizableSlideOver, .fullScreenCompatibility, .window(width: 900, height: 700),
        ])
    func notScreenSized(mode: WindowMode) throws {
        let root = ViewController(title: "Root")
        root.prefersInterfaceOrientationLocked = true
        let window = try makeWindow("ipad-pro-11-inch-m4", .landscapeRight, mode, os: OSVersion(26, 2), root: root)
        #expect(!window.isInterfaceOrientationLocked, "\(mode)")
        // A free-form window as large as the screen is: centred, the screen's size.
        let screen = window.placement.screenSize
        try window.resize(width: Double(screen.width), height: Double(screen.height))
        #expect(window.isInterfaceOrientationLocked == (mode != .fullScreenCompatibility), "\(mode)")
    }

    @Test("childForInterfaceOrientationLock names whose preference counts")
    func childPreference() throws {
        let root = LockingRoot(title: "Root")
        root.lockChild.prefersInterfaceOrientationLocked = true
        let window = try makeWindow("ipad-pro-11-inch-m4", .portrait, os: OSVersion(26), root: root)
        #expect(!window.isInterfaceOrientationLocked)
        root.delegatesLock = true
        root.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
        #expect(window.orientationLockController === root.lockChild && window.isInterfaceOrientationLocked)
    }
}
