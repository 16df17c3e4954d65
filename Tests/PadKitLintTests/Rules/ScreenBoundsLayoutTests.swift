import Testing
@testable import PadKitLint

@Suite("screen-bounds-layout")
struct ScreenBoundsLayoutTests {
    @Test(
        "flags layout from UIScreen.main.bounds",
        arguments: [
            "let width = UIScreen.main.bounds.width",
            "card.frame = UIScreen.main.bounds",
            "let size = UIKit.UIScreen.main.bounds.size",
            "card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: 44)",
            "let frame = UIScreen.main.applicationFrame",
        ])
    func flags(_ body: String) {
        let findings = LintHarness.findings(of: .screenBoundsLayout, in: LintHarness.inViewDidLoad(body))
        #expect(findings.count == 1, "\(body)")
        #expect(findings.first?.line == 9)
    }

    @Test(
        "leaves near-misses alone",
        arguments: [
            "let width = view.bounds.width",
            "let scale = UIScreen.main.scale",
            "let pixels = UIScreen.main.nativeBounds",
            "let window = UIWindow(frame: UIScreen.main.bounds)",
            "print(UIScreen.main.bounds)",
            "let text = \"UIScreen.main.bounds\"",
            "// UIScreen.main.bounds in a comment",
            "let other = Display.main.bounds",
            "let windowWidth = view.window?.bounds.width",
        ])
    func nearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .screenBoundsLayout, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }

    @Test func reportsTheColumnOfTheExpression() {
        let findings = LintHarness.findings(of: .screenBoundsLayout, in: "let w = UIScreen.main.bounds.width\n")
        #expect(findings.map(\.column) == [9])
    }
}
