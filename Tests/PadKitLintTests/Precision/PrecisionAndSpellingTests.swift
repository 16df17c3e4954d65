import Testing
@testable import PadKitLint

/// The precision list (what must stop being reported) and the new spellings of known hazards.
@Suite("Precision and spellings")
struct PrecisionAndSpellingTests {
    static func screen(_ body: String, in type: String = "final class Screen: UIViewController") -> String {
        """
        import UIKit

        \(type) {
            let card = UIView()
            let layout = UICollectionViewFlowLayout()
            override func viewDidLoad() {
                super.viewDidLoad()
        \(body)
            }
        }
        """
    }

    @Test(
        "screen-bounds-layout: new spellings are flagged",
        arguments: [
            "card.frame.size.width = view.window?.screen.bounds.width ?? 0",
            "let width = view.window!.windowScene!.screen.bounds.width\nlayout.itemSize = CGSize(width: width, height: 10)",
            "card.frame = CGRect(origin: .zero, size: UIScreen.main.nativeBounds.size)",
        ])
    func screenSpellings(_ body: String) {
        #expect(LintHarness.findings(of: .screenBoundsLayout, in: Self.screen(body)).count == 1, "\(body)")
    }

    @Test(
        "screen-bounds-layout: the screen where the screen is meant",
        arguments: [
            "let width = view.window?.bounds.width ?? UIScreen.main.bounds.width",
            "let frame = view.window?.frame ?? UIScreen.main.bounds",
            "let pixels = UIScreen.main.bounds.width * UIScreen.main.scale",
            "let pixels = UIScreen.main.nativeBounds.width",
            """
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { note in
                guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                self.isFloating = frame.maxY < UIScreen.main.bounds.height
            }
            """,
        ])
    func screenMeant(_ body: String) {
        #expect(LintHarness.findings(of: .screenBoundsLayout, in: Self.screen(body)).isEmpty, "\(body)")
    }

    @Test(
        "screen-bounds-layout: iPhone-only code is flagged, with the reason",
        arguments: [
            "if UIDevice.current.userInterfaceIdiom == .phone { card.frame = UIScreen.main.bounds }",
            "guard UIDevice.current.userInterfaceIdiom == .phone else { return }\ncard.frame = UIScreen.main.bounds",
            "if UIDevice.current.userInterfaceIdiom != .pad { card.frame = UIScreen.main.bounds }",
        ])
    func phoneOnlyScreen(_ body: String) {
        // On iPadOS 27 an iPhone app resizes, and iPhone Duo's inner display is a phone.
        let findings = LintHarness.findings(of: .screenBoundsLayout, in: Self.screen(body))
        #expect(findings.map(\.message) == ["\(Rule.screenBoundsLayout.message) (\(ScreenBoundsLayout.phoneOnlyDetail))"], "\(body)")
    }

