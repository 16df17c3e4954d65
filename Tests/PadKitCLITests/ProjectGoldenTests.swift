import Foundation
import SnapshotSupport
import Testing
@testable import PadKitCLI

/// `padkit app init --project` and `padkit matrix --project` on the hand-written fixtures in
/// `Tests/PadKitAppsTests/Fixtures` (paths in the output are shown relative to that folder).
@Suite("CLI output for projects")
struct ProjectGoldenTests {
    static func fixtures(testFile: String = #filePath) -> String {
        URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PadKitAppsTests/Fixtures").path
    }

    static let cases: [(arguments: [String], golden: String)] = [
        (["app", "init", "--project", "@Projects/Notes/Notes.xcodeproj", "--target", "Notes"], "app-init-project-notes.json"),
        (
            ["app", "init", "--project", "@Projects/Notes/Notes.xcodeproj", "--target", "Notes", "--configuration", "Debug"],
            "app-init-project-notes-debug.json"
        ),
        (
            [
                "matrix", "--project", "@Projects/Notes/Notes.xcodeproj", "--target", "Notes", "--device", "ipad-pro-11-inch-m4",
                "--device", "iphone-16",
            ],
            "matrix-project-notes.txt"
        ),
    ]

    static func resolve(_ arguments: [String]) -> [String] {
        arguments.map { $0.hasPrefix("@") ? "\(fixtures())/\($0.dropFirst())" : $0 }
    }

    @Test("output matches its golden file", arguments: cases)
    func golden(arguments: [String], golden: String) throws {
        let output = try CLIRunner.render(Self.resolve(arguments)).replacingOccurrences(of: Self.fixtures(), with: "Fixtures")
        let outcome = Golden.compare(output, named: golden)
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test("what app init --project writes, app check accepts")
    func initThenCheck() throws {
        let written = try CLIRunner.render(
            Self.resolve(["app", "init", "--project", "@Projects/Notes/Notes.xcodeproj", "--target", "Notes"]))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-init-project-\(UUID().uuidString).json")
        try Data(written.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let summary = try CLIRunner.render(["app", "check", file.path])
        #expect(summary.contains("Notes: a valid app description"))
        #expect(summary.contains("SplitViewController NotesSplitViewController (tripleColumn)"))
    }

    @Test(
        "bad projects and options are errors naming the file",
        arguments: [
            (
                ["app", "init", "--project", "@Projects/Notes/Notes.xcodeproj"],
                "several iOS app targets; choose one with --target: Notes, NotesLite"
            ),
            (
                ["app", "init", "--project", "@Projects/Notes/Notes.xcodeproj", "--target", "Nope"],
                "no iOS app target named 'Nope'; app targets: Notes, NotesLite"
            ),
            (
                ["matrix", "--project", "@Projects/Notes/Notes.xcodeproj", "--target", "Notes", "--configuration", "Beta"],
                "no configuration named 'Beta'"
            ),
            (["app", "init", "--storyboard", "@Storyboards/Cycle/A.storyboard"], "storyboard reference cycle"),
        ])
    func errors(arguments: [String], message: String) {
        do {
            _ = try CLIRunner.render(Self.resolve(arguments))
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    @Test(
        "options that cannot go together are usage errors",
        arguments: [
            ["app", "init", "--project", "A.xcodeproj", "--storyboard", "Main.storyboard"],
            ["app", "init", "--target", "App"],
            ["app", "init"],
            ["matrix", "--project", "A.xcodeproj", "--app", "wechat"],
        ])
    func usage(arguments: [String]) {
        #expect(throws: (any Error).self) { _ = try PadKitCommand.parseAsRoot(arguments) }
    }
}
