import Testing
@testable import PadKitLint

@Suite("device-orientation-notification")
struct DeviceOrientationNotificationTests {
    @Test(
        "flags subscriptions to the device orientation notification",
        arguments: [
            "NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIDevice.orientationDidChangeNotification, object: nil)",
            "NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main) { _ in }",
            "cancellable = NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification).sink { _ in }",
            "NotificationCenter.default.rx.notification(UIDevice.orientationDidChangeNotification).subscribe()",
            "NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: .UIDeviceOrientationDidChange, object: nil)",
        ])
    func flags(_ body: String) {
        #expect(LintHarness.findings(of: .deviceOrientationNotification, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test(
        "leaves near-misses alone",
        arguments: [
            "NotificationCenter.default.removeObserver(self, name: UIDevice.orientationDidChangeNotification, object: nil)",
            "UIDevice.current.endGeneratingDeviceOrientationNotifications()",
            "NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIApplication.didBecomeActiveNotification, object: nil)",
            "NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: nil)",
        ])
    func nearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .deviceOrientationNotification, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }

    @Test func motionCodeOutsideTheInterfaceMayObserveTheDevice() {
        let source = """
            final class MotionDetectionManager: NSObject {
                func start() {
                    NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIDevice.orientationDidChangeNotification, object: nil)
                }
            }
            """
        #expect(LintHarness.findings(of: .deviceOrientationNotification, in: source).isEmpty)
    }
}
