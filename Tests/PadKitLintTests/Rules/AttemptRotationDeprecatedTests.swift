import Testing
@testable import PadKitLint

@Suite("attempt-rotation-deprecated")
struct AttemptRotationDeprecatedTests {
    @Test(
        "flags attemptRotationToDeviceOrientation",
        arguments: [
            "UIViewController.attemptRotationToDeviceOrientation()",
            "Self.attemptRotationToDeviceOrientation()",
        ])
    func flagsAttemptRotation(_ body: String) {
        #expect(LintHarness.findings(of: .attemptRotationDeprecated, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test(
        "leaves the iOS 15 fallback alone",
        arguments: [
            """
            if #available(iOS 16.0, *) {
                setNeedsUpdateOfSupportedInterfaceOrientations()
            } else {
                UIViewController.attemptRotationToDeviceOrientation()
            }
            """,
            """
            if #unavailable(iOS 16) {
                UIViewController.attemptRotationToDeviceOrientation()
            }
            """,
            "setNeedsUpdateOfSupportedInterfaceOrientations()",
        ])
    func attemptRotationNearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .attemptRotationDeprecated, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }

    @Test func anOlderAvailabilityCheckDoesNotHide() {
        let body = """
            if #available(iOS 13.0, *) {
                reload()
            } else {
                UIViewController.attemptRotationToDeviceOrientation()
            }
            """
        #expect(LintHarness.findings(of: .attemptRotationDeprecated, in: LintHarness.inViewDidLoad(body)).count == 1)
    }
}
