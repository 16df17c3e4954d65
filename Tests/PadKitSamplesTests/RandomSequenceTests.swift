import Foundation
import PadKit
import PadKitSamples
import SnapshotSupport
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// Random event sequences on every device and every sample app: the tree's invariants must hold
/// after every event. The seed is fixed and printed in failures, so a failure replays exactly.
@Suite("Random event sequences")
struct RandomSequenceTests {
    static let seed: UInt64 = 0x5EED_2026_1122

    static func randomEvent(for device: Device, using rng: inout SplitMix64) -> ScenarioEvent {
        let orientations: [InterfaceOrientation] = device.family == .iPad
            ? [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
            : (device.hasHomeButton ? [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] : [.portrait, .landscapeLeft, .landscapeRight])
        var choices: [ScenarioEvent] = orientations.map { .rotate($0) } + [
            .background, .foreground, .push(title: "Pushed"), .pop, .selectTab(0), .selectTab(1), .selectTab(2),
            .appearance(.dark), .appearance(.light), .showDetail(title: "Detail"), .push(title: "Primary Push", column: .primary),
            .push(title: "Secondary Push", column: .secondary), .showColumn(.primary), .showColumn(.secondary),
            .hideColumn(.primary), .hideColumn(.secondary),
        ]
        if device.family == .iPad {
            choices += WindowMode.fixedModes.map { .multitask($0) }
            choices.append(.resize(width: Double(Int.random(in: 320...1000, using: &rng)), height: Double(Int.random(in: 320...744, using: &rng))))
        }
        return choices[Int.random(in: 0..<choices.count, using: &rng)]
    }

    @Test("invariants hold after every event", arguments: Device.all)
    func invariants(device: Device) throws {
        var rng = SplitMix64(seed: Self.seed ^ UInt64(truncatingIfNeeded: device.id.hashValueStable))
        for app in SampleApps.all {
            let placement = try Placement(device: device, orientation: .portrait, mode: .full)
            let window = Window(placement: placement)
            window.rootViewController = app.makeRootViewController()
            window.makeKeyAndVisible()
            try window.checkInvariants()
            var applied: [String] = []
            var steps: [PathIndependence.Step] = []
            let start = window.placement
            for index in 0..<40 {
                let event = Self.randomEvent(for: device, using: &rng)
                applied.append(event.text)
                window.trace.currentEvent = index
                defer { steps.append(.init(event: event, placement: window.placement, appearance: window.appearance)) }
                do {
                    try ScenarioRunner.apply(event, to: window, path: "events[\(index)]")
                } catch is ScenarioError {
                    continue // an event the app cannot take (no stack, no tab bar, an impossible window) changes nothing
                }
                do {
                    try window.checkInvariants()
                    try (window.rootViewController as? InvariantChecking)?.checkInvariants()
                } catch {
                    Issue.record("seed \(Self.seed), \(device.id), app \(app.name), after \(applied.joined(separator: ", ")): \(error)")
                    return
                }
            }
            if let difference = PathIndependence.difference(window, app: app, start: start, steps: steps) {
                Issue.record("seed \(Self.seed), \(device.id), app \(app.name), after \(applied.joined(separator: ", ")): \(difference)")
            }
        }
    }
}
