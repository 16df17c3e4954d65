import Foundation
import Testing
@testable import PadKitLint

@Suite("requires-full-screen")
struct RequiresFullScreenTests {
    @Test func flagsRequiresFullScreenOnItsLine() {
        let findings = LintHarness.plistFindings(
            PlistFixture.plist("<key>CFBundleName</key>\n<string>App</string>\n<key>UIRequiresFullScreen</key>\n<true/>"))
        #expect(findings.map(\.ruleID) == ["requires-full-screen"])
        #expect(findings.first?.line == 7)
    }

    @Test(
        "leaves multitasking apps alone, and apps that have the key ignored from iPadOS 26 or earlier",
        arguments: [
            "<key>UIRequiresFullScreen</key>\n<false/>",
            "<key>CFBundleName</key>\n<string>App</string>",
            "<key>UIRequiresFullScreen</key>\n<true/>\n<key>UIRequiresFullScreenIgnoredStartingWithVersion</key>\n<string>26</string>",
            "<key>UIRequiresFullScreen~ipad</key>\n<true/>\n<key>UIRequiresFullScreenIgnoredStartingWithVersion</key>\n<string>26.0</string>",
            "<key>UIRequiresFullScreen</key>\n<true/>\n<key>UIRequiresFullScreenIgnoredStartingWithVersion</key>\n<string>18</string>",
        ])
    func requiresFullScreenNearMisses(_ body: String) {
        #expect(LintHarness.plistFindings(PlistFixture.plist(body)).isEmpty)
    }

    @Test("a key ignored only from a release after 26 is still flagged, and the finding says up to when", arguments: ["26.2", "27", "28"])
    func ignoredLater(version: String) {
        let body =
            "<key>UIRequiresFullScreen</key>\n<true/>\n<key>UIRequiresFullScreenIgnoredStartingWithVersion</key>\n<string>\(version)</string>"
        let findings = LintHarness.plistFindings(PlistFixture.plist(body))
        #expect(findings.map(\.ruleID) == ["requires-full-screen"])
        #expect(findings.first?.message.contains("UIRequiresFullScreenIgnoredStartingWithVersion is \(version)") == true, "\(findings)")
    }

    @Test func flagsTheIPadVariantOfRequiresFullScreen() {
        let findings = LintHarness.plistFindings(PlistFixture.plist("<key>UIRequiresFullScreen~ipad</key>\n<true/>"))
        #expect(findings.map(\.ruleID) == ["requires-full-screen"])
    }

    @Test func requiresFullScreenIsReportedOnceNotTwice() {
        let body =
            "<key>UIRequiresFullScreen</key>\n<true/>\n<key>UISupportedInterfaceOrientations</key>\n<array><string>UIInterfaceOrientationPortrait</string></array>"
        #expect(LintHarness.plistFindings(PlistFixture.plist(body)).map(\.ruleID) == ["requires-full-screen"])
    }

    @Test func readsBinaryPropertyListsOnLineOne() throws {
        let plist: [String: Any] = [
            "UIRequiresFullScreen": true, "UIApplicationSceneManifest": [String: Any](), "UILaunchScreen": [String: Any](),
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let findings = InfoPlistLinter.lint(data: data, path: "Info.plist", settings: RuleSettings(.standard)).findings
        #expect(findings.map(\.ruleID) == ["requires-full-screen"])
        #expect(findings.first?.line == 1)
    }
}
