import ArgumentParser
import Foundation
import PadKit
import PadKitApps
import PadKitSamples
import PadKitSimulator

/// `padkit simulate`: runs a scenario on the headless UIKit twin and prints the trace and tree.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run a scenario file on the UIKit twin: every callback in order, then the final controller tree.",
        discussion: """
        A scenario is a JSON object: {"device", "orientation", "mode" (or "window": {"width", "height"}), \
        "app" (a sample's name, an app description file relative to the scenario, or an inline description object), \
        "osVersion" (optional), "events": [...]}. Events: \(Scenario.eventNames.joined(separator: ", ")). \
        Apps: \(SampleApps.all.map { "\($0.name) (\($0.summary))" }.joined(separator: "; ")).
        """
    )

    @Argument(help: "The scenario file (JSON).")
    var file: String

    @Option(help: "Output format: text or json.")
    var format: TraceFormat = .text

    enum TraceFormat: String, CaseIterable, ExpressibleByArgument {
        case text
        case json
    }

    /// A scenario file that cannot be read, or a scenario that cannot be parsed.
    struct ScenarioFileError: Error, CustomStringConvertible {
        let description: String
    }

    func run() throws {
        let run = try simulate()
        print(render(run), terminator: "")
        if let failure = run.failure {
            FileHandle.standardError.write(Data("Error: \(file): \(failure)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// Reads, parses and runs the scenario.
    func simulate() throws -> ScenarioRun {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ScenarioFileError(description: "cannot read scenario file '\(file)'")
        }
        let scenario: Scenario
        let app: RunnableApp
        do {
            (scenario, app) = try AppLookup.scenario(json: data, file: file)
        } catch {
            throw ScenarioFileError(description: "\(file): \(error)")
        }
        return ScenarioRunner.run(scenario, rootViewController: app.makeRootViewController(), infoPlist: app.infoPlist.orientations)
    }

    func render(_ run: ScenarioRun) -> String {
        switch format {
        case .text: return run.text
        case .json: return run.jsonValue.prettyText
        }
    }
}
