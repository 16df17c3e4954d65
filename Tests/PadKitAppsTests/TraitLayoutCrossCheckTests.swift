import Foundation
import PadKit
import PadKitApps
import PadKitSamples
import PadKitSimulator
import Testing

/// The `traitlayout` description says what seed 004's `TraitViewController` says in Swift: on
/// every iPad and iPhone, through resizes and rotations, both give the same trace and the same
/// frames.
@Suite("traitlayout description = seed 004's Swift code")
struct TraitLayoutCrossCheckTests {
    static let devices = ["ipad-air-2", "ipad-mini-6th-gen", "ipad-pro-13-inch-m5", "iphone-16", "iphone-se-3rd-gen"]

    @Test("same trace and tree through resizes and rotations", arguments: devices)
    func sameTrace(deviceID: String) throws {
        let device = try Device.named(deviceID)
        var events: [ScenarioEvent] = [.rotate(.landscapeRight), .rotate(.portrait), .appearance(.dark)]
        if device.family == .iPad {
            events =
                [
                    .multitask(.twoThirds), .multitask(.oneThird), .rotate(.landscapeRight), .multitask(.half), .multitask(.twoThirds),
                    .resize(width: 700, height: 600),
                ] + events
        }
        let scenario = Scenario(
            placement: try Placement(device: device, orientation: .portrait, mode: .full), app: "traitlayout", osVersion: .latest,
            events: events)
        let described = try #require(SampleApps.named("traitlayout"))
        let fromDescription = ScenarioRunner.run(scenario, rootViewController: described.makeRootViewController())
        let fromSwift = ScenarioRunner.run(scenario, rootViewController: TraitViewController(title: "TraitViewController"))
        #expect(fromDescription.failure == nil, "\(fromDescription.failure.map(\.description) ?? "")")
        #expect(fromSwift.failure == nil)
        #expect(fromDescription.text == fromSwift.text)
        #expect(fromDescription.jsonValue.prettyText == fromSwift.jsonValue.prettyText)
    }
}
