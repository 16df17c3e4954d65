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

    static func randomEvent(for window: Window, using rng: inout SplitMix64) -> ScenarioEvent {
        let device = window.placement.device
        let orientations: [InterfaceOrientation] =
            device.family == .iPad
            ? [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
            : (device.hasHomeButton
                ? [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] : [.portrait, .landscapeLeft, .landscapeRight])
        var choices: [ScenarioEvent] =
            orientations.map { .rotate($0) } + [
                .background, .foreground, .push(title: "Pushed"), .pop, .selectTab(0), .selectTab(1), .selectTab(2),
                .appearance(.dark), .appearance(.light), .showDetail(title: "Detail"), .push(title: "Primary Push", column: .primary),
                .push(title: "Secondary Push", column: .secondary), .showColumn(.primary), .showColumn(.secondary),
                .hideColumn(.primary), .hideColumn(.secondary),
            ]
        if device.family == .iPad {
            // The windows the context offers: classic shares up to 18, tiles and windows from 26.
            choices += WindowingSystem.modes(offeredOn: device, osVersion: window.osVersion, landscape: window.placement.isLandscape)
                .map { .multitask($0) }
            choices.append(
                .resize(width: Double(Int.random(in: 320...1000, using: &rng)), height: Double(Int.random(in: 320...744, using: &rng))))
        }
        if device.hasHinge {
            // iPhone Duo: fold and open, and the inner display's Split View.
            choices += Posture.allCases.map { .hinge($0) } + [.multitask(.half), .multitask(.full)]
        }
        return choices[Int.random(in: 0..<choices.count, using: &rng)]
    }

    @Test("invariants hold after every event", arguments: Device.all)
    func invariants(device: Device) throws {
        var rng = SplitMix64(seed: Self.seed ^ UInt64(truncatingIfNeeded: device.id.hashValueStable))
        for app in SampleApps.all {
            // The device's newest release, through the one window context: a multitask event to a
            // window it does not offer is refused, as in a scenario file.
            let context = WindowContext(device: device, orientation: .portrait, mode: .full, osVersion: device.newestOSVersion)
            let window = Window(resolved: try context.resolve())
            window.rootViewController = app.makeRootViewController()
            window.makeKeyAndVisible()
            try window.checkInvariants()
            var applied: [String] = []
            var steps: [PathIndependence.Step] = []
            let start = window.placement
            for index in 0..<40 {
                let event = Self.randomEvent(for: window, using: &rng)
                applied.append(event.text)
                window.trace.currentEvent = index
                defer { steps.append(.init(event: event, placement: window.placement, appearance: window.appearance)) }
                do {
                    try ScenarioRunner.apply(event, to: window, path: "events[\(index)]")
                } catch is ScenarioError {
                    continue  // an event the app cannot take (no stack, no tab bar, an impossible window) changes nothing
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
                let message = "seed \(Self.seed), \(device.id), app \(app.name), after \(applied.joined(separator: ", ")): \(difference)"
                // Found when these sequences began to draw the windows the OS offers: a detail
                // shown while the sidebar sample is collapsed, then an expand and a collapse,
                // ends as a second "Detail" inside "Detail Navigation" instead of the one pushed
                // directly (the same on iPadOS 18 with one_third -> full -> one_third). Open in
                // docs/reliability.md until the twin's collapse is checked against UIKit.
                if app.name == "sidebar", difference.contains("Detail Navigation") {
                    withKnownIssue("sidebar: collapse after an expand re-wraps a shown detail (docs/reliability.md)") {
                        Issue.record("\(message)")
                    }
                } else {
                    Issue.record("\(message)")
                }
            }
        }
    }
}
