import Foundation
import Testing
@testable import PadKitLint

@Suite("Info.plist rules")
struct InfoPlistRuleTests {
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    }

    static let allFour = """
        <array>
            <string>UIInterfaceOrientationPortrait</string>
            <string>UIInterfaceOrientationPortraitUpsideDown</string>
            <string>UIInterfaceOrientationLandscapeLeft</string>
            <string>UIInterfaceOrientationLandscapeRight</string>
        </array>
        """

    @Test func flagsRequiresFullScreenOnItsLine() {
        let findings = LintHarness.plistFindings(Self.plist("<key>CFBundleName</key>\n<string>App</string>\n<key>UIRequiresFullScreen</key>\n<true/>"))
        #expect(findings.map(\.ruleID) == ["requires-full-screen"])
        #expect(findings.first?.line == 7)
    }

    @Test("leaves multitasking apps alone", arguments: [
        "<key>UIRequiresFullScreen</key>\n<false/>",
        "<key>CFBundleName</key>\n<string>App</string>",
    ])
    func requiresFullScreenNearMisses(_ body: String) {
        #expect(LintHarness.plistFindings(Self.plist(body)).isEmpty)
    }

    @Test func flagsTheIPadVariantOfRequiresFullScreen() {
        let findings = LintHarness.plistFindings(Self.plist("<key>UIRequiresFullScreen~ipad</key>\n<true/>"))
        #expect(findings.map(\.ruleID) == ["requires-full-screen"])
    }

    @Test("flags iPad orientations that are not all four", arguments: [
        "<key>UISupportedInterfaceOrientations~ipad</key>\n<array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>",
        "<key>UISupportedInterfaceOrientations</key>\n<array><string>UIInterfaceOrientationPortrait</string></array>",
        "<key>UISupportedInterfaceOrientations~ipad</key>\n<array/>\n<key>UISupportedInterfaceOrientations</key>\n\(allFour)",
    ])
    func flagsOrientations(_ body: String) {
        let findings = LintHarness.plistFindings(Self.plist(body))
        #expect(findings.map(\.ruleID) == ["ipad-orientations-incomplete"])
        #expect(findings.first?.line == 5)
    }

    @Test("leaves complete or iPhone-only orientation lists alone", arguments: [
        "<key>UISupportedInterfaceOrientations~ipad</key>\n\(allFour)",
        "<key>UISupportedInterfaceOrientations</key>\n<array><string>UIInterfaceOrientationPortrait</string></array>\n<key>UISupportedInterfaceOrientations~ipad</key>\n\(allFour)",
        "<key>UIDeviceFamily</key>\n<array><integer>1</integer></array>\n<key>UISupportedInterfaceOrientations</key>\n<array><string>UIInterfaceOrientationPortrait</string></array>",
        "<key>CFBundleName</key>\n<string>App</string>",
        "<key>WKApplication</key>\n<true/>\n<key>UISupportedInterfaceOrientations</key>\n<array><string>UIInterfaceOrientationPortrait</string></array>",
        "<key>NSExtension</key>\n<dict/>\n<key>UIRequiresFullScreen</key>\n<true/>",
    ])
    func orientationNearMisses(_ body: String) {
        #expect(LintHarness.plistFindings(Self.plist(body)).isEmpty)
    }

    @Test func requiresFullScreenIsReportedOnceNotTwice() {
        let body = "<key>UIRequiresFullScreen</key>\n<true/>\n<key>UISupportedInterfaceOrientations</key>\n<array><string>UIInterfaceOrientationPortrait</string></array>"
        #expect(LintHarness.plistFindings(Self.plist(body)).map(\.ruleID) == ["requires-full-screen"])
    }

    @Test func readsBinaryPropertyListsOnLineOne() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["UIRequiresFullScreen": true], format: .binary, options: 0)
        let findings = InfoPlistLinter.lint(data: data, path: "Info.plist", settings: RuleSettings(.standard)).findings
        #expect(findings.map(\.ruleID) == ["requires-full-screen"])
        #expect(findings.first?.line == 1)
    }

    @Test("reports property lists that do not parse", arguments: [
        "<plist><dict><key>UIRequiresFullScreen</key></plist>",
        "this is not a property list",
        "<?xml version=\"1.0\"?><plist version=\"1.0\"><array><string>a</string></array></plist>",
    ])
    func unparsable(_ text: String) {
        let findings = LintHarness.plistFindings(text)
        #expect(findings.map(\.ruleID) == ["unparsable-file"])
        #expect(findings.first?.severity == .warning)
    }
}
