import Dispatch
import Foundation
import PadKit
import PadKitApps
import PadKitSamples
import PadKitSimulator

extension MatrixCommand {
    /// `app`'s inspection in each of `placements`, in order.
    ///
    /// Most of `padkit matrix --app`'s time is the twin launching the app in every placement, and
    /// most placements repeat another one's inputs: 80 devices give 419 placements but only about
    /// 150 different windows, because many models share a screen. So the app is launched once per
    /// ``PlacementInputs`` (everything the twin reads of a placement), those launches run on every
    /// core, and their traces are off (an inspection reads the final tree). `reusingLaunches: false`
    /// launches once per placement; the tests check that both give the same bytes.
    static func inspections(of app: RunnableApp, in placements: [Placement], osVersion: OSVersion = .latest,
                            reusingLaunches: Bool = true) -> [AppInspection?] {
        guard let inspect = app.inspect else { return placements.map { _ in nil } }
        var launches: [Placement] = []
        var launchIndex: [Int] = []
        var indexOfKey: [PlacementInputs: Int] = [:]
        for placement in placements {
            let key = PlacementInputs(placement, distinct: reusingLaunches ? nil : launches.count)
            if let index = indexOfKey[key] {
                launchIndex.append(index)
            } else {
                indexOfKey[key] = launches.count
                launchIndex.append(launches.count)
                launches.append(placement)
            }
        }
        let results = InspectionSlots(count: launches.count)
        let toLaunch = launches
        DispatchQueue.concurrentPerform(iterations: toLaunch.count) { index in
            results.store(inspect(app.launch(in: toLaunch[index], osVersion: osVersion, recordsTrace: false)), at: index)
        }
        let inspections = results.values()
        return launchIndex.map { inspections[$0] }
    }
}

/// Everything the twin reads of a placement: the device's facts that traits, orientations and
/// presentations come from (not its id, name or diagonal), the orientation, the window mode, the
/// window's size and its safe area (two models with one screen can differ in their sensor
/// housing). Two placements with equal inputs run the same way.
struct PlacementInputs: Hashable {
    let family: DeviceFamily
    let screenSize: CGSize
    let scale: Double
    let hasHomeButton: Bool
    let displayGamut: DisplayGamut
    let forceTouchCapability: ForceTouchCapability
    let orientation: InterfaceOrientation
    let mode: WindowMode
    let windowSize: CGSize
    let safeAreaInsets: EdgeInsets
    /// Set to make every placement its own input (no reuse).
    let distinct: Int?

    init(_ placement: Placement, distinct: Int?) {
        family = placement.device.family
        screenSize = placement.device.screen.portraitSize
        scale = placement.device.screen.scale
        hasHomeButton = placement.device.hasHomeButton
        displayGamut = placement.device.displayGamut
        forceTouchCapability = placement.device.forceTouchCapability
        orientation = placement.orientation
        mode = placement.mode
        windowSize = placement.window.size
        safeAreaInsets = placement.safeAreaInsets
        self.distinct = distinct
    }
}

/// One slot per launch, filled from whichever thread ran it.
private final class InspectionSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [AppInspection?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ inspection: AppInspection?, at index: Int) {
        lock.lock()
        slots[index] = inspection
        lock.unlock()
    }

    func values() -> [AppInspection?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
