import Foundation
import Testing
@testable import PadKitLint

@Suite("launch-screen-missing")
struct LaunchScreenMissingTests {
    @Test("no launch screen key is a note on line 1 in a folder (the key may be generated); an empty storyboard name is one on its line")
    func flags() {
        let none = LintHarness.plistFindings(PlistFixture.bare("<key>UIApplicationSceneManifest</key>\n<dict/>"))
        #expect(none.map(\.ruleID) == ["launch-screen-missing"] && none.first?.line == 1 && none.first?.severity == .note)
        let empty = LintHarness.plistFindings(
            PlistFixture.bare("<key>UIApplicationSceneManifest</key>\n<dict/>\n<key>UILaunchStoryboardName</key>\n<string></string>"))
        #expect(empty.map(\.ruleID) == ["launch-screen-missing"] && empty.first?.line == 7)
        #expect(empty.first?.message.contains("UILaunchStoryboardName is empty") == true)
    }

    @Test(
        "a storyboard or a UILaunchScreen dictionary, for any device, counts",
        arguments: [
            "<key>UILaunchStoryboardName</key>\n<string>LaunchScreen</string>",
            "<key>UILaunchStoryboardName~ipad</key>\n<string>LaunchScreen</string>",
            "<key>UILaunchScreen</key>\n<dict/>",
            "<key>UILaunchScreen~iphone</key>\n<dict/>",
        ])
    func nearMisses(_ body: String) {
        let findings = LintHarness.plistFindings(PlistFixture.bare("<key>UIApplicationSceneManifest</key>\n<dict/>\n" + body))
        #expect(findings.isEmpty, "\(findings)")
    }
}
