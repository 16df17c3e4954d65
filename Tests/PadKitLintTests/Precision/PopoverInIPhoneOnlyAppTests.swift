import Foundation
import Testing

@testable import PadKitLint

/// An iPhone-only app keeps the phone idiom on iPad (compatibility mode, or a resizable window
/// from iPadOS 27) and on iPhone Duo, so the popovers UIKit decides by the idiom (action sheets,
/// activity controllers) are sheets there; a controller styled `.popover` adapts by the size
/// class and is still a popover in a regular-width window (iPhone Duo's inner display).
/// Found on AltStore (rileytestut/AltStore, `TARGETED_DEVICE_FAMILY = 1`), whose five action
/// sheets were reported as crashes on iPad.
@Suite("popover-without-anchor in an iPhone-only app")
struct PopoverInIPhoneOnlyAppTests {
    static let iPhoneOnly = AppTarget(root: "", plistPath: "Info.plist", kind: .app, isMultitaskingIPadApp: false, isIPhoneOnly: true)
    static let universal = AppTarget(root: "", plistPath: "Info.plist", kind: .app, isMultitaskingIPadApp: true)

    static func findings(_ body: String, target: AppTarget) -> [Finding] {
        let source = "import UIKit\n\nfinal class Prompts: UIViewController {\n    func ask(url: URL) {\n" + body + "\n    }\n}\n"
        return LintHarness.moduleFindings([("App/Prompts.swift", source)], target: target)
            .filter { $0.ruleID == Rule.popoverWithoutAnchor.id }
    }

    @Test(
        "decided by the idiom: an error in a universal app, nothing in an iPhone-only one",
        arguments: [
            """
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            present(sheet, animated: true)
            """,
            """
            let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
            present(activity, animated: true)
            """,
            """
            present(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet), animated: true)
            """,
        ])
    func idiomDecided(body: String) {
        #expect(Self.findings(body, target: Self.universal).map(\.severity) == [.error])
        #expect(Self.findings(body, target: Self.iPhoneOnly).isEmpty)
    }

    @Test("styled .popover: an error in an iPhone-only app too (regular width on iPhone Duo's inner display)")
    func styledPopover() {
        let body = """
            let picker = UIViewController()
            picker.modalPresentationStyle = .popover
            present(picker, animated: true)
            """
        #expect(Self.findings(body, target: Self.iPhoneOnly).map(\.severity) == [.error])
    }

    @Test("a project's Info.plist decides it, for Swift and Objective-C alike")
    func throughTheLinter() throws {
        let sheetSwift = """
            import UIKit
            final class Feed: UIViewController {
                func share(url: URL) {
                    let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                    present(activity, animated: true)
                }
            }
            """
        let sheetObjC = """
            - (void)remove {
                UIAlertController *sheet = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];
                [self presentViewController:sheet animated:YES completion:nil];
            }
            """
        func plist(_ family: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundlePackageType</key><string>APPL</string>
            <key>UIDeviceFamily</key><array>\(family)</array>
            </dict></plist>
            """
        }
        for (family, expected) in [("<integer>1</integer>", 0), ("<integer>1</integer><integer>2</integer>", 2)] {
            let folder = try LintHarness.temporaryDirectory()
            defer { LintHarness.remove(folder) }
            try LintHarness.write(
                [("App/Info.plist", plist(family)), ("App/Feed.swift", sheetSwift), ("App/Remove.m", sheetObjC)], under: folder)
            let report = try Linter.lint(paths: [folder.path], root: folder.path)
            let popovers = report.findings.filter { $0.ruleID == Rule.popoverWithoutAnchor.id }
            #expect(popovers.count == expected, "UIDeviceFamily \(family): \(popovers.map(\.path))")
        }
    }
}
