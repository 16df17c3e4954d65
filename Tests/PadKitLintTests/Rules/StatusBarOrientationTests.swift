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
}
