import Testing
@testable import PadKitLint

/// `popover-without-anchor` decides conditional styles and anchors from the condition and from
/// the project's own helpers, wherever in the run they are declared; an `error` is certain, and
/// what the rule cannot decide is a `warning` that says so. The three false-error patterns found
/// on real apps (the idiom chosen by a project extension on `UIViewController`, an anchor set
/// only on iPad, an anchor set by a project helper) are here as modules of several files.
@Suite("popover-without-anchor: conditions and project helpers")
struct PopoverConditionTests {
    /// `isPad` on `UIViewController` in another folder, and same-named properties of other types
    /// that are not idiom helpers (a stored flag, a stored test), as DuckDuckGo's iOS app has them.
    static let helpers = [
        (
            "Core/UIViewControllerExtension.swift",
            """
            import UIKit

            extension UIViewController {
                var isPad: Bool {
                    return UIDevice.current.userInterfaceIdiom == .pad
                }

                func configureAsPopover(barButtonItem: UIBarButtonItem) {
                    modalPresentationStyle = .popover
                    guard let presentationController = popoverPresentationController else { return }
                    presentationController.barButtonItem = barButtonItem
                }
            }

            extension UIDevice {
                var isIpad: Bool { userInterfaceIdiom == .pad }
            }
            """
        ),
        (
            "App/AppWidthObserver.swift",
            """
            final class AppWidthObserver {
                var isPad = false
            }
            struct Settings {
                private lazy var isPad = UIDevice.current.userInterfaceIdiom == .pad
            }
            """
        ),
    ]

    static func findings(_ body: String, inExtension: Bool = false) -> [Finding] {
        let source = "import UIKit\n\nenum Prompts {\n" + body + "\n}\n"
        let target =
            inExtension ? AppTarget(root: "", plistPath: "Share/Info.plist", kind: .appExtension, isMultitaskingIPadApp: false) : nil
        return LintHarness.moduleFindings(helpers + [("App/Prompts.swift", source)], target: target)
            .filter { $0.ruleID == Rule.popoverWithoutAnchor.id }
    }

    @Test(
        "decided by the idiom through the project's helpers: no finding",
        arguments: [
            """
            static func ask(usingController controller: UIViewController) {
                let prompt = UIAlertController(title: nil, message: nil, preferredStyle: controller.isPad ? .alert : .actionSheet)
                controller.present(prompt, animated: true)
            }
            """,
            """
            static func ask(usingController controller: UIViewController) {
                let prompt = UIAlertController(title: nil, message: nil, preferredStyle: !controller.isPad ? .actionSheet : .alert)
                controller.present(prompt, animated: true)
            }
            """,
            """
            static func clear(usingController controller: UIViewController) {
                if controller.isPad {
                    let alert = UIAlertController(title: "Clear", message: nil, preferredStyle: .alert)
                    controller.present(alert, animated: true)
                } else {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    controller.present(alert, animated: true)
                }
            }
            """,
            """
            static func share(_ url: URL, from viewController: UIViewController, sourceView: UIView?) {
                let activityViewController = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                if UIDevice.current.isIpad {
                    activityViewController.popoverPresentationController?.sourceView = sourceView ?? viewController.view
                }
                viewController.present(activityViewController, animated: true, completion: nil)
            }
            """,
            """
            static func share(_ note: String, from controller: UIViewController, barButtonItem: UIBarButtonItem) {
                let activityController = UIActivityViewController(activityItems: [note], applicationActivities: nil)
                activityController.configureAsPopover(barButtonItem: barButtonItem)
                controller.present(activityController, animated: true, completion: nil)
            }
            """,
            """
            static func ask(_ controller: UIViewController) {
                let style: UIAlertController.Style = controller.traitCollection.horizontalSizeClass == .regular ? .alert : .actionSheet
                let prompt = UIAlertController(title: nil, message: nil, preferredStyle: style)
                controller.present(prompt, animated: true)
            }
            """,
        ])
    func decided(_ body: String) {
        #expect(Self.findings(body).isEmpty, "\(body)")
    }

    @Test func aHelperInsideAViewControllerSubclassIsFoundThroughItsSuperclass() {
        let body = """
            }
            final class DaxViewController: UITableViewController {
                func hide() {
                    let alertController = UIAlertController(title: nil, message: nil, preferredStyle: isPad ? .alert : .actionSheet)
                    present(alertController, animated: true)
                }
            """
        #expect(Self.findings(body).isEmpty)
    }

    @Test func theIPhoneBranchOfTheHelperIsStillAPopoverWhereItIsTrueOnIPad() {
        let body = """
            static func ask(usingController controller: UIViewController) {
                let prompt = UIAlertController(title: nil, message: nil, preferredStyle: controller.isPad ? .actionSheet : .alert)
                controller.present(prompt, animated: true)
            }
            """
        #expect(Self.findings(body).map(\.severity) == [.error])
    }

    @Test func aConditionTheRuleCannotReadIsAWarningThatSaysSo() {
        let body = """
            static func ask(usingController controller: UIViewController, compact: Bool) {
                let prompt = UIAlertController(title: nil, message: nil, preferredStyle: compact ? .actionSheet : .alert)
                controller.present(prompt, animated: true)
            }
            """
        let findings = Self.findings(body)
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.message.contains("unless compact; could not decide whether that is true on iPad") == true)
    }

    @Test func anUnanchoredSheetIsStillACertainError() {
        let body = """
            static func ask(usingController controller: UIViewController) {
                let prompt = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                controller.present(prompt, animated: true)
            }
            """
        #expect(Self.findings(body).map(\.severity) == [.error])
    }

    @Test func aHelperThatDoesNotAnchorDoesNotCount() {
        let body = """
            static func ask(usingController controller: UIViewController) {
                let prompt = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                prompt.addActions()
                controller.present(prompt, animated: true)
            }
            }
            extension UIAlertController {
                func addActions() { addAction(UIAlertAction(title: "OK", style: .default)) }
            """
        #expect(Self.findings(body).map(\.severity) == [.error])
    }

    @Test func inAnAppExtensionTheWidthIsUnknownSoItIsAWarning() {
        let body = """
            static func ask(usingController controller: UIViewController) {
                let prompt = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                controller.present(prompt, animated: true)
            }
            """
        let findings = Self.findings(body, inExtension: true)
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.message.contains("app extension") == true)
    }
}
