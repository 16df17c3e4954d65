import Foundation
import PadKit
import PadKitReport
import PadKitSamples
import PadKitSimulator
import SnapshotSupport
import Testing

/// Random scenarios on every sample app, recorded as filmstrips: every frame's picture keeps its
/// invariants, and every page is well-formed. The seed is fixed and printed in failures.
@Suite struct RandomFilmstripTests {
    static let seed: UInt64 = 0x5EED_0012_2026
    static let devices = ["ipad-air-2", "ipad-pro-13-inch-m4", "ipad-mini-6th-gen", "iphone-16", "iphone-se-3rd-gen"]

    static func randomEvent(for device: Device, using rng: inout SplitMix64, index: Int) -> ScenarioEvent {
        var choices: [ScenarioEvent] = [
            .rotate(.portrait), .rotate(.landscapeRight), .push(title: "Pushed \(index)"), .pop,
            .selectTab(Int.random(in: 0...4, using: &rng)),
            .showDetail(title: "Detail \(index)"), .dismiss, .swipeDown, .appearance(.dark),
        ]
        if device.family == .iPad {
            choices += WindowMode.fixedModes.map { .multitask($0) }
            choices.append(
                .resize(width: Double(Int.random(in: 300...1000, using: &rng)), height: Double(Int.random(in: 400...744, using: &rng))))
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            var request = PresentationRequest(title: "P\(index) <&\">")
            let styles: [ModalPresentationStyle] = [.automatic, .pageSheet, .formSheet, .popover, .popover, .overFullScreen]
            request.style = styles[Int.random(in: 0..<styles.count, using: &rng)]
            request.sourceRect = .init(
                x: Double(Int.random(in: 0...300, using: &rng)), y: Double(Int.random(in: 0...500, using: &rng)), width: 44, height: 44)
            request.preferredContentSize = .init(
                width: Double(Int.random(in: 200...500, using: &rng)), height: Double(Int.random(in: 200...700, using: &rng)))
            request.wrapInNavigation = Bool.random(using: &rng)
            return .present(request)
        }
        return choices[Int.random(in: 0..<choices.count, using: &rng)]
    }

    @Test("every frame keeps the picture invariants and every page is well-formed", arguments: devices)
    func randomScenarios(deviceID: String) throws {
        let device = try Device.named(deviceID)
        var rng = SplitMix64(seed: Self.seed &+ UInt64(Self.devices.firstIndex(of: deviceID) ?? 0))
        for app in SampleApps.all {
            let events = (0..<12).map { Self.randomEvent(for: device, using: &rng, index: $0) }
            let scenario = Scenario(
                placement: try Placement(device: device, orientation: .portrait, mode: .full), app: app.name, osVersion: .latest,
                events: events)
            let context = "seed \(Self.seed), \(deviceID), app \(app.name), events \(events.map(\.text).joined(separator: ", "))"
            let strip = Filmstrip.record(scenario, rootViewController: app.makeRootViewController(), title: "random").filmstrip
            #expect(!strip.frames.isEmpty, "\(context)")
            for frame in strip.frames {
                do {
                    try frame.picture.checkInvariants()
                } catch {
                    Issue.record("\(context): after event \(frame.event.map(String.init) ?? "launch"): \(error)")
                }
            }
            let parsed = XMLReader.read(strip.html)
            #expect(parsed.error == nil, "\(context): \(parsed.error ?? "")")
            #expect(!parsed.reader.elements.contains { $0.name == "script" }, "\(context)")
        }
    }
}
