import ArgumentParser
import Foundation
import PadKit
import PadKitApps
import PadKitReport
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
            Sample apps: \(SampleApps.names.joined(separator: ", ")) (`padkit app list` says what each one is).
            """
    )

    @Argument(help: "The scenario file (JSON).")
    var file: String

    @Option(
        help:
            """
            A JSON file of measured placements (docs/measuring.md): the starting window and every window an event moves to take a \
            measurement of them, with the provenance 'measured: FILE'.
            """
    )
    var measurements: String?

    @Option(help: "Output format: text, json, or html (a filmstrip: the window at launch and after every event, beside its callbacks).")
    var format: TraceFormat = .text

    enum TraceFormat: String, RawValueArgument {
        case text
        case json
        case html
    }

    func run() throws {
        let (run, output) = try simulateAndRender()
        print(output, terminator: "")
        if let failure = run.failure {
            FileHandle.standardError.write(Data("Error: \(file): \(failure)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// Runs the scenario and renders it in ``format``.
    func simulateAndRender() throws -> (ScenarioRun, String) {
        let (scenario, app) = try load()
        guard format == .html else {
            let run = ScenarioRunner.run(
                scenario, rootViewController: app.makeRootViewController(), infoPlist: app.infoPlist.values, appBuild: app.appBuild,
                checking: .eventChanges)
            return (run, render(run))
        }
        let (run, strip) = Filmstrip.record(
            scenario, rootViewController: app.makeRootViewController(), infoPlist: app.infoPlist.values,
            appBuild: app.appBuild, title: "padkit simulate \(file)")
        return (run, render(run, filmstrip: strip))
    }

    /// Reads, parses and runs the scenario.
    func simulate() throws -> ScenarioRun {
        let (scenario, app) = try load()
        return ScenarioRunner.run(
            scenario, rootViewController: app.makeRootViewController(), infoPlist: app.infoPlist.values, appBuild: app.appBuild,
            checking: .eventChanges)
    }

    /// Reads and parses the scenario and resolves its app.
    private func load() throws -> (Scenario, RunnableApp) {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CLIError("cannot read scenario file '\(file)'")
        }
        let scenario: Scenario
        let app: RunnableApp
        do {
            (scenario, app) = try AppLookup.scenario(json: data, file: file)
        } catch {
            throw CLIError("\(file): \(error)")
        }
        // A window `padkit matrix` does not list for the app is refused, with matrix's reason.
        do { try app.checkOccupies(scenario.placement, osVersion: scenario.osVersion) } catch {
            throw CLIError("\(file): \(error)")
        }
        // The runner resolves the window with the app's facts (an iPhone-only app on iPadOS 27 runs
        // in the iPad's window with an iPhone's traits) and these measurements.
        var measured = scenario
        if let file = measurements { measured.measurements = try MeasurementsFile.load(file) }
        return (measured, app)
    }

    /// The run in ``format``; html needs the `filmstrip` recorded while the scenario ran
    /// (``simulateAndRender()``), else the page has the trace and no frames.
    func render(_ run: ScenarioRun, filmstrip: Filmstrip? = nil) -> String {
        switch format {
        case .text: return run.text
        case .json: return run.jsonValue.prettyText
        case .html:
            return
                (filmstrip
                ?? Filmstrip(
                    title: "padkit simulate \(file)", scenario: run.scenario, frames: [],
                    trace: run.trace.entries, failure: run.failure)).html
        }
    }
}
