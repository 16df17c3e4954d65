import Foundation
import PadKitSamples
import Testing
@testable import PadKitSimulator

/// Scenarios the million-event soak (`Benchmarks/twin-soak`) found breaking an invariant, shrunk
/// to a few events. Each file in `SoakRegressions/` must now run to the end with every invariant
/// holding; a new finding is a new file, run here without touching this suite.
@Suite("Soak regressions")
struct SoakRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SoakRegressions")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test("the shrunk scenario runs with every invariant holding", arguments: files)
    func regression(file: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(file))
        let scenario = try Scenario(json: data, appNames: SampleApps.names)
        let app = try #require(SampleApps.named(scenario.app))
        let run = ScenarioRunner.run(scenario, rootViewController: app.makeRootViewController())
        #expect(run.failure == nil, "\(file): \(run.failure?.description ?? "")")
    }

    /// Guards the parameterised test above against running on nothing if the folder moves.
    @Test("the folder holds the soak's findings")
    func folderIsNotEmpty() {
        #expect(Self.files.count >= 3)
    }
}
