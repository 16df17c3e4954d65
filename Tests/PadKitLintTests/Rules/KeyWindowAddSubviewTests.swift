import Testing
@testable import PadKitLint

@Suite("key-window-add-subview")
struct KeyWindowAddSubviewTests {
    @Test(
        "flags views added to the key window",
        arguments: [
            "UIApplication.shared.keyWindow?.addSubview(toast)",
            "UIApplication.shared.keyWindow!.insertSubview(toast, at: 0)",
            "UIApplication.shared.windows.first?.addSubview(toast)",
            """
            guard let window = UIApplication.shared.keyWindow else { return }
            window.addSubview(toast)
            """,
            """
            if let window = UIApplication.shared.keyWindow {
                window.addSubview(toast)
            }
            """,
        ])
    func flags(_ body: String) {
        #expect(LintHarness.findings(of: .keyWindowAddSubview, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test(
        "leaves near-misses alone",
        arguments: [
            """
            if let presentedViewController = UIApplication.shared.keyWindow?.rootViewController?.presentedViewController {
                presentedViewController.view.addSubview(toast)
            } else {
                UIApplication.shared.keyWindow?.addSubview(toast)
            }
            """,
            "view.addSubview(toast)",
            "view.window?.addSubview(toast)",
            "let window = UIWindow(windowScene: scene)\nwindow.addSubview(toast)",
            "UIApplication.shared.keyWindow?.endEditing(true)",
        ])
    func nearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .keyWindowAddSubview, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }
}
