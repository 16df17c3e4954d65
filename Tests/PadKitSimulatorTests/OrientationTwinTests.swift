import Foundation
import PadKit
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// A controller that supports only landscape, like seed 002's video player.
final class LandscapeOnlyViewController: ViewController {
    override init(title: String? = nil) {
        super.init(title: title)
        supportedInterfaceOrientations = .landscape
        preferredInterfaceOrientationForPresentation = .landscapeRight
    }
}

@Suite("Orientation at run time")
struct OrientationTwinTests {
    func fullScreenPadWindow(root: ViewController, orientation: InterfaceOrientation = .landscapeRight) throws -> Window {
        let window = try makeWindow("ipad-air-2", orientation, root: root)
        window.orientationSettings.infoPlist = InfoPlist(requiresFullScreen: true)
        return window
    }

    @Test("a rotation to an orientation the top controller does not support does nothing and is traced")
    func refusedRotation() throws {
        let root = LandscapeOnlyViewController(title: "Player")
        let window = try fullScreenPadWindow(root: root)
        window.trace.currentEvent = 0
        try window.deviceDidRotate(to: .portrait)
        #expect(window.interfaceOrientation == .landscapeRight)
        #expect(window.trace.calls(forEvent: 0) == ["Window UIDevice.orientationDidChangeNotification", "Window rotation refused"])
        window.trace.currentEvent = 1
        try window.deviceDidRotate(to: .landscapeRight)
        #expect(
            window.interfaceOrientation == .landscapeLeft,
            "device landscapeRight is interface landscapeLeft: \(window.trace.calls(forEvent: 1))")
        try window.checkInvariants()
    }

    @Test("a multitasking iPad app is not asked: every orientation is allowed")
    func multitasking() throws {
        let root = LandscapeOnlyViewController(title: "Player")
        let window = try makeWindow("ipad-air-2", .landscapeRight, root: root)
        try window.deviceDidRotate(to: .portrait)
        #expect(window.interfaceOrientation == .portrait)
    }

    @Test("face up and face down never disturb the interface", arguments: [DeviceOrientation.faceUp, .faceDown, .unknown])
    func faceUp(device: DeviceOrientation) throws {
        let root = ObservingViewController(title: "Root")
        let window = try makeWindow("ipad-air-2", .portrait, root: root)
        root.seen = []
        window.trace.currentEvent = 0
        try window.deviceDidRotate(to: device)
        #expect(window.interfaceOrientation == .portrait && window.orientationSettings.deviceOrientation == device)
        #expect(root.seen.isEmpty)
        #expect(window.trace.calls(forEvent: 0) == ["Window UIDevice.orientationDidChangeNotification", "Window rotation ignored"])
    }

    @Test("seed 002: changing the app delegate's mask and asking for an update forces the orientation")
    func appWideMask() throws {
        let root = ViewController(title: "Root")
        let window = try fullScreenPadWindow(root: root, orientation: .portrait)
        window.orientationSettings.applicationDelegateOrientations = .all
        try root.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(window.interfaceOrientation == .portrait)
        window.orientationSettings.applicationDelegateOrientations = .landscape
        try root.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(window.interfaceOrientation == .landscapeLeft)
        try window.deviceDidRotate(to: .portrait)
        #expect(window.interfaceOrientation == .landscapeLeft)
        window.orientationSettings.applicationDelegateOrientations = .all
        try root.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(window.interfaceOrientation == .portrait, "the interface catches up with the device")
        try window.checkInvariants()
    }

    @Test("requestGeometryUpdate: the intersection, or UIKit's error and no movement")
    func geometryRequest() throws {
        let root = ViewController(title: "Root")
        root.supportedInterfaceOrientations = .landscapeRight
        let window = try fullScreenPadWindow(root: root)
        #expect(throws: GeometryUpdateError.noRequestedOrientationSupported(requested: .portrait, supported: .landscapeRight)) {
            try window.requestGeometryUpdate(interfaceOrientations: .portrait)
        }
        #expect(window.interfaceOrientation == .landscapeRight)
        root.supportedInterfaceOrientations = .all
        try window.requestGeometryUpdate(interfaceOrientations: .portrait)
        #expect(window.interfaceOrientation == .portrait)
        try window.checkInvariants()
    }

    @Test("a full-screen presentation starts in its preferred orientation and decides rotations while up")
    func preferredForPresentation() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("iphone-16", .portrait, root: root)
        let player = LandscapeOnlyViewController(title: "Player")
        player.modalPresentationStyle = .fullScreen
        try root.present(player)
        #expect(window.interfaceOrientation == .landscapeRight)
        #expect(window.orientationAuthorityController === player)
        try window.deviceDidRotate(to: .portrait)
        #expect(window.interfaceOrientation == .landscapeRight)
        try window.checkInvariants()
        player.dismiss()
        #expect(window.orientationAuthorityController === root)
        try window.deviceDidRotate(to: .portrait)
        #expect(window.interfaceOrientation == .portrait)
        try window.checkInvariants()
    }

    @Test("a preferred orientation the presented controller does not support is UIKit's exception, recorded")
    func preferredNotSupported() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("iphone-16", .portrait, root: root)
        let player = LandscapeOnlyViewController(title: "Player")
        player.preferredInterfaceOrientationForPresentation = .portrait
        player.modalPresentationStyle = .fullScreen
        window.trace.currentEvent = 0
        try root.present(player)
        #expect(window.interfaceOrientation == .portrait)
        let failure = try #require(window.trace.entries(forEvent: 0).first { $0.callback == "presentation orientation failed" })
        #expect(
            failure.details.first?.value.contains(
                "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation") == true)
    }

    @Test("sheets do not decide orientations")
    func sheetsDoNotDecide() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("iphone-16", .portrait, root: root)
        let sheet = LandscapeOnlyViewController(title: "Sheet")
        sheet.modalPresentationStyle = .formSheet
        try root.present(sheet)
        #expect(window.orientationAuthorityController === root)
        #expect(window.interfaceOrientation == .portrait)
    }
}
