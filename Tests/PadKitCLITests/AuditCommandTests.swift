import ArgumentParser
import Foundation
import SnapshotSupport
import Testing

@testable import PadKitCLI

/// `padkit audit`: the samples' grades as goldens, the exit statuses of `--fail-below` and
/// `--expect`, and options that cannot be audited. The samples are audited without `--sources`,
/// so what `padkit-lint` answers is `unknown` whether or not it is built.
@Suite struct AuditCommandTests {
    @Test(arguments: [
        (["audit", "--app", "wechat"], "audit-wechat.txt"),
        (["audit", "--app", "vesync", "--format", "json"], "audit-vesync.json"),
        (["audit", "--app", "sidebar", "--format", "markdown"], "audit-sidebar.md"),
    ])
    func sampleGrades(arguments: [String], golden: String) throws {
        let outcome = Golden.compare(try CLIRunner.render(arguments), named: golden)
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    /// Runs the command as `padkit` would and returns its exit status.
    private func status(_ arguments: [String]) -> Int32 {
        do {
            var command = try PadKitCommand.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            return PadKitCommand.exitCode(for: error).rawValue
        }
    }

    @Test func failBelowExitsOneUnlessTheGradeIsReached() {
        // wechat has no grade: its Info.plist is not described and padkit-lint has no sources.
        #expect(status(["audit", "--app", "wechat", "--fail-below", "3", "--format", "json"]) == 1)
        #expect(status(["audit", "--app", "wechat", "--format", "json"]) == 0)
    }

    @Test func expectExitsOneWhenSomethingFellAndTwoWhenItCannotCompare() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = folder.appendingPathComponent("vesync.json").path
        #expect(status(["audit", "--app", "vesync", "--format", "json", "--record", recorded]) == 0)
        #expect(status(["audit", "--app", "vesync", "--format", "json", "--expect", recorded]) == 0)
        // wechat against vesync's record: another app cannot be compared.
        #expect(status(["audit", "--app", "wechat", "--format", "json", "--expect", recorded]) == 2)
        // vesync's regular-width layout recorded as passing; wechat's fails: recorded under wechat's name, it fell.
        let wechat = folder.appendingPathComponent("wechat.json").path
        #expect(status(["audit", "--app", "wechat", "--format", "json", "--record", wechat]) == 0)
        let text = try String(contentsOfFile: wechat, encoding: .utf8)
        let passing = text.replacingOccurrences(
            of: "\"id\": \"regular-width-layout\",\n      \"tier\": 2,\n      \"status\": \"fail\"",
            with: "\"id\": \"regular-width-layout\",\n      \"tier\": 2,\n      \"status\": \"pass\"")
        #expect(passing != text)
        try Data(passing.utf8).write(to: URL(fileURLWithPath: wechat))
        #expect(status(["audit", "--app", "wechat", "--format", "json", "--expect", wechat]) == 1)
        #expect(status(["audit", "--app", "wechat", "--format", "json", "--expect", folder.appendingPathComponent("none.json").path]) == 2)
    }

    @Test(arguments: [
        ["audit"],
        ["audit", "--app", "wechat", "--project", "Examples/Journal/Journal.xcodeproj"],
        ["audit", "--app", "wechat", "--fail-below", "4"],
        ["audit", "--app", "no-such-sample"],
        ["audit", "--project", "Examples/Journal/Journal.xcodeproj", "--sources", "Examples"],
        ["audit", "--app", "wechat", "--format", "pdf"],
    ])
    func badOptionsAreRefused(_ arguments: [String]) {
        #expect(throws: (any Error).self) { try PadKitCommand.parseAsRoot(arguments) }
    }

    @Test func aProjectThatCannotBeReadExitsTwo() {
        #expect(status(["audit", "--project", "/nonexistent/App.xcodeproj", "--format", "json"]) == 2)
    }
}
