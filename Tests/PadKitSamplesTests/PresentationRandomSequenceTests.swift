import Foundation
import PadKit
import PadKitSamples
import SnapshotSupport
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// Random sequences of presentations (every style, popovers, sheets with detents, delegate
/// adaptations and replacements), dismissals and swipes, mixed with rotations, Split View changes,
/// resizes, pushes and device-orientation events, on every device and sample app. The invariants
/// (nothing lost or duplicated, no controller presented twice, presentation links and frames
/// consistent) must hold after every event. The seed is fixed and printed in failures.
@Suite("Random presentation sequences")
struct PresentationRandomSequenceTests {
    static let seed: UInt64 = 0x5EED_0005_2026

    static func randomPresentation(using rng: inout SplitMix64, index: Int) -> PresentationRequest {
        var request = PresentationRequest(title: "P\(index)")
        let styles: [ModalPresentationStyle] = [
            .automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen,
            .overCurrentContext, .popover, .popover,
        ]
        request.style = styles[Int.random(in: 0..<styles.count, using: &rng)]
        if Bool.random(using: &rng) {
            request.preferredContentSize = .init(
                width: Double(Int.random(in: 0...700, using: &rng)), height: Double(Int.random(in: 0...900, using: &rng)))
        }
        if request.style == .popover && Int.random(in: 0..<5, using: &rng) > 0 {
            request.sourceRect = .init(
                x: Double(Int.random(in: 0...300, using: &rng)), y: Double(Int.random(in: 0...600, using: &rng)), width: 44, height: 44)
        }
        if Bool.random(using: &rng) { request.detents = [.medium, .large] }
        if Bool.random(using: &rng) { request.selectedDetent = "medium" }
        request.prefersEdgeAttachedInCompactHeight = Bool.random(using: &rng)
        let adaptive: [ModalPresentationStyle?] = [
            nil, nil, ModalPresentationStyle.none, .fullScreen, .overFullScreen, .formSheet, .popover,
        ]
        request.adaptiveStyle = adaptive[Int.random(in: 0..<adaptive.count, using: &rng)]
        request.wrapInNavigation = Bool.random(using: &rng)
        request.isModalInPresentation = Int.random(in: 0..<4, using: &rng) == 0
        if Int.random(in: 0..<4, using: &rng) == 0 { request.shouldDismiss = false }
        return request
    }

    static func randomEvent(for device: Device, using rng: inout SplitMix64, index: Int) -> ScenarioEvent {
        let orientations: [InterfaceOrientation] =
            device.hasHomeButton || device.family == .iPad
            ? [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] : [.portrait, .landscapeLeft, .landscapeRight]
        var choices: [ScenarioEvent] =
            orientations.map { .rotate($0) } + [
                .dismiss, .swipeDown, .swipeDown, .push(title: "Pushed"), .pop, .deviceOrientation(.faceUp),
                .deviceOrientation(.landscapeLeft),
                .requestOrientations(.portrait), .requestOrientations(.landscape), .background, .foreground,
            ]
        if device.family == .iPad {
            choices += WindowMode.fixedModes.map { .multitask($0) }
            choices.append(
                .resize(width: Double(Int.random(in: 320...1000, using: &rng)), height: Double(Int.random(in: 320...744, using: &rng))))
        }
        if Int.random(in: 0..<3, using: &rng) == 0 { return .present(randomPresentation(using: &rng, index: index)) }
        return choices[Int.random(in: 0..<choices.count, using: &rng)]
    }

    @Test("invariants hold after every event", arguments: Device.all)
    func invariants(device: Device) throws {
        var rng = SplitMix64(seed: Self.seed ^ UInt64(truncatingIfNeeded: device.id.hashValueStable))
        for app in SampleApps.all {
            let window = Window(placement: try Placement(device: device, orientation: .portrait, mode: .full))
            window.rootViewController = app.makeRootViewController()
            window.makeKeyAndVisible()
            var applied: [String] = []
            var steps: [PathIndependence.Step] = []
            let start = window.placement
            for index in 0..<50 {
                let event = Self.randomEvent(for: device, using: &rng, index: index)
                applied.append(event.text)
                window.trace.currentEvent = index
                defer { steps.append(.init(event: event, placement: window.placement, appearance: window.appearance)) }
                do {
                    try ScenarioRunner.apply(event, to: window, path: "events[\(index)]")
                } catch is ScenarioError {
                    continue  // an event the app cannot take (no stack, no anchor, nothing presented) changes nothing
                }
                do {
                    try window.checkInvariants()
                } catch {
                    Issue.record("seed \(Self.seed), \(device.id), app \(app.name), after \(applied.joined(separator: ", ")): \(error)")
                    return
                }
            }
            // A delegate that wraps the controller builds a new navigation controller each time
            // the presentation adapts, so a push into the wrapper is lost on the next adaptation,
            // in UIKit as here: that path dependence is the app's, and such runs are not compared.
            let wraps = steps.contains { step in
                if case .present(let request) = step.event { return request.wrapInNavigation }
                return false
            }
            if !wraps, let difference = PathIndependence.difference(window, app: app, start: start, steps: steps) {
                Issue.record("seed \(Self.seed), \(device.id), app \(app.name), after \(applied.joined(separator: ", ")): \(difference)")
            }
        }
    }
}
