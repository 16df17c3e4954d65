import Foundation
import SnapshotSupport
import Testing
@testable import PadKitLint

/// `padkit-lint` run in-process over the sample app in `Fixtures/.SampleApp`.
@Suite("End to end")
struct EndToEndTests {
    static func run(_ arguments: (inout LintOptions) -> Void = { _ in }) -> LintCLI.Outcome {
        var options = LintOptions(paths: ["."], workingDirectory: Fixtures.sampleApp)
        arguments(&options)
        return LintCLI.run(options)
    }

    @Test(
        "each format matches its golden",
        arguments: [
            (OutputFormat.text, "sample-app.txt"),
            (.json, "sample-app.json"),
            (.sarif, "sample-app.sarif.json"),
        ])
    func formats(_ format: OutputFormat, _ golden: String) {
        // The sample app stands for a repository of its own: its folder is the root (SARIF would
        // otherwise print paths from the top of the checkout that holds it).
        let outcome = Self.run {
            $0.format = format
            $0.root = "."
        }
        #expect(outcome.exitStatus == 1)
        #expect(outcome.standardError == "")
        let comparison = Golden.compare(outcome.standardOutput, named: golden)
        #expect(comparison.failureMessage == nil, "\(comparison.failureMessage ?? "")")
    }

    @Test func everyRuleTheSampleAppShowsIsFoundOnce() {
        let findings = Self.report().findings
        #expect(findings.filter { $0.ruleID == "popover-without-anchor" }.map(\.path) == ["App/Share/ShareCoordinator.swift"])
        #expect(findings.filter { $0.ruleID == "unparsable-file" }.map(\.path) == ["App/Legacy/OldSettings.swift"])
        #expect(findings.filter { $0.ruleID == "ipad-orientations-incomplete" }.map(\.path) == ["App/Info.plist"])
        #expect(findings.filter { $0.ruleID == "screen-scale-layout" }.map(\.path) == ["App/Feed/FeedCell.swift"])
    }

    @Test func skipsDependencyFoldersAndExcludedPaths() {
        let paths = Set(Self.report().findings.map(\.path))
        #expect(!paths.contains { $0.hasPrefix("Pods/") || $0.hasPrefix("Carthage/") || $0.contains("Generated") })
        #expect(Self.report().fileCount == 9)
    }

    @Test func theSuppressedLineIsNotReported() {
        let lines = Self.report().findings.filter { $0.path == "App/Feed/FeedViewController.swift" && $0.ruleID == "screen-bounds-layout" }
            .map(\.line)
        #expect(lines == [13])
    }

    @Test func theOutputDoesNotDependOnTheNumberOfWorkers() {
        let one = Self.run { $0.jobs = 1 }
        let many = Self.run { $0.jobs = 8 }
        #expect(one == many)
    }

    @Test func pathsAreRelativeToTheFolderGiven() {
        let fromParent = LintCLI.run(
            LintOptions(paths: [".SampleApp"], workingDirectory: URL(fileURLWithPath: Fixtures.sampleApp).deletingLastPathComponent().path))
        #expect(fromParent == Self.run())
    }

    @Test func aSubfolderIsLintedFromTheProjectRootWithItsConfiguration() {
        // No --root: the root is where .padkit-lint.yml is, above App/Player.
        let outcome = Self.run { $0.paths = ["App/Player"] }
        #expect(outcome.standardOutput.hasPrefix("App/Player/PlayerViewController.swift:24:9: warning:"))
        // The configuration's severity change applies.
        #expect(outcome.standardOutput.contains("App/Player/PlayerViewController.swift:25:23: note:"))
    }

    @Test func withoutAConfigurationTheSingleFolderIsTheRoot() throws {
        let directory = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(directory) }
        try LintHarness.write([("Project/Sources/A.swift", "let w = UIScreen.main.bounds.width\n")], under: directory)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Project/.git"), withIntermediateDirectories: true)
        let outcome = LintCLI.run(LintOptions(paths: ["Project/Sources"], workingDirectory: directory.path))
        #expect(outcome.standardOutput.hasPrefix("A.swift:1:9: warning:"))
    }

    @Test func anExplicitRootKeepsItsPrefix() {
        let outcome = Self.run {
            $0.paths = ["App/Share"]; $0.root = "."
        }
        #expect(outcome.standardOutput.hasPrefix("App/Share/ShareCoordinator.swift:23:9: error:"))
    }

    @Test(
        "exit status follows --fail-on",
        arguments: [
            (FailThreshold.note, Int32(1)), (.warning, 1), (.error, 1), (.never, 0),
        ])
    func failOn(_ threshold: FailThreshold, _ status: Int32) {
        #expect(Self.run { $0.failOn = threshold }.exitStatus == status)
    }

    @Test func onlyNotesFailOnlyAtNote() {
        let file = "App/Player/PlayerViewController.swift"
        let config = "disabled_rules: [attempt-rotation-deprecated]\nseverity:\n  fixed-navigation-index: note\n"
        withTemporaryConfiguration(config) { path in
            #expect(
                Self.run {
                    $0.paths = [file]; $0.configurationPath = path; $0.failOn = .warning
                }.exitStatus == 0)
            #expect(
                Self.run {
                    $0.paths = [file]; $0.configurationPath = path; $0.failOn = .note
                }.exitStatus == 1)
        }
    }

    @Test func aMissingPathIsAUsageError() {
        let outcome = Self.run { $0.paths = ["App/Nowhere"] }
        #expect(outcome.exitStatus == 2)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == "padkit-lint: error: no such file or directory: \(Fixtures.sampleApp)/App/Nowhere\n")
    }

    @Test func aBadConfigurationIsAUsageError() {
        withTemporaryConfiguration("disabled_rules: [no-such-rule]\n") { path in
            let outcome = Self.run { $0.configurationPath = path }
            #expect(outcome.exitStatus == 2)
            #expect(outcome.standardError.contains(":1: unknown rule 'no-such-rule'"))
        }
    }

    @Test func anUnsupportedFileIsAUsageError() {
        let outcome = Self.run { $0.paths = [".padkit-lint.yml"] }
        #expect(outcome.exitStatus == 2)
        #expect(outcome.standardError.contains("not a Swift file or property list"))
    }

    @Test func aZeroJobCountIsAUsageError() {
        #expect(Self.run { $0.jobs = 0 }.exitStatus == 2)
    }

    @Test func listsTheRules() {
        let outcome = Self.run { $0.listRules = true }
        #expect(outcome.exitStatus == 0)
        let comparison = Golden.compare(outcome.standardOutput, named: "rules.txt")
        #expect(comparison.failureMessage == nil, "\(comparison.failureMessage ?? "")")
    }

    static func report() -> LintReport {
        let configuration = (try? LintConfiguration.load(contentsOf: Fixtures.sampleApp + "/.padkit-lint.yml")) ?? .standard
        return (try? Linter.lint(paths: [Fixtures.sampleApp], root: Fixtures.sampleApp, configuration: configuration))
            ?? LintReport(findings: [], fileCount: 0, unreadableCount: 0)
    }

    private func withTemporaryConfiguration(_ text: String, _ body: (String) -> Void) {
        guard let directory = try? LintHarness.temporaryDirectory() else {
            Issue.record("no temporary directory")
            return
        }
        defer { LintHarness.remove(directory) }
        let url = directory.appendingPathComponent("lint.yml")
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            Issue.record("could not write \(url.path): \(error)")
            return
        }
        body(url.path)
    }
}
