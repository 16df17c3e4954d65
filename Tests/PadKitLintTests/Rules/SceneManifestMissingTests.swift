import Foundation
import Testing
@testable import PadKitLint

@Suite("scene-manifest-missing")
struct SceneManifestMissingTests {
    @Test("an app's Info.plist without a scene manifest is a note on line 1 in a folder, a warning when the generated keys were resolved")
    func flagsAnAppWithoutScenes() {
        let xml = PlistFixture.bare("<key>UILaunchStoryboardName</key>\n<string>LaunchScreen</string>")
        let findings = LintHarness.plistFindings(xml)
        #expect(findings.map(\.ruleID) == ["scene-manifest-missing"])
        // Xcode may generate the manifest from a build setting the folder does not show.
        #expect(findings.first?.severity == .note && findings.first?.line == 1)
        #expect(findings.first?.message.contains("build settings") == true)
        let resolved = InfoPlistLinter.lint(
            data: Data(xml.utf8), path: "Info.plist", settings: RuleSettings(.standard), generatedKeysResolved: true)
        #expect(resolved.findings.map(\.severity) == [.warning])
    }

    /// Issue 34: test bundles, frameworks, extensions, macOS and tvOS plists and configuration
    /// files named like an Info.plist are not an iPad app's.
    @Test(
        "only an app's plist is judged",
        arguments: [
            ("<key>CFBundlePackageType</key>\n<string>BNDL</string>", false),
            ("<key>CFBundlePackageType</key>\n<string>FMWK</string>", false),
            ("<key>CFBundlePackageType</key>\n<string>APPL</string>", true),
            ("<key>EXAppExtensionAttributes</key>\n<dict/>", false),
            ("<key>CFBundleName</key>\n<string>Mac</string>\n<key>LSMinimumSystemVersion</key>\n<string>14.0</string>", false),
            ("<key>CFBundleName</key>\n<string>TV</string>\n<key>UIDeviceFamily</key>\n<array><integer>3</integer></array>", false),
            ("<key>GOOGLE_APP_ID</key>\n<string>1:2:ios:3</string>\n<key>CLIENT_ID</key>\n<string>x</string>", false),
        ])
    func onlyApps(body: String, judged: Bool) {
        let findings = LintHarness.plistFindings(PlistFixture.bare(body)).filter {
            $0.ruleID == "scene-manifest-missing" || $0.ruleID == "launch-screen-missing"
        }
        #expect(findings.isEmpty != judged, "\(findings)")
    }

    @Test(
        "a target whose sources start with a SwiftUI App is scene-based; a $(PRODUCT_BUNDLE_PACKAGE_TYPE) plist without an app beside it is not judged"
    )
    func swiftUIAppAndUnresolvedPackageType() throws {
        let folder = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(folder) }
        let generic =
            "<key>CFBundlePackageType</key>\n<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>\n<key>CFBundleName</key>\n<string>$(PRODUCT_NAME)</string>"
        try LintHarness.write(
            [
                ("App/Info.plist", PlistFixture.bare(generic)),
                (
                    "App/MyApp.swift",
                    "import SwiftUI\n@main\nstruct MyApp: App {\n    var body: some Scene { WindowGroup { Text(\"a\") } }\n}\n"
                ),
                ("AppTests/Info.plist", PlistFixture.bare(generic)),
                ("AppTests/Tests.swift", "import XCTest\nfinal class Tests: XCTestCase {}\n"),
            ], under: folder)
        let report = try Linter.lint(paths: [folder.path], root: folder.path)
        let plistFindings = report.findings.filter { $0.ruleID == "scene-manifest-missing" || $0.ruleID == "launch-screen-missing" }
        // The app: a launch-screen note (the key may be generated), no scene finding; the tests: nothing.
        #expect(
            plistFindings.map(\.path) == ["App/Info.plist"] && plistFindings.map(\.ruleID) == ["launch-screen-missing"], "\(plistFindings)")
    }

    @Test(
        "a manifest of any shape, an extension or a watch app is left alone",
        arguments: [
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
        let configuration = try LintConfiguration.parse(
            yaml: "disabled_rules: [scene-manifest-missing, launch-screen-missing]", path: "c.yml")
        #expect(
            LintHarness.plistFindings(PlistFixture.bare("<key>CFBundleName</key>\n<string>App</string>"), configuration: configuration)
                .isEmpty)
    }
}

/// Issue 34: under `padkit lint --project` the plist is the app's, resolved: its findings are warnings.
@Suite("Info.plists resolved from a project")
struct ResolvedInfoPlistTests {
    @Test("a resolved plist without the keys is warned about; a SwiftUI App among the files given is scene-based")
    func resolved() throws {
        let folder = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(folder) }
        try LintHarness.write(
            [
                (
                    "Resolved/App/Info.plist",
                    PlistFixture.bare("<key>CFBundlePackageType</key>\n<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>")
                ),
                ("Project/Sources/Feed.swift", "import UIKit\nfinal class Feed: UIViewController {}\n"),
            ], under: folder)
        var configuration = LintConfiguration.standard
        configuration.infoPlistsResolved = true
        let paths = [folder.appendingPathComponent("Project/Sources").path, folder.appendingPathComponent("Resolved/App/Info.plist").path]
        let report = try Linter.lint(paths: paths, root: folder.appendingPathComponent("Project").path, configuration: configuration)
        let plist = report.findings.filter { $0.ruleID == "scene-manifest-missing" || $0.ruleID == "launch-screen-missing" }
        #expect(plist.map(\.severity) == [.warning, .warning], "\(plist)")
        // Without the folder it was written under, the copy is named where it is.
        #expect(plist.allSatisfy { $0.path.hasSuffix("Resolved/App/Info.plist") && $0.path.hasPrefix("/") }, "\(plist.map(\.path))")
        // With it, by its path in the project, as `padkit lint --project` passes it.
        var named = configuration
        named.resolvedInfoPlistFolder = folder.appendingPathComponent("Resolved").path
        let inProject = try Linter.lint(paths: paths, root: folder.appendingPathComponent("Project").path, configuration: named)
        #expect(inProject.findings.filter { $0.ruleID == "scene-manifest-missing" }.map(\.path) == ["App/Info.plist"])

        try LintHarness.write(
            [
                (
                    "Project/Sources/MyApp.swift",
                    "import SwiftUI\n@main\nstruct MyApp: App {\n    var body: some Scene { WindowGroup { Text(\"a\") } }\n}\n"
                )
            ], under: folder)
        let swiftUI = try Linter.lint(paths: paths, root: folder.appendingPathComponent("Project").path, configuration: configuration)
        #expect(swiftUI.findings.filter { $0.ruleID == "scene-manifest-missing" }.isEmpty)
        #expect(swiftUI.findings.contains { $0.ruleID == "launch-screen-missing" && $0.severity == .warning })
    }
}
