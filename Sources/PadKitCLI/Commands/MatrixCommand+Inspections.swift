import Foundation
import PadKit
import PadKitApps
import PadKitSamples
import PadKitSimulator

extension MatrixCommand {
    /// Launches `app` for everything `padkit matrix --app` reports: its inspection in each of
    /// `placements`, and the orientations UIKit allows in each of `decisionPlacements` (asked
    /// before the inspection, which may change the window: the centre window opens).
    ///
    /// Most of `padkit matrix --app`'s time is the twin launching the app in every placement, and
    /// most placements repeat another one's inputs: 80 devices give 419 placements but only 118
    /// different windows, because many models share a screen. So the app is launched once per
    /// ``PlacementInputs`` (everything the twin reads of a placement), whichever question it
    /// answers, those launches run on every core, and their traces are off (an inspection reads
    /// the final tree). `reusingLaunches: false` launches once per placement; the tests check that
    /// both give the same bytes.
    static func launches(of app: RunnableApp, inspecting placements: [Placement], resolvingOrientationsIn decisionPlacements: [Placement] = [],
                         osVersion: (Placement) -> OSVersion = { _ in .latest }, reusingLaunches: Bool = true) -> MatrixLaunches {
        var launches: [(placement: Placement, osVersion: OSVersion)] = []
        var indexOfKey: [PlacementInputs: Int] = [:]
        func launchIndex(_ placement: Placement) -> Int {
            let os = osVersion(placement)
            let key = PlacementInputs(placement, osVersion: os, distinct: reusingLaunches ? nil : launches.count)
            if let index = indexOfKey[key] { return index }
            indexOfKey[key] = launches.count
            launches.append((placement, os))
            return launches.count - 1
        }
        let inspect = app.inspect
        let inspected = inspect == nil ? [] : placements.map(launchIndex)
        let resolved = decisionPlacements.map(launchIndex)
        let toLaunch = launches, toResolve = Set(resolved)
        let results = Parallel.map(count: toLaunch.count, workers: ProcessInfo.processInfo.activeProcessorCount) { index in
            let window = app.launch(in: toLaunch[index].placement, osVersion: toLaunch[index].osVersion, recordsTrace: false)
            let decision = toResolve.contains(index) ? try? window.resolveOrientations() : nil
            return LaunchResult(inspection: inspect?(window), decision: decision)
        }
        return MatrixLaunches(inspections: inspect == nil ? placements.map { _ in nil } : inspected.map { results[$0].inspection },
                              orientationDecisions: resolved.map { results[$0].decision })
    }

    /// What one launch answered.
    private struct LaunchResult: Sendable {
        let inspection: AppInspection?
        let decision: OrientationDecision?
    }
}

/// What ``MatrixCommand/launches(of:inspecting:resolvingOrientationsIn:osVersion:reusingLaunches:)``
/// found, in the order of the placements asked.
struct MatrixLaunches {
    /// The inspection in each inspected placement (`nil` for an app with nothing to inspect).
    let inspections: [AppInspection?]
    /// The orientation decision in each decision placement (`nil` where it raised).
    let orientationDecisions: [OrientationDecision?]
}

/// Everything a launch's inspection can depend on: the device's family and screen (traits,
/// orientations, split widths and presentations come from them), the orientation, the window
/// mode, the window's size and its safe area (two models with one screen can differ in their
/// sensor housing), and the orientations the hardware supports (no upside-down portrait without
/// a Home button, which the orientation decision reads), and the OS version the rows answer for
/// (each device's own by default). Two placements with equal inputs run the same way. The safe area is the one on the OS version the app runs on: some models' insets
/// changed between versions (the XR's sensor housing in iOS 14), so two models equal on the newest
/// version can differ on an older one.
///
/// Left out on purpose: the display scale, colour gamut and 3D Touch capability. They reach the
/// twin only as traits (`displayScale`, `displayGamut`, `forceTouchCapability`) that neither the
/// twin's containers, nor an app description (which can vary only by size class), nor any
/// inspection reads; keeping them would launch the app 146 times for all devices instead of 118.
/// `MatrixReuseTests` compares every sample's inspections with and without reuse in every
/// placement, so a sample that starts reading one of them fails there first.
struct PlacementInputs: Hashable {
    let family: DeviceFamily
    let screenSize: CGSize
    let orientation: InterfaceOrientation
    let mode: WindowMode
    let windowSize: CGSize
    let safeAreaInsets: EdgeInsets
    let deviceOrientations: InterfaceOrientationMask
    let osVersion: OSVersion
    /// Set to make every placement its own input (no reuse).
    let distinct: Int?

    init(_ placement: Placement, osVersion: OSVersion, distinct: Int?) {
        family = placement.device.family
        screenSize = placement.device.screen.portraitSize
        orientation = placement.orientation
        mode = placement.mode
        windowSize = placement.window.size
        safeAreaInsets = placement.safeArea(os: osVersion).insets
        deviceOrientations = placement.device.supportedInterfaceOrientations
        self.osVersion = osVersion
        self.distinct = distinct
    }

    /// Hashes the sizes and the orientation only (equal inputs have equal sizes, so this agrees
    /// with `==`): hashing the mode's name and the insets of every one of 419 placements was a
    /// tenth of `padkit matrix`'s own work on the main thread.
    func hash(into hasher: inout Hasher) {
        hasher.combine(windowSize.width)
        hasher.combine(windowSize.height)
        hasher.combine(screenSize.height)
        hasher.combine(orientation)
        hasher.combine(distinct)
    }
}
