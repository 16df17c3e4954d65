import PadKit
import PadKitSamples
import SnapshotSupport
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// `Window.checkInvariantsOfChanges()`, the check `padkit simulate` runs after each event, against
/// the whole walk (`checkInvariants()`): it must never report what the whole walk does not, and it
/// must see what an event breaks on screen or in the controllers it changed.
@Suite("Invariants of what an event changed")
struct ChangeInvariantsTests {
    static let seed: UInt64 = 0x5EED_0024_0008

    @Test("random events: the check of changes agrees with the whole walk", arguments: Device.all)
    func agreesWithTheWholeWalk(device: Device) throws {
        var rng = SplitMix64(seed: Self.seed ^ UInt64(truncatingIfNeeded: device.id.hashValueStable))
        for app in SampleApps.all {
            let window = Window(placement: try Placement(device: device, orientation: .portrait, mode: .full))
            window.tracksChanges = true
            window.rootViewController = app.makeRootViewController()
            window.makeKeyAndVisible()
            try window.checkInvariants()
            try window.checkInvariantsOfChanges()
            var applied: [String] = []
            for index in 0..<50 {
                let event = PresentationRandomSequenceTests.randomEvent(for: device, using: &rng, index: index)
                applied.append(event.text)
                do {
                    try ScenarioRunner.apply(event, to: window, path: "events[\(index)]")
                } catch is ScenarioError {
                    continue
                }
                let whole = Result { () throws(InvariantViolation) in try window.checkInvariants() }
                let changes = Result { () throws(InvariantViolation) in try window.checkInvariantsOfChanges() }
                if case .failure(let violation) = changes, case .success = whole {
                    Issue.record(
                        "seed \(Self.seed), \(device.id), app \(app.name), after \(applied.joined(separator: ", ")): only the check of changes reports \(violation)"
                    )
                    return
                }
                #expect(window.changedControllers.isEmpty)
            }
        }
    }

    @Test("a pushed controller's state is checked, however deep the stack")
    func pushedControllerIsChecked() throws {
        let navigation = NavigationController(rootViewController: ViewController(title: "Root"), title: "Navigation")
        let window = try makeWindow("ipad-air-2", .portrait, root: navigation)
        window.tracksChanges = true
        for number in 0..<50 { try navigation.pushViewController(ViewController(title: "P\(number)"), animated: false) }
        try window.checkInvariantsOfChanges()
        let top = try #require(navigation.topViewController)
        top.appearanceState = .appearing
        #expect(throws: InvariantViolation.self) { try window.checkInvariantsOfChanges() }
        #expect(throws: InvariantViolation.self) { try window.checkInvariants() }
    }

    @Test("a changed controller off screen must have disappeared")
    func changedOffScreenControllerIsChecked() throws {
        let navigation = NavigationController(rootViewController: ViewController(title: "Root"), title: "Navigation")
        let window = try makeWindow("ipad-air-2", .portrait, root: navigation)
        window.tracksChanges = true
        let covered = ViewController(title: "Covered")
        try navigation.pushViewController(covered, animated: false)
        try navigation.pushViewController(ViewController(title: "Top"), animated: false)
        try window.checkInvariantsOfChanges()
        covered.appearanceState = .appeared
        #expect(throws: InvariantViolation.self) { try window.checkInvariantsOfChanges() }
    }

    @Test("nothing is kept when no one checks changes")
    func nothingKeptWithoutTracking() throws {
        let navigation = NavigationController(rootViewController: ViewController(title: "Root"), title: "Navigation")
        let window = try makeWindow("ipad-air-2", .portrait, root: navigation)
        for number in 0..<10 { try navigation.pushViewController(ViewController(title: "P\(number)"), animated: false) }
        for _ in 0..<10 { navigation.popViewController(animated: false) }
        #expect(window.changedControllers.isEmpty)
    }
}
