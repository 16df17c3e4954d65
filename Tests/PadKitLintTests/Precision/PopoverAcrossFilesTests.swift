import Testing
@testable import PadKitLint

/// Share sheets and action sheets built in one file and presented in another, through the module index.
@Suite("popover-without-anchor across the module")
struct PopoverAcrossFilesTests {
    static let factories = """
        import UIKit

        enum ShareFactory {
            static func makeShareSheet(for url: URL) -> UIActivityViewController {
                UIActivityViewController(activityItems: [url], applicationActivities: nil)
            }

            static func makeAnchoredSheet(for url: URL, from item: UIBarButtonItem) -> UIActivityViewController {
                let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                sheet.popoverPresentationController?.sourceItem = item
                return sheet
            }

            static func makeMenu(style: UIAlertController.Style) -> UIAlertController {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: style)
                return alert
            }

            static func makeAdaptiveMenu() -> UIAlertController {
                let style: UIAlertController.Style = UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet
                return UIAlertController(title: nil, message: nil, preferredStyle: style)
            }
        }

        extension UIViewController {
            func showOptions(title: String, style: UIAlertController.Style) {
                let alert = UIAlertController(title: title, message: nil, preferredStyle: style)
                present(alert, animated: true)
            }
        }
        """

    static func findings(presenting body: String, extra: String = "") -> [Finding] {
        let screen = """
            import UIKit

            final class ArticleViewController: UIViewController {
                let shareItem = UIBarButtonItem()
            \(extra)
                func share(_ url: URL) {
            \(body)
                }
            }
            """
        return LintHarness.moduleFindings([("Share/ShareFactory.swift", factories), ("Article/ArticleViewController.swift", screen)])
            .filter { $0.ruleID == Rule.popoverWithoutAnchor.id }
    }

    @Test(
        "flags a sheet built in another file and presented unanchored",
        arguments: [
            "present(ShareFactory.makeShareSheet(for: url), animated: true)",
            "let sheet = ShareFactory.makeShareSheet(for: url)\npresent(sheet, animated: true)",
            "let menu = ShareFactory.makeMenu(style: .actionSheet)\npresent(menu, animated: true)",
            "showOptions(title: \"Share\", style: .actionSheet)",
        ])
    func flags(_ body: String) {
        let found = Self.findings(presenting: body)
        #expect(found.count == 1, "\(body)")
        #expect(found.first?.path == "Article/ArticleViewController.swift")
        #expect(found.first?.message.contains("Share/ShareFactory.swift:") == true, "\(found.first?.message ?? "")")
    }

    @Test(
        "leaves anchored, adaptive and alert-style uses alone",
        arguments: [
            "let sheet = ShareFactory.makeShareSheet(for: url)\nsheet.popoverPresentationController?.sourceItem = shareItem\npresent(sheet, animated: true)",
            "present(ShareFactory.makeAnchoredSheet(for: url, from: shareItem), animated: true)",
            "let menu = ShareFactory.makeMenu(style: .alert)\npresent(menu, animated: true)",
            "present(ShareFactory.makeAdaptiveMenu(), animated: true)",
            "showOptions(title: \"Share\", style: .alert)",
            "if UIDevice.current.userInterfaceIdiom == .phone { present(ShareFactory.makeShareSheet(for: url), animated: true) }",
            "let sheet = ShareFactory.makeShareSheet(for: url)\nconfigureAnchor(sheet)\npresent(sheet, animated: true)",
        ])
    func nearMisses(_ body: String) {
        #expect(Self.findings(presenting: body).isEmpty, "\(body)")
    }

    @Test func aPropertyThatBuildsASheetIsFollowedIntoItsType() {
        let property =
            "    lazy var shareSheet: UIActivityViewController = {\n        let sheet = UIActivityViewController(activityItems: [], applicationActivities: nil)\n        return sheet\n    }()"
        #expect(Self.findings(presenting: "present(shareSheet, animated: true)", extra: property).count == 1)
        let anchoredElsewhere =
            property
            + "\n    override func viewDidLoad() { super.viewDidLoad(); shareSheet.popoverPresentationController?.barButtonItem = shareItem }"
        #expect(Self.findings(presenting: "present(shareSheet, animated: true)", extra: anchoredElsewhere).isEmpty)
    }

    @Test func theStyleGivenByALocalOrAParameterIsFollowed() {
        let local =
            "let style = UIAlertController.Style.actionSheet\nlet alert = UIAlertController(title: nil, message: nil, preferredStyle: style)\npresent(alert, animated: true)"
        #expect(Self.findings(presenting: local).count == 1)
        let adaptive =
            "let style: UIAlertController.Style = traitCollection.horizontalSizeClass == .regular ? .alert : .actionSheet\nlet alert = UIAlertController(title: nil, message: nil, preferredStyle: style)\npresent(alert, animated: true)"
        #expect(Self.findings(presenting: adaptive).isEmpty)
    }
}
