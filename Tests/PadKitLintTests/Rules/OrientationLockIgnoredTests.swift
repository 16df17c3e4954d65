import Foundation
import Testing
@testable import PadKitLint

@Suite("orientation-lock-ignored")
struct OrientationLockIgnoredTests {
    static func findings(_ source: String, target: AppTarget? = LintHarness.multitaskingApp) -> [Finding] {
        LintHarness.moduleFindings([("Player.swift", source)], target: target).filter { $0.ruleID == Rule.orientationLockIgnored.id }
    }

    @Test(
        "flags locks and requests in a multitasking iPad app",
        arguments: [
            "final class Player: UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }\n}",
            "final class Player: UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { return [.landscapeLeft, .landscapeRight] }\n}",
            "final class Player: UIViewController {\n    func rotate() { view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) }\n}",
            "final class AppDelegate: UIResponder, UIApplicationDelegate {\n    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .allButUpsideDown }\n}",
        ])
    func flags(_ source: String) {
        #expect(Self.findings(source).count == 1, "\(source)")
    }

    @Test(
        "left alone",
        arguments: [
            "final class Player: UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }\n}",
            "final class Player: UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all }\n}",
            "final class Player: UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {\n        if UIDevice.current.userInterfaceIdiom == .phone { return .portrait }\n        return .all\n    }\n}",
            "final class Player: UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed }\n}",
            "final class Windows {\n    func place(_ scene: UIWindowScene, frame: CGRect) { scene.requestGeometryUpdate(.Mac(systemFrame: frame)) }\n}",
            "final class Player: UIViewController {\n    func rotate() {\n        guard UIDevice.current.userInterfaceIdiom == .phone else { return }\n        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))\n    }\n}",
        ])
    func nearMisses(_ source: String) {
        #expect(Self.findings(source).isEmpty, "\(source)")
    }

    @Test func theTargetsInfoPlistDecides() {
        let lock =
            "final class Player: UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }\n}"
        #expect(Self.findings(lock, target: nil).isEmpty)
        #expect(Self.findings(lock, target: AppTarget(root: "", plistPath: "Info.plist", kind: .app, isMultitaskingIPadApp: false)).isEmpty)
    }

    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    }

    static let allFour =
        "<key>UISupportedInterfaceOrientations~ipad</key><array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>"

    @Test(
        "Info.plist decides whether the app multitasks on iPad",
        arguments: [
            ("", true),
            (allFour, true),
            (allFour + "<key>UIRequiresFullScreen</key><true/>", false),
            ("<key>UISupportedInterfaceOrientations~ipad</key><array><string>UIInterfaceOrientationPortrait</string></array>", false),
            ("<key>UIDeviceFamily</key><array><integer>1</integer></array>", false),
            ("<key>NSExtension</key><dict/>", false),
        ])
    func multitasking(_ body: String, _ expected: Bool) {
        let target = InfoPlistLinter.target(data: Data(Self.plist(body).utf8), path: "App/Supporting Files/Info.plist")
        #expect(target?.isMultitaskingIPadApp == expected)
        #expect(target?.root == "App")
    }

    @Test func endToEndThePlistAndTheSwiftFilesOfOneTargetMeet() throws {
        let directory = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(directory) }
        let lock =
            "final class Player: UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }\n}\n"
        try LintHarness.write(
            [
                ("App/Resources/Info.plist", Self.plist(Self.allFour)),
                ("App/Player.swift", lock),
                ("LegacyApp/Info.plist", Self.plist(Self.allFour + "<key>UIRequiresFullScreen</key><true/>")),
                ("LegacyApp/Player.swift", lock),
                ("Shared/Player.swift", lock),
            ], under: directory)
        let report = try Linter.lint(paths: [directory.path], root: directory.path)
        #expect(report.findings.filter { $0.ruleID == Rule.orientationLockIgnored.id }.map(\.path) == ["App/Player.swift"])
    }
}
