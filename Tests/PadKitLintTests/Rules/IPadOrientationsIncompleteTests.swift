import Foundation
import Testing
@testable import PadKitLint

@Suite("ipad-orientations-incomplete")
struct IPadOrientationsIncompleteTests {
    @Test(
        "flags iPad orientations that are not all four",
        arguments: [
            "<key>UISupportedInterfaceOrientations~ipad</key>\n<array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>",
            "<key>UISupportedInterfaceOrientations</key>\n<array><string>UIInterfaceOrientationPortrait</string></array>",
            "<key>UISupportedInterfaceOrientations~ipad</key>\n<array/>\n<key>UISupportedInterfaceOrientations</key>\n\(PlistFixture.allFour)",
        ])
    func flagsOrientations(_ body: String) {
        let findings = LintHarness.plistFindings(PlistFixture.plist(body))
        #expect(findings.map(\.ruleID) == ["ipad-orientations-incomplete"])
        #expect(findings.first?.line == 5)
    }

    @Test(
        "leaves complete or iPhone-only orientation lists alone",
        arguments: [
            "<key>UISupportedInterfaceOrientations~ipad</key>\n\(PlistFixture.allFour)",
            "<key>UISupportedInterfaceOrientations</key>\n<array><string>UIInterfaceOrientationPortrait</string></array>\n<key>UISupportedInterfaceOrientations~ipad</key>\n\(PlistFixture.allFour)",
            "<key>UIDeviceFamily</key>\n<array><integer>1</integer></array>\n<key>UISupportedInterfaceOrientations</key>\n<array><string>UIInterfaceOrientationPortrait</string></array>",
            "<key>CFBundleName</key>\n<string>App</string>",
            "<key>WKApplication</key>\n<true/>\n<key>UISupportedInterfaceOrientations</key>\n<array><string>UIInterfaceOrientationPortrait</string></array>",
            "<key>NSExtension</key>\n<dict/>\n<key>UIRequiresFullScreen</key>\n<true/>",
        ])
    func orientationNearMisses(_ body: String) {
        #expect(LintHarness.plistFindings(PlistFixture.plist(body)).isEmpty)
    }
}