    @Test func screenSizeForNonLayoutWorkOutsideTheInterfaceIsNotLayout() {
        let loader = """
            final class ImageLoader {
                func url(for photo: Photo) -> URL {
                    let pixels = Int(UIScreen.main.bounds.width)
                    return photo.url(maxWidth: pixels)
                }
                func configureCache() {
                    cache.totalCostLimit = Int(UIScreen.main.bounds.width * UIScreen.main.bounds.height) * 4
                }
            }
            """
        #expect(LintHarness.findings(of: .screenBoundsLayout, in: loader).isEmpty)
        // A stored constant is computed once and used for layout elsewhere: still flagged.
        #expect(
            LintHarness.findings(of: .screenBoundsLayout, in: "enum Metrics {\n    static let width = UIScreen.main.bounds.width\n}\n")
                .count == 1)
    }

    @Test func theScreenIsNotJudgedInExtensionTargets() {
        let widget =
            "import WidgetKit\nimport SwiftUI\nstruct Entry: View { var body: some View { Text(\"\").frame(width: UIScreen.main.bounds.width) } }\n"
        #expect(LintHarness.findings(of: .screenBoundsLayout, in: widget).isEmpty)
        let share =
            "final class ShareViewController: UIViewController {\n    override func viewDidLoad() { card.frame = UIScreen.main.bounds }\n}\n"
        let shareTarget = AppTarget(root: "", plistPath: "ShareExtension/Info.plist", kind: .appExtension, isMultitaskingIPadApp: false)
        #expect(LintHarness.moduleFindings([("Share.swift", share)], target: shareTarget).isEmpty)
        #expect(LintHarness.moduleFindings([("Share.swift", share)]).count == 1)
    }

    @Test func oneFindingPerExpression() {
        let body = "card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)"
        #expect(LintHarness.findings(of: .screenBoundsLayout, in: Self.screen(body)).count == 1)
    }

    @Test(
        "the iPhone-only branch of a project helper is resolved through the index, and flagged with the reason",
        arguments: [
            ("if !UIDevice.current.isPad { card.frame = UIScreen.main.bounds }", true),
            ("if UIDevice.current.isPad { } else { card.frame = UIScreen.main.bounds }", true),
            ("if UIDevice.current.isPad { card.frame = UIScreen.main.bounds }", false),
            ("if isiPad() { } else { card.frame = UIScreen.main.bounds }", true),
        ])
    func helperBranches(_ body: String, _ phoneOnly: Bool) {
        let helpers =
            "extension UIDevice { var isPad: Bool { userInterfaceIdiom == .pad } }\nfunc isiPad() -> Bool { return UIDevice.current.userInterfaceIdiom == .pad }\n"
        let found = LintHarness.moduleFindings([("Helpers.swift", helpers), ("Screen.swift", Self.screen(body))]).filter {
            $0.ruleID == "screen-bounds-layout"
        }
        #expect(found.map { $0.message.hasSuffix("(\(ScreenBoundsLayout.phoneOnlyDetail))") } == [phoneOnly], "\(body)")
    }

    @Test func aBoolNamedLikeAHelperDecidesNothing() {
        // `isPad` here is a stored setting, not an idiom test: the screen read is judged, with no iPhone-only reason.
        let body = "if !settings.isPad { card.frame = UIScreen.main.bounds }"
        let settings = "final class Settings { var isPad = false }\n"
        #expect(
            LintHarness.moduleFindings([("Settings.swift", settings), ("Screen.swift", Self.screen(body))]).filter {
                $0.ruleID == "screen-bounds-layout"
            }.map(\.message) == [Rule.screenBoundsLayout.message])
    }

    @Test(
        "key-window-add-subview: more spellings",
        arguments: [
            "view.window?.windowScene?.keyWindow?.addSubview(card)",
            "UIApplication.shared.windows.first?.addSubview(card)",
            "(UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.addSubview(card)",
        ])
    func keyWindowSpellings(_ body: String) {
        #expect(LintHarness.findings(of: .keyWindowAddSubview, in: Self.screen(body)).count == 1, "\(body)")
    }

    @Test(
        "fixed-navigation-index: split views, optional chains, casts and typed properties",
        arguments: [
            ("let detail = splitViewController?.viewControllers[1]", 1),
            ("let list = self.navigationController?.viewControllers[1]", 1),
            ("let list = (presentedViewController as? UINavigationController)?.viewControllers[2]", 1),
            ("let nav = UINavigationController(rootViewController: UIViewController())\nlet second = nav.viewControllers[1]", 1),
            ("let second = flowNavigation.viewControllers[1]", 1),
            ("let primary = splitViewController?.viewControllers[0]", 0),
            ("let tab = tabBarController?.viewControllers?[1]", 0),
            ("let second = navigationHistory.viewControllers[1]", 0),
        ])
    func navigationSpellings(_ body: String, _ expected: Int) {
        let source = Self.screen(
            body,
            in:
                "final class Screen: UIViewController {\n    let flowNavigation: UINavigationController = makeFlow()\n    let navigationHistory = HistoryStore()\n}\nextension Screen"
        )
        #expect(LintHarness.findings(of: .fixedNavigationIndex, in: source).count == expected, "\(body)")
    }
}
