import Foundation
import SnapshotSupport
import Testing
@testable import PadKitCLI

/// The user's own app as the input: `matrix --app PATH`, `simulate` with a description file or an
/// inline app, `app check` and `app init`. Paths in the output are shown relative to `Apps/`.
@Suite("CLI output for app descriptions")
struct AppDescriptionGoldenTests {
    static let cases: [(arguments: [String], golden: String)] = [
        (["matrix", "--app", "@mail.json", "--device", "ipad-pro-11-inch-m4", "--device", "iphone-16"], "matrix-app-mail.txt"),
        (
            ["matrix", "--app", "@fullscreen-camera.json", "--device", "ipad-pro-13-inch-m5", "--device", "iphone-16"],
            "matrix-app-fullscreen.txt"
        ),
        (
            ["matrix", "--app", "@fullscreen-camera.json", "--device", "ipad-pro-13-inch-m5", "--os-version", "26.2", "--format", "json"],
            "matrix-app-fullscreen-26-2.json"
        ),
        (
            ["matrix", "--app", "@ipad-only-notes.json", "--device", "ipad-mini-6th-gen", "--device", "iphone-16", "--format", "json"],
            "matrix-app-ipad-only.json"
        ),
        (
            ["matrix", "--app", "@minimum-size.json", "--device", "ipad-pro-11-inch-m4", "--orientation", "landscape"],
            "matrix-app-minimum-size.txt"
        ),
        (
            ["matrix", "--app", "@minimum-size.json", "--device", "ipad-pro-11-inch-m4", "--device", "iphone-16", "--format", "json"],
            "matrix-app-minimum-size.json"
        ),
        (
            ["matrix", "--app", "@minimal-controls.json", "--device", "ipad-pro-11-inch-m4", "--orientation", "landscape"],
            "matrix-app-minimal-controls.txt"
        ),
        (
            [
                "matrix", "--app", "@status-bar-hidden.json", "--device", "ipad-pro-11-inch-m4", "--device", "iphone-se-3rd-gen",
                "--device", "iphone-16", "--orientation", "portrait", "--mode", "full", "--os-version", "26.0",
            ],
            "matrix-app-status-bar-hidden-26-0.txt"
        ),
        (
            ["matrix", "--app", "@idiom-layout.json", "--device", "iphone-duo", "--device", "ipad-mini-a17-pro"],
            "matrix-app-idiom-layout-duo.txt"
        ),
        (["matrix", "--app", "traitlayout", "--device", "iphone-duo"], "matrix-app-traitlayout-duo.txt"),
        (["app", "check", "@mail.json"], "app-check-mail.txt"),
        (["app", "check", "@ipad-only-notes.json"], "app-check-notes.txt"),
        (["app", "check", "@compatibility-design.json"], "app-check-compatibility-design.txt"),
        (["app", "init", "--info-plist", "@Plists/fullscreen.plist"], "app-init-fullscreen.json"),
        (["app", "init", "--info-plist", "@Plists/iphone-only.plist"], "app-init-iphone-only.json"),
        (["app", "init", "--info-plist", "@Plists/ipad-only.plist"], "app-init-ipad-only.json"),
        (["app", "init", "--info-plist", "@Plists/none.plist"], "app-init-none.json"),
    ]

    /// `@name` is a file in `Apps/`.
    static func resolve(_ arguments: [String]) -> [String] {
        arguments.map { $0.hasPrefix("@") ? CLIRunner.appPath(String($0.dropFirst())) : $0 }
    }

    @Test("output matches its golden file", arguments: cases)
    func golden(arguments: [String], golden: String) throws {
        let output = try CLIRunner.render(Self.resolve(arguments)).replacingOccurrences(of: CLIRunner.appsFolder(), with: "Apps")
        let outcome = Golden.compare(output, named: golden)
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test(
        "simulate with a description file and with an inline app",
        arguments: [
            ("mail-compose-share", "text"), ("inline-app-tabs", "text"), ("inline-app-tabs", "json"),
            // A storyboard's compact-width variation installs its constraint as the trait collection changes.
            ("ib-variation", "text"),
        ])
    func simulate(file: String, format: String) throws {
        let output = try CLIRunner.render(["simulate", CLIRunner.scenarioPath(file), "--format", format])
        let outcome = Golden.compare(output, named: "simulate-\(file).\(format == "json" ? "json" : "txt")")
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test("what app init writes, app check accepts", arguments: ["fullscreen", "iphone-only", "ipad-only", "none"])
    func initThenCheck(plist: String) throws {
        let written = try CLIRunner.render(["app", "init", "--info-plist", CLIRunner.appPath("Plists/\(plist).plist")])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-init-\(plist)-\(UUID().uuidString).json")
        try Data(written.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let summary = try CLIRunner.render(["app", "check", file.path])
        #expect(summary.contains("a valid app description"))
    }
}
