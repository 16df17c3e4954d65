import Testing
@testable import PadKitLint

@Suite("popover-without-anchor")
struct PopoverWithoutAnchorTests {
    @Test(
        "flags popovers presented with no anchor",
        arguments: [
            """
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            present(sheet, animated: true)
            """,
            """
            let picker = ColorPickerViewController()
            picker.modalPresentationStyle = .popover
            picker.popoverPresentationController?.permittedArrowDirections = .up
            self.present(picker, animated: true, completion: nil)
            """,
            """
            let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
            present(activity, animated: true)
            """,
            "present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)",
            """
            let menu = UIAlertController(title: "Share", message: nil, preferredStyle: UIAlertController.Style.actionSheet)
            navigationController?.present(menu, animated: true)
            """,
        ])
    func flags(_ body: String) {
        #expect(LintHarness.findings(of: .popoverWithoutAnchor, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test(
        "leaves anchored or unknowable popovers alone",
        arguments: [
            """
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.popoverPresentationController?.sourceView = card
            sheet.popoverPresentationController?.sourceRect = card.bounds
            present(sheet, animated: true)
            """,
            """
            let picker = ColorPickerViewController()
            picker.modalPresentationStyle = .popover
            picker.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
            present(picker, animated: true)
            """,
            """
            let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
            activity.popoverPresentationController?.sourceItem = shareButton
            present(activity, animated: true)
            """,
            """
            let picker = ColorPickerViewController()
            picker.modalPresentationStyle = .popover
            if let popover = picker.popoverPresentationController {
                popover.sourceView = card
                popover.sourceRect = card.bounds
            }
            present(picker, animated: true)
            """,
            """
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            present(sheet, animated: true)
            sheet.popoverPresentationController?.sourceView = card
            """,
            """
            let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
            present(alert, animated: true)
            """,
            """
            let picker = ColorPickerViewController()
            picker.modalPresentationStyle = .popover
            PopoverAnchor.attach(picker, to: card)
            present(picker, animated: true)
            """,
            """
            let picker = ColorPickerViewController()
            picker.modalPresentationStyle = .popover
            picker.popoverPresentationController?.delegate = self
            present(picker, animated: true)
            """,
            """
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            if UIDevice.current.userInterfaceIdiom == .phone {
                present(sheet, animated: true)
            }
            """,
            """
            if UIDevice.current.userInterfaceIdiom == .pad {
                present(UIAlertController(title: "Remove all?", message: nil, preferredStyle: .alert), animated: true)
            } else {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                present(sheet, animated: true)
            }
            """,
            """
            if traitCollection.horizontalSizeClass != .regular {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                present(sheet, animated: true)
            }
            """,
            """
            guard traitCollection.userInterfaceIdiom != .phone else {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                present(sheet, animated: true)
                return
            }
            """,
            """
            let picker = ColorPickerViewController()
            picker.modalPresentationStyle = .formSheet
            present(picker, animated: true)
            """,
            "present(pendingSheet, animated: true)",
            """
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.popoverPresentationController.map { $0.sourceView = card }
            present(sheet, animated: true)
            """,
        ])
    func nearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .popoverWithoutAnchor, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }

    @Test(
        "still flags the iPad branch",
        arguments: [
            """
            if UIDevice.current.userInterfaceIdiom == .pad {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                present(sheet, animated: true)
            }
            """,
            """
            if !isPad {
                present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true)
            } else {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                present(sheet, animated: true)
            }
            """,
            """
            if isPad && hasItems {
            } else {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                present(sheet, animated: true)
            }
            """,
        ])
    func iPadBranches(_ body: String) {
        #expect(LintHarness.findings(of: .popoverWithoutAnchor, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test func aBoolNamedIsPadIsNotAnIdiomTestUnlessTheIndexSaysSo() {
        let body = """
            if isPad {
            } else {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                present(sheet, animated: true)
            }
            """
        // `isPad` unknown to the index (a stored flag, a feature switch): the present is judged.
        #expect(LintHarness.findings(of: .popoverWithoutAnchor, in: LintHarness.inViewDidLoad(body)).count == 1)
        // Declared in the module as an idiom comparison: the else branch is iPhone-only.
        let helper = "var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }\n"
        #expect(
            LintHarness.moduleFindings([("Helper.swift", helper), ("Test.swift", LintHarness.inViewDidLoad(body))])
                .filter { $0.ruleID == "popover-without-anchor" }.isEmpty)
    }

    @Test func aParameterIsNotJudged() {
        let source = """
            func show(_ controller: UIViewController) {
                controller.modalPresentationStyle = .popover
                present(controller, animated: true)
            }
            """
        #expect(LintHarness.findings(of: .popoverWithoutAnchor, in: source).isEmpty)
    }

    @Test func theFindingSitsOnThePresentCall() {
        let body = """
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            present(sheet, animated: true)
            """
        let findings = LintHarness.findings(of: .popoverWithoutAnchor, in: LintHarness.inViewDidLoad(body))
        #expect(findings.map(\.line) == [10])
        #expect(findings.first?.message.hasSuffix("('sheet': an action sheet is a popover on iPad)") == true)
    }
}
