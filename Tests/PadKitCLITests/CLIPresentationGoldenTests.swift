import SnapshotSupport
import Testing
@testable import PadKitCLI

/// Golden files for scenarios with presentations and run-time orientation (issue 5). Re-record
/// with `RECORD_SNAPSHOTS=1 swift test` only when a change is intended, and read the diff.
@Suite("CLI presentation output")
struct CLIPresentationGoldenTests {
    static let scenarios: [(file: String, format: String)] = [
        ("popover-adapts-and-back", "text"),
        ("sheet-detents-swipe", "text"),
        ("sheet-detents-swipe", "json"),
        ("popover-stays-on-iphone", "json"),
        ("popover-without-anchor", "text"),
    ]

    static let matrixCases: [(arguments: [String], golden: String)] = [
        (
            ["matrix", "--app", "vesync", "--device", "ipad-mini-6th-gen", "--device", "iphone-16", "--device", "ipad-pro-13-inch-m4"],
            "matrix-vesync.txt"
        ),
        (["matrix", "--app", "vesync", "--device", "ipad-air-2", "--mode", "full", "--format", "json"], "matrix-vesync-air-2.json"),
    ]

    @Test("matrix --app vesync shows the centre window on every placement", arguments: matrixCases)
    func matrixGolden(arguments: [String], golden: String) throws {
        let output = try CLIRunner.render(arguments)
        let outcome = Golden.compare(output, named: golden)
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test("simulate output with presentations matches its golden file", arguments: scenarios)
    func simulateGolden(file: String, format: String) throws {
        let path = CLIRunner.scenarioPath(file)
        let output = try CLIRunner.render(["simulate", path, "--format", format])
        let outcome = Golden.compare(output, named: "simulate-\(file).\(format == "json" ? "json" : "txt")")
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }
}
