import Foundation
import PadKit

/// Everything a launch's inspection can depend on, read off the resolved window it launches in: the device's family and screen (traits,
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
    /// An iPhone-only app in an iPad window has an iPhone's traits.
    let hostsIPhoneApp: Bool
    /// The bar heights measured at the placement (`--measurements`), which the twin's bars take.
    let measuredBars: [Double?]
    /// Set to make every placement its own input (no reuse).
    let distinct: Int?

    /// The inputs of a resolved window (``PadKit/ResolvedWindow``): what the twin reads of it.
    init(_ resolved: ResolvedWindow, distinct: Int?) {
        let placement = resolved.placement
        family = placement.device.family
        screenSize = placement.device.screen.portraitSize
        orientation = placement.orientation
        mode = placement.mode
        windowSize = placement.window.size
        safeAreaInsets = resolved.safeArea.insets
        deviceOrientations = placement.device.supportedInterfaceOrientations
        osVersion = resolved.osVersion
        hostsIPhoneApp = placement.hostsIPhoneApp
        measuredBars = [resolved.measured?.navigationBarHeight, resolved.measured?.tabBarHeight]
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
