import Foundation
import Testing
@testable import PadKitLint

@Suite("Baselines")
struct BaselineTests {
    static let legacy = """
        final class Feed: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                card.frame = UIScreen.main.bounds
                header.frame = UIScreen.main.bounds
            }
        }
        """

    static func run(_ directory: URL, _ configure: (inout LintOptions) -> Void) -> LintCLI.Outcome {
        var options = LintOptions(paths: ["."], workingDirectory: directory.path)
        options.failOn = .warning
        configure(&options)
        return LintCLI.run(options)
    }

    @Test func aRoundTripFailsOnlyOnTheNewFinding() throws {
        let directory = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(directory) }
        try LintHarness.write([("App/Feed.swift", Self.legacy)], under: directory)

        let written = Self.run(directory) { $0.writeBaselinePath = "baseline.json" }
        #expect(written.exitStatus == 0)
        let baseline = try Baseline.load(contentsOf: directory.appendingPathComponent("baseline.json").path)
        #expect(baseline.entries.count == 2)

        // Nothing new: the run passes and says what it left out.
        let clean = Self.run(directory) { $0.baselinePath = "baseline.json" }
        #expect(clean.exitStatus == 0)
        #expect(clean.standardOutput == "No findings in 1 file. 2 findings in the baseline are not shown.\n")

        // Lines added above the known findings move them; they are still known.
        let moved =
            "// A comment\n\n"
            + Self.legacy.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        title = \"Feed\"")
        try LintHarness.write([("App/Feed.swift", moved)], under: directory)
        #expect(Self.run(directory) { $0.baselinePath = "baseline.json" }.exitStatus == 0)

        // A new finding, even one identical to a known one, fails the run; only it is printed.
        let added = moved.replacingOccurrences(
            of: "header.frame = UIScreen.main.bounds",
            with:
                "header.frame = UIScreen.main.bounds\n        footer.frame = UIScreen.main.bounds\n        header.frame = UIScreen.main.bounds"
        )
        try LintHarness.write([("App/Feed.swift", added)], under: directory)
        let failing = Self.run(directory) { $0.baselinePath = "baseline.json" }
        #expect(failing.exitStatus == 1)
        let lines = failing.standardOutput.split(separator: "\n").filter { $0.hasPrefix("App/") }
        #expect(lines.count == 2, "\(failing.standardOutput)")
        #expect(lines.first?.hasPrefix("App/Feed.swift:9:") == true, "\(failing.standardOutput)")
    }

    @Test(
        "a bad baseline is a usage error naming the file and the value",
        arguments: [
            ("{", "not valid JSON"),
            ("{\"tool\": \"padkit-lint\", \"version\": 2, \"findings\": []}", "version: 2 is not supported"),
            ("{\"tool\": \"padkit-lint\", \"version\": 1, \"findings\": [{\"ruleID\": 3}]}", "findings[0].ruleID: expected a string"),
        ])
    func badBaseline(_ contents: String, _ expected: String) throws {
        let directory = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(directory) }
        try LintHarness.write([("App/Feed.swift", Self.legacy), ("baseline.json", contents)], under: directory)
        let outcome = Self.run(directory) { $0.baselinePath = "baseline.json" }
        #expect(outcome.exitStatus == 2)
        #expect(outcome.standardError.contains("baseline.json"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
        let missing = Self.run(directory) { $0.baselinePath = "nowhere.json" }
        #expect(missing.exitStatus == 2)
    }

    @Test func fingerprintsDoNotDependOnLineNumbers() {
        let one = LintHarness.findings(in: "let w = UIScreen.main.bounds.width\n")
        let two = LintHarness.findings(in: "\n\n   let w = UIScreen.main.bounds.width\n")
        let first = LintReport(findings: one, fileCount: 1, unreadableCount: 0)
        let second = LintReport(findings: two, fileCount: 1, unreadableCount: 0)
        #expect(first.findings.map(\.fingerprint) == second.findings.map(\.fingerprint))
        #expect(first.findings.first?.fingerprint.count == 16)
    }
}
