import Foundation
import Testing
@testable import PadKitLint

@Suite("scene-manifest-missing")
struct SceneManifestMissingTests {
    @Test("an app's Info.plist without a scene manifest is a warning on line 1")
    func flagsAnAppWithoutScenes() {
        let findings = LintHarness.plistFindings(PlistFixture.bare("<key>UILaunchStoryboardName</key>\n<string>LaunchScreen</string>"))
        #expect(findings.map(\.ruleID) == ["scene-manifest-missing"])
        #expect(findings.first?.severity == .warning && findings.first?.line == 1)
    }

    @Test("a manifest of any shape, an extension or a watch app is left alone", arguments: [
        "<key>UIApplicationSceneManifest</key>\n<dict/>\n<key>UILaunchScreen</key>\n<dict/>",
        "<key>UIApplicationSceneManifest</key>\n<dict>\n<key>UIApplicationSupportsMultipleScenes</key>\n<false/>\n</dict>\n<key>UILaunchScreen</key>\n<dict/>",
        "<key>NSExtension</key>\n<dict/>",
        "<key>WKApplication</key>\n<true/>",
    ])
    func nearMisses(_ body: String) {
        #expect(LintHarness.plistFindings(PlistFixture.bare(body)).filter { $0.ruleID == "scene-manifest-missing" }.isEmpty)
    }

    @Test("it never fails a run: its severity is a warning, and configuration can turn it off")
    func warningOnly() throws {
        #expect(Rule.sceneManifestMissing.defaultSeverity == .warning)
        let configuration = try LintConfiguration.parse(yaml: "disabled_rules: [scene-manifest-missing, launch-screen-missing]", path: "c.yml")
        #expect(LintHarness.plistFindings(PlistFixture.bare("<key>CFBundleName</key>\n<string>App</string>"), configuration: configuration).isEmpty)
    }
}
