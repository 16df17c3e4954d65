import Testing
@testable import PadKitLint

@Suite("orientation-kvc")
struct OrientationKeyValueCodingTests {
    @Test(
        "flags the KVC orientation write",
        arguments: [
            "UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: \"orientation\")",
            "UIDevice.current.setValue(NSNumber(value: 3), forKey: \"orientation\")",
        ])
    func flagsKeyValueCoding(_ body: String) {
        #expect(LintHarness.findings(of: .orientationKeyValueCoding, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test(
        "leaves the iOS 15 fallback and other keys alone",
        arguments: [
            """
            if #available(iOS 16.0, *) {
                view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
            } else {
                UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
            }
            """,
            """
            guard #available(iOS 16, *) else {
                UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
                return
            }
            """,
            "UIDevice.current.setValue(true, forKey: \"proximityMonitoringEnabled\")",
            "player.setValue(3, forKey: \"orientation\")",
        ])
    func keyValueCodingNearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .orientationKeyValueCoding, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }
}
