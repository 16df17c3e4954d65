import ArgumentParser
import Foundation
import Testing
@testable import PadKitCLI

/// Bad app descriptions and bad references to them: every problem with its path, a non-zero exit.
@Suite("CLI errors for app descriptions")
struct AppDescriptionErrorTests {
    /// Writes `text` to a temporary file and returns its path.
    static func temporary(_ text: String, name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    static func expectFailure(_ arguments: [String], contains expected: [String]) {
        do {
            _ = try CLIRunner.render(arguments)
            Issue.record("expected an error for \(arguments)")
        } catch {
            let message = PadKitCommand.fullMessage(for: error)
            for text in expected { #expect(message.contains(text), "\(message)") }
            #expect(PadKitCommand.exitCode(for: error) != .success)
        }
    }

    @Test("app check lists every problem, each with its JSON path, and exits non-zero")
    func checkListsEveryProblem() throws {
        let file = try Self.temporary(
            #"{"name": "A", "roots": {}, "root": {"tabs": [{"navigation": []}, {"title": 3}]}}"#, name: "bad.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        Self.expectFailure(
            ["app", "check", file.path],
            contains: [
                "\(file.path): roots: unknown key 'roots'; did you mean 'root'?",
                "\(file.path): root.tabs[0].navigation: an empty navigation stack",
                "\(file.path): root.tabs[1].title: expected a string, found the number 3",
            ])
    }

    @Test("matrix --app with a missing file, a bad description or YAML says so")
    func matrixErrors() throws {
        let file = try Self.temporary(#"{"name": "A", "root": {"split": {"style": "doubleColumn"}}}"#, name: "bad.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        Self.expectFailure(
            ["matrix", "--app", "/nonexistent/app.json"], contains: ["/nonexistent/app.json: $: cannot read the app description file"])
        Self.expectFailure(["matrix", "--app", file.path], contains: ["root.split.primary: missing"])
        Self.expectFailure(["matrix", "--app", "app.yml"], contains: ["YAML app descriptions are not supported"])
        Self.expectFailure(["matrix", "--app", "mail"], contains: ["unknown app 'mail'", "wechat"])
        let negative = try Self.temporary(
            #"{"name": "A", "sizeRestrictions": {"minimumSize": {"width": -1, "height": 0}}, "root": {}}"#, name: "negative.json")
        defer { try? FileManager.default.removeItem(at: negative.deletingLastPathComponent()) }
        Self.expectFailure(["matrix", "--app", negative.path], contains: ["sizeRestrictions.minimumSize.width", "-1"])
        let style = try Self.temporary(#"{"name": "A", "windowingControlStyle": "compact", "root": {}}"#, name: "style.json")
        defer { try? FileManager.default.removeItem(at: style.deletingLastPathComponent()) }
        Self.expectFailure(
            ["matrix", "--app", style.path],
            contains: ["windowingControlStyle: 'compact' is not a windowing control style; expected one of automatic, minimal, unified"])
        let inverted = try Self.temporary(
            #"{"name": "A", "sizeRestrictions": {"minimumSize": {"width": 600, "height": 0}, "maximumSize": {"width": 500, "height": 0}}, "root": {}}"#,
            name: "inverted.json")
        defer { try? FileManager.default.removeItem(at: inverted.deletingLastPathComponent()) }
        Self.expectFailure(
            ["matrix", "--app", inverted.path],
            contains: ["sizeRestrictions.maximumSize: maximumSize.width 500 is smaller than minimumSize.width 600"])
    }

    @Test("simulate: a named presentation the app does not have, a bad inline app, an OS older than the deployment target")
    func simulateErrors() throws {
        let cases: [(String, [String])] = [
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": {"name": "A", "root": {}, "presentations": {"Help": {}}}, "events": [{"present": "Nope"}]}"#,
                ["events[0].present: no presentation named 'Nope'; the app has Help"]
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "events": [{"present": "Nope"}]}"#,
                ["events[0].present: the app describes no presentations"]
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": {"name": "A", "root": {"navigation": [{"navigation": [{"title": "B"}]}]}}, "events": []}"#,
                [
                    "app: the app description has problems",
                    "app.root.navigation[0]: NSInvalidArgumentException: Pushing a navigation controller is not supported",
                ]
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": {"name": "A", "deploymentTarget": "15.0", "root": {}}, "osVersion": "14.0", "events": []}"#,
                ["osVersion: '14.0' is older than the app's deployment target, iOS 15.0"]
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": "missing/app.json", "events": []}"#,
                ["app: the app description has problems", "missing/app.json: $: cannot read the app description file"]
            ),
            (
                #"{"device": "ipad-air-2", "orientation": "portrait", "app": 7, "events": []}"#,
                ["app: expected an app name, a description file or an app description object"]
            ),
        ]
        for (json, expected) in cases {
            let file = try Self.temporary(json, name: "scenario.json")
            defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
            Self.expectFailure(["simulate", file.path], contains: expected)
        }
    }

    @Test("app init: an unreadable or malformed Info.plist names the file")
    func initErrors() {
        Self.expectFailure(
            ["app", "init", "--info-plist", "/nonexistent/Info.plist"],
            contains: ["/nonexistent/Info.plist: cannot read the Info.plist file"])
        Self.expectFailure(
            ["app", "init", "--info-plist", CLIRunner.appPath("Plists/bad-orientation.plist")],
            contains: [
                "bad-orientation.plist: UISupportedInterfaceOrientations[0]: 'UIInterfaceOrientationSideways' is not an interface orientation"
            ])
    }
}
