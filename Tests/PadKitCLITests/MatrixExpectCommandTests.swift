import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import PadKitApps
import SnapshotSupport
import Testing
@testable import PadKitCLI

/// `padkit matrix --record` and `--expect`: exit codes, the renderings, and the pictures page.
@Suite("matrix --expect")
struct MatrixExpectCommandTests {
    /// A few placements of every kind: an iPad in every window, an iPhone.
    static let selection = ["--device", "ipad-pro-11-inch-m4", "--device", "iphone-16", "--os-version", "18.0"]

    static func command(_ arguments: [String]) throws -> MatrixCommand {
        guard let matrix = try PadKitCommand.parseAsRoot(["matrix"] + arguments) as? MatrixCommand else { throw CLIRunner.UnknownCommand() }
        return matrix
    }

    /// Records Mail (`Apps/mail.json`) with ``selection`` into a fresh file and returns its path.
    static func recordMail() throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-expect-\(UUID().uuidString).json").path
        let output = try command(["--app", CLIRunner.appPath("mail.json"), "--record", file] + selection).render()
        #expect(output.hasPrefix("Recorded 11 placements of Mail in "))
        return file
    }

    static func check(_ app: String, expect file: String, _ extra: [String] = []) throws -> MatrixCommand.CheckOutcome {
        try command(["--app", CLIRunner.appPath(app), "--expect", file] + extra).check()
    }

    @Test("the same app: exit 0, nothing changed")
    func unchanged() throws {
        let file = try Self.recordMail()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let outcome = try Self.check("mail.json", expect: file)
        #expect(outcome.exitCode == 0 && outcome.error == nil)
        #expect(outcome.output.contains("What the app changed: nothing.") && outcome.output.hasSuffix("Unchanged (exit 0).\n"))
    }

    @Test("UIRequiresFullScreen added: exit 1, in every rendering", arguments: ["table", "markdown", "github", "json"])
    func fullScreen(format: String) throws {
        let file = try Self.recordMail()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let outcome = try Self.check("mail-fullscreen.json", expect: file, ["--format", format])
        #expect(outcome.exitCode == 1 && outcome.error == nil)
        let golden = Golden.compare(
            outcome.output, named: "matrix-expect-fullscreen.\(format == "table" ? "txt" : format == "markdown" ? "md" : format)")
        #expect(golden.failureMessage == nil, "\(golden.failureMessage ?? "")")
    }

    @Test("a split property changed: the words and the cause")
    func splitBehavior() throws {
        let file = try Self.recordMail()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let outcome = try Self.check("Check/mail-overlay.json", expect: file)
        #expect(outcome.exitCode == 1)
        #expect(
            outcome.output.contains(
                "ipad-pro-11-inch-m4 landscape full: display mode oneOverSecondary (was oneBesideSecondary); split behavior overlay (was tile); "
                    + "secondary column 1210 pt (was 890 pt): root.tabs[0].split.preferredSplitBehavior now overlay (was unset) in mail-overlay.json"
            ))
    }

    @Test("--pictures: before and after of each changed placement, on a well-formed page")
    func pictures() throws {
        let file = try Self.recordMail()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-pictures-\(UUID().uuidString)").path
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(atPath: folder)
        }
        let outcome = try Self.check("mail-fullscreen.json", expect: file, ["--pictures", folder, "--format", "markdown"])
        #expect(outcome.exitCode == 1)
        let page = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(XMLParser(data: Data(page.utf8)).parse())
        // Full screen stays (no section); each lost window has a before and no after.
        let sections = page.components(separatedBy: "<section class=\"change\">").count - 1
        #expect(sections == 7)
        #expect(page.components(separatedBy: "<p class=\"note\">not offered</p>").count - 1 == 7)
        #expect(page.contains("ipad-pro-11-inch-m4 landscape half") && page.contains("UIRequiresFullScreen added in mail-fullscreen.json"))
        #expect(outcome.output.contains("before and after are drawn in"))
    }

    @Test("--app-changes-only: PadKit's own changes do not fail the check")
    func appChangesOnly() throws {
        // An expectation recorded when the catalog had no iPhone 16: today's PadKit adds it.
        let file = try Self.recordMail()
        defer { try? FileManager.default.removeItem(atPath: file) }
        var expectation = try MatrixExpectation.read(contentsOf: file)
        expectation.rows.removeAll { $0["device"] == .string("iphone-16") }
        try Data(expectation.jsonValue.prettyText.utf8).write(to: URL(fileURLWithPath: file))
        let strict = try Self.check("mail.json", expect: file)
        #expect(
            strict.exitCode == 1
                && strict.output.contains("What PadKit now answers differently (the recorded description run again): 2 changes"))
        #expect(strict.output.contains("  iphone-16 portrait: full screen now offered\n"))
        let lenient = try Self.check("mail.json", expect: file, ["--app-changes-only"])
        #expect(lenient.exitCode == 0 && lenient.output.contains("What the app changed: nothing."))
    }

    @Test(
        "exit 2 when the comparison cannot be made",
        arguments: [
            (
                "{\"rows\": [{\"device\": \"ipad-air-2\", \"orientation\": \"sideways\"}], \"extra\": 1}",
                ["extra: unknown key 'extra'", "rows[0].orientation: 'sideways' is not a matrix orientation", "rows[0].mode: missing"]
            ),
            ("{\"description\": {\"name\": \"A\", \"root\": {\"tabs\": []}}, \"rows\": []}", ["description.root.tabs"]),
            ("[1]", ["[0]: expected a matrix row"]),
            ("not json", ["$: not valid JSON"]),
        ])
    func broken(text: String, messages: [String]) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-broken-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let outcome = try Self.check("mail.json", expect: file)
        #expect(outcome.exitCode == 2 && outcome.output.isEmpty)
        for message in messages { #expect(outcome.error?.contains(message) == true, "\(outcome.error ?? "")") }
    }

    @Test("the recorded options choose the placements; different ones are refused")
    func recordedOptions() throws {
        let file = try Self.recordMail()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let same = try Self.check("mail.json", expect: file, Self.selection)
        #expect(same.exitCode == 0 && same.output.hasPrefix("Mail: 11 placements recorded, 11 now, 11 matched."))
        let other = try Self.check("mail.json", expect: file, ["--device", "ipad-air-2"])
        #expect(
            other.exitCode == 2
                && other.error?.contains("recorded with --device ipad-pro-11-inch-m4 --device iphone-16 --os-version 18.0") == true)
        #expect(throws: (any Error).self) { try Self.command(["--app", "mail", "--expect", file, "--record", file]) }
        #expect(throws: (any Error).self) { try Self.command(["--format", "markdown"]) }
    }

    /// The fixture whose presented form sheet has a conflict (`Screens/Reached`, PadKitAppsTests).
    static let reached = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PadKitAppsTests/Fixtures/Screens/Reached/app.json").path

    @Test("--presentations is recorded with the options; an expectation of the other setting is refused, naming it")
    func presentations() throws {
        let device = ["--device", "ipad-pro-13-inch-m4"]
        for recordedWith in [true, false] {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-expect-\(UUID().uuidString).json").path
            defer { try? FileManager.default.removeItem(atPath: file) }
            let setting = recordedWith ? ["--presentations"] : []
            _ = try Self.command(["--app", Self.reached, "--record", file] + device + setting).render()
            let recorded = try MatrixExpectation.read(contentsOf: file)
            #expect(recorded.options == device + setting)
            // With no options, the recorded ones: the same findings, presented or not.
            let same = try Self.command(["--app", Self.reached, "--expect", file]).check()
            #expect(same.exitCode == 0, "\(same.output) \(same.error ?? "")")
            let other = try Self.command(["--app", Self.reached, "--expect", file] + device + (recordedWith ? [] : ["--presentations"]))
                .check()
            #expect(other.exitCode == 2)
            let words =
                recordedWith
                ? "laid out when it was recorded and are not laid out now" : "not laid out when it was recorded and are laid out now"
            #expect(other.error?.contains("presented screens were \(words)") == true, "\(other.error ?? "")")
        }
    }
}
