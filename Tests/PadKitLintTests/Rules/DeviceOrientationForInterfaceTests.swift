import Testing
@testable import PadKitLint

@Suite("device-orientation-for-interface")
struct DeviceOrientationForInterfaceTests {
    @Test(
        "flags interface decisions on the device orientation",
        arguments: [
            "if UIDevice.current.orientation.isLandscape { reload() }",
            "if UIDevice.current.orientation == .portrait { reload() }",
            "let upright = .portrait != UIDevice.current.orientation",
            """
            switch UIDevice.current.orientation {
            case .landscapeLeft, .landscapeRight: reload()
            default: break
            }
            """,
            """
            let currentDeviceOrientation = UIDevice.current.orientation
            guard currentDeviceOrientation.isPortrait || currentDeviceOrientation.isLandscape else { return }
            """,
        ])
    func flags(_ body: String) {
        // viewDidLoad does interface work (it relayouts), so its orientation checks decide the interface.
        let source = LintHarness.inViewDidLoad(body + "\ncard.setNeedsLayout()")
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).count == 1, "\(body)")
    }

    @Test func flagsAGeometryValueChosenByDeviceOrientation() {
        let source = """
            final class ToastView: UIView {
                static var bottomPadding: CGFloat {
                    if !UIDevice.current.orientation.isPortrait { return 40 }
                    return 80
                }
            }
            """
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).count == 1)
    }

    @Test func analyticsAboutTheDevicePostureIsNotTheInterface() {
        let source = """
            final class MainViewController: UIViewController {
                private func recordOrientation() {
                    if UIDevice.current.orientation.isLandscape {
                        Pixel.fire(.deviceOrientationLandscape)
                    }
                }
            }
            """
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).isEmpty)
    }

    @Test(
        "leaves near-misses alone",
        arguments: [
            "connection.videoRotationAngle = angle(for: UIDevice.current.orientation)",
            "if UIDevice.current.orientation.isValidInterfaceOrientation { reload() }",
            "let orientation = UIDevice.current.orientation\nlog(orientation)",
            "if view.window?.windowScene?.interfaceOrientation.isLandscape == true { reload() }",
            "UIDevice.current.beginGeneratingDeviceOrientationNotifications()",
            "if UIDevice.current.orientation == .faceUp { pauseCamera() }",
            "let orientation = UIDevice.current.orientation\nif orientation != .unknown { log(orientation) }",
        ])
    func nearMisses(_ body: String) {
        // In a function that does interface work, so only the use itself decides.
        let source = LintHarness.inViewDidLoad(body + "\ncard.setNeedsLayout()")
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).isEmpty, "\(body)")
    }

    @Test func cameraCodeOutsideTheInterfaceMayFollowTheDevice() {
        let source = """
            final class CaptureManager: NSObject {
                func videoRotationAngle() -> CGFloat {
                    switch UIDevice.current.orientation {
                    case .landscapeLeft: return 0
                    case .landscapeRight: return 180
                    default: return 90
                    }
                }
            }
            """
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).isEmpty)
    }

    @Test func extensionsOfViewsCount() {
        let source = """
            extension FeedCell {
                func relayout() {
                    if UIDevice.current.orientation.isLandscape { stack.axis = .horizontal }
                }
            }
            """
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).count == 1)
    }
}
