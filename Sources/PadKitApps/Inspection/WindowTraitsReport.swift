import Foundation
import PadKit
import PadKitSimulator

/// What `padkit traits` reports about one window, worked out here so that the command only
/// renders it: the placement and the multitasking setting that offers it, the window's traits on
/// the OS asked, the app's window after launch and what the app reported (``AppInspection``), and
/// the lines above the trait table.
public struct WindowTraitsReport {
    /// The window, resolved from its context.
    public let resolved: ResolvedWindow
    /// The window's placement.
    public let placement: Placement
    /// The multitasking setting that offers the window (`nil` on iPhone).
    public let setting: MultitaskingSetting?
    /// The OS version the traits answer for.
    public let osVersion: OSVersion
    /// The window's trait collection, restricted to the traits `osVersion` has.
    public let traits: TraitCollection
    /// The app's name, when one was launched.
    public let appName: String?
    /// The app's window after launch, when an app was given.
    public let window: Window?
    /// What the app reported in the window.
    public let inspection: AppInspection?

    /// Works out the report.
    ///
    /// - Parameters:
    ///   - mode: a window mode (as the OS names it), or `nil` for `freeformSize` or full screen.
    ///   - freeformSize: a free-form window; accepted on every version (docs/choices.md).
    ///   - measurements: measured placements; a measurement of this window replaces its derived
    ///     size and safe area.
    /// - Throws: a `WindowingError` for a named mode the OS does not offer, a `PlacementError` for a
    ///   window that does not fit (``PadKit/WindowContext/resolve()``).
    public init(
        device: Device, orientation: InterfaceOrientation, mode: WindowMode?, freeformSize: CGSize?, osVersion: OSVersion,
        measurements: Measurements? = nil, app: RunnableApp?
    ) throws {
        let windowMode = freeformSize.map { WindowMode.window(width: Double($0.width), height: Double($0.height)) } ?? mode ?? .full
        let context = WindowContext(
            device: device, orientation: orientation, mode: windowMode, osVersion: osVersion,
            app: app?.hostedApp ?? .unknown, measurements: measurements)
        let resolved = try context.resolve()
        self.resolved = resolved
        setting = resolved.setting
        placement = resolved.placement
        self.osVersion = osVersion
        traits = resolved.traits
        appName = app?.name
        window = app?.launch(in: resolved)
        inspection = window.flatMap { window in app?.inspect?(window) }
    }

    /// The lines above the trait table: the device, OS, setting, orientation and mode; the window's
    /// size and where it comes from; the safe area and where it comes from; in a window with
    /// iPadOS 26's controls, where they are and whether the app's layout regions see them; on
    /// iPhone Duo, the reserved regions.
    public var headerLines: [String] {
        let device = placement.device, size = placement.window.size
        let safeArea = placement.safeArea(os: osVersion)
        let points = NumberText.points
        let lines: [String] = [
            """
            \(device.name) (\(device.id)\(device.pose.map { ", " + $0 } ?? "")), iOS \(osVersion)\(setting.map { " \($0)" } ?? ""), \
            \(placement.orientation), \(placement.mode)
            """,
            "window \(points(Double(size.width))) x \(points(Double(size.height))) pt (\(placement.window.provenance)); "
                + "screen \(device.screen.id)\(appName.map { "; app \($0)" } ?? "")",
            "safe area insets top \(points(safeArea.insets.top)), left \(points(safeArea.insets.left)), "
                + "bottom \(points(safeArea.insets.bottom)), right \(points(safeArea.insets.right)) (\(safeArea.provenance))",
        ]
        return lines + [windowControlsLine].compactMap { $0 } + reservedRegionLines
    }

    /// The reserved regions the app can ask for: none before iOS 27.1
    /// (``PadKit/OSFeature/reservedRegions``).
    var reservedRegions: [ReservedRegion] {
        OSFeature.reservedRegions.isAvailable(on: osVersion) ? placement.reservedRegions : []
    }

    /// The reserved regions of a window on iPhone Duo's displays (iOS 27.1), one line each.
    var reservedRegionLines: [String] {
        reservedRegions.map { "reserved region \($0) (\($0.provenance))" }
    }

    /// Where the window controls are and how the app sees them, for a window that shows them.
    var windowControlsLine: String? {
        guard WindowControls.shown(in: placement, osVersion: osVersion) else { return nil }
        let width = NumberText.points(Double(WindowControls.regionSize.width))
        let height = NumberText.points(Double(WindowControls.regionSize.height))
        let size = "\(width) x \(height) pt"
        if WindowControls.frame(in: placement, osVersion: osVersion) != nil {
            return "window controls \(size) in the top-leading corner; layout regions with a corner adaptation avoid them"
        }
        return placement.hostsCompatibilityDesign
            ? "window controls \(size) in the top safe area (the compatibility design); layout regions do not see them"
            : "window controls \(size) in the top-leading corner; the scaled scene's layout regions do not see them"
    }

    /// The report as JSON: the placement's row, with the app's inspection under its key.
    /// On iPhone Duo, `reservedRegions` lists each region's `kind`, `identifier`, `frame`,
    /// `margins` and `isActive`, as `UIView.ReservedRegion` has them.
    public var jsonValue: JSONValue {
        let json = placement.jsonValue(traits: traits, osVersion: osVersion, multitasking: setting)
        guard case .object(var pairs) = json else { return json }
        let regions = reservedRegions
        if !regions.isEmpty {
            pairs.append(
                (
                    "reservedRegions",
                    .array(
                        regions.map { region in
                            .object([
                                ("kind", .string(region.kind.rawValue)), ("identifier", .string(region.identifier)),
                                ("frame", FrameText.json(region.frame)), ("margins", .number(region.margins)),
                                ("isActive", .bool(region.isActive)),
                            ])
                        })
                ))
        }
        if let inspection { pairs.append((inspection.jsonKey, inspection.json)) }
        return .object(pairs)
    }
}
