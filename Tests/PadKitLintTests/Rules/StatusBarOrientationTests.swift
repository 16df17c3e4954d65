import Testing
@testable import PadKitLint

@Suite("status-bar-orientation")
struct StatusBarOrientationTests {
    @Test(
        "flags the deprecated status bar orientation",
        arguments: [
            "let orientation = UIApplication.shared.statusBarOrientation",
            "if UIApplication.shared.statusBarOrientation.isLandscape { reload() }",
            "NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIApplication.didChangeStatusBarOrientationNotification, object: nil)",
            "NotificationCenter.default.rx.notification(UIApplication.didChangeStatusBarOrientationNotification).subscribe()",
            "let name = NSNotification.Name.UIApplicationWillChangeStatusBarOrientation",
            "NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: .UIApplicationDidChangeStatusBarOrientation, object: nil)",
        ])
    func flags(_ body: String) {
        #expect(LintHarness.findings(of: .statusBarOrientation, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test func flagsTheApplicationParameter() {
        let source = """
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return application.statusBarOrientation.isPortrait
            }
            """
        #expect(LintHarness.findings(of: .statusBarOrientation, in: source).count == 1)
    }

    @Test(
        "leaves near-misses alone",
        arguments: [
            "let orientation = view.window?.windowScene?.interfaceOrientation",
            """
            if #available(iOS 13.0, *) {
                orientation = view.window?.windowScene?.interfaceOrientation
            } else {
                orientation = UIApplication.shared.statusBarOrientation
            }
            """,
            "NotificationCenter.default.removeObserver(self, name: UIApplication.didChangeStatusBarOrientationNotification, object: nil)",
            "let orientation = model.statusBarOrientation",
        ])
    func nearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .statusBarOrientation, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }

    static func lint(_ source: String) -> FileOutcome {
        SwiftFileLinter.lint(source: Array(source.utf8), path: "A.swift", settings: RuleSettings(.standard))
    }

    /// `body` in a camera view controller's method.
    static func inCamera(_ body: String, signature: String = "func rotate(_ connection: AVCaptureConnection)") -> String {
        """
        import AVFoundation
        import UIKit

        final class CameraViewController: UIViewController {
            let previewLayer = AVCaptureVideoPreviewLayer()
            let locationManager = CLLocationManager()

            \(signature) {
                \(body)
            }
        }
        """
    }

    @Test(
        "a layout decision gets the size-class advice and no fix; a use the linter cannot see gets both pieces of advice",
        arguments: [
            ("if UIApplication.shared.statusBarOrientation.isLandscape { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }", true),
            (
                "let orientation = UIApplication.shared.statusBarOrientation\nstack.axis = orientation.isLandscape ? .horizontal : .vertical",
                true
            ),
            // A value handed to a camera and used for layout in the same statement: layout wins.
            (
                "if UIApplication.shared.statusBarOrientation.isLandscape { previewLayer.connection?.videoOrientation = .landscapeRight; card.isHidden = true }",
                true
            ),
            ("let columns = UIApplication.shared.statusBarOrientation.isPortrait ? 2 : 3", false),
            ("let orientation = UIApplication.shared.statusBarOrientation", false),
        ])
    func layoutUse(_ body: String, _ decidesLayout: Bool) {
        let outcome = Self.lint(LintHarness.inViewDidLoad(body))
        let findings = outcome.findings.filter { $0.ruleID == "status-bar-orientation" }
        let detail = decidesLayout ? StatusBarOrientation.layoutDetail : StatusBarOrientation.unknownUseDetail
        #expect(findings.map(\.message) == ["\(Rule.statusBarOrientation.message) (\(detail))"], "\(body)")
        #expect(outcome.fix == nil, "\(body)")
    }

    @Test func aHelperThatReturnsTheValueIsNotFixed() {
        // VLC's `currentInterfaceOrientation`: its callers decide (there, an orientation lock).
        let source = """
            final class PlayerViewController: UIViewController {
                var currentInterfaceOrientation: UIInterfaceOrientation {
                    return UIApplication.shared.statusBarOrientation
                }
            }
            """
        let outcome = Self.lint(source)
        #expect(outcome.findings.map(\.message) == ["\(Rule.statusBarOrientation.message) (\(StatusBarOrientation.unknownUseDetail))"])
        #expect(outcome.fix == nil)
    }

    @Test(
        "a value the camera, the compass or an orientation lock needs is fixed to the scene's effective geometry",
        arguments: [
            "connection.videoOrientation = AVCaptureVideoOrientation(rawValue: UIApplication.shared.statusBarOrientation.rawValue) ?? .portrait",
            "let orientation = UIApplication.shared.statusBarOrientation\nconnection.videoOrientation = AVCaptureVideoOrientation(rawValue: orientation.rawValue) ?? .portrait",
            """
            switch UIApplication.shared.statusBarOrientation {
                case .landscapeLeft: connection.videoRotationAngle = 180
                case .landscapeRight: connection.videoRotationAngle = 0
                default: connection.videoRotationAngle = 90
                }
            """,
            "locationManager.headingOrientation = CLDeviceOrientation(rawValue: Int32(UIApplication.shared.statusBarOrientation.rawValue)) ?? .portrait",
        ])
    func orientationItself(_ body: String) {
        let source = Self.inCamera(body)
        let outcome = Self.lint(source)
        let findings = outcome.findings.filter { $0.ruleID == "status-bar-orientation" }
        #expect(
            findings.map(\.message) == ["\(Rule.statusBarOrientation.message) (\(StatusBarOrientation.orientationItselfDetail))"], "\(body)"
        )
        let fixed = outcome.fix.flatMap { TextEdit.apply($0.edits, to: Array(source.utf8)) }.map { String(decoding: $0, as: UTF8.self) }
        #expect(
            fixed
                == source.replacingOccurrences(
                    of: "UIApplication.shared.statusBarOrientation",
                    with: "(view.window?.windowScene?.effectiveGeometry.interfaceOrientation ?? .unknown)"),
            "\(body)")
    }

    @Test func aHelperThatReturnsTheCamerasOrientationIsFixed() {
        let source = Self.inCamera(
            """
            switch UIApplication.shared.statusBarOrientation {
                case .landscapeLeft: return .landscapeLeft
                case .landscapeRight: return .landscapeRight
                default: return .portrait
                }
            """, signature: "func captureOrientation() -> AVCaptureVideoOrientation")
        let outcome = Self.lint(source)
        #expect(outcome.findings.map(\.message).contains { $0.hasSuffix("(\(StatusBarOrientation.orientationItselfDetail))") })
        #expect(outcome.fix != nil)
    }

    @Test func theOrientationItselfOutsideAViewIsNotFixed() {
        // Which window's scene to read is unknown in a capture service.
        let source = """
            final class CaptureService {
                func rotate(_ connection: AVCaptureConnection) {
                    connection.videoOrientation = AVCaptureVideoOrientation(rawValue: UIApplication.shared.statusBarOrientation.rawValue) ?? .portrait
                }
            }
            """
        let outcome = Self.lint(source)
        #expect(outcome.findings.filter { $0.ruleID == "status-bar-orientation" }.count == 1)
        #expect(outcome.fix == nil)
    }
}
