// fuzz-seeds: Tests/PadKitCLITests/Scenarios/*.json Examples/Scenarios/*.json
import Foundation
import FuzzSupport
import PadKit
import PadKitSamples
import PadKitSimulator

/// A scenario file, as `padkit simulate` takes it: read, run on the twin, printed as text and JSON.
/// A bad file must end in a ``ScenarioError``; a good one must run without a crash.
@main
enum Fuzz {
    static func main() {
        FuzzDriver.run { input in
            let data = Data(input)
            guard let scenario = try? Scenario(json: data, appNames: SampleApps.names), let app = SampleApps.named(scenario.app) else { return }
            let run = ScenarioRunner.run(scenario, rootViewController: app.makeRootViewController())
            _ = run.text
            _ = run.jsonValue.compactText
        }
    }
}
