import Foundation
import PadKit
import PadKitApps
import PadKitSamples
import PadKitSimulator

extension MatrixCommand {
    /// `app`'s inspection in each of `placements`, in order.
    ///
    /// Most of `padkit matrix --app`'s time is the twin launching the app in every placement, and
    /// most placements repeat another one's inputs: 80 devices give 419 placements but only 118
    /// different windows, because many models share a screen. So the app is launched once per
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
            let key = PlacementInputs(placement, osVersion: osVersion, distinct: reusingLaunches ? nil : launches.count)
            if let index = indexOfKey[key] {
                launchIndex.append(index)
            } else {
                indexOfKey[key] = launches.count
                launchIndex.append(launches.count)
                launches.append(placement)
            }
        }
        let toLaunch = launches
        let inspections = Parallel.map(count: toLaunch.count, workers: ProcessInfo.processInfo.activeProcessorCount) { index in
            inspect(app.launch(in: toLaunch[index], osVersion: osVersion, recordsTrace: false))
        }
        return launchIndex.map { inspections[$0] }
    }
}

/// Everything a launch's inspection can depend on: the device's family and screen (traits,
/// orientations, split widths and presentations come from them), the orientation, the window
/// mode, the window's size and its safe area (two models with one screen can differ in their
/// sensor housing; the home button matters only through it). Two placements with equal inputs run
/// the same way. The safe area is the one on the OS version the app runs on: some models' insets
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
    /// Set to make every placement its own input (no reuse).
    let distinct: Int?

    init(_ placement: Placement, osVersion: OSVersion, distinct: Int?) {
        family = placement.device.family
        screenSize = placement.device.screen.portraitSize
        orientation = placement.orientation
        mode = placement.mode
        windowSize = placement.window.size
        safeAreaInsets = placement.safeArea(os: osVersion).insets
        self.distinct = distinct
    }
}
