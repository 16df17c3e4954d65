// fuzz-seeds: Tests/PadKitCLITests/Scenarios/*.json
import Foundation
import PadKit
import PadKitSamples
import PadKitSimulator

/// A scenario file, as `padkit simulate` takes it: read, run on the twin, printed as text and JSON.
/// A bad file must end in a ``ScenarioError``; a good one must run without a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let scenario = try? Scenario(json: data, appNames: SampleApps.names), let app = SampleApps.named(scenario.app) else { return 0 }
    let run = ScenarioRunner.run(scenario, rootViewController: app.makeRootViewController())
    _ = run.text
    _ = run.jsonValue.compactText
    return 0
}
