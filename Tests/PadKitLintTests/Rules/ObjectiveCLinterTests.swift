import Foundation
import Testing
@testable import PadKitLint

/// Issue 34: the crash-level rules on Objective-C files, by a small lexer.
@Suite("Objective-C files")
struct ObjectiveCLinterTests {
    static func findings(_ source: String) -> [Finding] {
        ObjectiveCLinter.lint(source: source, path: "A.m", settings: RuleSettings(.standard)).findings
    }

    @Test(
        "an action sheet or activity sheet presented with no anchor is an error at the line it is made",
        arguments: [
            (
                "- (void)share {\n    UIAlertController *sheet = [UIAlertController alertControllerWithTitle:nil message:nil\n        preferredStyle:UIAlertControllerStyleActionSheet];\n    [self presentViewController:sheet animated:YES completion:nil];\n}\n",
                2
            ),
            (
                "- (void)share {\n    // a comment { with a brace\n    UIActivityViewController *avc = [[UIActivityViewController alloc] initWithActivityItems:@[] applicationActivities:nil];\n    [self presentViewController:avc animated:YES completion:nil];\n}\n",
                3
            ),
        ])
    func flagged(source: String, line: Int) {
        let findings = Self.findings(source)
        #expect(
            findings.map(\.ruleID) == ["popover-without-anchor"] && findings.first?.line == line && findings.first?.severity == .error,
            "\(findings)")
    }

    @Test(
        "an anchor set on the sheet, an idiom test, an alert, or a sheet never presented here is no finding",
        arguments: [
            "- (void)a {\n    UIAlertController *s = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];\n    s.popoverPresentationController.sourceView = self.view;\n    [self presentViewController:s animated:YES completion:nil];\n}\n",
            "- (void)a {\n    UIAlertController *s = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];\n    UIPopoverPresentationController *p = [s popoverPresentationController];\n    p.barButtonItem = self.item;\n    [self presentViewController:s animated:YES completion:nil];\n}\n",
            "- (void)a {\n    if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) { return; }\n    UIAlertController *s = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];\n    [self presentViewController:s animated:YES completion:nil];\n}\n",
            "- (void)a {\n    UIAlertController *s = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleAlert];\n    [self presentViewController:s animated:YES completion:nil];\n}\n",
            "- (UIAlertController *)make {\n    UIAlertController *s = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];\n    return s;\n}\n",
            "/* UIAlertController *s = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];\n[self presentViewController:s animated:YES completion:nil]; */\n",
        ])
    func nearMisses(source: String) {
        #expect(Self.findings(source).isEmpty)
    }

    @Test("setting the device orientation through key-value coding is flagged; a string that mentions it in a comment is not")
    func orientation() {
        let findings = Self.findings(
            "- (void)rotate {\n    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@\"orientation\"];\n    // [[UIDevice currentDevice] setValue:@(1) forKey:@\"orientation\"];\n}\n"
        )
        #expect(findings.map(\.ruleID) == ["orientation-kvc"] && findings.first?.line == 2)
    }

    @Test("a run over Objective-C files says how they were linted")
    func summary() throws {
        let folder = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(folder) }
        try LintHarness.write([("App/Share.m", "- (void)a {\n}\n"), ("App/Feed.swift", "import UIKit\n")], under: folder)
        let report = try Linter.lint(paths: [folder.path], root: folder.path)
        #expect(report.fileCount == 2 && report.objectiveCFileCount == 1)
        #expect(
            OutputFormat.text.render(report).contains(
                "1 Objective-C file (.m, .mm): 2 of \(Rule.all.count) rules (popover-without-anchor, orientation-kvc)."))
    }
}
